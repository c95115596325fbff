SELECT id, embedder, dimension, phase, last_id, embedded, total, events
FROM embedding_reembed_runs WHERE phase <> 'done'
