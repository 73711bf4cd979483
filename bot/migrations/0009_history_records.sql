-- History and records. Each move keeps what seats learned from it in secret (a JSON object of seat
-- number to that seat's text: only that seat's history shows it before the game ends), and whether it
-- was played for its seat (a deadline, an automatic answer, a removal) rather than by the player:
-- "since you last moved" starts after the seat's last move made by hand.
ALTER TABLE events ADD COLUMN notes TEXT;
ALTER TABLE events ADD COLUMN auto INTEGER NOT NULL DEFAULT 0;
CREATE INDEX events_by_seat ON events (game_id, seat, seq);

-- Every seat's result in a finished game, written by the save that ends it. Results stay when a
-- game's rows are ever deleted (no foreign key): a player's record is theirs.
CREATE TABLE results (
    game_id     INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER,
    kind        TEXT    NOT NULL,
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),
    score       INTEGER,
    rank        INTEGER NOT NULL,
    players     INTEGER NOT NULL,
    team        INTEGER NOT NULL DEFAULT 0 CHECK (team IN (0, 1)),
    left_game   INTEGER NOT NULL DEFAULT 0 CHECK (left_game IN (0, 1)),
    finished_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_user ON results (user_id, kind, finished_at);
CREATE INDEX results_by_guild ON results (guild_id, kind, user_id);
