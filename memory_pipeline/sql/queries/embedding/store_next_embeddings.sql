UPDATE long_term_memory m SET embedding_next = v.embedding::vector
FROM unnest(%(ids)s::bigint[], %(embeddings)s::text[]) AS v(id, embedding)
WHERE m.id = v.id
