-- One memory and the turn it came from (the turn may be gone: forgotten or pruned).
SELECT m.id, m.user_id, m.content, m.content_hash, m.importance, m.category, m.tags, m.slot_hint,
       m.source, m.source_turn_id, m.fact_key, m.status, m.superseded_by, m.version, m.prompt_version,
       coalesce(m.vector_version, m.version) AS vector_version,
       m.created_at, m.updated_at,
       t.session_id, t.ts AS turn_ts, t.day AS turn_day, t.extraction_status AS turn_status,
       t.user_message, t.assistant_reply
FROM long_term_memory m
LEFT JOIN conversation_turns t ON t.turn_id = m.source_turn_id
WHERE m.id = %(id)s
