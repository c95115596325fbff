-- HNSW candidate list size for the rest of the transaction (pgvector's default is 40).
SELECT set_config('hnsw.ef_search', %(ef_search)s, true)
