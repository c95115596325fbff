-- Record applied events. Only the current lease holder may: a worker whose lease expired and
-- was taken over must not overwrite the new holder's result.
UPDATE memory_outbox o
SET status           = 'processed',
    outcome          = r.outcome,
    last_error       = r.error,
    lease_expires_at = NULL,
    processed_at     = now(),
    updated_at       = now()
FROM unnest(%(ids)s::bigint[], %(outcomes)s::text[], %(errors)s::text[]) AS r(id, outcome, error)
WHERE o.id = r.id AND o.lease_owner = %(owner)s AND o.status = 'pending'
RETURNING o.id
