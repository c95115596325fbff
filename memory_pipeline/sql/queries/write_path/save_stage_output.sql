-- %(partition_key)s is the storage key `<partition>@<run id>`: every run keeps its own records,
-- so two runs of one day at once never read each other's stage outputs.
INSERT INTO pipeline_stage_outputs (asset_key, partition_key, records)
VALUES (%(asset_key)s, %(partition_key)s, %(records)s)
ON CONFLICT (asset_key, partition_key) DO UPDATE SET records = EXCLUDED.records, updated_at = now()
