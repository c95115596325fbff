-- The user's merge candidates lose their owner; undecided ones are closed.
UPDATE merge_candidates
SET user_id    = %(user_hash)s,
    status     = CASE WHEN status = 'pending' THEN 'stale' ELSE status END,
    note       = CASE WHEN status = 'pending' THEN 'user forgotten' ELSE note END,
    decided_at = coalesce(decided_at, now())
WHERE user_id = %(user_id)s
