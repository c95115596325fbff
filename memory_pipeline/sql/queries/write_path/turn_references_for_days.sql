-- What raw_transcripts stores of the turns of a range of daily partitions: ids and times, in
-- conversation order, never the texts.
SELECT turn_id, user_id, session_id, ts, day
FROM conversation_turns
WHERE day BETWEEN %(first_day)s AND %(last_day)s AND extraction_status <> 'forgotten'
ORDER BY ts, turn_id
