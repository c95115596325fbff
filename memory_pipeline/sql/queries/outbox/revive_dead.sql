-- Automatic revival once the target answers again: dead events get a fresh set of attempts, at
-- most %(limit)s per call and at most %(max_revivals)s times per event, so a poison event cannot
-- cycle dead -> pending forever (it stays dead for `memory-pipeline dead list`).
WITH chosen AS (
    SELECT id
    FROM memory_outbox
    WHERE status = 'dead' AND target = %(target)s AND revivals < %(max_revivals)s
    ORDER BY id
    LIMIT %(limit)s
    FOR UPDATE SKIP LOCKED
)
UPDATE memory_outbox m
SET status = 'pending', attempts = 0, available_at = now(), lease_owner = NULL,
    lease_expires_at = NULL, revivals = m.revivals + 1, updated_at = now()
FROM chosen
WHERE m.id = chosen.id
RETURNING m.id
