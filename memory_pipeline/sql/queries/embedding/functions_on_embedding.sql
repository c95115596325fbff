-- Functions whose SQL-standard bodies depend on long_term_memory.embedding (PostgreSQL refuses
-- to change the type of a column a function body uses), and the functions that call those:
-- dropped and re-created around the swap.
WITH RECURSIVE dependants(oid) AS (
    SELECT d.objid
    FROM pg_depend d
    JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
    WHERE d.classid = 'pg_proc'::regclass
      AND d.refobjid = 'long_term_memory'::regclass AND a.attname = 'embedding'
    UNION
    SELECT d.objid
    FROM pg_depend d JOIN dependants ON d.refobjid = dependants.oid
    WHERE d.classid = 'pg_proc'::regclass AND d.refclassid = 'pg_proc'::regclass
)
SELECT DISTINCT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition
FROM dependants JOIN pg_proc p ON p.oid = dependants.oid
