-- Days the new-turns sensor requests: turns never processed, and turns whose extraction
-- failed at least the retry delay ago (so a model outage is retried, but not in a tight loop).
SELECT day, count(*) AS due, max(coalesce(processed_at, ingested_at)) AS changed_at
FROM conversation_turns
WHERE extraction_status = 'pending'
   OR (extraction_status = 'extraction_failed'
       AND processed_at < now() - make_interval(secs => %(retry_after_seconds)s))
GROUP BY day
ORDER BY day
