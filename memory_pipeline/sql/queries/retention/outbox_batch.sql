-- Delete one batch of processed outbox events that finished before %(cutoff)s. Pending and
-- dead events are never selected: a dead event stays until it is replayed or discarded by hand.
WITH doomed AS (
    SELECT id FROM memory_outbox
    WHERE status = 'processed' AND processed_at < %(cutoff)s
    ORDER BY processed_at
    LIMIT %(batch_size)s
), deleted AS (
    DELETE FROM memory_outbox o USING doomed d WHERE o.id = d.id
    RETURNING o.target
)
SELECT count(*) AS deleted,
       coalesce((SELECT jsonb_object_agg(target, n) FROM (SELECT target, count(*) AS n FROM deleted GROUP BY 1) t),
                '{}') AS by_group
FROM deleted
