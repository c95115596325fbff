-- Core tables: the source turns, the memory store (single source of truth) and its outbox.
-- {{EMBEDDING_DIM}} is substituted by the migration runner from EMBEDDING_DIM.

CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE IF NOT EXISTS conversation_turns (
    turn_id            text PRIMARY KEY,
    user_id            text NOT NULL,
    session_id         text NOT NULL,
    ts                 timestamptz NOT NULL,
    day                date NOT NULL,            -- the Dagster partition (UTC day of ts)
    user_message       text NOT NULL,
    assistant_reply    text NOT NULL,
    source_file        text,
    ingested_at        timestamptz NOT NULL DEFAULT now(),
    extraction_status  text NOT NULL DEFAULT 'pending'
        CHECK (extraction_status IN ('pending', 'extracted', 'extraction_failed', 'forgotten')),
    extraction_error   text,
    processed_at       timestamptz
);
CREATE INDEX IF NOT EXISTS conversation_turns_day ON conversation_turns (day);
CREATE INDEX IF NOT EXISTS conversation_turns_pending ON conversation_turns (day) WHERE extraction_status = 'pending';
CREATE INDEX IF NOT EXISTS conversation_turns_user ON conversation_turns (user_id);

CREATE TABLE IF NOT EXISTS long_term_memory (
    id              bigserial PRIMARY KEY,
    user_id         text NOT NULL,
    content         text NOT NULL,
    content_hash    text NOT NULL DEFAULT '',
    importance      double precision NOT NULL CHECK (importance >= 0 AND importance <= 1),
    embedding       vector({{EMBEDDING_DIM}}),
    category        text NOT NULL CHECK (category IN
                        ('identity', 'preference', 'fact', 'episodic', 'tool_failure', 'policy', 'general')),
    tags            text[] NOT NULL DEFAULT '{}',
    slot_hint       text NOT NULL CHECK (slot_hint IN
                        ('profile', 'constraints', 'tool_state', 'planner', 'task_memory', 'recall_memory')),
    source          text NOT NULL CHECK (source IN ('user', 'exchange', 'merge')),
    source_turn_id  text NOT NULL,
    fact_key        text NOT NULL,
    status          text NOT NULL DEFAULT 'active'
                        CHECK (status IN ('active', 'superseded', 'evicted', 'forgotten')),
    superseded_by   bigint REFERENCES long_term_memory (id),
    version         integer NOT NULL DEFAULT 1,
    ttl_days        integer,                       -- per-memory override of the category policy
    prompt_version  text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    last_decay_at   timestamptz,
    -- Duplicate delivery of the same fact from the same turn is one memory.
    CONSTRAINT long_term_memory_source_key UNIQUE (source_turn_id, source, fact_key)
);
-- Last line of defence against concurrent writers: one active copy of a content per user.
CREATE UNIQUE INDEX IF NOT EXISTS long_term_memory_active_content
    ON long_term_memory (user_id, content_hash) WHERE status = 'active' AND content_hash <> '';
CREATE INDEX IF NOT EXISTS long_term_memory_user_active ON long_term_memory (user_id, id) WHERE status = 'active';
CREATE INDEX IF NOT EXISTS long_term_memory_embedding_hnsw
    ON long_term_memory USING hnsw (embedding vector_cosine_ops);
CREATE INDEX IF NOT EXISTS long_term_memory_status_created ON long_term_memory (status, created_at);

CREATE TABLE IF NOT EXISTS memory_outbox (
    id                 bigserial PRIMARY KEY,
    target             text NOT NULL CHECK (target IN ('milvus', 'neo4j')),
    event_type         text NOT NULL CHECK (event_type IN ('upsert_vector', 'upsert_node', 'upsert_edges')),
    aggregate_id       bigint NOT NULL,
    aggregate_version  integer NOT NULL,
    payload            jsonb NOT NULL,
    status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'dead')),
    attempts           integer NOT NULL DEFAULT 0,
    available_at       timestamptz NOT NULL DEFAULT now(),
    lease_owner        text,
    lease_expires_at   timestamptz,
    last_error         text,
    outcome            text,                       -- upsert | stale | replay | conflict
    dedupe_key         text NOT NULL UNIQUE,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    processed_at       timestamptz
);
-- The claim query's access path: due pending events of one target in id order.
CREATE INDEX IF NOT EXISTS memory_outbox_pending
    ON memory_outbox (target, available_at, id) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS memory_outbox_aggregate ON memory_outbox (aggregate_id, target);
CREATE INDEX IF NOT EXISTS memory_outbox_dead ON memory_outbox (target, id) WHERE status = 'dead';
