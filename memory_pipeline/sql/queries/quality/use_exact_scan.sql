-- Baseline for duplicate search: no index scan, so the same query is an exact scan and sort.
SET LOCAL enable_indexscan = off
