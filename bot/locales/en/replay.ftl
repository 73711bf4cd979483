# Replays of finished games (cogs/replay.py): only the user who asked sees them.

rp-still-played = { $game } #{ $id } is still being played, and a replay opens when the game is over; until then follow its live board (`/{ $kind } board`).
rp-not-started = { $game } #{ $id } has not started yet, and a replay opens when the game is over.
rp-cancelled = { $game } #{ $id } was cancelled before its end, so it has no replay; replays open for finished games (`/{ $kind } replay game:<number>`).
rp-unknown = There is no { $game } game #{ $id } here; give the number of a { $game } game played in this server (it is in its board's footer), or run the command in its thread.
rp-still-played-here = { $game } #{ $id } is still being played here, and a replay opens when the game is over; until then follow its live board (`/{ $kind } board`).
rp-none-here = No { $game } game has finished in this channel or thread; run `/{ $kind } replay` in a finished game's thread, or give its number with the `game` option.
rp-broken = { $game } #{ $id } cannot be replayed: its saved moves no longer give the board it ended on (the rules have changed since it was played).
rp-first-board = The first board.
rp-title = { $game } — game #{ $id }: replay
rp-move-of = **Move { $n } of { $last }**
rp-footer = Only you see this replay · the public board after each move
rp-first = First
rp-back = Back
rp-forward = Forward
rp-last = Last
rp-animation = Animation
rp-move = { $n ->
    [0] Move 0 (the first board)
   *[other] Move { $n }
}
rp-jump = Jump to move…
rp-no-such-move = { $game } #{ $id } has { $last } moves; pick a move from 0 to { $last }.
rp-all-boards = all { $shown } boards
rp-some-boards = { $shown } of its { $boards } boards
rp-caption = 🎞️ { $game } #{ $id }: { $boards }{ $size ->
    [100] {""}
   *[other] , at { $size }% size
} ({ NUMBER($mib, minimumFractionDigits: 1, maximumFractionDigits: 1) } MiB).
rp-animating = The animation of { $game } #{ $id } is being made already; it appears where it was asked for as soon as it is ready.
rp-busy = Other games' animations are being drawn right now; press Animation again in a minute. The replay's buttons work meanwhile.
rp-too-large = The animation of { $game } #{ $id } does not fit in what this place accepts; step through the replay instead.
rp-drawing = Drawing move { $n } of { $last }…
