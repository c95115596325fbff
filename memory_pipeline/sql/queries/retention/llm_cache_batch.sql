-- Delete one batch of cached LLM answers written before %(cutoff)s. A later identical call
-- asks the model again and caches the answer anew.
WITH doomed AS (
    SELECT cache_key FROM llm_cache WHERE created_at < %(cutoff)s ORDER BY created_at LIMIT %(batch_size)s
), deleted AS (
    DELETE FROM llm_cache c USING doomed d WHERE c.cache_key = d.cache_key
    RETURNING c.purpose
)
SELECT count(*) AS deleted,
       coalesce((SELECT jsonb_object_agg(purpose, n) FROM (SELECT purpose, count(*) AS n FROM deleted GROUP BY 1) p),
                '{}') AS by_group
FROM deleted
