-- Is this fact already committed, was it decided by an earlier pass without a row of its own
-- (a duplicate, recorded in write_decisions), and was its turn forgotten meanwhile (a forget
-- that ran while this run held the user's records in memory)?
SELECT EXISTS (
           SELECT 1 FROM long_term_memory
           WHERE source_turn_id = %(turn_id)s AND source = %(source)s AND fact_key = %(fact_key)s
       ) AS present,
       EXISTS (
           SELECT 1 FROM write_decisions
           WHERE source_turn_id = %(turn_id)s AND source = %(source)s AND fact_key = %(fact_key)s
       ) AS decided,
       EXISTS (
           SELECT 1 FROM conversation_turns WHERE turn_id = %(turn_id)s AND extraction_status = 'forgotten'
       ) AS forgotten
