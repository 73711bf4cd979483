"""PostgreSQL's migrations: the numbers of SQLite's, in PostgreSQL's types, tracked in ``schema_migrations``."""
