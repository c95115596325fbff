-- Benchmark memories get ids far above any real memory's, so their Milvus rows and Neo4j
-- nodes can never overwrite (or be confused with) real ones in a shared projection store.
SELECT setval(pg_get_serial_sequence('long_term_memory', 'id'), %(first_id)s, false)
