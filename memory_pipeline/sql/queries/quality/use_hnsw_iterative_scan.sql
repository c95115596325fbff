-- As the write path searches: filtered HNSW scans keep looking until they find the user's rows.
SET LOCAL hnsw.iterative_scan = relaxed_order
