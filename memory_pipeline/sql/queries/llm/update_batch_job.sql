UPDATE llm_batches
SET status = %(status)s, completed = %(completed)s, failed = %(failed)s, updated_at = now(),
    finished_at = CASE WHEN %(finished)s THEN now() END
WHERE job_key = %(job_key)s
