-- A near-duplicate pair for the merge job; recording the same pair twice is a no-op.
INSERT INTO merge_candidates (user_id, older_id, newer_id, similarity, older_version, newer_version)
VALUES (%(user_id)s, %(older_id)s, %(newer_id)s, %(similarity)s, %(older_version)s, 1)
ON CONFLICT (older_id, newer_id) DO NOTHING
