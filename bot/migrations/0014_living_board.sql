-- One living board per thread. The live board's text is kept with it (board_text), and where it was posted
-- (board_channel_id), so that when a newer board is posted the old one can be left as that line of text, without
-- its picture and controls. Old boards still to be retired wait in boards_to_retire (an outbox): written in the
-- same transaction that records the new board, deleted once Discord took the edit, so a crash or a refused edit is
-- retried by the next pass. A game whose thread Discord would not open yet is played in its channel and keeps
-- thread_wanted until a pass opens the thread and moves the game into it.
ALTER TABLE games ADD COLUMN board_text TEXT;
ALTER TABLE games ADD COLUMN board_channel_id INTEGER;
ALTER TABLE games ADD COLUMN thread_wanted INTEGER NOT NULL DEFAULT 0;

CREATE TABLE boards_to_retire (
    message_id INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    text       TEXT,
    tries      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX boards_to_retire_by_game ON boards_to_retire (game_id);
