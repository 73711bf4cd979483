-- Bot players. A seat is held by a player: a Discord user, or a bot from the lobby on (``bot`` is its
-- level; its user id is negative and unique in its game, since Discord ids are positive). A human's seat
-- may be played for a while by a bot standing in (``stand_in`` is its level, ``stand_in_why`` says why:
-- "asked", "deadline" or "replaced"); ``handed`` stays 1 once a bot has stood in during the game.
ALTER TABLE seats ADD COLUMN bot TEXT;
ALTER TABLE seats ADD COLUMN stand_in TEXT;
ALTER TABLE seats ADD COLUMN stand_in_why TEXT CHECK (stand_in_why IN ('asked', 'deadline', 'replaced'));
ALTER TABLE seats ADD COLUMN handed INTEGER NOT NULL DEFAULT 0 CHECK (handed IN (0, 1));

-- Honest records: a bot seat's result, or the result of a seat a bot stood in for, counts for nobody
-- (``counted`` 0); a game where any seat was a bot or handed is kept apart (``with_bots`` 1). Results
-- written before bots existed were all-human and count.
ALTER TABLE results ADD COLUMN counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1));
ALTER TABLE results ADD COLUMN with_bots INTEGER NOT NULL DEFAULT 0 CHECK (with_bots IN (0, 1));
