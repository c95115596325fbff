-- The id span that decay and eviction walk in fixed-size batches.
SELECT min(id) AS first_id, max(id) AS last_id
FROM long_term_memory
WHERE status = 'active'
