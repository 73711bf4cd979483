# What the platform says, whatever the game.

language-name = English
seat-number = Player { $number }

## A move as the board says it: the player in bold, then what the game says they did.
move = **{ $who }** { $did }
move-how = **{ $who }** ({ $how }) { $did }
move-how-stand-in = bot playing
move-how-auto = answered automatically
move-how-default = no answer in time, default answer
move-how-skipped = deadline passed, turn skipped
move-resigned = **{ $who }** resigned.
move-removed = **{ $who }** was removed from the game after { $missed ->
    [one] one missed deadline
   *[other] { $missed } missed deadlines
}.

## Bots.
bots-how-they-play = How the bots play

## History and "since your last move" digests.
history-unsaid-move = **{ $who }** made a move (saved before the bot kept the words of moves).
history-someone = Someone
history-the-game = the game
history-no-moves = No move has been made yet.
history-name = { $who }
digest-since-yours = Since your last move
digest-since-theirs = Since { $who } last moved
digest-count = { $who } { $moves }
digest-top = **{ $heading }:**
digest-top-counted = **{ $heading }:** { $total } moves ({ $counts }); the last { $told }:

## Telling players a game waits for them.
dm-waiting = { $game } #{ $id } is waiting for you.
deadline-at = Deadline { $stamp }.
history-title = { $game } — game #{ $id }: history
history-whose-revealed = every player's secrets are shown now that the game is over
history-whose-spectator = public moves only: you are not playing
history-whose-player = 🔒 marks what only you know
history-footer = Page { $page } of { $pages } · newest last · { $whose }
history-oldest = Oldest
history-older = Older
history-newer = Newer
history-newest = Newest

## Server settings.
admin-language-now = This server's boards, pings and game threads speak { $language }. Each player's own replies follow their Discord language.
admin-language-set = This server's boards, pings and game threads now speak { $language } ({ $games ->
    [0] no game is open now
    [one] one open game changed too
   *[other] { $games } open games changed too
}).

## Reminders (in the game's thread, and by DM to those who asked).
remind-waiting = Reminder: the game is waiting for you.
remind-missed = You missed a turn deadline ({ $missed } in a row); { $left } more and you leave the game.
remind-deadline-passed = The turn deadline has passed; the game waits for you.
board-deleted = The board message was deleted, so here it is again.

## Errors.
oops = Something went wrong on our side and nothing was changed; please try again.
no-permission = You do not have the permission this command needs.
no-permission-named = You need the { $permissions } { $count ->
        [one] permission
       *[other] permissions
    } for this.
permission-manage-guild = **Manage Server**
