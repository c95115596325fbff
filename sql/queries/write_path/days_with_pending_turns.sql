-- Days whose turns have not all been processed: the new-turns sensor requests these partitions.
SELECT day, count(*) AS pending, max(ingested_at) AS last_ingested
FROM conversation_turns
WHERE extraction_status = 'pending'
GROUP BY day
ORDER BY day
