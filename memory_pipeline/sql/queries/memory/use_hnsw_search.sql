-- How the duplicate search runs (run inside the search's transaction).
-- Filtered HNSW scans keep looking until they find the user's rows.
SET LOCAL hnsw.iterative_scan = relaxed_order;
-- psycopg prepares a statement run five times, and PostgreSQL then switches to a generic plan
-- that cannot know the user: it exact-scans that user's rows and sorts them (about 80 ms at
-- 10,000 memories instead of 7 ms). Plan each search for its own parameters.
SET LOCAL plan_cache_mode = force_custom_plan;
-- Each user shard's graph (migration 0021) is small enough that 20 candidates find what 40 do:
-- at a million memories, 100,000 of them one user's, the closest memory for 98% of restated
-- facts either way, p95 4.1 ms instead of 8.9 ms. The search asks for at most 8 (NEAREST_LIMIT).
SET LOCAL hnsw.ef_search = 20;
