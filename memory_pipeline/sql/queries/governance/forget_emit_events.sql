-- The three outbox events of the forgotten versions, built by the same SQL function as decay's
-- and eviction's (a separate statement so the payloads see the rows as forgotten).
WITH events AS (
    INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)
    SELECT e.* FROM long_term_memory m CROSS JOIN LATERAL memory_projection_events(m) e
    WHERE m.id = ANY(%(ids)s)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING 1
)
SELECT count(*) AS events FROM events
