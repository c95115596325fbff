-- The supersede chain through one memory, both ways: the memories it (transitively) replaced,
-- itself, and the memories that (transitively) replaced it, ordered from oldest link to newest.
-- A merge can supersede several memories into one, so "before" is a tree walked breadth-first.
WITH RECURSIVE successors AS (
    SELECT id, superseded_by, 0 AS depth FROM long_term_memory WHERE id = %(id)s
    UNION ALL
    SELECT m.id, m.superseded_by, s.depth + 1
    FROM long_term_memory m JOIN successors s ON m.id = s.superseded_by
    WHERE s.depth < %(max_depth)s
), predecessors AS (
    SELECT id, 0 AS depth FROM long_term_memory WHERE id = %(id)s
    UNION ALL
    SELECT m.id, p.depth - 1
    FROM long_term_memory m JOIN predecessors p ON m.superseded_by = p.id
    WHERE p.depth > -%(max_depth)s
), chain AS (
    SELECT id, depth FROM successors
    UNION
    SELECT id, depth FROM predecessors
)
SELECT m.id, m.version, m.status, m.content, m.superseded_by, m.updated_at
FROM chain c JOIN long_term_memory m ON m.id = c.id
ORDER BY c.depth, m.id
