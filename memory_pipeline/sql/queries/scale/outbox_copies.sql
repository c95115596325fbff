-- Two copies of the outbox's shape for the retention comparison: a plain table with the real
-- outbox's indexes, and one partitioned by day on created_at (its unique key must include
-- created_at, which is why the real outbox is not partitioned: see governance/retention.py).
CREATE TABLE outbox_plain (LIKE memory_outbox INCLUDING DEFAULTS INCLUDING INDEXES);
CREATE TABLE outbox_by_day (LIKE memory_outbox INCLUDING DEFAULTS) PARTITION BY RANGE (created_at);
ALTER TABLE outbox_by_day ADD PRIMARY KEY (id, created_at);
CREATE UNIQUE INDEX outbox_by_day_dedupe ON outbox_by_day (dedupe_key, created_at);
CREATE INDEX outbox_by_day_processed ON outbox_by_day (processed_at) WHERE status = 'processed';
CREATE INDEX outbox_by_day_aggregate ON outbox_by_day (aggregate_id, target);
