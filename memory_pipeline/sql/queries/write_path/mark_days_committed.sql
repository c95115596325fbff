-- After the commit: the days' extracted turns are done (their facts are in the store, or they
-- had none).
UPDATE conversation_turns
SET extraction_status = 'committed'
WHERE day BETWEEN %(first_day)s AND %(last_day)s AND extraction_status = 'extracted'
