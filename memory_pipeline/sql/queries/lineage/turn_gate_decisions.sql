-- What the gates stopped in this turn (reason codes only: the audit never holds the text).
SELECT gate, source, reason_code, created_at FROM gate_rejections
WHERE turn_id = %(turn_id)s
ORDER BY gate, source, reason_code
