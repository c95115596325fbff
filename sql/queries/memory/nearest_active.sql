-- The same user's closest active memories by cosine similarity, read from PostgreSQL itself
-- so a writer sees its own and other writers' committed memories, never a lagging projection.
SELECT id, content, category, version, fact_key, 1 - (embedding <=> %(embedding)s::vector) AS similarity
FROM long_term_memory
WHERE user_id = %(user_id)s AND status = 'active' AND embedding IS NOT NULL
ORDER BY embedding <=> %(embedding)s::vector
LIMIT %(limit)s
