-- Names the writer of every memory version this connection writes from now on.
SELECT set_config('memory_pipeline.writer', %(writer)s, false)
