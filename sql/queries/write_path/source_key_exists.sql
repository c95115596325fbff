SELECT EXISTS (
    SELECT 1 FROM long_term_memory
    WHERE source_turn_id = %(turn_id)s AND source = %(source)s AND fact_key = %(fact_key)s
) AS present
