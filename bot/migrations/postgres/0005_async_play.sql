-- Asynchronous play: the decisions each seat owes with their deadlines and reminders, missed deadlines per
-- seat, a game paused when Discord leaves it nowhere to live, each user's preferences and each server's
-- default table settings. "window" is a reserved word in PostgreSQL: the column is quoted where it is named
-- alone (duties.window needs no quotes).
CREATE TABLE duties (
    game_id   BIGINT  NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    "window"  TEXT,
    since     TIMESTAMPTZ NOT NULL,
    due_at    TIMESTAMPTZ,
    remind_at TIMESTAMPTZ,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX duties_by_due ON duties (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX duties_by_reminder ON duties (remind_at) WHERE remind_at IS NOT NULL;
ALTER TABLE seats ADD COLUMN missed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN paused TEXT;
CREATE TABLE user_prefs (
    user_id BIGINT NOT NULL,
    key     TEXT   NOT NULL,
    value   TEXT   NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE TABLE guild_defaults (
    guild_id BIGINT NOT NULL,
    key      TEXT   NOT NULL,
    value    TEXT   NOT NULL,
    PRIMARY KEY (guild_id, key)
);
