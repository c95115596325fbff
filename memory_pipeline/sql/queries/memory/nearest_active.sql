-- The same user's closest active memories by cosine similarity, read from PostgreSQL itself
-- so a writer sees its own and other writers' committed memories, never a lagging projection.
-- source_ts (when the user said it) decides which of two contradicting facts is current.
SELECT m.id, m.content, m.category, m.version, m.fact_key, t.ts AS source_ts,
       1 - (m.embedding <=> %(embedding)s::vector) AS similarity
FROM long_term_memory m
LEFT JOIN conversation_turns t ON t.turn_id = m.source_turn_id
WHERE m.user_id = %(user_id)s AND m.status = 'active' AND m.embedding IS NOT NULL
ORDER BY m.embedding <=> %(embedding)s::vector
LIMIT %(limit)s
