-- The memory a user's key names: the active one, else the most recent version of it.
SELECT id FROM long_term_memory
WHERE user_id = %(user_id)s AND fact_key = %(fact_key)s
ORDER BY (status = 'active') DESC, updated_at DESC, id DESC
LIMIT 1
