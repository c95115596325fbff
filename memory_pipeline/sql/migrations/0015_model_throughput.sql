-- Single flight on the answer cache across processes, and Batch API jobs that survive a crash.

-- A model call in flight for one cache key. Whoever inserts the row makes the call; every other
-- process asking for the same answer waits for the cache row instead of paying again. A lease
-- that ran out (its owner died) may be taken over.
CREATE TABLE IF NOT EXISTS llm_inflight (
    cache_key    text PRIMARY KEY,
    lease_until  timestamptz NOT NULL
);

-- One Batch API job per set of uncached extraction requests. The row is written as soon as the
-- provider accepts the batch, so a run that dies resumes polling the same batch instead of
-- submitting (and paying for) it again.
CREATE TABLE IF NOT EXISTS llm_batches (
    job_key        text PRIMARY KEY,            -- sha256 of the sorted cache keys it answers
    purpose        text NOT NULL,
    batch_id       text NOT NULL,
    input_file_id  text NOT NULL,
    request_count  integer NOT NULL,
    status         text NOT NULL,               -- the provider's: validating, in_progress, completed, ...
    completed      integer NOT NULL DEFAULT 0,
    failed         integer NOT NULL DEFAULT 0,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    finished_at    timestamptz
);
