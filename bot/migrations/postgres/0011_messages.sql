-- Moves speak in messages: a move's public sentence as a message (JSON text) in `said`.
ALTER TABLE events ADD COLUMN said TEXT;
