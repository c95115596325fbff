-- Turns older than %(older_than_minutes)s minutes that no commit has decided yet.
SELECT count(*) AS stranded,
       count(*) FILTER (WHERE extraction_status = 'pending') AS pending,
       count(*) FILTER (WHERE extraction_status = 'extracted') AS extracted,
       count(*) FILTER (WHERE extraction_status = 'extraction_failed') AS extraction_failed,
       min(ingested_at) AS oldest_ingested_at
FROM conversation_turns
WHERE extraction_status IN ('pending', 'extracted', 'extraction_failed')
  AND ingested_at < now() - make_interval(mins => %(older_than_minutes)s)
