-- The memories this one met at write time or later: merge candidates either way, what it
-- superseded and what superseded it.
SELECT 'merge_candidate' AS relation, CASE WHEN c.older_id = %(id)s THEN c.newer_id ELSE c.older_id END AS other_id,
       c.similarity, c.status, c.note, c.created_at AS at
FROM merge_candidates c WHERE %(id)s IN (c.older_id, c.newer_id)
UNION ALL
SELECT 'superseded' AS relation, m.id, NULL, m.status, NULL, m.updated_at
FROM long_term_memory m WHERE m.superseded_by = %(id)s
ORDER BY at, other_id
