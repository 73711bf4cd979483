-- Undo: a player may take back their own last move while nobody else has acted since, when its engine declared
-- it undoable (it showed nothing hidden and drew no chance). The save of such a move keeps, in the game's row,
-- the seat that made it (`undo_seat`) and what taking it back restores (`undo`, JSON: the state before the move,
-- the duties owed before it, the mover's missed deadlines and the version the move made); every other save
-- clears both, so only the newest move can ever be taken back.
ALTER TABLE games ADD COLUMN undo_seat INTEGER;
ALTER TABLE games ADD COLUMN undo TEXT;
