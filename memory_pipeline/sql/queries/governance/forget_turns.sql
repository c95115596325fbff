-- The user's source turns keep their ids (so a re-ingested transcript stays forgotten instead
-- of being extracted again) and lose their text, owner and file name (which may name the user).
-- Runs before the clean-ups that follow it: the row locks it takes make a concurrent
-- write-path step either finish first (and be cleaned) or see the turn forgotten.
UPDATE conversation_turns
SET user_message      = '',
    assistant_reply   = '',
    user_id           = %(user_hash)s,
    session_id        = %(user_hash)s,
    source_file       = NULL,
    extraction_status = 'forgotten',
    extraction_error  = NULL
WHERE user_id = %(user_id)s
RETURNING turn_id
