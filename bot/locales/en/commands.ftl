# Slash commands: names, descriptions, options and choices, made into Discord's localisations at sync
# (bot/i18n/commands.py says how an id follows the command tree). Each message here is exactly the English
# the code says: a translation is used only while its English still matches.
#
# Arguments: $title and $kind in a game's commands (its title, its group); $value and $label in a
# "-choice" message (the choice's value, a number when it is one, and its English name).

## Every game's group and the commands every game shares.

cmd-game = { $kind }
cmd-game-new = new
cmd-game-new-desc = Open a { $title } lobby in this channel.
cmd-game-join = join
cmd-game-join-desc = Join the open lobby in this channel.
cmd-game-leave = leave
cmd-game-leave-desc = Leave the open lobby in this channel.
cmd-game-start = start
cmd-game-start-desc = Start the game (host only).
cmd-game-cancel = cancel
cmd-game-cancel-desc = Cancel the lobby or game here (host or Manage Server).
cmd-game-kick = kick
cmd-game-kick-desc = Remove a player from the lobby (host only).
cmd-game-kick-player-desc = Who to remove from the lobby
cmd-game-board = board
cmd-game-board-desc = Post the live board again at the bottom of the game.
cmd-game-view = view
cmd-game-view-desc = See your private view (only you can see it).
cmd-game-history = history
cmd-game-history-desc = The game's moves so far, newest last (only you can see it).
cmd-game-history-page-desc = Which page (1 is the first moves; the default is the newest)
cmd-game-rules = rules
cmd-game-rules-desc = The rules in short, with this project's rulings.
cmd-game-resign = resign
cmd-game-resign-desc = Leave the game you are playing here.
cmd-game-replay = replay
cmd-game-replay-desc = Step through a finished game's boards (only you see it).
cmd-game-replay-game-desc = The game's number (default: the last one that finished here)
cmd-game-replay-move-desc = The move to start at (default 0: the first board)
cmd-game-playforme = playforme
cmd-game-playforme-desc = Let a bot play your seat until you make a move again.
cmd-game-back = back
cmd-game-back-desc = Play your own seat again after a bot played it for you.
cmd-game-replace = replace
cmd-game-replace-desc = A bot plays a player's seat to the end (host or Manage Server).
cmd-game-replace-player-desc = The player who left (pick from the list)

## Options by name, wherever they are; the options every "new" and "/hauntbot-admin defaults" share.

