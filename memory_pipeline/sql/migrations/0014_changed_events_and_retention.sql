-- Events carry what changed, and nothing the store writes grows without a bound (issue 14).

-- Per-guard projected versions. Decay changes only importance, which neither the recall index
-- (Milvus holds no importance) nor a node's edges carry, so it writes only the node event;
-- eviction changes only the status, so it leaves the edges alone. The version each of those
-- projections then holds stays behind the memory's version, and reconciliation must know
-- which one to expect: NULL means "the memory's current version" (every path that writes all
-- three events leaves or resets it to NULL); a number is the version the last event of that
-- kind carried.
ALTER TABLE long_term_memory
    ADD COLUMN IF NOT EXISTS vector_version integer,
    ADD COLUMN IF NOT EXISTS edges_version integer;

-- The events of one memory version, restricted to the kinds whose projection state changed.
-- Payloads are exactly those of memory_store.event_payload (a test compares the two). A vector
-- event of a memory that leaves the recall index carries no embedding: the projector deletes it.
CREATE OR REPLACE FUNCTION memory_projection_events(m long_term_memory, event_types text[])
RETURNS TABLE (target text, event_type text, aggregate_id bigint, aggregate_version integer,
               payload jsonb, dedupe_key text)
LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT e.target, e.event_type, m.id, m.version,
           jsonb_build_object(
               'id', m.id, 'user_id', m.user_id, 'version', m.version, 'content_hash', m.content_hash,
               'status', m.status, 'category', m.category, 'slot_hint', m.slot_hint,
               'importance', m.importance)
           || CASE e.event_type
                  WHEN 'upsert_vector' THEN jsonb_build_object(
                      'embedding', CASE WHEN m.status = 'active' THEN m.embedding::real[] END)
                  WHEN 'upsert_node' THEN jsonb_build_object(
                      'content', m.content, 'tags', m.tags, 'source', m.source, 'created_at', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'))
                  WHEN 'upsert_edges' THEN jsonb_build_object(
                      'follows_id', (SELECT max(p.id) FROM long_term_memory p
                                     WHERE p.user_id = m.user_id AND p.id < m.id),
                      'superseded_by', m.superseded_by,
                      'supersedes_ids', ARRAY(SELECT s.id FROM long_term_memory s
                                              WHERE s.superseded_by = m.id ORDER BY s.id),
                      'created_at', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'))
              END,
           e.target || ':' || m.id || ':' || m.version || ':' || e.event_type
    FROM (VALUES (1, 'milvus', 'upsert_vector'), (2, 'neo4j', 'upsert_node'), (3, 'neo4j', 'upsert_edges'))
         AS e(position, target, event_type)
    WHERE e.event_type = ANY(event_types)
    ORDER BY e.position;
END;

-- All three events (forget and any other full change): one definition of the payloads.
CREATE OR REPLACE FUNCTION memory_projection_events(m long_term_memory)
RETURNS TABLE (target text, event_type text, aggregate_id bigint, aggregate_version integer,
               payload jsonb, dedupe_key text)
LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT * FROM memory_projection_events(m, ARRAY['upsert_vector', 'upsert_node', 'upsert_edges']);
END;

-- Outbox retention deletes processed events by age; dead events are never selected.
CREATE INDEX IF NOT EXISTS memory_outbox_processed_at
    ON memory_outbox (processed_at) WHERE status = 'processed';
-- LLM cache and audit retention select by age.
CREATE INDEX IF NOT EXISTS llm_cache_created_at ON llm_cache (created_at);
CREATE INDEX IF NOT EXISTS gate_rejections_created_at ON gate_rejections (created_at);
