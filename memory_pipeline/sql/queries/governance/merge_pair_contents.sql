-- The contents of pending candidate pairs as they stand now, read without locks: the merge
-- writer is asked for all of them at once, before the pairs are merged one transaction each.
SELECT c.user_id, older.content AS older_content, newer.content AS newer_content
FROM merge_candidates c
JOIN long_term_memory older ON older.id = c.older_id AND older.status = 'active'
JOIN long_term_memory newer ON newer.id = c.newer_id AND newer.status = 'active'
WHERE c.id = ANY(%(candidate_ids)s::bigint[])
ORDER BY c.id
