-- A successful answer, unless its user has been forgotten: a run that held the user's texts
-- when `forget` ran must not cache an answer made from them afterwards. The caller holds the
-- user's lock in shared mode (lock_user_shared), so a forget in progress finishes first.
INSERT INTO llm_cache (cache_key, purpose, prompt_version, model, input_hash, user_id, response)
SELECT %(cache_key)s, %(purpose)s, %(prompt_version)s, %(model)s, %(input_hash)s, %(user_id)s, %(response)s
WHERE NOT EXISTS (SELECT 1 FROM forget_tombstones WHERE user_hash = %(user_hash)s)
ON CONFLICT (cache_key) DO NOTHING
