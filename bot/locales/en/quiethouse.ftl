# Quiet House (bot/games/quiet_house): what the engine says, in English.

## Components

quiethouse-statue-rook = Rook
quiethouse-statue-candlestick = Candlestick
quiethouse-statue-monkey = Monkey
quiethouse-statue-mouse = Mouse
quiethouse-statue-mirror = Mirror

quiethouse-wall-top = top
    .cap = Top
quiethouse-wall-right = right
    .cap = Right
quiethouse-wall-bottom = bottom
    .cap = Bottom
quiethouse-wall-left = left
    .cap = Left

quiethouse-shade-bright = bright
quiethouse-shade-dark = dark

quiethouse-corner-bottom-left = bottom-left
quiethouse-corner-top-left = top-left
quiethouse-corner-top-right = top-right
quiethouse-corner-bottom-right = bottom-right

# How close to its wall a goal tile's statue must stand ($rank: 1, 2 or 4).
quiethouse-closeness =
    { $rank ->
        [1] closest
        [2] 2nd closest
        [3] 3rd closest
       *[other] { $rank }th closest
    }

## Movement rules: a clause after the statue's name

quiethouse-rule-rook-basic = moves any number of squares in a straight line, without jumping
quiethouse-rule-rook-advanced = moves first sideways then up or down, at least one square each way, on an empty path
quiethouse-rule-candlestick-basic = moves 1 to 3 orthogonal steps, turning and jumping allowed
quiethouse-rule-candlestick-advanced = moves exactly 3 squares across, up/down or diagonally, jumping allowed
quiethouse-rule-monkey-basic = swaps places with any other statue (with the Mouse only when both are on red dots)
quiethouse-rule-monkey-advanced = moves to an empty square diagonally next to another statue
quiethouse-rule-mouse-basic = teleports to any red dot, and stays on red dots
quiethouse-rule-mouse-advanced = teleports to any red dot of the spider-web board, and stays on red dots
quiethouse-rule-mirror-frozen = may not move this turn (it is on the Time Card)
quiethouse-rule-mirror = moves as the statue on the Time Card
quiethouse-rule-mirror-copies = copies the { $statue } this turn, which { $rule }

quiethouse-problem-off-board = every statue must stand on the board
quiethouse-problem-row-column = there can never be more than one statue in a row or column
quiethouse-problem-mouse-dot = the Mouse can only stand on a red dot

## Options, variants and the score table

quiethouse-variant-1 = No paddles except to answer a declaration
quiethouse-variant-2 = Dark goal tiles name the fourth closest statue

quiethouse-sides-standard = the standard sides
quiethouse-sides-advanced = advanced { $statues }

quiethouse-random-sides = 🎲 The { $statues } { $count ->
        [one] card's side is
       *[other] cards' sides are
    } drawn at random when the game starts; the first board shows the result.

