-- {dimension} is an integer formatted in by reembed.py (a type modifier cannot be a parameter).
ALTER TABLE long_term_memory ADD COLUMN IF NOT EXISTS embedding_next vector({dimension})
