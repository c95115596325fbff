SELECT category, ttl_days, min_importance FROM memory_category_policy ORDER BY category
