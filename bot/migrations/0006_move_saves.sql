-- A move saved in one statement, so in one trip to the database thread: inserting a row into
-- move_saves checks the game's version, writes its new state, logs the event, replaces its
-- duties (a JSON array of [seat, window, since, due_at, remind_at], or NULL to keep them) and
-- clears the missed deadlines of a seat that played in person (acted), all or nothing.
CREATE VIEW move_saves AS
SELECT
    NULL AS game_id,
    NULL AS expected_version,
    NULL AS state,
    NULL AS status,
    NULL AS updated_at,
    NULL AS seat,
    NULL AS action,
    NULL AS duties,
    NULL AS deadline,
    NULL AS acted
WHERE 0;

CREATE TRIGGER move_saves_insert INSTEAD OF INSERT ON move_saves
BEGIN
    SELECT RAISE(ABORT, 'stale version')
    WHERE NOT EXISTS (SELECT 1 FROM games WHERE id = NEW.game_id AND version = NEW.expected_version);
    UPDATE games
    SET state = NEW.state,
        status = NEW.status,
        version = NEW.expected_version + 1,
        updated_at = NEW.updated_at,
        deadline = CASE WHEN NEW.duties IS NULL THEN deadline ELSE NEW.deadline END
    WHERE id = NEW.game_id;
    INSERT INTO events (game_id, seq, seat, action, version, created_at)
    VALUES (
        NEW.game_id,
        (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE game_id = NEW.game_id),
        NEW.seat,
        NEW.action,
        NEW.expected_version + 1,
        NEW.updated_at
    );
    DELETE FROM duties WHERE game_id = NEW.game_id AND NEW.duties IS NOT NULL;
    INSERT INTO duties (game_id, seat, window, since, due_at, remind_at)
    SELECT
        NEW.game_id,
        json_extract(value, '$[0]'),
        json_extract(value, '$[1]'),
        json_extract(value, '$[2]'),
        json_extract(value, '$[3]'),
        json_extract(value, '$[4]')
    FROM json_each(COALESCE(NEW.duties, '[]'));
    UPDATE seats SET missed = 0 WHERE game_id = NEW.game_id AND seat = NEW.acted;
END;
