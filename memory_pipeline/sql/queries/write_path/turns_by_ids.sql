-- The texts of the given turns, read when extraction needs them (stage outputs carry ids only);
-- a turn forgotten since raw_transcripts ran is simply not there any more.
SELECT turn_id, user_id, session_id, ts, day, user_message, assistant_reply
FROM conversation_turns
WHERE turn_id = ANY(%(turn_ids)s) AND extraction_status <> 'forgotten'
ORDER BY ts, turn_id
