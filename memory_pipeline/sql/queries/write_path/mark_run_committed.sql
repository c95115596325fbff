-- After the commit: the turns THIS run extracted are done (their facts are in the store, or they
-- had none). A turn another run extracted meanwhile is left to that run, or to the retry.
UPDATE conversation_turns
SET extraction_status = 'committed', processed_at = now()
WHERE processed_by_run = %(run_id)s AND extraction_status = 'extracted'
  AND day BETWEEN %(first_day)s AND %(last_day)s
