# Children (bot/games/children/). Every id starts with children-.
# Rooms, floors and cards are said with "the" in the sentence, not in their name.

## Rooms (data.ROOMS order)

children-room-wine-cellar = Wine Cellar
children-room-boiler-room = Boiler Room
children-room-coal-cellar = Coal Cellar
children-room-root-cellar = Root Cellar
children-room-crypt = Crypt
children-room-parlor = Parlor
children-room-billiards-room = Billiards Room
children-room-kitchen = Kitchen
children-room-library = Library
children-room-foyer = Foyer
children-room-master-bedroom = Master Bedroom
children-room-wash-room = Wash Room
children-room-dormitory = Dormitory
children-room-nursery = Nursery
children-room-sewing-room = Sewing Room
children-room-spire = Spire
children-room-attic = Attic
children-room-chapel = Chapel
children-room-observatory = Observatory
children-room-music-room = Music Room

## Floors

children-floor-basement = basement
children-floor-first = 1st floor
children-floor-second = 2nd floor
children-floor-third = 3rd floor

## Cards: the 13 ghosts, their 13 toys, 10 devices, 4 traps and 3 fates

children-card-rosie = Rosie
children-card-the-twins = The Twins
children-card-penny = Penny
children-card-oliver = Oliver
children-card-mabel = Mabel
children-card-edgar = Edgar
children-card-clara = Clara
children-card-thomas = Thomas
children-card-agnes = Agnes
children-card-walter = Walter
children-card-lucy = Lucy
children-card-henry = Henry
children-card-violet = Violet
children-card-teddy-bear = Teddy Bear
children-card-parasol = Parasol
children-card-rag-doll = Rag Doll
children-card-tin-soldier = Tin Soldier
children-card-jump-rope = Jump Rope
children-card-spinning-top = Spinning Top
children-card-porcelain-doll = Porcelain Doll
children-card-rocking-horse = Rocking Horse
children-card-marbles = Marbles
children-card-kite = Kite
children-card-jack-in-the-box = Jack-in-the-Box
children-card-yo-yo = Yo-Yo
children-card-tea-set = Tea Set
children-card-catnip = Catnip
children-card-hatpin = Hatpin
children-card-feather = Feather
children-card-secret-passage = Secret Passage
children-card-snow-globe = Snow Globe
children-card-cricket-cage = Cricket Cage
children-card-music-box = Music Box
children-card-medico-della-peste = Medico Della Peste
children-card-dental-tools = Dental Tools
children-card-toad = Toad
children-card-mouse = Mouse
children-card-crickets = Crickets
children-card-ravens-skull = Raven's Skull
children-card-voodoo-doll = Voodoo Doll
children-card-house-settles = House Settles
children-card-irwin-biddle = Irwin Biddle
children-card-kitty-kitty = Kitty Kitty

## Joining

children-then = { $first } { $next }
children-comma = { $first }, { $rest }
children-lines =
    { $head }
    { $tail }
children-cards-n = { $card } ×{ $count }

## Options and seats

children-no-options = Children has no options, not { $options }.
children-players = Children is for { $min }–{ $max } players, not { $seats }.
children-no-decision = { $seat } owes no decision now.
children-game-over = The game is over.

## Control labels

children-label-tablet = Place the { $room } in column { $column }
children-label-send = Send { $seat } to the { $room }
children-label-keep = Leave { $seat } with Kitty Kitty
children-label-send-them = Send them to the { $room }
children-label-keep-them = Leave them with Kitty Kitty
children-label-ghost-back = Put the ghost back under the draw pile
children-label-enter = Enter the { $room }
children-label-move = Move to the { $room }
children-label-kitty = Kitty Kitty to the { $room }
children-label-remove = Remove the { $room }
children-label-ghost-to = Ghost to the { $room }
children-label-use = Use { $card }
children-label-use-on = Use { $card } on { $ghost }
children-label-use-room = Use { $card }: the { $room }
children-label-leave = Leave { $card } here
children-label-run = Run to the { $room }
children-label-ghost = Move { $ghost } to the { $room }
children-label-kitty-card = Kitty Kitty to the { $room }, card to { $seat }
children-label-kitty-stuck = Kitty Kitty cannot move; card to { $seat }
children-label-give-up = Give up { $card }
children-label-choose = Choose { $card }
children-label-skull = Take a Skull Token
children-label-escape = Emergency escape (leave your whole hand)
children-label-look = Look at the cards here
children-label-done = End your actions
children-label-no-ghost = Move no ghost
children-label-defuse = Defuse the trap with Dental Tools
children-label-spring = Let the trap spring
children-label-leave-alone = Leave the cards alone
children-label-other = { $action }
children-label-interrupt = { $card }: { $effect } — costs a Skull Token

