-- Delete one batch of gate rejection audit rows recorded before %(cutoff)s.
WITH doomed AS (
    SELECT id FROM gate_rejections WHERE created_at < %(cutoff)s ORDER BY created_at LIMIT %(batch_size)s
), deleted AS (
    DELETE FROM gate_rejections g USING doomed d WHERE g.id = d.id
    RETURNING g.reason_code
)
SELECT count(*) AS deleted,
       coalesce((SELECT jsonb_object_agg(reason_code, n) FROM (SELECT reason_code, count(*) AS n FROM deleted GROUP BY 1) r),
                '{}') AS by_group
FROM deleted
