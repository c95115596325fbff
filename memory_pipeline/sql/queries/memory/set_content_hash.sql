-- Step 2 of the commit: optimistic lock on (id, version) plus the drift fingerprint.
UPDATE long_term_memory
SET content_hash = %(content_hash)s
WHERE id = %(id)s AND version = %(version)s
