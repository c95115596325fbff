-- Duplicate search walks a graph of the user's shard, not of every user (issue 14).
--
-- One HNSW graph over all active memories made a heavy user's search walk past every other
-- user's memories: at a million memories, 100,000 of them one user's, p95 was 13-17 ms and the
-- graph found the closest memory for 30-70% of restated facts. A graph of one user's memories
-- alone answered in 4.6 ms with 98%. Sixty-four partial indexes, one per hash shard of user_id, keep
-- each graph small and mostly one heavy user's, and put no user id in the catalog (a per-user
-- index predicate would, and a forget would then have to drop it).
--
-- The shard is an expression, not a column: adding a column would rewrite the table, and the
-- planner matches a partial index whose predicate is the same expression as the query's, once
-- the query's memory_vector_shard(<user id>) is folded to a constant (custom plans:
-- memory/use_hnsw_search).
CREATE OR REPLACE FUNCTION memory_vector_shard(user_id text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN abs(hashtext(user_id)::bigint) % 64;

DROP INDEX IF EXISTS long_term_memory_embedding_hnsw_active;

DO $$
BEGIN
    FOR shard IN 0..63 LOOP
        EXECUTE format(
            'CREATE INDEX IF NOT EXISTS %I ON long_term_memory USING hnsw (embedding vector_cosine_ops) '
            'WHERE status = ''active'' AND memory_vector_shard(user_id) = %s',
            'long_term_memory_embedding_hnsw_shard_' || shard, shard);
    END LOOP;
END
$$;

-- The shard follows from user_id; without telling the planner so, it multiplies the two
-- conditions' selectivities and underestimates a heavy user's rows 200-fold.
CREATE STATISTICS IF NOT EXISTS long_term_memory_user_shard (dependencies, mcv)
    ON user_id, (memory_vector_shard(user_id)) FROM long_term_memory;
