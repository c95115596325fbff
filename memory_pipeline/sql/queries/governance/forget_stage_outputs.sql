-- Drop the user's records from the write path's stored stage outputs (turn ids, facts,
-- embeddings): records owned by the user id or made from one of the forgotten turns, keeping
-- every other user's records in their order.
WITH affected AS (
    SELECT s.asset_key, s.partition_key,
           coalesce(jsonb_agg(r.record ORDER BY r.position) FILTER (WHERE NOT r.doomed), '[]'::jsonb) AS kept,
           count(*) FILTER (WHERE r.doomed) AS removed
    FROM pipeline_stage_outputs s
    CROSS JOIN LATERAL (
        SELECT e.record, e.position,
               (e.record ->> 'user_id' = %(user_id)s OR e.record ->> 'turn_id' = ANY(%(turn_ids)s)) IS TRUE AS doomed
        FROM jsonb_array_elements(s.records) WITH ORDINALITY AS e(record, position)
    ) r
    WHERE jsonb_typeof(s.records) = 'array'
    GROUP BY s.asset_key, s.partition_key
    HAVING count(*) FILTER (WHERE r.doomed) > 0
), updated AS (
    UPDATE pipeline_stage_outputs s
    SET records = a.kept, updated_at = now()
    FROM affected a
    WHERE s.asset_key = a.asset_key AND s.partition_key = a.partition_key
    RETURNING a.removed
)
SELECT coalesce(sum(removed), 0)::bigint AS records FROM updated
