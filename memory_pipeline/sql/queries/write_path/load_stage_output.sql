-- The records a run stored (storage key `<partition>@<run id>`); for a partition the producing
-- run did not store (an asset materialized alone), the latest output of any run.
SELECT DISTINCT ON (split_part(partition_key, '@', 1))
       split_part(partition_key, '@', 1) AS partition_key, records
FROM pipeline_stage_outputs
WHERE asset_key = %(asset_key)s
  AND split_part(partition_key, '@', 1) = ANY(%(partition_keys)s)
ORDER BY split_part(partition_key, '@', 1), partition_key = ANY(%(storage_keys)s) DESC, updated_at DESC
