-- The writer this connection names (empty when none), to hand on to a sibling connection.
SELECT coalesce(current_setting('memory_pipeline.writer', true), '') AS writer
