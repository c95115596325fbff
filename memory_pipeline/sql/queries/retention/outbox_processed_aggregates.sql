-- The memory id span of processed outbox events, which superseded-event compaction walks.
SELECT min(aggregate_id) AS first_id, max(aggregate_id) AS last_id
FROM memory_outbox
WHERE status = 'processed'
