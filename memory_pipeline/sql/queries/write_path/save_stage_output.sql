-- A stage's records for one partition, minus every record of a turn that is forgotten (or no
-- longer exists): a run that read a user's turns before `forget` cannot store them again.
-- FOR SHARE on the live turns orders this write against a concurrent forget, which updates
-- those rows before it cleans the stage outputs. Records without a turn id are kept as they are.
WITH incoming AS (
    SELECT r.record, r.position
    FROM jsonb_array_elements(%(records)s::jsonb) WITH ORDINALITY AS r(record, position)
), live AS (
    SELECT t.turn_id
    FROM conversation_turns t
    WHERE t.turn_id IN (SELECT record ->> 'turn_id' FROM incoming)
      AND t.extraction_status <> 'forgotten'
    FOR SHARE OF t
)
-- %(partition_key)s is the storage key `<partition>@<run id>`: every run keeps its own records,
-- so two runs of one day at once never read each other's stage outputs.
INSERT INTO pipeline_stage_outputs (asset_key, partition_key, records)
SELECT %(asset_key)s, %(partition_key)s,
       coalesce(jsonb_agg(i.record ORDER BY i.position), '[]'::jsonb)
FROM incoming i
WHERE NOT (i.record ? 'turn_id') OR i.record ->> 'turn_id' IN (SELECT turn_id FROM live)
ON CONFLICT (asset_key, partition_key) DO UPDATE SET records = EXCLUDED.records, updated_at = now()
