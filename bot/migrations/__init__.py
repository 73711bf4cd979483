"""Numbered SQL migrations: ``NNNN_name.sql``, applied in order, tracked by ``PRAGMA user_version``."""
