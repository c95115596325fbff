-- Fresh statistics: pg_stats keeps sampled column values (messages, names) until the next
-- ANALYZE of the table.
ANALYZE conversation_turns, long_term_memory, memory_outbox, llm_cache, gate_rejections,
        merge_candidates, pipeline_stage_outputs
