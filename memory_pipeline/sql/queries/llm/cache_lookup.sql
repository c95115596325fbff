SELECT cache_key, response FROM llm_cache WHERE cache_key = ANY(%(keys)s)
