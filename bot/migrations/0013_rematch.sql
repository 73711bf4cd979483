-- Rematches: "Play again" on a finished game's board opens a lobby that names that game (`rematch_of`), at most
-- one that is not cancelled per game, and invites that game's other human players (`invites`): the lobby card
-- lists those who have not joined yet.
ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games(id);
CREATE UNIQUE INDEX one_rematch_per_game ON games (rematch_of) WHERE rematch_of IS NOT NULL AND status != 'cancelled';

CREATE TABLE invites (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
