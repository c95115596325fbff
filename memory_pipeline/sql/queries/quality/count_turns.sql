-- Turns in the scratch store (the bad-input ingest phase checks every good line landed).
SELECT count(*) AS n FROM conversation_turns
