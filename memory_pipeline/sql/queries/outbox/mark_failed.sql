-- Record failed attempts: push available_at forward by the retry delay (never sleep) or give
-- up as dead. updated_at and available_at share one now(), so the delay stays auditable.
UPDATE memory_outbox o
SET status           = r.status,
    attempts         = r.attempts,
    available_at     = now() + make_interval(secs => r.delay_seconds),
    last_error       = r.error,
    lease_expires_at = NULL,
    updated_at       = now()
FROM unnest(%(ids)s::bigint[], %(attempts)s::int[], %(delays)s::int[], %(statuses)s::text[], %(errors)s::text[])
     AS r(id, attempts, delay_seconds, status, error)
WHERE o.id = r.id AND o.lease_owner = %(owner)s AND o.status = 'pending'
RETURNING o.id, o.status
