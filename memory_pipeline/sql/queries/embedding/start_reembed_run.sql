INSERT INTO embedding_reembed_runs (embedder, dimension, total)
SELECT %(embedder)s, %(dimension)s, count(*) FROM long_term_memory WHERE embedding IS NOT NULL
RETURNING id, embedder, dimension, phase, last_id, embedded, total, events
