-- Undo: the seat whose newest move may be taken back, and what taking it back restores (JSON text).
ALTER TABLE games ADD COLUMN undo_seat INTEGER;
ALTER TABLE games ADD COLUMN undo TEXT;
