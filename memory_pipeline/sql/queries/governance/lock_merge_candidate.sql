-- The candidate, locked for its decision; nothing when another run decided it meanwhile.
SELECT id, user_id, older_id, newer_id, similarity, older_version, newer_version
FROM merge_candidates
WHERE id = %(id)s AND status = 'pending'
FOR UPDATE