## What a Free Action device does (said after a colon)

children-effect-calm = calm { $ghost } ({ $room })
children-effect-banish = banish { $ghost } ({ $room })
children-effect-on = use it on { $ghost } ({ $room })
children-effect-flee = flee Kitty Kitty to the { $room }
children-effect-room = the { $room }
children-effect-use = use it

## Public sentences: the platform puts the player's name in front

children-said-tablet = placed the { $room } on the { $floor }.
children-said-enter = entered the { $room }.
children-said-interrupt = played { $card } out of turn, turning in a Skull Token: { $effect }.
children-said-use = used { $card }.
children-said-skull = took a Skull Token.
children-said-escape = made an emergency escape from the { $room }, leaving every card there.
children-said-leave = left a card face down in the { $room }.
children-said-run = ran from the ghost in the { $room } to the { $to }.
children-said-ghost = moved { $ghost } to the { $room }.
children-said-kitty-card = moved Kitty Kitty to the { $room } and gave the Kitty Kitty card to { $seat }.
children-said-kitty-stuck = gave the Kitty Kitty card to { $seat }.
children-said-ghost-placed = placed a ghost in the { $room }.
children-said-ghost-back = put a ghost back under the draw pile.
children-said-kitty-send = had Kitty Kitty send a player to the { $room }.
children-said-kitty-put = put Kitty Kitty in the { $room }.
children-said-settle = removed the { $room } (House Settles).
children-said-biddle = gave up a toy to Irwin Biddle.
children-said-look = looked at the cards in the room.
children-said-done = ended their actions.
children-said-no-ghost = moved no ghost.
children-said-kitty-none = left the player with Kitty Kitty.
children-said-defuse = defused a trap with Dental Tools.
children-said-spring = let the trap spring.
children-said-near = chose the ghost.
children-said-leave-alone = left the cards in the room alone.
children-said-other = played.
children-said-trapped = { $count ->
        [one] { $count } ghost trapped.
       *[other] { $count } ghosts trapped.
    }
children-said-limit = The hand limit is now { $limit }.
children-said-over = The game is over.

## What the game waits for: "<seat> must <what>."

children-must = { $seat } must { $what }.
children-prompt-place = place the ghost drawn in a room without players
children-prompt-run = run from the ghost (leave 2 cards, one a toy) or escape
children-prompt-trim = leave cards down to the new hand limit
children-prompt-pounce = decide whether Kitty Kitty moves the player she found
children-prompt-kitty = put Kitty Kitty in a room without players
children-prompt-settle = choose a room for House Settles to remove
children-prompt-biddle = give Irwin Biddle a toy
children-prompt-near = choose which of the equally near ghosts is affected
children-prompt-defuse = decide whether to defuse the trap with Dental Tools
children-prompt-find = decide whether to look at the cards in the room they were moved to
children-prompt-decide = decide
children-step-tile = place the room tablet drawn
children-step-enter = choose a room without a ghost to enter the mansion
children-step-act = take actions ({ $count } left; Skull Tokens buy more)
children-step-act-extra = take actions with Skull Tokens or end them
children-step-restore = leave cards down to the hand limit of { $limit }
children-step-ghost = move one ghost along the spectral arrows, or none
children-step-kitty = move Kitty Kitty and give her card to another player
children-step-wait = wait

## What the game answers at a decision's deadline

children-deadline-trim = At the deadline a trap is left, else a device, else the highest card; toys are kept.
children-deadline-run = At the deadline traps, then devices are left (a toy only if needed), then the first way out without a ghost (else the first) is taken.
children-deadline-pounce = At the deadline Kitty Kitty moves nobody.
children-deadline-biddle = At the deadline the first toy in hand is given up.
children-deadline-defuse = At the deadline Dental Tools defuse the trap when held.
children-deadline-find = At the deadline the cards are left alone.
children-deadline-first = At the deadline the first choice is taken.

## Refusals

