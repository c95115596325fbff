SELECT duplicate_threshold, merge_threshold, conflict_low, conflict_high, calibrated_at
FROM embedding_calibrations
WHERE embedder = %(embedder)s AND dimension = %(dimension)s
