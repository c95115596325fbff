-- Removes the dead row versions the forget left in heap and index pages (their old text).
VACUUM (ANALYZE) conversation_turns, long_term_memory, memory_outbox, llm_cache, gate_rejections,
        merge_candidates, pipeline_stage_outputs