children-refusal-not-playing = You are not playing in this game.
children-out-of-turn = ; out of turn you may only play a Free Action device by turning in a Skull Token.
children-out-of-turn-closed = ; out of turn you may only play a Free Action device by turning in a Skull Token. You cannot now: it takes a Skull Token, a Free Action device in hand and something in its reach.
children-refusal-wait = Not now: { $seat } must { $what } first.
children-refusal-wait-out = Not now: { $seat } must { $what } first{ $tail }
children-refusal-turn = It is { $seat }'s turn{ $tail }
children-refusal-not-now = { $action } is not allowed now: you must { $what }.

## The outcome

children-outcome-insane = Five enraged ghosts walk the mansion: every player goes insane and the ghostly children win.
children-outcome = { $winners } { $count ->
        [one] wins
       *[other] win
    } with { $ghosts } { $ghosts ->
        [one] ghost
       *[other] ghosts
    } trapped.

## Secret notes, to one seat

children-note-list = { $cards }
children-note-card = the { $card }
children-note-cards = the { $card } ×{ $count }
children-note-card-seen = the { $card }
children-note-cards-seen = the { $card } ×{ $count }
children-note-card-short = { $card }
children-note-cards-short = { $card } ×{ $count }
children-note-card-seen-short = { $card }
children-note-cards-seen-short = { $card } ×{ $count }
children-note-count = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
children-note-count-seen = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
children-note-peeked = You peeked under the { $room }: { $cards }.
children-note-left = You left { $cards } face down in the { $room }.
children-note-biddle = You gave { $cards } to Irwin Biddle; { $count ->
        [one] it
       *[other] they
    } went into the draw pile.
children-note-shuffled = You put { $cards }; { $count ->
        [one] it
       *[other] they
    } went into the draw pile.
children-note-drew = You drew { $cards }.
children-note-took = You took { $cards } from under the { $room }.
children-note-kept = You took { $cards } into your hand.

## The reveal of a finished game, one line each

children-reveal-ghost-toy = { $ghost } (with the { $toy })
children-reveal-no-ghost = no ghost trapped
children-reveal-score = { $seat } scored { $score }: { $ghosts }.
children-reveal-score-left = { $seat } (left the game) scored { $score }: { $ghosts }.
children-reveal-hand = { $seat }'s hand: { $cards }.
children-reveal-hand-empty = { $seat }'s hand: empty.
children-reveal-under = Under the { $room }: { $cards }.
children-reveal-under-none = No card was left under a room.
children-reveal-more = … and { $cards } more { $cards ->
        [one] card
       *[other] cards
    } under { $rooms } more { $rooms ->
        [one] room
       *[other] rooms
    }.

## The rules reminder (/children rules)

children-rules =
    { "*" }*Children** — 2 to 4 ghost hunters trap the ghosts of the Thornhill Mansion. Most ghosts trapped wins.
    Each turn: **1.** place the next room tablet on its floor (next to a room when possible). **2.** take 2 actions: move through a door or trapdoor, use a device, or take a Skull Token (max 3; a token buys an extra move or device, or a Free Action device out of turn). **3.** restore your hand to the limit (leave cards or draw). **4.** move 1 ghost along the spectral arrows. **5.** if you hold Kitty Kitty's card, move her and give the card on.
    Entering a room: draw a card (fates resolve at once, ghosts go in a room without players), then pick up the cards left there (traps spring). Leaving and picking up cards is free, at will. You cannot leave a room holding more than the hand limit: 5, less 1 per enraged ghost in the mansion. 5 enraged ghosts: everybody goes insane.
    With a ghost and its beloved toy you trap it (no action); the toy's mini stack turns over and enrages the ghost under it. Without the toy you run (leave 2 cards, one a toy) through a door or trapdoor, ghost or not; with no way out, an emergency escape.
    When the last card is drawn everybody plays one more turn.

    { "*" }*Hauntbot's rulings**
    • Players enter the mansion on their first turn in any room without a ghost, drawing as on entering.
    • A flight never re-enters a room fled in it. Running is a move: leave cards down to the hand limit.
    • With nothing else possible, your action is the emergency escape.
    • A drawn ghost with no room free of players goes under the pile; draw again.
    • Out of turn you may interrupt at any moment with Catnip, Hatpin or Feather by turning in a Skull Token; play goes on where it was.
    • Catnip works only in Kitty Kitty's room; holding it keeps her owner from moving you.
    • House Settles sends Kitty Kitty and her card into the draw pile with the room's cards.
    • Deadlines: trims leave traps then devices, runs keep toys and avoid ghosts, Kitty's owner moves nobody.

## The cog (cogs/children/): typed commands and the private view

