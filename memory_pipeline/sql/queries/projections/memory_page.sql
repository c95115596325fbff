-- One id-ordered page of the memory store for reconciliation (keyset pagination: bounded
-- memory however large the table is).
SELECT id, version, content_hash, status
FROM long_term_memory
WHERE id > %(after_id)s
ORDER BY id
LIMIT %(limit)s
