-- Several processes: each piece of scheduled work is claimed (a lease until "until") before its effect, so each
-- effect happens once across processes; a dead process's claims lapse and are taken over.
CREATE TABLE work_claims (
    key   TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    until TIMESTAMPTZ NOT NULL
);
CREATE INDEX work_claims_by_until ON work_claims (until);
