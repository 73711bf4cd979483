-- Moves speak in messages: a move's public sentence is saved as a message (an id and typed arguments, as
-- JSON: bot.i18n.words.to_data) in `said`, and said again in each reader's language. Events saved before
-- keep their English `sentence`. The secret `notes` JSON holds, per seat, English text (older events) or
-- a message in the same form.
ALTER TABLE events ADD COLUMN said TEXT;
