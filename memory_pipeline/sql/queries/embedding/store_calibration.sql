INSERT INTO embedding_calibrations
    (embedder, dimension, duplicate_threshold, merge_threshold, conflict_low, conflict_high, pair_set_sha256, report)
VALUES (%(embedder)s, %(dimension)s, %(duplicate)s, %(merge)s, %(conflict_low)s, %(conflict_high)s, %(sha256)s, %(report)s)
ON CONFLICT (embedder, dimension) DO UPDATE SET
    duplicate_threshold = EXCLUDED.duplicate_threshold, merge_threshold = EXCLUDED.merge_threshold,
    conflict_low = EXCLUDED.conflict_low, conflict_high = EXCLUDED.conflict_high,
    pair_set_sha256 = EXCLUDED.pair_set_sha256, report = EXCLUDED.report, calibrated_at = now()
