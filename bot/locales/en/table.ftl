# The table as Discord shows it: lobby cards, boards, who holds a seat and the bots that play
# (cogs/messages.py, cogs/players.py, cogs/seat_controls.py, cogs/bots.py, bot/players.py, bot/sessions/seats.py).

## Bot levels (bot/players.py): "a bot (easy)".
table-level-easy = easy
table-level-good = good
table-level-easy-about = easy: quick and plausible
table-level-good-about = good: weighs its options and thinks ahead

## Changes of who plays a seat, said in the game's thread ($who: the player's name).
table-seat-handed = **{ $who }** handed their seat to a bot ({ $level }); they take it back by making a move.
table-seat-back = **{ $who }** is back and plays their own seat again.
table-seat-replaced = A bot ({ $level }) now plays for **{ $who }**, who left the game.
table-seat-deadline = The deadline passed: a bot ({ $level }) plays for **{ $who }** until they come back.

## Refusals about seats and bots (bot/sessions/seats.py, cogs/bots.py).
table-host-adds-bots = Only the host can add bots to the lobby.
table-lobby-full = This lobby is full ({ $most } { $most ->
    [one] player
   *[other] players
}); remove a bot or a player first.
table-host-removes-bots = Only the host can remove bots from the lobby.
table-no-such-bot = There is no such bot in this lobby.
table-no-bots-in-lobby = This lobby has no bots.
table-already-handed = A bot ({ $level }) already plays for you; make a move to take your seat back.
table-not-handed = No bot is playing for you: your seat is yours.
table-host-replaces = Only the host or someone with Manage Server can replace a player with a bot.
table-no-such-seat = There is no such seat in this game.
table-is-a-bot = **{ $who }** is a bot already.
table-already-replaced = A bot already plays for **{ $who }** to the end of the game.
table-replace-own-seat = That is your own seat: to let a bot play for you, hand your seat to a bot instead.
table-already-stand-in = A bot already plays for **{ $who }**.
table-not-started = This game has not started yet; the host starts it with `/{ $kind } start`.
table-over = This game is over; start a new one with `/{ $kind } new`.
table-not-playing = You are not playing in this game; you can watch, or join the next one.
table-seat-taken-over = A bot took over your seat when you left this game, and plays it to the end.
table-game-has-no-bots = { $game } has no bots yet.
# $levels: the level names as the command takes them; $level: what was asked, quoted.
table-levels = Bots come in these levels: { $levels }; not { $level }.
table-new-without-bots = { $game } has no bots yet; open the lobby without `bots`. Nothing was opened.
table-new-level-alone = `bot_level` is the level of the bots `bots` seats; give `bots` too. Nothing was opened.
table-new-levels = Bots come in these levels: { $levels }. Nothing was opened.
# $player: what was typed, quoted; $players: the players' names.
table-no-such-player = There is no player { $player } in this game; name one of its players: { $players }.

## Replies to the player who changed who plays a seat (cogs/bots.py).
table-handed-yours = A bot ({ $level }) plays your seat now. Take it back by making a move, with **I'm back** in My view, or with `/{ $kind } back`.
table-back-yours = Your seat is yours again; the game pings you when it waits for you.
table-replaced-yours = A bot ({ $level }) now plays **{ $who }**'s seat to the end.

## Seats in lists (cogs/players.py).
table-listed-host = { $who } (host)
table-stand-in-asked = a bot ({ $level }) plays for them until they make a move
table-stand-in-deadline = missed a deadline: a bot ({ $level }) plays for them until they make a move
table-stand-in-replaced = left the game: a bot ({ $level }) plays their seat to the end
table-waiting-stand-in = **{ $who }** ({ $badge } bot playing)
table-own-seat-replaced = a bot ({ $level }) plays your seat to the end: you left the game
table-own-seat-asked = a bot ({ $level }) plays for you; make a move to take your seat back
table-with-bots = with { $count } { $count ->
    [one] bot
   *[other] bots
}

## The lobby card (cogs/messages.py); the buttons are Join, Leave and Start.
table-lobby-title = { $game } — lobby #{ $id }
table-lobby-options = Options
table-lobby-standard = standard
table-lobby-deadlines = Deadlines
table-lobby-players = Players ({ $count }/{ $most })
table-lobby-nobody = nobody yet
table-lobby-open = Press **Join** to play ({ $least }–{ $most } players). The host presses **Start** when everyone is in.
table-lobby-open-bots = The host may fill seats with bots: **Add a bot**.
table-lobby-cancelled = This lobby was cancelled.
table-lobby-started-in = The game has started in { $place }.
table-lobby-started-here = The game has started in this channel.
table-lobby-finished-in = The game was played in { $place } and ended on { $when }.
table-lobby-finished = The game was played in this channel and ended on { $when }.

## The lobby's bot controls and a player's own seat buttons (cogs/seat_controls.py).
table-add-bot = Add a bot ({ $level })
table-add-bot-placeholder = Add a bot…
table-remove-bot = Remove { $name }
table-remove-bot-placeholder = Remove a bot…
table-im-back = I'm back: play my seat again
table-play-for-me = Play for me ({ $level })

## The board (cogs/messages.py).
table-board-title = { $game } — game #{ $id }
table-board-footer = Game #{ $id } · board v{ $version }
table-picture-failed = ⚠️ The picture of this board could not be drawn, so here it is in words; the game goes on.
table-game-cancelled = This game was cancelled.
# $winners: the winners' names in bold, as a list.
table-won = 🏆 { $winners } { $count ->
    [one] wins
   *[other] win
}!
table-game-over = Game over.
table-scores = Scores: { $scores }.
table-waiting = Waiting for { $seats }.
table-reveal = What was hidden

## Placeholders of the selects of moves ($title: the game's name for a group of moves).
table-choose = Choose…
table-choose-lead = { $title } ({ $lead })
table-choose-leads = { $title } ({ $first } to { $last })
table-choose-more = { $title } (more)
table-out-of-turn = Out of turn…
