-- One id-ordered page of active memories' content for the PII check (keyset pagination:
-- bounded memory however large the table is).
SELECT id, content
FROM long_term_memory
WHERE status = 'active' AND id > %(after)s
ORDER BY id
LIMIT %(limit)s
