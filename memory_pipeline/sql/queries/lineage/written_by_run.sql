-- The memory versions a Dagster run wrote, by the status they were written with.
SELECT p.memory_id, p.version, p.status
FROM memory_provenance p JOIN memory_writers w ON w.id = p.writer_id
WHERE w.written_by ->> 'run_id' = %(run_id)s
ORDER BY p.memory_id, p.version
