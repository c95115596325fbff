-- Drop the user's records from the write path's stored stage outputs (turn texts, facts,
-- embeddings), keeping every other user's records in their order.
WITH affected AS (
    SELECT s.asset_key, s.partition_key,
           coalesce(jsonb_agg(r.record ORDER BY r.position)
                        FILTER (WHERE r.record ->> 'user_id' IS DISTINCT FROM %(user_id)s), '[]'::jsonb) AS kept,
           count(*) FILTER (WHERE r.record ->> 'user_id' = %(user_id)s) AS removed
    FROM pipeline_stage_outputs s
    CROSS JOIN LATERAL jsonb_array_elements(s.records) WITH ORDINALITY AS r(record, position)
    WHERE jsonb_typeof(s.records) = 'array'
      AND s.records @> jsonb_build_array(jsonb_build_object('user_id', %(user_id)s::text))
    GROUP BY s.asset_key, s.partition_key
), updated AS (
    UPDATE pipeline_stage_outputs s
    SET records = a.kept, updated_at = now()
    FROM affected a
    WHERE s.asset_key = a.asset_key AND s.partition_key = a.partition_key
    RETURNING a.removed
)
SELECT coalesce(sum(removed), 0)::bigint AS records FROM updated
