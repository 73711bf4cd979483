# What the sessions say: refusals of lobbies, moves and logs, and the table's deadlines.

s-restarting = The bot is restarting; try again in a minute. Nothing was changed.
s-no-such-game = That game no longer exists; start one with the game's `new` command.
s-no-board-yet = The game has not started yet, so there is no board.
s-no-lobby-here = There is no open { $game } lobby in this channel; open one with `/{ $kind } new`.
s-no-game-here = No { $game } game is being played here; use this command in the game's thread, or start one with `/{ $kind } new`.
s-place-taken = { $game } #{ $id } is being played here, and a thread or channel holds one game at a time; open the new game in another channel, or here once that game is over.
s-lobby-closed = This lobby is closed: the game has started or was cancelled.
s-another-game = Another game
s-bad-timers = { $problem } Nothing was opened.
s-no-skip = { $game } has no pass in its rules, so turns cannot be skipped; choose wait, remove or bot for the deadline.
s-no-bots = { $game } has no bots yet, so none can play for an absent player; choose another.
s-bad-bot-level = The bot playing for an absent player is { $levels }, not '{ $level }'.
s-lobby-exists = This channel already has an open { $game } lobby: join it with `/{ $kind } join`, or its host can `/{ $kind } cancel` it.
s-already-joined = You are already in this lobby; wait for the host to start, or leave it.
s-lobby-full = This lobby is full ({ $players } players); wait for the next game.
s-not-in-lobby = You are not in this lobby, so there is nothing to leave.
s-host-cannot-leave = You are the host; use `/{ $kind } cancel` to close the lobby.
s-only-host-removes = Only the host can remove players from the lobby.
s-cannot-remove-self = You cannot remove yourself; use `/{ $kind } cancel` to close the lobby.
s-user-not-in-lobby = That user is not in this lobby.
s-only-host-starts = Only the host can start the game; ask them, or join and wait.
s-wrong-count = { $game } needs { $least }–{ $most } players and the lobby has { $count }; invite more with the Join button.
s-lobby-gone = This lobby has already started or been closed.
s-only-host-cancels = Only the host or someone with Manage Server can cancel this game.
s-already-over = This game is already over.
s-stale-board = That board is out of date; here is the current one. Nothing was changed.
s-not-a-move = That is not a move of this game; pick one of the moves offered to you now.
s-no-default = { $game } has no default answer for an absent player.
s-already-left = You have already left this game.
s-not-your-turn = It is not your turn; the game is waiting for { $waiting }.
s-not-started = This game has not started yet; the host starts it with `/{ $kind } start`.
s-game-over = This game is over; start a new one with `/{ $kind } new`.
s-not-playing = You are not playing in this game; you can watch, or join the next one.
s-replaced = A bot took over your seat when you left this game, and plays it to the end; you can watch.
s-moved-on = The game moved on while you were choosing; here is the current board.
s-no-history-yet = This game has not started yet, so it has no history; the host starts it with `/{ $kind } start`.
s-no-game-played-here = No { $game } game has been played here; use this command in a game's thread, or start one with `/{ $kind } new`.

## Deadlines.
duration-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
duration = { $hours ->
    [0] { $minutes } min
   *[other] { $hours } h{ $minutes ->
        [0] {""}
       *[other] {" "}{ $minutes } min
    }
}
timers-line = { $turn_minutes ->
    [0] no turn deadline
   *[other] turn time { $turn }
}, { $remind_minutes ->
    [0] no reminders
   *[other] reminders every { $remind }
}, reaction window { $reaction }; at a deadline: { $policy }
timers-policy-wait = wait (remind only)
timers-policy-skip = skip the turn (default move)
timers-policy-remove = remove the player after missed deadlines
timers-policy-bot = a bot plays for the absent player
timers-remove-after = remove a player after { $missed } missed deadlines
timers-bad-turn = turn time must be between 0 (off) and { $most } minutes.
timers-bad-remind = remind time must be between 0 (off) and { $most } minutes.
timers-bad-reaction = The reaction window must be between 1 and { $most } minutes.
timers-bad-policy = At a deadline the table can { $policies }; not '{ $chosen }'.
timers-bad-remove = Remove after must be 1–{ $most } missed deadlines.
timers-need-turn-time = Skipping, removing or a bot playing needs a turn time; set one, or choose wait.
