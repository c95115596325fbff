-- Extraction outcome per turn, and the run that reached it; a failed turn keeps its reason and
-- is retried by a later run.
-- A forgotten turn stays forgotten: a run that read it before the forget cannot revive it (the
-- row lock makes a concurrent forget and this update see each other's outcome).
UPDATE conversation_turns
SET extraction_status = %(status)s, extraction_error = %(error)s, processed_at = now(),
    processed_by_run = %(run_id)s
WHERE turn_id = %(turn_id)s AND extraction_status <> 'forgotten'
