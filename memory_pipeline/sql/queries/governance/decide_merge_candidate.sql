-- Record the merge job's decision on a candidate (or, still pending, why it has to wait).
UPDATE merge_candidates
SET status = %(status)s, note = %(note)s, decided_at = CASE WHEN %(status)s = 'pending' THEN NULL ELSE %(now)s END
WHERE id = %(id)s