children-cog-not-playing = You are not playing in this game; you can watch, or join the next one.
children-cog-no-room = There is no room to go to now.
children-cog-no-device = You have no device to use now.
children-cog-pick-room = You cannot go to that room now; pick one the list offers: { $offered }.
children-cog-pick-device = You cannot make that device use now; pick one the list offers: { $offered }.
children-cog-now = Now
children-cog-now-line = Now: { $status } Choose below.
children-cog-only-you = Only you can see this.
children-cog-card = **{ $card }**
children-cog-card-free = **{ $card }** (free action)
children-cog-card-turn = **{ $card }** (turn action)
children-cog-hand = Your hand ({ $count }/{ $limit }): { $cards }.
children-cog-hand-empty = Your hand ({ $count }/{ $limit }): empty.
children-cog-skulls = Skull Tokens: { $skulls }. Ghosts trapped: { $ghosts }.
children-cog-remembered = { $room }: { $cards }
children-cog-semicolon = { $first }; { $rest }
children-cog-remember = You remember: { $rooms }.

## The board's alt text (render/children/alt.py)

children-alt-insane = Five enraged ghosts drove everyone insane: the ghostly children win.
children-alt-result = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    } with { $ghosts } { $ghosts ->
        [one] ghost
       *[other] ghosts
    } trapped.
children-alt-card-ghost = { $card } (ghost)
children-alt-card-trap = { $card } (trap)
children-alt-card-fate = { $card } (fate)
children-alt-card-free = { $card } (free action device)
children-alt-card-turn = { $card } (turn action device)
children-alt-card-toy = { $card } (toy of { $ghost })
children-alt-you = { $name } (you)
children-alt-ghost-enraged = { $ghost } ENRAGED, loves { $toy }
children-alt-ghost-calm = { $ghost } calm, loves { $toy }
children-alt-cards-left = { $count } { $count ->
        [one] card
       *[other] cards
    } left
children-alt-cards-face-down = { $count } face-down { $count ->
        [one] card
       *[other] cards
    }
children-alt-room = { $room }: { $parts }
children-alt-player-left = { $who } left the game
children-alt-outside = outside the mansion
children-alt-in-room = in the { $room }
children-alt-in-mansion = in the mansion
children-alt-player = { $who } { $where }, { $cards } { $cards ->
        [one] card
       *[other] cards
    }, { $skulls } { $skulls ->
        [one] skull
       *[other] skulls
    }, { $ghosts } { $ghosts ->
        [one] ghost
       *[other] ghosts
    } trapped
children-alt-player-kitty = { $who } { $where }, { $cards } { $cards ->
        [one] card
       *[other] cards
    }, { $skulls } { $skulls ->
        [one] skull
       *[other] skulls
    }, { $ghosts } { $ghosts ->
        [one] ghost
       *[other] ghosts
    } trapped, holds the Kitty Kitty card
children-alt-hand = { $who }: { $cards }
children-alt-hand-none = { $who }: none
children-alt-hands = Hands at the end: { $hands }.
children-alt-under = Left under rooms, face up: { $rooms }.
children-alt-waiting = Waiting
children-alt-board = Children board, { $players } players. { $status }.
children-alt-in-play-ghost = Card in play: { $card }, who loves { $toy }.
children-alt-in-play = Card in play: { $card }.
children-alt-your-hand = Only you see: your hand: { $hand }.
children-alt-no-hand = Only you see: your hand: no cards.
children-alt-players = Players: { $players }.
children-alt-limit = Hand limit { $limit }
children-alt-deck = draw pile { $cards }
children-alt-tablets = { $tablets } room { $tablets ->
        [one] tablet
       *[other] tablets
    } left
children-alt-placing = placing the { $room }
children-alt-pool = { $skulls } { $skulls ->
        [one] skull
       *[other] skulls
    } in the pool
children-alt-last-turns = last turns
children-alt-last-turns-n = last turns ({ $count } left)
children-alt-piles = { $piles }.
children-alt-rooms = Rooms: { $rooms }.
children-alt-empty-rooms = Empty rooms: { $rooms }.
children-alt-no-room = No room in the mansion yet.
children-alt-stacks = Stacks turned over: { $ghosts }.

## Words drawn on the board picture (render/children/)

