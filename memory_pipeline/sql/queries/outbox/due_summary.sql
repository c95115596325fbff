-- The sensor's cheap probe: how many events of a target are due now, the newest of them, and
-- the latest available_at among them (it moves when a retry or an expired lease comes due).
SELECT count(*) AS due,
       max(id) AS max_id,
       max(available_at) AS max_available_at
FROM memory_outbox
WHERE status = 'pending' AND target = %(target)s AND available_at <= now()
