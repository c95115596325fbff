-- The user's source turns keep their ids (so a re-ingested transcript stays forgotten instead
-- of being extracted again) and lose their text and owner.
UPDATE conversation_turns
SET user_message      = '',
    assistant_reply   = '',
    user_id           = %(user_hash)s,
    session_id        = %(user_hash)s,
    extraction_status = 'forgotten',
    extraction_error  = NULL
WHERE user_id = %(user_id)s
