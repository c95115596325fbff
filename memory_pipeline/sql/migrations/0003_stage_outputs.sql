-- Intermediate write-path results per asset and daily partition, stored where every run
-- worker can read them (not on one machine's disk), so a range backfill and a scaled-out
-- deployment pass data between assets the same way.
CREATE TABLE IF NOT EXISTS pipeline_stage_outputs (
    asset_key      text NOT NULL,
    partition_key  text NOT NULL,
    records        jsonb NOT NULL,
    updated_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (asset_key, partition_key)
);
