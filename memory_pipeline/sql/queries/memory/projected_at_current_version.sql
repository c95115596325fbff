-- Events of the memory's current version were just emitted for these projected states (a
-- repair): reconciliation expects the projection at the current version again (NULL).
UPDATE long_term_memory
SET vector_version = CASE WHEN %(vector)s THEN NULL ELSE vector_version END,
    edges_version  = CASE WHEN %(edges)s THEN NULL ELSE edges_version END
WHERE id = %(id)s
