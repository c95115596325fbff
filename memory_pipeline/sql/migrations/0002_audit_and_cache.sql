-- Gate rejections, the LLM answer cache, write-time merge candidates and forget tombstones.

-- Never the rejected text: only where it was stopped, why, and a hash to correlate repeats.
CREATE TABLE IF NOT EXISTS gate_rejections (
    id            bigserial PRIMARY KEY,
    turn_id       text NOT NULL,
    gate          smallint NOT NULL CHECK (gate IN (0, 1, 2)),
    source        text NOT NULL,                 -- user | exchange | user_message | assistant_reply
    reason_code   text NOT NULL,
    subject_hash  text NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (turn_id, gate, source, reason_code, subject_hash)
);
CREATE INDEX IF NOT EXISTS gate_rejections_reason ON gate_rejections (reason_code);

-- Successful LLM answers only; a failed call is never cached so the next run retries it.
CREATE TABLE IF NOT EXISTS llm_cache (
    cache_key       text PRIMARY KEY,            -- sha256(purpose, prompt_version, model, input_hash)
    purpose         text NOT NULL,               -- extract | classify | judge | merge | embed
    prompt_version  text NOT NULL,
    model           text NOT NULL,
    input_hash      text NOT NULL,
    user_id         text,                        -- lets `forget` erase a user's cached answers
    response        jsonb NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS llm_cache_user ON llm_cache (user_id);

CREATE TABLE IF NOT EXISTS merge_candidates (
    id                  bigserial PRIMARY KEY,
    user_id             text NOT NULL,
    older_id            bigint NOT NULL REFERENCES long_term_memory (id),
    newer_id            bigint NOT NULL REFERENCES long_term_memory (id),
    similarity          double precision NOT NULL,
    older_version       integer NOT NULL,
    newer_version       integer NOT NULL,
    status              text NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'merged', 'rejected', 'stale')),
    note                text,
    created_at          timestamptz NOT NULL DEFAULT now(),
    decided_at          timestamptz,
    UNIQUE (older_id, newer_id)
);
CREATE INDEX IF NOT EXISTS merge_candidates_pending ON merge_candidates (id) WHERE status = 'pending';

-- A forgotten user leaves only this: a salted hash and counts, for audit.
CREATE TABLE IF NOT EXISTS forget_tombstones (
    id             bigserial PRIMARY KEY,
    user_hash      text NOT NULL,
    memories       integer NOT NULL,
    turns          integer NOT NULL,
    requested_at   timestamptz NOT NULL DEFAULT now()
);
