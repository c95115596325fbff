-- Active memories changed within the outbox retention (%(since)s) that lack one of the target's
-- events for their current version (an original or a repair event both count). Decay and
-- eviction write only the events whose state changed: a vector (edges) event at the current
-- version is expected only while vector_version (edges_version) is NULL. Older memories' events
-- may have been pruned by retention, so they are not judged here (reconciliation covers them).
SELECT count(*) AS missing,
       coalesce((array_agg(m.id ORDER BY m.id))[1:20], '{}') AS sample_ids
FROM long_term_memory m
WHERE m.status = 'active'
  AND m.updated_at >= %(since)s
  AND (SELECT count(DISTINCT o.event_type)
       FROM memory_outbox o
       WHERE o.aggregate_id = m.id AND o.target = %(target)s AND o.aggregate_version = m.version
      ) < CASE %(target)s
              WHEN 'milvus' THEN (m.vector_version IS NULL)::int
              ELSE 1 + (m.edges_version IS NULL)::int
          END
