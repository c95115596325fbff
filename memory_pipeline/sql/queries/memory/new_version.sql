-- Every change to a memory after its commit: bump the version under an optimistic lock.
-- NULL parameters leave a column as it is; a new content gets a new content hash. The caller
-- emits all three events of the new version, so every projection is expected at it.
UPDATE long_term_memory
SET content       = COALESCE(%(content)s::text, content),
    content_hash  = COALESCE(%(content_hash)s::text, content_hash),
    embedding     = COALESCE(%(embedding)s::vector, embedding),
    importance    = COALESCE(%(importance)s::double precision, importance),
    status        = COALESCE(%(status)s::text, status),
    superseded_by = COALESCE(%(superseded_by)s::bigint, superseded_by),
    vector_version = NULL,
    edges_version  = NULL,
    version       = version + 1,
    updated_at    = now()
WHERE id = %(id)s AND version = %(expected_version)s
RETURNING id, version
