-- Fault tolerance of the write path and the outbox (issue 20).

-- The run that last extracted a turn. A run marks `committed` only the turns it extracted
-- itself, so a turn another (dead) run extracted is never marked done without its facts.
ALTER TABLE conversation_turns ADD COLUMN IF NOT EXISTS processed_by_run text;
CREATE INDEX IF NOT EXISTS conversation_turns_processed_by_run
    ON conversation_turns (processed_by_run) WHERE extraction_status = 'extracted';

-- Every commit decision that leaves no memory row behind (today: a fact skipped as a duplicate
-- of `memory_id`). Inserted facts are recorded by their own row's source key. A second pass over
-- a turn re-uses the decision instead of re-deciding against the active set of that moment, so
-- re-processing a day can never bring back a fact a later turn superseded.
CREATE TABLE IF NOT EXISTS write_decisions (
    source_turn_id  text NOT NULL,
    source          text NOT NULL,
    fact_key        text NOT NULL,
    user_id         text NOT NULL,
    decision        text NOT NULL CHECK (decision IN ('duplicate')),
    memory_id       bigint NOT NULL REFERENCES long_term_memory (id) ON DELETE CASCADE,
    decided_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (source_turn_id, source, fact_key)
);
CREATE INDEX IF NOT EXISTS write_decisions_user ON write_decisions (user_id);

-- The exact duplicate check runs before the approximate (HNSW) search, over every status:
-- a late copy of a fact that history already holds is a duplicate of that history.
CREATE INDEX IF NOT EXISTS long_term_memory_user_content_hash ON long_term_memory (user_id, content_hash);

-- How often an event was revived automatically after its target recovered: the bound that keeps
-- a poison event from cycling dead -> pending forever.
ALTER TABLE memory_outbox ADD COLUMN IF NOT EXISTS revivals integer NOT NULL DEFAULT 0;
