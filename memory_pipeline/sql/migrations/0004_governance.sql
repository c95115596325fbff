-- Governance (SPEC section 8): per-category eviction policy, the set-based event emission used
-- by decay, eviction and forget, and the indexes their statements and the history read need.

-- Eviction thresholds per category: a memory is evicted only when it is older than its ttl
-- (the memory's own ttl_days wins over the category's) AND less important than min_importance.
-- Deployments tune these rows, or override them per run with GOVERNANCE_CATEGORY_POLICY.
CREATE TABLE IF NOT EXISTS memory_category_policy (
    category        text PRIMARY KEY CHECK (category IN
                        ('identity', 'preference', 'fact', 'episodic', 'tool_failure', 'policy', 'general')),
    ttl_days        integer NOT NULL CHECK (ttl_days > 0),
    min_importance  double precision NOT NULL CHECK (min_importance >= 0 AND min_importance <= 1),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
-- Who the user is and the rules they set outlive everything; what happened once fades fast.
INSERT INTO memory_category_policy (category, ttl_days, min_importance) VALUES
    ('identity',     3650, 0.05),
    ('policy',       3650, 0.05),
    ('preference',    365, 0.20),
    ('fact',          365, 0.20),
    ('general',       180, 0.30),
    ('tool_failure',   90, 0.30),
    ('episodic',       30, 0.40)
ON CONFLICT (category) DO NOTHING;

-- importance * base^days elapsed between `since` and `at`; time running backwards (clock skew,
-- a `now` before the last decay) never raises importance. The same formula as
-- logic.governance_rules.decayed_importance, here so one UPDATE can use it in SET and WHERE.
CREATE OR REPLACE FUNCTION memory_decayed_importance(
    importance double precision, since timestamptz, at timestamptz, base double precision
) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN importance * power(base, greatest(extract(epoch FROM at - since) / 86400.0, 0));

-- The three outbox events of one memory version, exactly as memory_store.emit_projection_events
-- builds them in Python (same targets and order, dedupe keys and payloads; a test compares the
-- two). Timestamps are written as memory_store.event_timestamp writes them: UTC, microseconds
-- always present (jsonb's own timestamp text drops trailing zeros). Set-based governance statements feed UPDATE ... RETURNING rows through it, so a batch
-- of 10,000 changed memories is one INSERT, not 30,000 round trips.
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

-- follows_id of every event (the user's previous memory, any status) and forgetting a user
-- read all of a user's memories; the existing (user_id, id) index covers active ones only.
CREATE INDEX IF NOT EXISTS long_term_memory_user_all ON long_term_memory (user_id, id);
-- supersedes_ids of every edge event and the history's walk back to predecessors.
CREATE INDEX IF NOT EXISTS long_term_memory_superseded_by
    ON long_term_memory (superseded_by) WHERE superseded_by IS NOT NULL;
-- Merge execution reads pending candidates in order; forget finds a user's candidates.
CREATE INDEX IF NOT EXISTS merge_candidates_user ON merge_candidates (user_id);
