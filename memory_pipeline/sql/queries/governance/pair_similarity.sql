-- Cosine similarity of two memories' current embeddings, with the write path's own operator.
SELECT 1 - (o.embedding <=> n.embedding) AS similarity
FROM long_term_memory o, long_term_memory n
WHERE o.id = %(older_id)s AND n.id = %(newer_id)s
