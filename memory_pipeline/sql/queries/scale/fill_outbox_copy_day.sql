-- One day of processed node events (the size of a decay event) into both copies.
INSERT INTO {table} (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key, status,
                     created_at, processed_at)
SELECT 'neo4j', 'upsert_node', g, %(day)s,
       jsonb_build_object('id', g, 'user_id', 'user-' || g / 20, 'version', %(day)s,
                          'content_hash', md5(g::text) || md5(g::text), 'status', 'active',
                          'category', 'fact', 'slot_hint', 'profile', 'importance', 0.5,
                          'content', '用户事实' || g || ': 值', 'tags', '["src:user"]', 'source', 'user',
                          'created_at', '2026-01-01T00:00:00.000000+00:00'),
       'neo4j:' || g || ':' || %(day)s || ':upsert_node', 'processed', %(at)s, %(at)s
FROM generate_series(1, %(events)s) g
