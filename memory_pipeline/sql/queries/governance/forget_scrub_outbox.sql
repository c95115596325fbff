-- Older events of the forgotten memories, processed or not, still carry the user id, the
-- content (and its low-entropy hash) and the embedding: keep their shape, drop the substance.
-- A pending or dead one is never applied anyway: the worker drops events a newer version
-- (the forgotten one) has overtaken.
UPDATE memory_outbox o
SET payload = o.payload
        || jsonb_build_object('user_id', %(user_hash)s::text, 'content_hash', %(empty_hash)s::text)
        || CASE o.event_type
               WHEN 'upsert_vector' THEN jsonb_build_object('embedding', NULL)
               WHEN 'upsert_node' THEN jsonb_build_object('content', '', 'tags', '[]'::jsonb)
               ELSE '{}'::jsonb
           END,
    updated_at = now()
FROM unnest(%(ids)s::bigint[], %(versions)s::integer[]) AS f(id, version)
WHERE o.aggregate_id = f.id AND o.aggregate_version < f.version
