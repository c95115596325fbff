-- Between timed steps: drop the dead row versions the previous step left and refresh the
-- planner's statistics, as autovacuum would have done in a long-running store.
VACUUM (ANALYZE) long_term_memory, memory_outbox
