-- The user's recorded commit decisions (turn ids and fact keys) go with the user.
DELETE FROM write_decisions WHERE user_id = %(user_id)s
