-- One open lobby per game kind per channel, fast look-ups by channel, status and deadline, and a key/value
-- table for bot-wide facts (the command hash). Older duplicate lobbies are cancelled first, as in SQLite.
UPDATE games SET status = 'cancelled'
WHERE status = 'lobby'
  AND id NOT IN (SELECT MAX(id) FROM games WHERE status = 'lobby' GROUP BY kind, channel_id);
CREATE UNIQUE INDEX one_lobby_per_channel ON games (kind, channel_id) WHERE status = 'lobby';
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_thread ON games (thread_id, status);
CREATE INDEX games_by_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
