-- The exact duplicate check before the approximate vector search: the user already holds this
-- very content, active, or superseded by a fact said AFTER this one (a late or re-processed copy
-- of a fact history already holds; a fact said after its successor is news and not matched).
SELECT m.id, m.status
FROM long_term_memory m
LEFT JOIN long_term_memory successor ON successor.id = m.superseded_by
LEFT JOIN conversation_turns said ON said.turn_id = successor.source_turn_id
WHERE m.user_id = %(user_id)s AND m.content_hash = %(content_hash)s
  AND (m.status = 'active' OR (m.status = 'superseded' AND said.ts > %(said_at)s))
ORDER BY m.status = 'active' DESC, m.id
LIMIT 1
