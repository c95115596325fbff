-- Content of recalled memories, re-checked against the store: a memory that stopped being
-- active after the projection was last updated is not returned.
SELECT id, content, category, slot_hint, importance, version
FROM long_term_memory
WHERE id = ANY(%(ids)s) AND user_id = %(user_id)s AND status = 'active'
