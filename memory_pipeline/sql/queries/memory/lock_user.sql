-- Serialises every writer of one user's memories (write path, merge, forget) across processes
-- until the transaction ends: Dagster runs are separate processes, only the database can.
SELECT pg_advisory_xact_lock(hashtextextended('memory-user:' || %(user_id)s, 0))
