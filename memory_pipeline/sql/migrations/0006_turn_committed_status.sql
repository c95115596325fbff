-- A turn is `committed` once the memories of its run are in the store. A turn left at
-- `extracted` means its run failed after extraction; the new-turns sensor retries those too.
ALTER TABLE conversation_turns DROP CONSTRAINT IF EXISTS conversation_turns_extraction_status_check;
ALTER TABLE conversation_turns ADD CONSTRAINT conversation_turns_extraction_status_check
    CHECK (extraction_status IN ('pending', 'extracted', 'committed', 'extraction_failed', 'forgotten'));
CREATE INDEX IF NOT EXISTS conversation_turns_unfinished ON conversation_turns (day)
    WHERE extraction_status IN ('pending', 'extracted', 'extraction_failed');
