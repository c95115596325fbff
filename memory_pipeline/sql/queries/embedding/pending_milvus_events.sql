SELECT count(*) AS pending FROM memory_outbox WHERE target = 'milvus' AND status = 'pending'
