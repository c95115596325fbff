SELECT embedder, dimension FROM embedding_reembed_runs WHERE phase = 'done' ORDER BY id DESC LIMIT 1
