-- What a (failed) run left behind: its turns marked committed, those still `extracted`, how many
-- of its turns already have their commit decision in the store (a memory row or a recorded
-- decision: the commit ran even if the marking did not), and its last progress.
SELECT count(*) FILTER (WHERE t.extraction_status = 'committed') AS committed,
       count(*) FILTER (WHERE t.extraction_status = 'extracted') AS extracted,
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM long_term_memory m WHERE m.source_turn_id = t.turn_id)
                           OR EXISTS (SELECT 1 FROM write_decisions d WHERE d.source_turn_id = t.turn_id))
           AS decided,
       max(t.processed_at) AS last_progress_at
FROM conversation_turns t
WHERE t.processed_by_run = %(run_id)s
