-- Baseline for the commit benchmark: the same row into the same table in one statement,
-- without the content-hash update under optimistic lock and without outbox events.
INSERT INTO long_term_memory
    (user_id, content, content_hash, importance, embedding, category, tags, slot_hint,
     source, source_turn_id, fact_key, prompt_version, ttl_days)
VALUES
    (%(user_id)s, %(content)s, %(content_hash)s, %(importance)s, %(embedding)s, %(category)s, %(tags)s,
     %(slot_hint)s, %(source)s, %(source_turn_id)s, %(fact_key)s, %(prompt_version)s, %(ttl_days)s)
