-- Decay one id range of active memories as of %(now)s, in one statement (one transaction):
-- only rows whose importance falls by more than %(min_delta)s are written; each written row
-- gets a new version, last_decay_at = %(now)s, and only the event whose projection state
-- changed: the node event (the graph holds importance). The recall index holds no importance
-- and the edges cannot have changed, so their projected versions stay where they were.
-- The decayed value is computed from the row itself in SET and WHERE (not from a snapshot in
-- a CTE), so a row changed concurrently is re-evaluated on its latest version.
WITH decayed AS (
    UPDATE long_term_memory m
    SET importance    = memory_decayed_importance(
                            m.importance, coalesce(m.last_decay_at, m.created_at), %(now)s, %(base)s),
        last_decay_at = %(now)s,
        vector_version = coalesce(m.vector_version, m.version),
        edges_version  = coalesce(m.edges_version, m.version),
        version       = m.version + 1,
        updated_at    = now()
    WHERE m.id >= %(first_id)s AND m.id < %(end_id)s
      AND m.status = 'active'
      AND m.importance - memory_decayed_importance(
              m.importance, coalesce(m.last_decay_at, m.created_at), %(now)s, %(base)s) > %(min_delta)s
    RETURNING m
), events AS (
    INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)
    SELECT e.* FROM decayed d CROSS JOIN LATERAL memory_projection_events(d.m, %(event_types)s::text[]) e
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING 1
)
SELECT (SELECT count(*) FROM decayed) AS changed, (SELECT count(*) FROM events) AS events
