-- Stored embeddings of one user, spread over the user's memories (the scale check's probes).
SELECT embedding::real[] AS embedding
FROM long_term_memory
WHERE user_id = %(user_id)s AND status = 'active'
ORDER BY md5(id::text)
LIMIT %(limit)s
