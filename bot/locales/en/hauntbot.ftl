# /hauntbot: your games, lobbies and settings, records and leaderboards, and the server managers' tools
# (cogs/hauntbot.py, cogs/pages.py, cogs/prefs.py, cogs/stats.py, render/chart.py).
# A part that follows other words on its line starts with its own space: { " " }.

## Lists shown page by page.
hb-list-games = **Your games**
hb-list-lobbies = **Open lobbies**
hb-list-admin = **This server's games**
hb-empty-games = You are not playing any game right now; open one with a game's `new`.
hb-empty-lobbies = No lobby is open in this server; open one with a game's `new` command.
hb-empty-admin = This server has no open lobby or running game.
hb-page = Page { $page } of { $pages }.
hb-page-previous = ◀ Previous
hb-page-next = Next ▶
hb-page-not-yours = This list belongs to whoever asked for it; run the command to see your own.
hb-page-gone = This list is not available on this bot any more.

## A game in a list: its title and number, where it is, who plays it.
hb-game = { $game } #{ $id }
hb-board-link = [board]({ $url })
hb-no-deadline = none
hb-in-server = { " " }in { $server }
hb-paused = { " " }⏸️ paused
hb-paused-why = { " " }⏸️ paused: { $why }

## /hauntbot games: each of your games and what it waits for.
hb-game-line = • **{ $game }**{ $where }{ $bots }: { $status }{ $paused } · { $link }
hb-your-turn = **your turn** — deadline { $deadline }
hb-waiting-for-others = waiting for { $others ->
    [one] { $others } other player
   *[other] { $others } other players
}

## /hauntbot lobbies.
hb-lobby-line = • **{ $game }** in { $channel }, host { $host }: { $count } in{ $bots }
hb-lobby-join = Join { $game }

## /hauntbot settings.
hb-settings-head = **Your Hauntbot settings** (for every server). Press a button to switch one on or off.
hb-settings-foot = Without an automatic answer, a window waits for you until its deadline, then the default answer applies.
hb-pref-dm = DM me when a game is waiting for me
hb-pref-auto = { $game }: { $answer }
hb-pref-turn-on = Turn on: { $setting }
hb-pref-turn-off = Turn off: { $setting }
hb-pref-gone = That setting no longer exists; run `/hauntbot settings` again.

## /hauntbot-admin.
hb-admin-lobby-line = • **{ $game }** lobby in { $channel }, host { $host }
hb-admin-game-line = • **{ $game }** { $link }: waiting for { $waiting }, deadline { $deadline }{ $paused }
hb-admin-nobody = nobody
hb-admin-ended = { $game } was ended.
hb-admin-move-running-only = Only a running game can be moved; lobbies stay where they were opened.
hb-admin-moved-here = A server manager moved this game here.
hb-admin-moved = { $game } is now played in { $channel }.
hb-admin-defaults-unchanged = { $problem } The defaults were not changed.
hb-admin-defaults-now = New games here now default to: { $timers }.
hb-admin-defaults = New games here default to: { $timers }.
hb-admin-not-this-server = That game is not one of this server's; see `/hauntbot-admin games` for the list.

## /hauntbot stats: a player's record.
hb-stats-dm-only-yours = In a DM you can see only your own record; ask about another player with `/hauntbot stats` in a server you both play in.
hb-stats-bots-no-record = Bots play no games, so they have no record; pick a player, or leave `player` out for yours.
hb-unknown-game = There is no game '{ $kind }' here; pick one of the list: { $games }.
hb-bot-tables = At tables with bots (kept apart; a seat a bot played counts for nobody)
hb-record-head-everywhere = **Record of { $who }** (every server and DM)
hb-record-head-here = **Record of { $who }** (this server)
hb-record-none = No finished game yet: a record starts when a game ends.
hb-record-in-all = In all: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $won } won, { $lost } lost ({ $rate } won).
hb-record-cancelled = { $total ->
    [one] { $total } game cancelled after it started
   *[other] { $total } games cancelled after they started
}, not counted as won or lost ({ $each }).
hb-tally-none = **{ $game }**: no finished game yet.
hb-tally-line = **{ $game }**: { $parts }
hb-tally-line-team = **{ $game }** (team results): { $parts }
hb-tally-played = { $played ->
    [one] { $played } game
   *[other] { $played } games
}: { $won } won, { $lost } lost ({ $rate } won)
hb-tally-played-team = { $played ->
    [one] { $played } game
   *[other] { $played } games
}: { $won } won as a team, { $lost } lost ({ $rate } won)
hb-tally-left = { $left } left before the end
hb-tally-best-score = best score { $score }
hb-tally-places = best place { $best }, { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } on average
hb-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $place }th
}

## The chart of a player's results (a picture and its words for screen readers).
hb-chart-title = { $name } — { $game }
hb-chart-title-here = { $name } — { $game }, this server
hb-chart-every-game = every game
hb-chart-no-name = Player
hb-chart-summary = Last { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $won } won, { $lost } lost ({ $rate }% won)
hb-chart-rate = win rate so far
hb-chart-won = won
hb-chart-lost = lost
hb-chart-grey = grey: left before the end
hb-chart-alt = { $title }: the last { $games } games, oldest first: { $results }. { $won } won and { $lost } lost, { $rate }% won.
hb-chart-alt-won = W
hb-chart-alt-lost = L
hb-chart-alt-left = left
hb-day = { $day } { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
}

## /hauntbot leaderboard.
hb-leaderboard-needs-a-server = Leaderboards are kept per server; use `/hauntbot leaderboard` in a server's channel (`/hauntbot stats` shows your own record here).
hb-leaderboard-head = **{ $game } — this server's leaderboard**
hb-leaderboard-none = No { $game } game has finished in this server yet; open one with `/{ $kind } new`.
hb-leaderboard-note = Ranked by games won, then win rate, then games played.
hb-leaderboard-team-note = Team results: everyone in a won game wins it, except a player who left before the end.
hb-leader-line = { $place }. { $who } — { $won } won of { $played } ({ $rate }){ $best }{ $you }
hb-leader-best = { " " }· best score { $score }
hb-leader-you = { " " }← you
hb-best-scores-head = **{ $game } — this server's best scores**
hb-best-scores-none = No scored game has finished here yet.
