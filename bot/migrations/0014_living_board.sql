-- One living board per thread. The live board's text is kept with it (board_text), so that when a newer
-- board is posted the old one can be left as that line of text, without its picture and controls. Old boards
-- still to be retired wait in boards_to_retire (an outbox): written in the same statement that records the new
-- board, deleted once Discord took the edit, so a crash or a refused edit is retried by the next pass.
ALTER TABLE games ADD COLUMN board_text TEXT;

CREATE TABLE boards_to_retire (
    message_id INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    text       TEXT,
    tries      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX boards_to_retire_by_game ON boards_to_retire (game_id);