children-pic-step-tile = 1 Tablet
children-pic-step-act = 2 Actions
children-pic-step-act-left = 2 Actions ({ $count } left)
children-pic-step-enter = 2 Enter
children-pic-step-restore = 3 Restore
children-pic-step-ghost = 4 Ghost
children-pic-step-kitty = 5 Kitty
children-pic-over = Game over
children-pic-status = ▶ { $status }
children-pic-status-alarm = ⚠ { $status }
children-pic-status-over = ♛ { $result }
children-pic-column = column { $number }
children-pic-floor-basement = BASEMENT
children-pic-floor-first = 1ST FLOOR
children-pic-floor-second = 2ND FLOOR
children-pic-floor-third = 3RD FLOOR
children-pic-place-here = place here?
children-pic-more = +{ $count } more
children-pic-cards-seen = { $cards } · { $seen } seen
children-pic-loves = ♥ { $toy }
children-pic-held = ★ { $toy }
children-pic-players = Players
children-pic-kitty-card = = Kitty card
children-pic-col-room = ROOM
children-pic-col-hand = HAND
children-pic-col-skulls = SKULLS
children-pic-col-trapped = TRAPPED
children-pic-answer = ANSWER
children-pic-to-play = TO PLAY
children-pic-winner = WINNER
children-pic-left-game = left the game
children-pic-outside = outside
children-pic-table = Table
children-pic-hand-limit = Hand limit
children-pic-limit-cut = −{ $count }: enraged { $count ->
        [one] ghost
       *[other] ghosts
    }
children-pic-draw-pile = Draw pile
children-pic-room-tablets = Room tablets
children-pic-ghost-to-place = ghost to place
children-pic-trap-sprung = trap sprung
children-pic-drawn-card = drawn card
children-pic-placing-now = placing now
children-pic-skull-pool = Skull pool
children-pic-pool-empty = empty
children-pic-insane = Everyone went insane: the ghosts win
children-pic-game-over = GAME OVER
children-pic-last-turns = LAST TURNS
children-pic-last-turns-n = LAST TURNS: { $count } { $count ->
        [one] turn
       *[other] turns
    } left
children-pic-discard = Discard pile { $count }
children-pic-kind-ghost = ghost
children-pic-kind-toy = toy
children-pic-kind-device = device
children-pic-kind-trap = trap
children-pic-kind-fate = fate
children-pic-stacks = Mini-card stacks
children-pic-stacks-note = a stack turned over shows an enraged ghost (blue)
children-pic-legend-door = door / trapdoor
children-pic-legend-drift = ghosts drift
children-pic-legend-calm = calm
children-pic-legend-enraged = enraged
children-pic-legend-cards = face-down cards
children-pic-legend-toy = ♥ beloved toy
children-pic-nothing-left = nothing left here
children-pic-left-here = LEFT HERE · FACE UP
children-pic-hands = Hands at the end
children-pic-hands-note = face up for everyone now that the game is over ·
children-pic-no-cards = no cards
children-pic-your-hand = ★ Only you see this — your hand: { $count } { $count ->
        [one] card
       *[other] cards
    }
children-pic-limit = hand limit { $limit }
children-pic-no-hand = No cards in hand.
children-pic-remember = Cards you remember under rooms
children-pic-remember-note = ★ on a ghost: you hold its toy · gold frame: your room
children-pic-none-yet = None yet.
children-pic-more-rooms = … and { $count } more rooms
children-pic-seen-room = { $room } ({ $floor }):
children-pic-unknown = { $cards } + { $count } unknown
children-pic-band-free = FREE ACTION
children-pic-band-turn = TURN ACTION
children-pic-band-ghost = GHOST
children-pic-band-toy = TOY
children-pic-band-trap = TRAP
children-pic-band-fate = FATE
children-pic-hint-toy = traps { $ghost }
children-pic-hint-ghost = loves { $toy }
children-pic-hint-trap = springs on entry
children-pic-hint-device = device

## How the bots play (/children rules).
children-bots-conventions = Bots trap every ghost they can, walk towards ghosts whose toy they hold and away from the others, and place the ghosts they can trap next to themselves; a good bot also moves ghosts onto players more likely to run from them than to trap them. Bots never play a device out of turn.

## Automatic answers a player may turn on (/hauntbot settings).
children-auto-trim = Trim at once when the hand limit drops (leave traps, then devices, toys last)
children-auto-run = Run at once from a ghost (first way out without a ghost, keeping toys when possible)
children-auto-pounce = Never make Kitty Kitty move a player: answer at once
children-auto-biddle = Give Irwin Biddle my first toy at once

## The first board: where the moves are.
children-first-how = Your moves are in **My view** under the board, with your hand and what you remember, seen only by you (or type `/children play` here); the board shows everyone the mansion.
