-- A batch of turns in one statement; a known turn_id is left as it is. Returns the new ids.
INSERT INTO conversation_turns
    (turn_id, user_id, session_id, ts, day, user_message, assistant_reply, source_file)
SELECT t.turn_id, t.user_id, t.session_id, t.ts, t.day, t.user_message, t.assistant_reply, %(source_file)s
FROM unnest(
    %(turn_ids)s::text[], %(user_ids)s::text[], %(session_ids)s::text[], %(ts)s::timestamptz[],
    %(days)s::date[], %(users)s::text[], %(assistants)s::text[]
) AS t(turn_id, user_id, session_id, ts, day, user_message, assistant_reply)
ON CONFLICT (turn_id) DO NOTHING
RETURNING turn_id
