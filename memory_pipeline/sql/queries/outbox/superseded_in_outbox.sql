-- Claimed events that a newer version of the same memory has already overtaken in the outbox.
-- The newer event carries the full state, so applying the older one could only move the
-- projection backwards (or resurrect a memory the newer event deleted).
SELECT e.id
FROM memory_outbox e
WHERE e.id = ANY(%(ids)s)
  AND EXISTS (
      SELECT 1 FROM memory_outbox n
      WHERE n.aggregate_id = e.aggregate_id
        AND n.target = e.target
        AND n.event_type = e.event_type
        AND n.aggregate_version > e.aggregate_version
  )
