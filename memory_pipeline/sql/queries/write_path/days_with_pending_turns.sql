-- Days the new-turns sensor requests: turns never processed, and turns whose run did not
-- finish at least the retry delay ago: extraction failed, or the run failed after extraction
-- (a model outage is retried, but not in a tight loop).
SELECT day, count(*) AS due, max(coalesce(processed_at, ingested_at)) AS changed_at
FROM conversation_turns
WHERE extraction_status = 'pending'
   OR (extraction_status IN ('extraction_failed', 'extracted')
       AND processed_at < now() - make_interval(secs => %(retry_after_seconds)s))
GROUP BY day
ORDER BY day
