DELETE FROM llm_inflight WHERE cache_key = ANY(%(cache_keys)s::text[])
