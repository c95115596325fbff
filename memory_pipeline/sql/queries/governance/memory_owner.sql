SELECT user_id FROM long_term_memory WHERE id = %(id)s
