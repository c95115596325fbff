-- Event timestamps in one canonical form, microseconds always written and UTC, identical
-- whether Python (memory_store.event_payload) or SQL builds the event: jsonb's own timestamp
-- text drops trailing zeros, so the two forms differed for one timestamp in ten.
CREATE OR REPLACE FUNCTION memory_projection_events(m long_term_memory)
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
                  WHEN 'upsert_vector' THEN jsonb_build_object('embedding', m.embedding::real[])
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
    ORDER BY e.position;
END;
