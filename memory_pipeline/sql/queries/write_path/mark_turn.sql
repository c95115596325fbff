-- Extraction outcome per turn; a failed turn keeps its reason and is retried by the next run.
UPDATE conversation_turns
SET extraction_status = %(status)s, extraction_error = %(error)s, processed_at = now()
WHERE turn_id = %(turn_id)s
