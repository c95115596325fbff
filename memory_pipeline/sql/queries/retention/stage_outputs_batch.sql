-- Delete one batch of stage outputs whose day partition is committed (no turn of that day is
-- still pending, extracted or failed) and that nothing rewrote since %(cutoff)s (the grace
-- period: a re-materialization shortly after the commit still finds its inputs).
WITH doomed AS (
    SELECT s.asset_key, s.partition_key FROM pipeline_stage_outputs s
    WHERE s.updated_at < %(cutoff)s
      AND NOT EXISTS (
          SELECT 1 FROM conversation_turns t
          -- Keys are `<day>@<run id>` (every run keeps its own records).
          WHERE t.day = split_part(s.partition_key, '@', 1)::date
            AND t.extraction_status NOT IN ('committed', 'forgotten'))
    LIMIT %(batch_size)s
), deleted AS (
    DELETE FROM pipeline_stage_outputs o USING doomed d
    WHERE o.asset_key = d.asset_key AND o.partition_key = d.partition_key
    RETURNING o.asset_key
)
SELECT count(*) AS deleted,
       coalesce((SELECT jsonb_object_agg(asset_key, n) FROM (SELECT asset_key, count(*) AS n FROM deleted GROUP BY 1) a),
                '{}') AS by_group
FROM deleted
