-- Only active memories are ever searched (write-time dedup, conflicts, merges), so only they
-- are indexed: evicted, superseded and forgotten rows then never pay the HNSW insert cost.
DROP INDEX IF EXISTS long_term_memory_embedding_hnsw;
CREATE INDEX IF NOT EXISTS long_term_memory_embedding_hnsw_active
    ON long_term_memory USING hnsw (embedding vector_cosine_ops) WHERE status = 'active';
