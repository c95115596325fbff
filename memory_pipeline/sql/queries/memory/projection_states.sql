-- Everything a projection needs about the given memories, at their current versions.
SELECT m.id, m.user_id, m.content, m.content_hash, m.importance, m.embedding::real[] AS embedding, m.category, m.tags,
       m.slot_hint, m.source, m.status, m.superseded_by, m.version, m.created_at, m.updated_at,
       m.vector_version, m.edges_version,
       (SELECT max(p.id) FROM long_term_memory p WHERE p.user_id = m.user_id AND p.id < m.id) AS follows_id,
       ARRAY(SELECT s.id FROM long_term_memory s WHERE s.superseded_by = m.id ORDER BY s.id) AS supersedes_ids
FROM long_term_memory m
WHERE m.id = ANY(%(ids)s)
ORDER BY m.id
