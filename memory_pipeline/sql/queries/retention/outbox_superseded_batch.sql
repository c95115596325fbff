-- Delete the processed outbox events of memories %(first_id)s <= id < %(end_id)s that a later
-- processed event of the same memory, target and kind superseded before %(cutoff)s. The
-- projection already holds the later state (its guard would drop the older event as stale), and
-- every version stays in memory_versions; what the outbox keeps per memory and kind is its
-- latest processed event until OUTBOX_RETENTION_DAYS, and whatever is pending or dead.
WITH ranked AS (
    SELECT id, target, aggregate_version,
           max(ARRAY[aggregate_version::bigint, id]) FILTER (WHERE processed_at < %(cutoff)s)
               OVER (PARTITION BY aggregate_id, target, event_type) AS settled
    FROM memory_outbox
    WHERE status = 'processed' AND aggregate_id >= %(first_id)s AND aggregate_id < %(end_id)s
), deleted AS (
    DELETE FROM memory_outbox o USING ranked r
    WHERE o.id = r.id AND ARRAY[r.aggregate_version::bigint, r.id] < r.settled
    RETURNING o.target
)
SELECT count(*) AS deleted,
       coalesce((SELECT jsonb_object_agg(target, n) FROM (SELECT target, count(*) AS n FROM deleted GROUP BY 1) t),
                '{}') AS by_group
FROM deleted
