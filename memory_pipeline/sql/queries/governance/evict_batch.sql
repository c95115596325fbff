-- Evict one id range of active memories as of %(now)s, in one statement (one transaction):
-- older than the ttl (the memory's own ttl_days, else its category's) AND less important than
-- the category's min_importance; both, never age alone. Eviction is a status change with a new
-- version: history stays in PostgreSQL, the recall index drops it (a vector event without
-- embedding) and the graph's node takes the status; its edges did not change, so no edge event.
-- The effective policy arrives as parallel arrays (table rows plus any environment override).
WITH policy AS (
    SELECT * FROM unnest(%(categories)s::text[], %(ttl_days)s::integer[], %(min_importance)s::double precision[])
        AS p(category, ttl_days, min_importance)
), evicted AS (
    UPDATE long_term_memory m
    SET status     = 'evicted',
        vector_version = NULL,
        edges_version  = coalesce(m.edges_version, m.version),
        version    = m.version + 1,
        updated_at = now()
    FROM policy p
    WHERE m.id >= %(first_id)s AND m.id < %(end_id)s
      AND m.status = 'active'
      AND p.category = m.category
      AND m.created_at < %(now)s - make_interval(days => coalesce(m.ttl_days, p.ttl_days))
      AND m.importance < p.min_importance
    RETURNING m
), events AS (
    INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)
    SELECT e.* FROM evicted v CROSS JOIN LATERAL memory_projection_events(v.m, %(event_types)s::text[]) e
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING 1
)
SELECT (SELECT count(*) FROM evicted) AS changed,
       (SELECT count(*) FROM events) AS events,
       (SELECT coalesce(jsonb_object_agg(category, n), '{}')
        FROM (SELECT (v.m).category, count(*) AS n FROM evicted v GROUP BY 1) c) AS by_category
