-- Baseline for the decay benchmark: the same importance change on the same active rows as one
-- plain UPDATE: no threshold, no version bump, no outbox events. Run in a rolled-back transaction.
UPDATE long_term_memory
SET importance = memory_decayed_importance(importance, coalesce(last_decay_at, created_at), %(now)s, %(base)s)
WHERE status = 'active'
