-- {database} is filled in as a quoted identifier: CREATE DATABASE takes no bind parameters.
CREATE DATABASE {database}
