-- One id-ordered page of the active memories a write-path run wrote: those whose source turn
-- belongs to the run's days (keyset pagination, bounded by the run's size, not the store's).
SELECT m.id, m.content
FROM long_term_memory m
JOIN conversation_turns t ON t.turn_id = m.source_turn_id
WHERE m.status = 'active' AND t.day BETWEEN %(first_day)s AND %(last_day)s AND m.id > %(after)s
ORDER BY m.id
LIMIT %(limit)s
