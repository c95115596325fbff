-- One id-ordered page of the memory store for reconciliation (keyset pagination: bounded
-- memory however large the table is). vector_version / edges_version: the versions decay and
-- eviction left those projected states at (NULL: the current version).
SELECT id, version, content_hash, status, vector_version, edges_version
FROM long_term_memory
WHERE id > %(after_id)s
ORDER BY id
LIMIT %(limit)s
