-- Every recorded version of a memory and the writer that made it, oldest first.
SELECT p.version, p.status, p.written_at, w.written_by
FROM memory_provenance p JOIN memory_writers w ON w.id = p.writer_id
WHERE p.memory_id = %(id)s
ORDER BY p.version
