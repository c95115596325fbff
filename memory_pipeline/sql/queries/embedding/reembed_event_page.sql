-- One upsert_vector event per active memory for the rebuilt collection; the dedupe key names
-- the reembed run, so a resumed run never enqueues the same event twice.
WITH page AS (
    SELECT m FROM long_term_memory m
    WHERE m.id > %(after_id)s AND m.status = 'active'
    ORDER BY m.id LIMIT %(limit)s
), inserted AS (
    INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)
    SELECT e.target, e.event_type, e.aggregate_id, e.aggregate_version, e.payload,
           e.dedupe_key || ':reembed:' || %(run_id)s
    FROM page, LATERAL memory_projection_events(page.m) e
    WHERE e.target = 'milvus'
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id
)
SELECT (SELECT max((page.m).id) FROM page) AS last_id,
       (SELECT count(*) FROM page) AS memories,
       (SELECT count(*) FROM inserted) AS events
