-- Several processes: every piece of scheduled work (a due duty, an owed board, an old board to retire, a look to
-- end, a game to move into its thread, a start-up task) is claimed in work_claims before its effect, so each
-- effect happens once across processes. A claim is a lease: "until" (a stamp like every other time here) is when
-- it lapses, and a process that died holding it loses it then to the next pass of any other.
CREATE TABLE work_claims (
    key   TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    until TEXT NOT NULL
);
CREATE INDEX work_claims_by_until ON work_claims (until);
