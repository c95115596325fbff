-- An incremental (sensor) run: only the days' turns not yet committed, oldest first, at most
-- %(limit)s of them. Due means never processed, left `extracted` by a run that did not commit
-- (after %(stranded_after_seconds)s), or failed extraction (after %(retry_after_seconds)s).
SELECT turn_id, user_id, session_id, ts, day, user_message, assistant_reply
FROM conversation_turns
WHERE day BETWEEN %(first_day)s AND %(last_day)s
  AND (extraction_status = 'pending'
       OR (extraction_status = 'extracted'
           AND processed_at < now() - make_interval(secs => %(stranded_after_seconds)s))
       OR (extraction_status = 'extraction_failed'
           AND processed_at < now() - make_interval(secs => %(retry_after_seconds)s)))
ORDER BY ts, turn_id
LIMIT %(limit)s
