-- How many events are dead, whatever --limit shows; %(target)s NULL means every target.
SELECT count(*) AS n
FROM memory_outbox
WHERE status = 'dead' AND (%(target)s::text IS NULL OR target = %(target)s)
