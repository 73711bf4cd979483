-- Per-game settings that belong to the table, not to the rules engine
-- (e.g. Quiet House's strict silence; later the deadline options).
ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
