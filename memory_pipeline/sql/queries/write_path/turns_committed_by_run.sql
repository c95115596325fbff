-- What a (failed) run's commit left behind: its turns committed, and those still waiting.
SELECT count(*) FILTER (WHERE extraction_status = 'committed') AS committed,
       count(*) FILTER (WHERE extraction_status = 'extracted') AS extracted,
       max(processed_at) AS last_progress_at
FROM conversation_turns
WHERE processed_by_run = %(run_id)s
