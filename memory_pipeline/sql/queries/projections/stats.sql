-- Store-side numbers for `memory-pipeline stats`, one JSON document.
SELECT jsonb_build_object(
    'turns', (SELECT count(*) FROM conversation_turns),
    'turns_by_status', (SELECT coalesce(jsonb_object_agg(extraction_status, n), '{}')
                        FROM (SELECT extraction_status, count(*) AS n FROM conversation_turns
                              GROUP BY extraction_status) ts),
    'memories_by_status', (SELECT coalesce(jsonb_object_agg(status, n), '{}')
                           FROM (SELECT status, count(*) AS n FROM long_term_memory GROUP BY status) s),
    'memories_by_category', (SELECT coalesce(jsonb_object_agg(category, n), '{}')
                             FROM (SELECT category, count(*) AS n FROM long_term_memory GROUP BY category) c),
    'outbox', (SELECT coalesce(jsonb_object_agg(target, by_status), '{}')
               FROM (SELECT target, jsonb_object_agg(status, n) AS by_status
                     FROM (SELECT target, status, count(*) AS n FROM memory_outbox GROUP BY target, status) t
                     GROUP BY target) o)
) AS stats
