-- The user's active memories with the same key from the same source: always conflict candidates,
-- whatever their cosine (two names or two cities need not embed close). Without them, whether a
-- fact is superseded would depend on which intermediate facts happened to be committed first.
SELECT m.id, m.content, m.category, m.version, m.fact_key, t.ts AS source_ts
FROM long_term_memory m
LEFT JOIN conversation_turns t ON t.turn_id = m.source_turn_id
WHERE m.user_id = %(user_id)s AND m.fact_key = %(fact_key)s AND m.source = %(source)s
  AND m.status = 'active' AND m.category = %(category)s
ORDER BY m.id
LIMIT %(limit)s
