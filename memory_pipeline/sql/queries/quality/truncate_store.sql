-- Empties the benchmark's scratch database between phases (never run against the real store:
-- the benchmark refuses a database URL that is not its own scratch database).
TRUNCATE memory_outbox, merge_candidates, gate_rejections, llm_cache, forget_tombstones,
         long_term_memory, conversation_turns, pipeline_stage_outputs, memory_provenance, memory_writers
RESTART IDENTITY CASCADE
