SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = %(name)s) AS present
