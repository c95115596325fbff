-- Per retained table: rows, total size, and rows older than its retention plus one day of
-- slack (a retention run that did not happen or did not keep up).
SELECT 'memory_outbox' AS table_name, count(*) AS rows,
       pg_total_relation_size('memory_outbox') AS bytes,
       count(*) FILTER (WHERE status = 'processed' AND processed_at < %(outbox_cutoff)s) AS overdue
FROM memory_outbox
UNION ALL
SELECT 'pipeline_stage_outputs', count(*), pg_total_relation_size('pipeline_stage_outputs'),
       count(*) FILTER (WHERE updated_at < %(stage_cutoff)s
                        AND NOT EXISTS (SELECT 1 FROM conversation_turns t
                                        WHERE t.day = partition_key::date
                                          AND t.extraction_status NOT IN ('committed', 'forgotten')))
FROM pipeline_stage_outputs
UNION ALL
SELECT 'llm_cache', count(*), pg_total_relation_size('llm_cache'),
       count(*) FILTER (WHERE created_at < %(llm_cache_cutoff)s)
FROM llm_cache
UNION ALL
SELECT 'gate_rejections', count(*), pg_total_relation_size('gate_rejections'),
       count(*) FILTER (WHERE created_at < %(gate_rejections_cutoff)s)
FROM gate_rejections
