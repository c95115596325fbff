-- Similarity bands per embedding model (SPEC §8): `memory-pipeline calibrate` writes one row per
-- (embedder, dimension); the write path and merges read it, the SPEC values stay the default.
CREATE TABLE IF NOT EXISTS embedding_calibrations (
    embedder             text NOT NULL,
    dimension            integer NOT NULL,
    duplicate_threshold  double precision NOT NULL,
    merge_threshold      double precision NOT NULL,
    conflict_low         double precision NOT NULL,
    conflict_high        double precision NOT NULL,
    pair_set_sha256      text NOT NULL,
    report               jsonb NOT NULL,
    calibrated_at        timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (embedder, dimension)
);

-- One row per `reembed` run: its phase and cursor survive a killed process, so a second run
-- resumes where the first stopped.
CREATE TABLE IF NOT EXISTS embedding_reembed_runs (
    id            bigserial PRIMARY KEY,
    embedder      text NOT NULL,
    dimension     integer NOT NULL,
    phase         text NOT NULL DEFAULT 'embedding'
                  CHECK (phase IN ('embedding', 'swapped', 'done')),
    last_id       bigint NOT NULL DEFAULT 0,
    embedded      bigint NOT NULL DEFAULT 0,
    total         bigint NOT NULL DEFAULT 0,
    events        bigint NOT NULL DEFAULT 0,
    started_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    finished_at   timestamptz
);
-- At most one unfinished run at a time.
CREATE UNIQUE INDEX IF NOT EXISTS embedding_reembed_runs_one_open
    ON embedding_reembed_runs ((true)) WHERE phase <> 'done';
