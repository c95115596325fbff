-- Gate audit rows of the forgotten turns: even without text they tie the user's turns to
-- reasons (a PII kind, an injection attempt).
DELETE FROM gate_rejections WHERE turn_id = ANY(%(turn_ids)s)
