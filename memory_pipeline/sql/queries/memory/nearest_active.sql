-- The same user's closest active memories by cosine similarity, read from PostgreSQL itself
-- so a writer sees its own and other writers' committed memories, never a lagging projection.
-- source_ts (when the user said it) decides which of two contradicting facts is current.
-- The shard condition repeats what user_id already says, so that the planner can use the
-- HNSW index of the user's shard (migration 0021).
SELECT m.id, m.content, m.category, m.version, m.fact_key, t.ts AS source_ts,
       1 - (m.embedding <=> %(embedding)s::vector) AS similarity
FROM long_term_memory m
LEFT JOIN conversation_turns t ON t.turn_id = m.source_turn_id
WHERE m.user_id = %(user_id)s AND m.status = 'active' AND m.embedding IS NOT NULL
  AND memory_vector_shard(m.user_id) = memory_vector_shard(%(user_id)s)
ORDER BY m.embedding <=> %(embedding)s::vector
LIMIT %(limit)s
