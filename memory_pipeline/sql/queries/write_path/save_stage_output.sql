INSERT INTO pipeline_stage_outputs (asset_key, partition_key, records)
VALUES (%(asset_key)s, %(partition_key)s, %(records)s)
ON CONFLICT (asset_key, partition_key) DO UPDATE SET records = EXCLUDED.records, updated_at = now()
