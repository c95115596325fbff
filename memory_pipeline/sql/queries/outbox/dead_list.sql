-- Dead events, oldest first; %(target)s NULL means every target.
SELECT id, target, event_type, aggregate_id, aggregate_version, attempts, last_error, updated_at
FROM memory_outbox
WHERE status = 'dead' AND (%(target)s::text IS NULL OR target = %(target)s)
ORDER BY id
LIMIT %(limit)s
