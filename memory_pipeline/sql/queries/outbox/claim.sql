-- Claim a batch of due events for one target and lease them to one worker.
-- SKIP LOCKED lets concurrent workers take disjoint batches; moving available_at to the lease
-- expiry hides a leased event from everyone until the lease runs out, after which this same
-- query hands it to another worker (the holder died or hung).
WITH due AS (
    SELECT id
    FROM memory_outbox
    WHERE status = 'pending' AND target = %(target)s AND available_at <= now()
    ORDER BY id
    LIMIT %(limit)s
    FOR UPDATE SKIP LOCKED
)
UPDATE memory_outbox o
SET lease_owner      = %(owner)s,
    lease_expires_at = now() + make_interval(secs => %(lease_seconds)s),
    available_at     = now() + make_interval(secs => %(lease_seconds)s),
    updated_at       = now()
FROM due
WHERE o.id = due.id
RETURNING o.id, o.event_type, o.aggregate_id, o.aggregate_version, o.payload, o.attempts
