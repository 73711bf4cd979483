-- Per-game settings that belong to the table, not to the rules engine (a JSON object as text).
ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
