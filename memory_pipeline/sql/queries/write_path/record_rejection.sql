-- Audit of a gate rejection: where and why, with a keyed hash of the subject, never its text.
-- Only for a live turn: FOR SHARE waits for a concurrent forget of the turn and then sees it
-- forgotten, or makes the forget wait until this row is visible to its clean-up.
INSERT INTO gate_rejections (turn_id, gate, source, reason_code, subject_hash)
SELECT t.turn_id, %(gate)s, %(source)s, %(reason_code)s, %(subject_hash)s
FROM conversation_turns t
WHERE t.turn_id = %(turn_id)s AND t.extraction_status <> 'forgotten'
FOR SHARE OF t
ON CONFLICT DO NOTHING
