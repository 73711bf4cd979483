-- Private looks at secret card fronts (The Purple House's Scouting): every ephemeral view that
-- shows a seat's fronts, with what is needed to hide it later (its interaction's application id and
-- token, which Discord honours for 15 minutes) and when it hides itself. The scheduler hides due
-- looks, and the end of Scouting hides them all, so a restart never leaves fronts on screen.
CREATE TABLE private_looks (
    game_id        INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    message_id     INTEGER NOT NULL,
    seat           INTEGER NOT NULL,
    round          INTEGER NOT NULL,
    application_id INTEGER NOT NULL,
    token          TEXT    NOT NULL,
    hide_at        TEXT    NOT NULL,
    PRIMARY KEY (game_id, message_id)
);
CREATE INDEX private_looks_by_hide ON private_looks (hide_at);