quiethouse-no-option = Quiet House has no option { $unknown }; the options are { $options } (the Mirror's card has identical faces, so it has no side).
quiethouse-bad-side = The { $option } option is 'basic', 'advanced' (spider-web side) or 'random' (drawn when the game starts), not { $value }.
quiethouse-bad-switch = The { $option } option is true or false, not { $value }.
quiethouse-random-needs-seed = A random side has no score-table row until the game's seed draws it; give the seed.
quiethouse-bad-players = Quiet House is for 2–4 players, not { $count }.

# $rows: one line of marks (★ advanced, · basic) and the best score per combination of sides.
quiethouse-score-table = **Quiet House — this server's best scores**
    ```
    Rook    Candle  Mouse   Monkey  Best
    { $rows }
    ```
    ★ advanced (spider-web) side, · basic side. Variants do not change the row.

quiethouse-band-low = 1 point: the sun was up before the statues stood right, and the ghosts fell asleep at once
quiethouse-band-middle = 2–3 points: done before dawn, though the ghosts already see how to do better tomorrow night
quiethouse-band-high = 4–5 points: done early, in fine silent teamwork; the ghosts celebrate until sunrise

## Choices and refusals

quiethouse-choice-declare = Declare the puzzle solved
quiethouse-choice-move = { $statue } to { $square }
quiethouse-choice-swap = { $statue } swaps with the { $other } ({ $square })
quiethouse-statue-on = { $statue } (on { $square })

quiethouse-not-ready = Your four tiles do not all hold yet, so move a statue instead: you can declare the puzzle solved only when all four goal tiles you see hold (press **My view** to see them).
quiethouse-owes-nothing = { $player } owes no decision now.
quiethouse-game-over = The game is over; start a new one with /quiethouse new.
quiethouse-not-your-turn = It is not your turn; { $player } is moving a statue now.
quiethouse-not-a-move = That is not a Quiet House move; move a statue (for example rook.C4) or declare the puzzle solved.
quiethouse-frozen = The { $statue } is on the Time Card, so it cannot move this turn; move another statue.
quiethouse-out-of-reach = The { $statue } { $rule }, so it cannot go to { $square }.
quiethouse-breaks-layout = The { $statue } cannot go to { $square }: { $problem }.

## What a move did (the player's name goes in front)

quiethouse-moved = moved the { $statue } from { $start } to { $square }.
quiethouse-moved-copying = moved the { $statue } (moving as the { $rule }) from { $start } to { $square }.
quiethouse-swapped = swapped the { $statue } on { $start } with the { $other } on { $square }.
quiethouse-swapped-copying = swapped the { $statue } (moving as the { $rule }) on { $start } with the { $other } on { $square }.
quiethouse-declared-won = declared the puzzle solved: every paddle shows the heart. The ghosts win with { $points } { $points ->
        [one] point
       *[other] points
    }!
quiethouse-declared-whirlwind = declared the puzzle solved, but { $players } showed the whirlwind; play goes on.
quiethouse-then-deck-empty = { $text } The Time Deck is empty: the sun rises and the ghosts lose.

## Secret notes after a declaration

quiethouse-tile-item = { $statue } { $closeness }
quiethouse-wall-tiles-one = { $wall }: { $first }
quiethouse-wall-tiles-two = { $wall }: { $first }, { $second }
quiethouse-walls-two = { $first }; { $second }
quiethouse-note-declared = You declared the puzzle solved with all four of your tiles holding ({ $tiles }).
quiethouse-note-heart = Your paddle answered the heart by itself: all four of your tiles held ({ $tiles }).
quiethouse-note-whirlwind = Your paddle answered the whirlwind by itself: { $count } of your four tiles did not hold ({ $tiles }).

## The end

quiethouse-outcome-won = The statues match every goal tile: the ghosts win with { $points } { $points ->
        [one] point
       *[other] points
    }.
quiethouse-outcome-won-variants = The statues match every goal tile: the ghosts win with { $points } { $points ->
        [one] point
       *[other] points
    } (variants add a point each, up to 5).
quiethouse-outcome-left = { $player } left the house: the ghosts lose.
quiethouse-outcome-deck = The Time Deck ran out before the statues matched the goal tiles: the ghosts lose.

## Rules

quiethouse-rules = {"*"}*Quiet House** — 2 to 4 silent ghosts, cooperative.
    Five statues stand on a 6x6 board, never two in one row or column. Each wall has a bright goal tile (the statue closest to it) and a dark one (the second closest; the fourth with variant 2). You see only the 4 tiles on the two walls away from your corner (**My view**).
    On your turn a Time Card is flipped: that statue may not move, and the Mirror moves as it. Then either **move** one statue by its rule, or **declare** the puzzle solved (only when your 4 tiles hold): every paddle answers by itself; all hearts win with the card's score, otherwise play goes on.
    Moves: Rook in a straight line (advanced: sideways then up/down, empty path). Candlestick 1–3 steps, turning and jumping (advanced: exactly 3 across, up/down or diagonally). Monkey swaps with any statue, with the Mouse only when both are on red dots (advanced: to a square diagonal to another statue). Mouse teleports between red dots only (advanced: spider-web board). Mirror copies the Time Card.
    Cards score 5 down to 1; the ghosts lose when the deck runs out. Each variant adds a point (max 5): 1 no paddles except declarations, 2 fourth closest.

    {"*"}*Hauntbot's rulings**
    • The tiles come from a hidden layout reached by legal moves from the start, so every game can be won; no start already satisfies a player.
    • A side chosen as random is drawn when the game starts, shown on the board, and scores in its own row.
    • Corners: 2 players sit opposite, 3 leave one corner empty; play passes clockwise from the first seat.
    • The one-statue-per-row-and-column rule is checked after the move; only the Candlestick jumps.
    • Paddle reactions are not moves.
    • A player who resigns ends the game as a loss for everyone.
    • At a deadline an absent player declares if they may, else makes the move keeping most of their own tiles true.
    • All tiles are revealed when the game ends.

# Two texts, one under the other (the reveal is built from it).
quiethouse-lines =
    { $first }
    { $rest }

quiethouse-result-won = The ghosts won with { $points } { $points ->
        [one] point
       *[other] points
    }: the last Time Card flipped (Time Card { $card } of { $cards }, the { $statue }) is from the { $stack }-point stack.
quiethouse-result-won-variants = The ghosts won with { $points } { $points ->
        [one] point
       *[other] points
    }: the last Time Card flipped (Time Card { $card } of { $cards }, the { $statue }) is from the { $stack }-point stack, +{ $count } for { $count ->
        [one] variant
       *[other] variants
    } { $variants }.
quiethouse-result-won-capped = The ghosts won with { $points } { $points ->
        [one] point
       *[other] points
    }: the last Time Card flipped (Time Card { $card } of { $cards }, the { $statue }) is from the { $stack }-point stack, +{ $count } for { $count ->
        [one] variant
       *[other] variants
    } { $variants }, capped at { $cap }.
quiethouse-result-left = The ghosts lost with no points: { $player } left the house after { $card } of { $cards } Time Cards.
quiethouse-result-deck = The ghosts lost with no points: the Time Deck ran out after all { $cards } Time Cards before a declaration succeeded.
quiethouse-reveal-all-met = All 8 goal tiles were met.
quiethouse-reveal-met = { $count } of the 8 goal tiles were met.
quiethouse-reveal-tile-met = { $wall_cap } wall, { $shade } tile: the { $statue } had to be { $closeness } — ✓ met.
quiethouse-reveal-tile-missed = { $wall_cap } wall, { $shade } tile: the { $statue } had to be { $closeness } — ✗ missed: the { $there } was.
quiethouse-reveal-seat = { $player } ({ $corner } corner) saw the { $walls } walls: { $count } of 4 met.
quiethouse-placed = { $statue } { $square }
quiethouse-reveal-target = The tiles were dealt from this layout (one of many that meet all eight): { $rook }, { $candlestick }, { $monkey }, { $mouse }, { $mirror }.
quiethouse-table-left = left table, row { $row }
quiethouse-table-right = right table, row { $row }
quiethouse-table-row = { $sides } ({ $place })
quiethouse-table-loss = Score table: nothing is recorded for a loss in the row of { $row }.
quiethouse-table-win = Score table: the row of { $row } gets { $points } { $points ->
        [one] point
       *[other] points
    }, { $marks }; { $band }.

## The cog's words (cogs/quiet_house)

quiethouse-not-a-typed-move = That is not a Quiet House move: name a statue and a square (for example rook and C4; the suggestions list the moves you may make now), or declare the puzzle solved.
quiethouse-no-paddle-now = This game is not running, so there is no paddle to raise.
quiethouse-spectator-paddle = Only the players raise paddles; you are watching this game, so enjoy the silence.
quiethouse-no-paddles = Variant 1 is on: paddles are raised only to answer a declaration, and that happens by itself.
quiethouse-strict-needs-permission = Strict silence needs my **Manage Messages** permission in this channel, so that I can delete chat in the game's thread; ask a moderator to grant it, or open the game without strict_silence.
quiethouse-strict-note = 🤫 **Strict silence**: while the game runs, I delete chat messages from its players in its thread.
quiethouse-old-paddles = These paddles were drawn before the bot was updated; press **My view** on the live board for working ones.
quiethouse-scores-in-server = Best scores are kept per server; use this command in a server's channel.
quiethouse-not-started = This game has not started yet; the host starts it from its lobby.

quiethouse-summary-over = The game is over: all eight goal tiles are face up on this picture. Only you can see this.
quiethouse-summary-head = You sit at the **{ $corner }** corner and see the goal tiles on the **{ $first }** and **{ $second }** walls:
quiethouse-summary-holds = • { $wall_cap } wall, { $shade } tile: the **{ $statue }** must be { $rank ->
        [1] closest
        [2] second closest
        [4] fourth closest
       *[other] number { $rank }
    } — ✅ holds
quiethouse-summary-not-yet = • { $wall_cap } wall, { $shade } tile: the **{ $statue }** must be { $rank ->
        [1] closest
        [2] second closest
        [4] fourth closest
       *[other] number { $rank }
    } — ❌ not yet
quiethouse-summary-may-declare = All four hold: you may press **Declare solved** on the board (or use `/quiethouse declare`).
quiethouse-summary-all-hold = All four hold: you may declare the puzzle solved on your turn.
quiethouse-summary-held = { $held } of your { $count } tiles { $held ->
        [one] holds
       *[other] hold
    } now.
quiethouse-summary-only-you = Only you can see this; the house is silent, so keep it to yourself.

quiethouse-side = { $statue }: { $side }
quiethouse-side-drawn = { $statue }: { $side } (drawn at random)
quiethouse-side-basic = basic
quiethouse-side-advanced = advanced
quiethouse-dotted = { $first } · { $rest }
quiethouse-board-standard = standard side
quiethouse-board-spider = spider-web side
quiethouse-sides-line = { $icon } **Rule sides** — { $sides }. The board is on its { $board }.

quiethouse-silence = 🤫 **Quiet House is played in silence.** Do not talk about the statues or your goal tiles.
quiethouse-silence-how = Press **My view** to see your four goal tiles (only you see them). On your turn, move one statue with the menus below or `/quiethouse move`, or press **Declare solved** when all four of your tiles hold.
quiethouse-silence-paddles = Your only voice is the paddle: **💜 Heart** and **🌀 Whirlwind** post a small reaction line and change nothing.
quiethouse-silence-no-paddles = Variant 1 is on: no paddles at all, except the automatic answers to a declaration.

quiethouse-paddle-heart = 💜 { $name } raises the heart.
quiethouse-paddle-whirlwind = 🌀 { $name } raises the whirlwind.
quiethouse-record = 🏆 New server record! { $score } { $score ->
        [one] point
       *[other] points
    } is this server's best with { $sides }.

quiethouse-menu = Move the { $statue } ({ $square })…
quiethouse-menu-copying = Move the { $statue } ({ $square }, as the { $rule })…
quiethouse-menu-more = { $title } (more)
quiethouse-button-declare = Declare solved
quiethouse-button-heart = Heart
quiethouse-button-whirlwind = Whirlwind

## The board's alt text (render/quiet_house/alt.py)

quiethouse-alt-then = { $first } { $rest }
quiethouse-alt-comma = { $first }, { $rest }
quiethouse-alt-semicolon = { $first }; { $rest }
quiethouse-alt-game = Quiet House, { $players } players.
quiethouse-alt-variants = Quiet House, { $players } players, variant { $variants }.
quiethouse-alt-won = The ghosts won with { $points } { $points ->
        [one] point
       *[other] points
    }.
quiethouse-alt-left = { $player } left the house: the ghosts lost.
quiethouse-alt-deck = The deck ran out: the ghosts lost.
quiethouse-alt-your-turn = Your turn.
quiethouse-alt-to-play = { $player } to play.
quiethouse-alt-card = Time Card: { $statue }, score { $score }; the { $statue } may not move and the Mirror moves as the { $statue }. { $left } { $left ->
        [one] card
       *[other] cards
    } left; a win now scores { $points }.
quiethouse-alt-card-mirror = Time Card: { $statue }, score { $score }; the { $statue } may not move. { $left } { $left ->
        [one] card
       *[other] cards
    } left; a win now scores { $points }.
quiethouse-alt-statue = { $statue } { $square }
quiethouse-alt-statue-advanced = { $statue } { $square } (advanced side)
quiethouse-alt-statue-drawn = { $statue } { $square } ({ $side } side, drawn at random)
quiethouse-alt-statues = Statues: { $rook }, { $candlestick }, { $monkey }, { $mouse }, { $mirror }.
quiethouse-alt-board-standard = standard
quiethouse-alt-board-spider = spider-web
quiethouse-alt-dots = Red dots ({ $board } board): { $dots }.
quiethouse-alt-seat = { $player } { $corner }
quiethouse-alt-seats = Seats: { $seats }.
quiethouse-alt-heart = { $player } heart
quiethouse-alt-whirlwind = { $player } whirlwind
quiethouse-alt-declaration = Last declaration by { $player }: { $paddles }.
quiethouse-alt-tile = { $closeness } { $statue }
quiethouse-alt-tile-holds = { $closeness } { $statue } (holds)
quiethouse-alt-tile-not = { $closeness } { $statue } (does not hold)
quiethouse-alt-wall = { $wall } wall: { $tiles }
quiethouse-alt-revealed = Goal tiles revealed, { $met } of { $total } met: { $tiles }.
quiethouse-alt-yours = Your goal tiles: { $tiles }.
quiethouse-alt-may-declare = All four hold: you may declare the puzzle solved.
quiethouse-alt-face-down = All eight goal tiles are face down.

## The board picture's words (render/quiet_house)

quiethouse-pic-empty-corner = empty corner
quiethouse-pic-statues = Statues
quiethouse-pic-rule-side = rule side
quiethouse-pic-time-card = Time Card
# The short caption under a statue on a square of the board (78 px wide: keep it to a short word).
quiethouse-pic-caption-rook = ROOK
quiethouse-pic-caption-candlestick = CANDLE
quiethouse-pic-caption-monkey = MONKEY
quiethouse-pic-caption-mouse = MOUSE
quiethouse-pic-caption-mirror = MIRROR
# A seat's corner: the tag above its name.
quiethouse-pic-tag-your-turn = ▶ YOUR TURN
quiethouse-pic-tag-to-play = ▶ TO PLAY
quiethouse-pic-tag-you = ★ YOU
quiethouse-pic-tag-seat = PLAYER { $number }
quiethouse-pic-heart = heart
quiethouse-pic-whirlwind = whirlwind
# The header: the rule sides beside the title ($key: the statue's engine name, for English's lower case).
quiethouse-pic-sides-standard = standard sides
quiethouse-pic-sides-advanced = advanced: { $statues }
quiethouse-pic-sides-statue = { $key ->
        [rook] rook
        [candlestick] candlestick
        [monkey] monkey
        [mouse] mouse
       *[other] { $statue }
    }
quiethouse-pic-game-over = Game over
quiethouse-pic-your-turn = ▶ Your turn
quiethouse-pic-to-play = ▶ { $player } to play
# The status line under the header.
quiethouse-pic-won = ♥ Every paddle shows the heart: the ghosts win with { $points } { $points ->
        [one] point
       *[other] points
    }!
quiethouse-pic-lost-left = { $player } left the house: the ghosts lose · { $met } of { $total } goal tiles met
quiethouse-pic-lost-deck = The Time Deck ran out: the sun rises and the ghosts lose · { $met } of { $total } goal tiles met
quiethouse-pic-may-declare = ✓ All four of your tiles hold: you may declare the puzzle solved
quiethouse-pic-declared = { $player } declared the puzzle solved; { $storms } showed the whirlwind
quiethouse-pic-moved = { $player } moved the { $statue } to { $square }
quiethouse-pic-start = The first Time Card is flipped and the ghosts fall silent
# The Time Card box: what the card means now.
quiethouse-pic-cards-left = { $count } { $count ->
        [one] card
       *[other] cards
    } left
quiethouse-pic-time-won = Won: { $points } { $points ->
        [one] point
       *[other] points
    }
quiethouse-pic-time-score = card { $card } + 1 per variant, 5 at most
quiethouse-pic-time-met-all = All { $total } tiles met
quiethouse-pic-time-met = { $met } of { $total } tiles met
quiethouse-pic-time-lost = The ghosts lost: no points
quiethouse-pic-time-frozen = { $statue } may not move
quiethouse-pic-time-mirror = Mirror moves as the { $statue }
quiethouse-pic-time-win-now = Win now: { $points } { $points ->
        [one] point
       *[other] points
    }
quiethouse-pic-time-next = Next card: { $points } { $points ->
        [one] point
       *[other] points
    }
quiethouse-pic-time-last = Last card!
# A goal tile: face down, and the short closeness on the tall tiles of the left and right walls ("1ST" over "closest").
quiethouse-pic-face-down = face down
quiethouse-pic-rank = { $rank ->
        [1] 1ST
        [2] 2ND
        [3] 3RD
       *[other] { $rank }TH
    }
quiethouse-pic-closest = closest
quiethouse-pic-declaration = { $player } declared
# The legend under the side panel.
quiethouse-pic-legend-dot = Red dot: a Mouse square
quiethouse-pic-legend-dot-spider = Red dot: a Mouse square (spider-web board)
quiethouse-pic-legend-die = Die: rule side drawn at random
quiethouse-pic-legend-frozen = On the Time Card: may not move
quiethouse-pic-legend-mine = Gold edge: a tile you see
quiethouse-pic-legend-holds = ✓ it holds now, ✗ it does not
quiethouse-pic-legend-revealed = Tiles revealed: ✓ met, ✗ missed
quiethouse-pic-legend-variant = Variant { $number }: { $rule }
# Variant 1's rule in the legend (the panel is narrow: a shorter form of quiethouse-variant-1 where one is needed).
quiethouse-pic-variant-1 = No paddles except to answer a declaration

## How the bots play (/quiethouse rules).
quiethouse-bots-conventions = A bot declares the puzzle solved as soon as its four tiles hold: its heart says they hold on the board as it stands, and a bot that moves instead says they do not hold yet. It moves towards its own tiles and takes the rest of the board as what the others want: it leaves alone the statues it has no tile for unless moving them helps its own tiles, does not move back the statue the previous player just moved, and after a failed declaration keeps every heart's tiles as they are. It never raises a paddle between declarations and does not read reaction lines.
