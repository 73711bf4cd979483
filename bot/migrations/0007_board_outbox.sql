-- The save's semantics move back to Python (bot/storage/games.py save_move, one transaction
-- of the store), so that another database can implement the same store: the one-statement
-- move_saves view and its trigger (migration 6) go.
DROP TRIGGER IF EXISTS move_saves_insert;
DROP VIEW IF EXISTS move_saves;

-- The live board is an outbox. board_due is the version the live board must show (set by
-- the save of every move and by the start); board_version is the version of the board
-- actually posted (NULL: no board was ever posted). A running or finished game whose board
-- is behind board_due, or has no board message, gets its board posted by the next start-up
-- or scheduler pass.
ALTER TABLE games ADD COLUMN board_due INTEGER;
ALTER TABLE games ADD COLUMN board_version INTEGER;
-- The version the live board message showed when it was first posted: while the same seats
-- keep acting the board is edited in place, and it lists the moves made since then.
ALTER TABLE games ADD COLUMN board_started INTEGER;
-- Games saved before the outbox: the board they have is taken to be current, and a
-- running game without a board message gets one.
UPDATE games SET board_due = version, board_version = version, board_started = version
WHERE status IN ('active', 'finished');
CREATE INDEX games_by_board_behind ON games (id)
    WHERE status IN ('active', 'finished') AND board_due IS NOT NULL
    AND (board_version IS NULL OR board_version < board_due OR board_message_id IS NULL);

-- Each move's public sentence, so a board posted late says what the move did.
ALTER TABLE events ADD COLUMN sentence TEXT;
