-- Every memory of the user, whatever its status, becomes an empty, non-identifying row:
-- status forgotten, no content, no embedding, no tags, the user id replaced by its keyed hash
-- and the fact key by the row's own id (keys such as an exchange's topic can be sensitive).
-- The row, its id and version chain stay, so the outbox can tell projections what to delete.
UPDATE long_term_memory
SET status       = 'forgotten',
    content      = '',
    content_hash = %(empty_hash)s,
    embedding    = NULL,
    tags         = '{}',
    fact_key     = 'forgotten:' || id,
    user_id      = %(user_hash)s,
    version      = version + 1,
    updated_at   = now()
WHERE user_id = %(user_id)s
RETURNING id, version
