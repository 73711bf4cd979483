-- Private looks at secret card fronts: every ephemeral view showing a seat's fronts, with its interaction's
-- application id and token, and when it hides itself.
CREATE TABLE private_looks (
    game_id        BIGINT  NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    message_id     BIGINT  NOT NULL,
    seat           INTEGER NOT NULL,
    round          INTEGER NOT NULL,
    application_id BIGINT  NOT NULL,
    token          TEXT    NOT NULL,
    hide_at        TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, message_id)
);
CREATE INDEX private_looks_by_hide ON private_looks (hide_at);
