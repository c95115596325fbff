-- Step 3 of the commit, and every later change: one event per target and type.
-- The dedupe key makes a repeated emission (a retry, a second reconciliation) a no-op.
INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)
VALUES (%(target)s, %(event_type)s, %(aggregate_id)s, %(aggregate_version)s, %(payload)s, %(dedupe_key)s)
ON CONFLICT (dedupe_key) DO NOTHING
RETURNING id
