-- The live board is an outbox: board_due is the version the live board must show, board_version the version of
-- the board posted, board_started the version the board message first showed. Each move keeps its sentence.
ALTER TABLE games ADD COLUMN board_due INTEGER;
ALTER TABLE games ADD COLUMN board_version INTEGER;
ALTER TABLE games ADD COLUMN board_started INTEGER;
UPDATE games SET board_due = version, board_version = version, board_started = version
WHERE status IN ('active', 'finished');
CREATE INDEX games_by_board_behind ON games (id)
    WHERE status IN ('active', 'finished') AND board_due IS NOT NULL
    AND (board_version IS NULL OR board_version < board_due OR board_message_id IS NULL);

ALTER TABLE events ADD COLUMN sentence TEXT;
