-- Merge candidates the write path recorded and nobody has decided yet, oldest first.
SELECT id, user_id
FROM merge_candidates
WHERE status = 'pending'
ORDER BY id
LIMIT %(limit)s