cmd-opt-player = player
cmd-opt-page = page
cmd-opt-game = game
cmd-opt-game-choice = { $label }
cmd-opt-move = move
cmd-opt-level = level
cmd-opt-level-desc = How the bot plays (default: easy)
cmd-opt-level-easy = { table-level-easy-about }
cmd-opt-level-good = { table-level-good-about }
cmd-opt-bots = bots
cmd-opt-bots-desc = How many seats bots fill (default: none; the host adds more on the lobby card)
cmd-opt-bots-choice = { $value ->
    [one] { $value } bot
   *[other] { $value } bots
}
cmd-opt-bot-level = bot_level
cmd-opt-bot-level-desc = How the bots play (default: easy)
cmd-opt-bot-level-easy = { cmd-opt-level-easy }
cmd-opt-bot-level-good = { cmd-opt-level-good }
cmd-opt-turn-time = turn_time
cmd-opt-turn-time-desc = Time to play a turn (default: 24 h or this server's default)
cmd-opt-turn-time-choice = { $value ->
    [0] off (no turn deadline)
   *[other] { cmd-duration }
}
cmd-opt-reminders = reminders
cmd-opt-reminders-desc = How often to remind a player whose turn it is (default: every 12 h)
cmd-opt-reminders-choice = { $value ->
    [0] off (no reminders)
   *[other] every { cmd-duration }
}
cmd-opt-reaction-window = reaction_window
cmd-opt-reaction-window-desc = Time to answer a 'respond now' question such as a cat defence (default: 10 min)
cmd-opt-reaction-window-choice = { cmd-duration }
cmd-opt-on-timeout = on_timeout
cmd-opt-on-timeout-desc = What happens when a turn deadline passes (default: wait and remind)
cmd-opt-on-timeout-wait = wait (remind only)
cmd-opt-on-timeout-skip = skip the turn (default move)
cmd-opt-on-timeout-remove = remove the player after missed deadlines
cmd-opt-on-timeout-bot = a bot plays for the absent player
cmd-opt-remove-after = remove_after
cmd-opt-remove-after-desc = With 'remove': missed deadlines in a row before a player leaves (default: 3)
cmd-opt-character = character
cmd-opt-room = room
cmd-opt-victim = victim
cmd-opt-layout = layout
cmd-opt-cards = cards
cmd-opt-target = target
cmd-opt-floor = floor
cmd-opt-play = play
cmd-opt-answer = answer
cmd-opt-beginner = beginner
cmd-opt-always-ask = always_ask
cmd-opt-card = card
cmd-opt-change = change
cmd-opt-difficulty = difficulty
cmd-opt-kid-friendly = kid_friendly
cmd-opt-scoring = scoring
cmd-opt-statue = statue
cmd-opt-square = square
cmd-opt-rook = rook
cmd-opt-candlestick = candlestick
cmd-opt-monkey = monkey
cmd-opt-mouse = mouse
cmd-opt-variant1 = variant1
cmd-opt-variant2 = variant2
cmd-opt-strict-silence = strict_silence
cmd-opt-action = action
cmd-opt-device = device
cmd-opt-channel = channel
cmd-opt-language = language
cmd-opt-language-choice = { $label }

## A duration in minutes ($value), as the deadline choices say it.

cmd-duration = { $value ->
    [60] 1 h
    [180] 3 h
    [360] 6 h
    [720] 12 h
    [1440] 1 day
    [2880] 2 days
    [4320] 3 days
    [10080] 7 days
   *[other] { $value } min
}

## Rumble in the House.

cmd-rumble-desc = { $title }: 3–6 players, last one standing.
cmd-rumble-move = move
cmd-rumble-move-desc = Move a lone character through a door.
cmd-rumble-move-character-desc = A character alone in its room
cmd-rumble-move-room-desc = The room next door to move it to
cmd-rumble-fight = fight
cmd-rumble-fight-desc = Start a fight: knock out a character in a crowded room.
cmd-rumble-fight-victim-desc = A character sharing its room with others
cmd-rumble-new-layout-desc = The shape of the house (default: classic 3 x 4)
cmd-rumble-new-layout-classic = Classic house (3 x 4, every wall a door)
cmd-rumble-new-layout-manor = Manor (3 x 4, some walls without doors)
cmd-rumble-new-layout-ring = Ring around the courtyard

## Ghost at Home.

cmd-ghostathome-desc = { $title }: 2–4 players explore their haunted houses; the first to escape wins.
cmd-ghostathome-rooms = rooms
cmd-ghostathome-rooms-desc = Explore rooms: play one or more room cards from your hand.
cmd-ghostathome-rooms-cards-desc = The room cards to play (the list shows the plays you can make now)
cmd-ghostathome-ghost = ghost
cmd-ghostathome-ghost-desc = Send a ghost at an opponent's highest explored floor.
cmd-ghostathome-ghost-target-desc = The opponent to haunt
cmd-ghostathome-cat = cat
cmd-ghostathome-cat-desc = Put a cat on one of your explored rooms.
cmd-ghostathome-cat-floor-desc = The floor of your house for the cat
cmd-ghostathome-light = light
cmd-ghostathome-light-desc = Turn on a light: discard 2–3 cards with at least 5 bulbs.
cmd-ghostathome-light-cards-desc = The floor to light and the cards to discard
cmd-ghostathome-special = special
cmd-ghostathome-special-desc = Play a special card from your hand.
cmd-ghostathome-special-play-desc = What the special card does
cmd-ghostathome-discard = discard
cmd-ghostathome-discard-desc = Discard one or more cards face down and draw as many.
cmd-ghostathome-discard-cards-desc = The cards to discard
cmd-ghostathome-answer = answer
cmd-ghostathome-answer-desc = Answer a ghost coming at you, or an escape you are asked about.
cmd-ghostathome-answer-answer-desc = Defend with a cat / let the ghost in, or stop the escape / let it go on
cmd-ghostathome-new-beginner-desc = Beginner game: leave out the 7 special cards (default: off)
cmd-ghostathome-new-always-ask-desc = Ask at every ghost/escape even players with no cat/ghost, so nobody learns hands (default: on)

## The Purple House.

cmd-purplehouse-desc = { $title }: 1–5 players remember the House and escape together.
cmd-purplehouse-new-desc = Open a Purple House lobby in this channel (1–5 players).
cmd-purplehouse-flip = flip
cmd-purplehouse-flip-desc = Escape Phase: flip a face-down card of the House (Key holder).
cmd-purplehouse-flip-card-desc = The card's number on the board
cmd-purplehouse-sort = sort
cmd-purplehouse-sort-desc = Escape Phase: sort the face-down cards by their Xs (Key holder).
cmd-purplehouse-modify = modify
cmd-purplehouse-modify-desc = Scouting: modify one of your cards in secret.
cmd-purplehouse-modify-change-desc = A modification of one of your cards (the list shows only yours)
cmd-purplehouse-ready = ready
cmd-purplehouse-ready-desc = Scouting: cover your cards and mark yourself ready.
cmd-purplehouse-new-difficulty-desc = Candles per round and White Ladies added each round (default: Easy)
cmd-purplehouse-new-difficulty-easy = Easy — 4 candles, 1 White Lady a round
cmd-purplehouse-new-difficulty-normal = Normal — 3 candles, 1 White Lady a round
cmd-purplehouse-new-difficulty-hard = Hard — 3 candles, 2 White Ladies a round
cmd-purplehouse-new-difficulty-impossible = Impossible — 2 candles, 2 White Ladies a round
cmd-purplehouse-new-kid-friendly-desc = Allow talking during Scouting (default: off, Scouting is silent)
cmd-purplehouse-new-scoring-desc = Scoring Variant: show a score at the end (default: off)

## Quiet House.

cmd-quiethouse-desc = { $title }: 2–4 silent ghosts arrange five statues.
cmd-quiethouse-move = move
cmd-quiethouse-move-desc = Move a statue (pick the statue, then its destination).
cmd-quiethouse-move-statue-desc = A statue that may move this turn
cmd-quiethouse-move-square-desc = Where it goes (column A–F, row 1–6)
cmd-quiethouse-declare = declare
cmd-quiethouse-declare-desc = Declare the puzzle solved (only when your four tiles hold).
cmd-quiethouse-scores = scores
cmd-quiethouse-scores-desc = This server's best score for each combination of rule sides.
cmd-quiethouse-new-rook-desc = Side of the Rook's Movement Rule card: basic (default), advanced or random
cmd-quiethouse-new-rook-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-candlestick-desc = Side of the Candlestick's Movement Rule card: basic (default), advanced or random
cmd-quiethouse-new-candlestick-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-monkey-desc = Side of the Monkey's Movement Rule card: basic (default), advanced or random
cmd-quiethouse-new-monkey-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-mouse-desc = Mouse's card: basic (default), advanced (spider-web board) or random
cmd-quiethouse-new-mouse-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-variant1-desc = Variant 1: no paddles except to answer a declaration (+1 point on a win)
cmd-quiethouse-new-variant2-desc = Variant 2: dark goal tiles name the fourth closest statue (+1 point on a win)
cmd-quiethouse-new-strict-silence-desc = Delete players' chat in the game's thread while it runs (needs Manage Messages)
# A side of a Movement Rule card ($value: basic, advanced or random).
cmd-quiethouse-side = { $value ->
    [basic] basic (standard side)
    [advanced] advanced (spider-web side)
   *[random] random (drawn when the game starts)
}

## Children.

cmd-children-desc = { $title }: 2–4 players trap the ghosts of Thornhill Mansion.
cmd-children-play = play
cmd-children-play-desc = Make any move you may make now (the list shows them).
cmd-children-play-action-desc = Your move; start typing to filter the list
cmd-children-move = move
cmd-children-move-desc = Enter or move to a room (through a door or trapdoor).
cmd-children-move-room-desc = A room you can reach now
cmd-children-device = device
cmd-children-device-desc = Use a device card from your hand.
cmd-children-device-device-desc = A device use you can make now

## /hauntbot.

cmd-hauntbot = hauntbot
cmd-hauntbot-desc = Your games, lobbies and settings.
cmd-hauntbot-games = games
cmd-hauntbot-games-desc = Your running games in every server, whose turn it is and links.
cmd-hauntbot-lobbies = lobbies
cmd-hauntbot-lobbies-desc = Open lobbies in this server, with Join buttons.
cmd-hauntbot-settings = settings
cmd-hauntbot-settings-desc = Your settings: DMs and automatic answers (for every server).
cmd-hauntbot-help = help
cmd-hauntbot-help-desc = The games, how to start one, where the controls are, and every command.
cmd-hauntbot-stats = stats
cmd-hauntbot-stats-desc = A player's record: games played, won and lost, best scores.
cmd-hauntbot-stats-player-desc = Whose record (default: yours)
cmd-hauntbot-stats-game-desc = Only this game (default: every game)
cmd-hauntbot-leaderboard = leaderboard
cmd-hauntbot-leaderboard-desc = This server's best players of a game, and its best scores.
cmd-hauntbot-leaderboard-game-desc = Which game
cmd-hauntbot-admin = hauntbot-admin
cmd-hauntbot-admin-desc = This server's games, default deadlines and language (Manage Server).
cmd-hauntbot-admin-games = games
cmd-hauntbot-admin-games-desc = Every open lobby and running game of this server.
cmd-hauntbot-admin-end = end
cmd-hauntbot-admin-end-desc = End a lobby or game of this server (its state is kept, marked cancelled).
cmd-hauntbot-admin-end-game-desc = The game number (see /hauntbot-admin games)
cmd-hauntbot-admin-move = move
cmd-hauntbot-admin-move-desc = Move a running game's board to another channel.
cmd-hauntbot-admin-move-game-desc = The game number (see /hauntbot-admin games)
cmd-hauntbot-admin-move-channel-desc = Where to play it from now on
cmd-hauntbot-admin-defaults = defaults
cmd-hauntbot-admin-defaults-desc = This server's default deadlines for new games.
cmd-hauntbot-admin-language = language
cmd-hauntbot-admin-language-desc = The language of this server's boards, pings and game threads.
cmd-hauntbot-admin-language-language-desc = The language to use; leave it out to see the current one

## An on/off option's value on a lobby card.
cmd-value-on = on
cmd-value-off = off

## Taking a move back (cogs/undo.py).
cmd-game-undo = undo
cmd-game-undo-desc = Take back your last move while nobody else has acted since.

## /hauntbot away and /hauntbot back (cogs/away.py).
cmd-hauntbot-away = away
cmd-hauntbot-away-desc = Away for a few days: your turns wait, or a bot plays where a table chose it.
cmd-hauntbot-away-days = days
cmd-hauntbot-away-days-desc = How many days, 1 to 14 (at most 14 at a time; run it again to change the end)
cmd-hauntbot-back = back
cmd-hauntbot-back-desc = Back before the end of your away: your deadlines run again now.
