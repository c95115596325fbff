-- The events of one target in claim order: the data the raw-client baselines write.
SELECT id, event_type, payload
FROM memory_outbox
WHERE target = %(target)s
ORDER BY id
