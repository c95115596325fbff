-- Remember the decision, so every later pass over the turn re-uses it.
INSERT INTO write_decisions (source_turn_id, source, fact_key, user_id, decision, memory_id)
VALUES (%(turn_id)s, %(source)s, %(fact_key)s, %(user_id)s, %(decision)s, %(memory_id)s)
ON CONFLICT (source_turn_id, source, fact_key) DO NOTHING
