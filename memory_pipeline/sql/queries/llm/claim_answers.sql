-- The cache keys this process may compute now: not in flight elsewhere, or whose lease ran out.
INSERT INTO llm_inflight (cache_key, lease_until)
SELECT key, now() + make_interval(secs => %(lease_seconds)s)
FROM unnest(%(cache_keys)s::text[]) AS key
ON CONFLICT (cache_key) DO UPDATE SET lease_until = EXCLUDED.lease_until
    WHERE llm_inflight.lease_until < now()
RETURNING cache_key
