-- What remains for audit: who (as a keyed hash) and how much, never what.
INSERT INTO forget_tombstones (user_hash, memories, turns, requested_at)
VALUES (%(user_hash)s, %(memories)s, %(turns)s, %(now)s)
RETURNING id
