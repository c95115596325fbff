-- Step 1 of the commit. A repeated source key (same turn, source and fact) inserts nothing.
INSERT INTO long_term_memory
    (user_id, content, importance, embedding, category, tags, slot_hint,
     source, source_turn_id, fact_key, prompt_version, ttl_days)
VALUES
    (%(user_id)s, %(content)s, %(importance)s, %(embedding)s, %(category)s, %(tags)s, %(slot_hint)s,
     %(source)s, %(source_turn_id)s, %(fact_key)s, %(prompt_version)s, %(ttl_days)s)
ON CONFLICT ON CONSTRAINT long_term_memory_source_key DO NOTHING
RETURNING id, version, created_at, updated_at
