-- One living board per thread: the live board's text and channel, the old boards still to be retired (an
-- outbox), and games waiting for Discord to open their thread.
ALTER TABLE games ADD COLUMN board_text TEXT;
ALTER TABLE games ADD COLUMN board_channel_id BIGINT;
ALTER TABLE games ADD COLUMN thread_wanted INTEGER NOT NULL DEFAULT 0;

CREATE TABLE boards_to_retire (
    message_id BIGINT  PRIMARY KEY,
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id BIGINT  NOT NULL,
    text       TEXT,
    tries      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX boards_to_retire_by_game ON boards_to_retire (game_id);
