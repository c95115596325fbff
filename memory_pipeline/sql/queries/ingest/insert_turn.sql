-- Re-ingesting a file adds nothing: a known turn_id is left as it is.
INSERT INTO conversation_turns
    (turn_id, user_id, session_id, ts, day, user_message, assistant_reply, source_file)
VALUES
    (%(turn_id)s, %(user_id)s, %(session_id)s, %(ts)s, %(day)s, %(user)s, %(assistant)s, %(source_file)s)
ON CONFLICT (turn_id) DO NOTHING
