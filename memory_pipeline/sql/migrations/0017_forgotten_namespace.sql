-- Forgotten rows live in their own namespace: `forgotten:<keyed hash>` user ids. Only a
-- forgotten row may carry one, so a live id can never address, rehash or revive a forgotten
-- row (ingest and `forget` refuse the prefix first; these constraints back them up).
ALTER TABLE conversation_turns ADD CONSTRAINT conversation_turns_live_ids_not_reserved
    CHECK (extraction_status = 'forgotten'
           OR (left(user_id, 10) <> 'forgotten:' AND left(session_id, 10) <> 'forgotten:'
               AND left(turn_id, 10) <> 'forgotten:'));
ALTER TABLE long_term_memory ADD CONSTRAINT long_term_memory_live_ids_not_reserved
    CHECK (status = 'forgotten' OR left(user_id, 10) <> 'forgotten:');

-- Cache keys now include the user the text belongs to, so `forget` finds every answer made
-- from a user's texts. Rows keyed the old way (by content only, owned by whoever wrote first)
-- can never be hit again and cannot be attributed to a user: drop them.
DELETE FROM llm_cache;
