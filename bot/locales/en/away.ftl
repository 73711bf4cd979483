# Away: /hauntbot away and /hauntbot back (bot/sessions/away.py, cogs/away.py, cogs/players.py).
# $until is a Discord timestamp, shown in each reader's own timezone.
# A part that follows other words on its line starts with its own space: { " " }.

## Answers, only to the player.
away-too-long = You can be away for 1 to { $most } days at a time, not { $days }; when that is over, go away again.
away-yours = You are away until { $until }, in every game you play, in every server.{ $waiting ->
    [0] {""}
    [one] { " " }In { $waiting } game your turns wait for you: no reminders, no missed deadlines.
   *[other] { " " }In { $waiting } games your turns wait for you: no reminders, no missed deadlines.
}{ $played ->
    [0] {""}
    [one] { " " }In { $played } game a bot plays for you until you are back (its table chose so).
   *[other] { " " }In { $played } games a bot plays for you until you are back (their tables chose so).
} Any move or answer, or `/hauntbot back`, ends it sooner; at most { $most } days at a time.
away-not-away = You are not away; `/hauntbot away` tells your games you will be.
away-back-yours = Welcome back: your deadlines run again from now, and seats a bot played while you were away are yours again.

## Said in each game (nobody is pinged).
away-gone-waits = **{ $who }** is away until { $until }: the game waits for their turns, without reminders or missed deadlines.
away-gone-bot = **{ $who }** is away until { $until }: a bot ({ $level }) plays for them until they are back.
away-back = **{ $who }** is back; their deadlines run again.

## On the board, a seat the game waits for.
away-waiting = { $who } (away until { $until })
# A list's note on an away player's seat a bot plays ($level: the bot's level; $until: the away's end).
away-stand-in = away until { $until }: a bot ({ $level }) plays for them until they are back
