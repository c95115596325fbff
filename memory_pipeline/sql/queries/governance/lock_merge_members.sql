-- Both memories of a candidate pair as they are now, locked (in id order, like every other
-- multi-row writer) so that no decay or other writer changes them between re-check and merge.
SELECT id, user_id, version, status, content, importance
FROM long_term_memory
WHERE id IN (%(older_id)s, %(newer_id)s)
ORDER BY id
FOR UPDATE
