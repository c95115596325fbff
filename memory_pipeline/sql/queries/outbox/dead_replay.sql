-- Give dead events a fresh set of attempts, due now. %(ids)s NULL means every dead event of
-- the target(s). last_error stays until the next attempt overwrites or clears it.
UPDATE memory_outbox
SET status = 'pending', attempts = 0, available_at = now(), lease_owner = NULL,
    lease_expires_at = NULL, updated_at = now()
WHERE status = 'dead'
  AND (%(target)s::text IS NULL OR target = %(target)s)
  AND (%(ids)s::bigint[] IS NULL OR id = ANY(%(ids)s))
RETURNING id, target
