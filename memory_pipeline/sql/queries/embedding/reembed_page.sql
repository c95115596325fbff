-- Every memory that holds a vector (history too, so a superseded memory keeps one), by id.
SELECT id, content FROM long_term_memory
WHERE id > %(after_id)s AND embedding IS NOT NULL
ORDER BY id LIMIT %(limit)s
