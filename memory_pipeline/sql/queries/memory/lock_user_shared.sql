-- Writers of a user's derived data (cache rows) hold the user's lock in shared mode: they run
-- side by side, but never while `forget` (exclusive, lock_user.sql) is erasing that user.
SELECT pg_advisory_xact_lock_shared(hashtextextended('memory-user:' || %(user_id)s, 0))
