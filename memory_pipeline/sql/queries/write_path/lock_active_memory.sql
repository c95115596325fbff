SELECT id, version FROM long_term_memory WHERE id = %(id)s AND status = 'active' FOR UPDATE
