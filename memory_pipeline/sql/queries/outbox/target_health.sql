-- Backlog of one target: pending and dead counts and the age of the oldest pending event.
SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
       count(*) FILTER (WHERE status = 'dead') AS dead,
       coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending')), 0)::float
           AS lag_seconds
FROM memory_outbox
WHERE target = %(target)s
