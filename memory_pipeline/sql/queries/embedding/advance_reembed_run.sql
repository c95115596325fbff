UPDATE embedding_reembed_runs
SET last_id = %(last_id)s, embedded = embedded + %(embedded)s, events = events + %(events)s,
    phase = %(phase)s, updated_at = now(), finished_at = CASE WHEN %(phase)s = 'done' THEN now() END
WHERE id = %(id)s
