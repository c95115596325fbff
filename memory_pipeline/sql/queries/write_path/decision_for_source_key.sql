-- A commit decision taken for this fact by an earlier pass, that left no memory row of its own.
SELECT decision, memory_id
FROM write_decisions
WHERE source_turn_id = %(turn_id)s AND source = %(source)s AND fact_key = %(fact_key)s
