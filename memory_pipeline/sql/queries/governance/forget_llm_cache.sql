-- Cached model answers (extractions, classifications, judgements, merges, embeddings) that
-- were computed for the user's texts.
DELETE FROM llm_cache WHERE user_id = %(user_id)s
