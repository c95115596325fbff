-- Functions whose SQL-standard bodies depend on long_term_memory.embedding (PostgreSQL refuses
-- to change the type of a column a function body uses): dropped and re-created around the swap.
SELECT DISTINCT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition
FROM pg_depend d
JOIN pg_proc p ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid
JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
WHERE d.refobjid = 'long_term_memory'::regclass AND a.attname = 'embedding'
