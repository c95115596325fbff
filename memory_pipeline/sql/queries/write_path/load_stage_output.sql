SELECT partition_key, records
FROM pipeline_stage_outputs
WHERE asset_key = %(asset_key)s AND partition_key = ANY(%(partition_keys)s)
ORDER BY partition_key
