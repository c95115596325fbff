-- Days the new-turns sensor requests: turns never processed, turns a run extracted but did not
-- commit (after %(stranded_after_seconds)s: the run died), and turns whose extraction failed
-- (after %(retry_after_seconds)s: a model outage is retried, but not in a tight loop).
SELECT day, count(*) AS due, max(coalesce(processed_at, ingested_at)) AS changed_at
FROM conversation_turns
WHERE extraction_status = 'pending'
   OR (extraction_status = 'extracted'
       AND processed_at < now() - make_interval(secs => %(stranded_after_seconds)s))
   OR (extraction_status = 'extraction_failed'
       AND processed_at < now() - make_interval(secs => %(retry_after_seconds)s))
GROUP BY day
ORDER BY day
