-- Active memories lacking one of their target's events for their current version
-- (an original or a repair event both count).
SELECT count(*) AS missing,
       coalesce((array_agg(m.id ORDER BY m.id))[1:20], '{}') AS sample_ids
FROM long_term_memory m
WHERE m.status = 'active'
  AND (SELECT count(DISTINCT o.event_type)
       FROM memory_outbox o
       WHERE o.aggregate_id = m.id AND o.target = %(target)s AND o.aggregate_version = m.version
      ) < %(expected_event_types)s
