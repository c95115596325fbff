INSERT INTO llm_batches (job_key, purpose, batch_id, input_file_id, request_count, status)
VALUES (%(job_key)s, %(purpose)s, %(batch_id)s, %(input_file_id)s, %(request_count)s, %(status)s)
ON CONFLICT (job_key) DO NOTHING
