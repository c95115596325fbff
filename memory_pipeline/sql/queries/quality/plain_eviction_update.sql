-- Baseline for the eviction benchmark: the rows eviction just evicted, rewritten by one plain
-- UPDATE of their status: no version bump, no outbox events. Run in a rolled-back transaction.
UPDATE long_term_memory
SET status = 'evicted', updated_at = now()
WHERE status = 'evicted'
