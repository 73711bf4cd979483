-- Bot players (seats.bot: a level; their user ids are negative), bots standing in for humans, and results that
-- count for nobody (counted 0) or were played at tables with bots (with_bots 1).
ALTER TABLE seats ADD COLUMN bot TEXT;
ALTER TABLE seats ADD COLUMN stand_in TEXT;
ALTER TABLE seats ADD COLUMN stand_in_why TEXT CHECK (stand_in_why IN ('asked', 'deadline', 'replaced'));
ALTER TABLE seats ADD COLUMN handed INTEGER NOT NULL DEFAULT 0 CHECK (handed IN (0, 1));

ALTER TABLE results ADD COLUMN counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1));
ALTER TABLE results ADD COLUMN with_bots INTEGER NOT NULL DEFAULT 0 CHECK (with_bots IN (0, 1));
