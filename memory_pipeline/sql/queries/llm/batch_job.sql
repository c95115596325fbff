SELECT job_key, batch_id, input_file_id, request_count, status FROM llm_batches WHERE job_key = %(job_key)s
