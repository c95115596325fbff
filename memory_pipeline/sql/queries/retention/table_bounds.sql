-- Per retained table: rows, total size, and rows older than its retention plus one day of
-- slack (a retention run that did not happen or did not keep up).
-- The outbox's overdue rows: processed events past its age retention, and processed events
-- superseded for longer than the superseded-event retention (retention/outbox_superseded_batch).
-- Pending and dead events are never overdue.
SELECT 'memory_outbox' AS table_name, count(*) AS rows,
       pg_total_relation_size('memory_outbox') AS bytes,
       count(*) FILTER (WHERE status = 'processed'
                        AND (processed_at < %(outbox_cutoff)s OR ARRAY[aggregate_version::bigint, id] < settled))
           AS overdue
FROM (
    SELECT status, processed_at, aggregate_version, id,
           max(ARRAY[aggregate_version::bigint, id])
               FILTER (WHERE status = 'processed' AND processed_at < %(outbox_superseded_cutoff)s)
               OVER (PARTITION BY aggregate_id, target, event_type) AS settled
    FROM memory_outbox
) outbox
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
