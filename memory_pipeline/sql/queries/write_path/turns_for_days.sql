-- The source turns of a range of daily partitions, in conversation order.
SELECT turn_id, user_id, session_id, ts, day, user_message, assistant_reply
FROM conversation_turns
WHERE day BETWEEN %(first_day)s AND %(last_day)s AND extraction_status <> 'forgotten'
ORDER BY ts, turn_id
