-- {database} is filled in as a quoted identifier: DROP DATABASE takes no bind parameters.
-- FORCE ends the sessions a killed benchmark or check left open on it.
DROP DATABASE IF EXISTS {database} WITH (FORCE)
