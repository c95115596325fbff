-- {dimension} is an integer formatted in by reembed.py. The HNSW index on the column is rebuilt
-- by PostgreSQL with the new type; the old vectors are gone after this statement.
ALTER TABLE long_term_memory ALTER COLUMN embedding TYPE vector({dimension}) USING embedding_next;
ALTER TABLE long_term_memory DROP COLUMN embedding_next
