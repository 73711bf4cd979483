-- Each server's best score per game and rule combination (Quiet House's score table).
CREATE TABLE best_scores (
    guild_id   BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,
    rules_key  TEXT    NOT NULL,
    score      INTEGER NOT NULL,
    game_id    BIGINT  NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (guild_id, kind, rules_key)
);
