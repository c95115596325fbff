-- Provenance (SPEC section 8): every memory version records who wrote it.
--
-- A writer is the run and step that changed memories: Dagster run id, partition range, step,
-- backend and model names, prompt version, judge or merge writer. A connection names its
-- writer once (`SELECT set_config('memory_pipeline.writer', <json>, false)`); statement-level
-- triggers then record (memory id, version) -> writer for every row any statement inserts or
-- updates, whatever code path wrote it. A writer is stored once, so each version costs one
-- small row.

CREATE TABLE IF NOT EXISTS memory_writers (
    id          serial PRIMARY KEY,
    written_by  jsonb NOT NULL UNIQUE,
    first_seen  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS memory_provenance (
    memory_id   bigint NOT NULL,
    version     integer NOT NULL,
    status      text NOT NULL,
    writer_id   integer NOT NULL REFERENCES memory_writers (id),
    written_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (memory_id, version)
);
CREATE INDEX IF NOT EXISTS memory_provenance_writer ON memory_provenance (writer_id, memory_id);

-- The writer a connection named, or, when it named none, the application it said it was.
CREATE OR REPLACE FUNCTION current_memory_writer() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    named    jsonb := coalesce(
        nullif(current_setting('memory_pipeline.writer', true), '')::jsonb,
        jsonb_build_object('step', 'unattributed', 'application', current_setting('application_name'))
    );
    found    integer;
BEGIN
    SELECT id INTO found FROM memory_writers WHERE written_by = named;
    IF found IS NULL THEN
        INSERT INTO memory_writers (written_by) VALUES (named)
        ON CONFLICT (written_by) DO NOTHING
        RETURNING id INTO found;
        IF found IS NULL THEN
            SELECT id INTO found FROM memory_writers WHERE written_by = named;
        END IF;
    END IF;
    RETURN found;
END $$;

CREATE OR REPLACE FUNCTION record_memory_provenance() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    writer integer;
BEGIN
    -- Updates that keep the version (the content hash of a fresh insert) record nothing new.
    IF NOT EXISTS (
        SELECT 1 FROM written w
        WHERE NOT EXISTS (SELECT 1 FROM memory_provenance p WHERE p.memory_id = w.id AND p.version = w.version)
    ) THEN
        RETURN NULL;
    END IF;
    writer := current_memory_writer();
    INSERT INTO memory_provenance (memory_id, version, status, writer_id)
    SELECT w.id, w.version, w.status, writer FROM written w
    ON CONFLICT (memory_id, version) DO NOTHING;
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS long_term_memory_provenance_insert ON long_term_memory;
CREATE TRIGGER long_term_memory_provenance_insert
    AFTER INSERT ON long_term_memory REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION record_memory_provenance();

DROP TRIGGER IF EXISTS long_term_memory_provenance_update ON long_term_memory;
CREATE TRIGGER long_term_memory_provenance_update
    AFTER UPDATE ON long_term_memory REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION record_memory_provenance();
