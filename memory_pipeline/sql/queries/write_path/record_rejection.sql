-- Audit of a gate rejection: where and why, with a keyed hash of the subject, never its text.
INSERT INTO gate_rejections (turn_id, gate, source, reason_code, subject_hash)
VALUES (%(turn_id)s, %(gate)s, %(source)s, %(reason_code)s, %(subject_hash)s)
ON CONFLICT DO NOTHING
