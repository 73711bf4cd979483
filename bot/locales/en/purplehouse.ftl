# The Purple House (bot/games/purple_house/): what the engine says.
# A public sentence ("purplehouse-did-…", "purplehouse-then-…") follows the acting player's name.

## Cards, places, items

purplehouse-clue-lamp = { $count } { $count ->
        [one] Lamp
       *[other] Lamps
    }
purplehouse-clue-chair = { $count } { $count ->
        [one] Chair
       *[other] Chairs
    }
purplehouse-clue-wardrobe = { $count } { $count ->
        [one] Wardrobe
       *[other] Wardrobes
    }
purplehouse-clue-clock = { $count } { $count ->
        [one] Clock
       *[other] Clocks
    }
purplehouse-card-lady = White Lady
purplehouse-card-ube = Ube

purplehouse-position-ul = upper left
purplehouse-position-ur = upper right
purplehouse-position-ll = lower left
purplehouse-position-lr = lower right
purplehouse-position-c = centre

purplehouse-difficulty-easy = Easy
purplehouse-difficulty-normal = Normal
purplehouse-difficulty-hard = Hard
purplehouse-difficulty-impossible = Impossible

# A card back's X markings, e.g. "X upper left, centre".
purplehouse-marks = X { $where }
purplehouse-marks-none = no X

## Joining

purplehouse-commas = { $first }, { $rest }
purplehouse-semicolons = { $first }; { $rest }
purplehouse-lines =
    { $first }
    { $rest }
purplehouse-sentence = { $clauses }.

## Choices

purplehouse-choice-ready = Ready: cover my cards
purplehouse-choice-auto = Let the house make my modifications, then ready
purplehouse-choice-sort = Sort the face-down cards by their markings
purplehouse-choice-flip = Flip card { $cell } ({ $marks })
purplehouse-choice-modify = Card { $slot } ({ $card }): { $change }
purplehouse-change-add-centre = add a Centre X
purplehouse-change-add-corner = add a Corner X at { $position }
purplehouse-change-turn = turn the { $old } X to { $new } (Handkerchief)
purplehouse-change-remove = remove the { $position } X (Handkerchief)

## Public sentences

purplehouse-did-nothing = did nothing.
purplehouse-did-ready = covered their cards: ready
purplehouse-did-auto = finished their modifications automatically and is ready
purplehouse-did-modify = modified one of their cards in secret
purplehouse-did-sort = sorted the face-down cards by their markings
purplehouse-did-flip-lady = flipped card { $cell }: a White Lady! { $out }; she goes back face-down
purplehouse-did-flip-first = flipped card { $cell }: { $card } becomes the Current Room
purplehouse-did-flip-miss = flipped card { $cell }: { $card } does not match { $room }; { $out } and it goes back face-down
purplehouse-did-flip-match = flipped card { $cell }: { $card } matches { $room } ({ $reason }): it becomes the Current Room and { $room } joins the Path
purplehouse-reason-wild = Ube is wild
purplehouse-reason-symbol = same symbol
purplehouse-reason-number = same number
purplehouse-candles-out = { $cost ->
        [one] { $cost } candle goes out
       *[other] { $cost } candles go out
    } ({ $left } left)
purplehouse-then-layout = everyone is ready: the { $count } House cards are shuffled and laid out face-down; the Escape Phase of round { $round } starts with { $player }
purplehouse-then-escape = all 16 Clues are face-up: everyone escapes the Purple House!
purplehouse-then-dead-end = Dead End: nothing left in the House matches { $room }, so it joins the Path and { $out }
purplehouse-then-trapped = the Escape Phase of round { $round } is over with { $clues } of 16 Clues revealed: everyone is trapped in the Purple House
purplehouse-then-new-round = round { $round } ends: the House cards return to the deck with { $ladies ->
        [one] { $ladies } White Lady
       *[other] { $ladies } White Ladies
    } from the Ghost deck, the candles are reset to { $candles } and round { $next } begins with Scouting

## Refusals

purplehouse-refuse-over = The game is over; start a new one with /purplehouse new.
purplehouse-refuse-not-seated = You are not seated in this game.
purplehouse-refuse-left = You left this game, so you cannot play in it any more.
purplehouse-refuse-not-key = It is { $player }'s turn to flip a card (they hold the Key); wait for it.
purplehouse-refuse-no-decision = { $player } owes no decision now.
purplehouse-refuse-sorted = The face-down cards are sorted by their markings already; flip one of them.
purplehouse-refuse-not-escape = That is not an Escape action; flip one of the face-down cards.
purplehouse-refuse-no-cell = The House area has cards 1 to { $cells }; flip a face-down one.
purplehouse-refuse-on-path = Card { $cell } has gone to the Path; flip a face-down card.
purplehouse-refuse-current-room = Card { $cell } is the Current Room, already face-up; flip a face-down card.
purplehouse-refuse-ready-already = You are ready already; wait for the other players to finish scouting.
purplehouse-refuse-must-modify = You must still modify one of your cards, since a modification is possible; pick one (or auto).
purplehouse-refuse-nothing-to-modify = Nothing is left to modify; mark yourself ready.
purplehouse-refuse-not-scouting = That is not a Scouting action; modify one of your cards or mark yourself ready.
purplehouse-refuse-no-modification-left = You have no modification left to make this round; mark yourself ready.
purplehouse-refuse-no-slot = You hold cards 1 to { $cards } this round; pick one of them.
purplehouse-refuse-modified-already = You modified card { $card } already this round; modify a different card.
purplehouse-refuse-no-centre-x = You have no Centre X marker left; use another item.
purplehouse-refuse-centre-taken = Card { $card } has a Centre X already, and Xs may not overlap.
purplehouse-refuse-no-corner-x = You have no Corner X marker left; use another item.
purplehouse-refuse-corner-taken = Card { $card } has an X at { $position } already, and Xs may not overlap.
purplehouse-refuse-no-handkerchief = You have no Handkerchief left; use an X marker.
purplehouse-refuse-no-x-there = Card { $card } has no Corner X at { $position } to turn or remove.
purplehouse-refuse-turn-taken = Card { $card } has an X at { $position } already; turn the X to a free corner.

## Options ($options, $option and $value are what the host typed)

purplehouse-options-unknown = The Purple House has no option { $options }; its options are difficulty, kid_friendly and scoring.
purplehouse-options-difficulty = Unknown difficulty { $value }; choose easy, normal, hard or impossible.
purplehouse-options-switch = The option { $option } is on or off (true or false), not { $value }.
purplehouse-options-players = The Purple House is for { $least }–{ $most } players, not { $seats }.

## Secret notes

purplehouse-note-modified = You modified your dealt card { $card } in secret: { $change }.
purplehouse-note-modified-hanky = You modified your dealt card { $card } in secret: { $change } with your Handkerchief.
purplehouse-note-auto = The house made your modifications in secret: { $changes }.
purplehouse-note-auto-item = dealt card { $card }, { $change }
purplehouse-changed-turn = { $old } X turned to { $new }
purplehouse-changed-remove = { $position } X removed
purplehouse-changed-centre = Centre X added
purplehouse-changed-corner = Corner X added at { $position }
purplehouse-note-dealt = Round { $round }: you were dealt { $count ->
        [one] { $count } House card
       *[other] { $count } House cards
    } to scout. Their fronts show in My view only until everyone is ready; remember them, no note keeps them.

## The outcome and the score

purplehouse-outcome-win = All 16 Clues revealed in round { $round }: everyone escapes the Purple House!
purplehouse-outcome-everyone-left = Everyone left the Purple House: the game is lost.
purplehouse-outcome-trapped = Round 3 ended with { $clues } of 16 Clues revealed: everyone is trapped.
purplehouse-outcome-scored = { $result } { $score }. { $ending }
purplehouse-score = Score { $total } = ({ $clues } Clues + { $candles } candles + { $bonus } win bonus) ×{ $multiplier }

purplehouse-ending-trapped = Unfortunately, you live here now, so you may as well try again!
purplehouse-ending-wanderers = Congratulations wanderers, your wits have redeemed you. Can you take risks to reach greater heights?
purplehouse-ending-explorers = Brave explorers - you have travelled to the depths and made it back to tell the tale!
purplehouse-ending-legendary = You are legendary adventurers whose names will be remembered. Be proud of this forever!
purplehouse-ending-ghostbusters = Are you secretly Ghostbusters?

## The final reveal

purplehouse-reveal-win = Result: a win: all 16 Clues face-up in round { $round }, with { $candles ->
        [one] { $candles } candle
       *[other] { $candles } candles
    } left.
purplehouse-reveal-everyone-left = Result: a loss: every player left in round { $round }, with { $clues } of 16 Clues face-up.
purplehouse-reveal-trapped = Result: a loss: round { $round } ended with { $clues } of 16 Clues face-up.
purplehouse-reveal-clues = Score { $clues }: the Clues face-up (the Scoring Variant is off).
purplehouse-reveal-score = { $score } for { $difficulty }.
purplehouse-reveal-score-rounded = { $score } for { $difficulty }, rounded down to { $points }.
purplehouse-reveal-candles-round = Candles: { $left } left + { $candles } for round { $round }, not needed.
purplehouse-reveal-candles-rounds = Candles: { $left } left + { $candles } each for rounds { $rounds }, not needed.
purplehouse-reveal-ending = Ending: { $ending }
purplehouse-reveal-cell = { $cell } = { $card }
purplehouse-reveal-face-down = Face-down at the end (card = front): { $cards }.
purplehouse-reveal-scouting = { $player } was scouting: { $cards }.
purplehouse-reveal-deck = House deck, not dealt: { $cards }.
purplehouse-reveal-ghosts = Ghost deck, never shuffled in: { $count ->
        [one] { $count } White Lady (back
       *[other] { $count } White Ladies (backs
    }: { $backs }).

## /purplehouse rules

purplehouse-rules =
    {"*"}*The Purple House** — 1 to 5 players, cooperative, up to 3 rounds.
    Win by turning all 16 Clues (Lamps, Chairs, Wardrobes, Clocks, 1–4) face-up before round 3 ends.
    {"*"}*Scouting** (silent unless Kid-Friendly): you get House cards (1p 7, 2p 4, 3–4p 3, 5p 2) and see their fronts and backs in **My view**. Modify 3/2/1 different cards (1p/2p/3–5p), each with one item, spent for good: a Centre X, a Corner X in a corner you choose, or your Handkerchief to turn or remove one Corner X. Xs never overlap. You must modify while you can, then mark ready.
    {"*"}*Escape**: all cards are shuffled face-down into a grid. The Key holder flips one card, then the Key passes left. The first Clue or Ube is the Current Room. A Clue matching it by symbol or number (Ube is wild) becomes the Current Room; the old one joins the Path. No match: 1 candle out. White Lady: 2 out. Flipped-back cards keep their place. Dead End (nothing left matches, Ube not in the House): the Current Room joins the Path, 2 candles out.
    {"*"}*End of round** (candles out): cards and Ube go back, White Ladies join, candles reset. Easy 4 candles/1 ghost, Normal 3/1, Hard 3/2, Impossible 2/2.

    {"*"}*Hauntbot's rulings**
    • 16 Corner Xs start on the House deck, 4 per corner; 4 Ghost Ladies get one each.
    • Only Corner Xs can be turned or removed.
    • A White Lady costs 2 candles even with 1 left.
    • The player who opened the game holds the Key first; it passes after every flip, even one that ends a round.
    • At the deadline a scout's owed modifications are made for them and they are ready; a Key holder flips the lowest-numbered card.
    • A player who leaves is skipped; if all leave, the game is lost.
    • Scoring: Clues face-up + candles left (+ later rounds' after an early win) + 5 for a win, × 0.75/1/1.5/2.

## How the bots play (Bots.conventions, shown with /purplehouse rules)

purplehouse-bots-conventions =
    A Centre X means a White Lady: put yours on a White Lady you scout, and never on a Clue unless nothing else is left (then on Ube).
    A Corner X you add, or turn with your Handkerchief, goes to the corner of its Clue's symbol: upper left Lamp, upper right Chair, lower left Wardrobe, lower right Clock; a Handkerchief may also remove a corner that points to the wrong symbol.
    Bots remember nothing between moves: they flip from the backs alone, never a Centre X card while another is left, and work down their list by the candles already out, so they do not retry a card for one room.

## Discord: private views, the board's Scouting field, controls (cogs/purple_house/)

purplehouse-pluses = { $first } + { $rest }
purplehouse-bold = **{ $text }**
purplehouse-silence = 🤫 **Scouting is silent.** Don't tell anyone about your cards or what you change on them until everyone is ready and the Escape Phase starts. (Open the game with `kid_friendly` to allow talking.)
purplehouse-kid-friendly = 🗣️ Kid-Friendly game: you may talk while scouting.
purplehouse-scouting-over = 🕯️ Scouting of round { $round } is over: your cards were shuffled face-down into the House, so their fronts are hidden now. Memory is the game; follow the board in the thread.
purplehouse-look-ended = 🕯️ This game has ended during Scouting; its final board shows every card face up.
purplehouse-look-cancelled = 🕯️ This game was cancelled during Scouting, so your cards are hidden again.
purplehouse-items = 🧣 { $handkerchiefs ->
        [one] { $handkerchiefs } Handkerchief
       *[other] { $handkerchiefs } Handkerchiefs
    } · ❌ { $corner } Corner X · ⊕ { $centre } Centre X
purplehouse-scouting-head = **Round { $round } — Scouting.** Only you can see this.
purplehouse-scouting-no-cards = You were dealt no cards this round.
purplehouse-scouting-card = **{ $slot }.** { $card } — back: { $backs }
purplehouse-scouting-card-modified = **{ $slot }.** { $card } — back: { $backs } ✏️ modified
purplehouse-scouting-items = Items left: { $items }
purplehouse-scouting-ready = ✅ You are ready; the Escape Phase starts when everyone is.
purplehouse-scouting-modify = Modify { $count } more { $count ->
        [one] card
       *[other] different cards
    } (one item each), then press **Ready**.
purplehouse-scouting-nothing-left = Nothing is left to modify: press **Ready** to cover your cards.
purplehouse-still-scouting = Still scouting: { $players }.
purplehouse-private-over = The game is over; the board shows how it ended.
purplehouse-escape-head = **Round { $round } — Escape.** Scouting is over and the card fronts are hidden: memory is the game.
purplehouse-key-mine = 🗝️ You hold the Key: flip a card below or on the board.
purplehouse-key-other = 🗝️ { $player } holds the Key.
purplehouse-escape-items = Your items left for the next Scouting: { $items }
purplehouse-step-corner = ➡️ **Card { $card } ({ $front })**: choose where the Corner X goes.
purplehouse-step-handkerchief = ➡️ **Card { $card } ({ $front })**: choose which Corner X your Handkerchief turns or removes.
purplehouse-not-playing = You are not playing in this game; you can watch, or join the next one.
purplehouse-not-a-change = Pick one of the modifications the list offers (only your own cards are listed).
purplehouse-wrong-phase-scouting = Cards are modified only during Scouting; now the Key holder flips a card.
purplehouse-wrong-phase-escape = Everyone is still scouting; use **My view** to modify your cards, then get ready.
purplehouse-controls-over = This game is over; start a new one with `/purplehouse new`.
purplehouse-controls-stale = Scouting of round { $round } is over, so these controls no longer work; follow the board.
purplehouse-controls-unknown = These controls are not used by this game any more; press **My view** for yours.
purplehouse-controls-cannot = That card cannot take that item now; pick another modification, or press Ready.
purplehouse-not-started = The game has not started yet; there is nothing to see.
purplehouse-best-new = 🏅 New best score on this server for { $difficulty } difficulty: **{ $score }**!
purplehouse-best = This server's best on { $difficulty }: { $best }.
purplehouse-board-scouting = 🔍 Scouting
purplehouse-board-how = Press **My view** to see your dealt cards and modify them in secret, then press Ready.
purplehouse-item-centre = Centre X
purplehouse-item-corner = Corner X
purplehouse-item-handkerchief = Handkerchief
purplehouse-button-auto = Let the house modify for me and end my scouting
purplehouse-button-back = Back
purplehouse-select-modify = Modify one of your cards…
purplehouse-select-corner = Choose the corner…
purplehouse-select-turn = Turn or remove which X…
purplehouse-group-label = Card { $card } ({ $front }): { $item }…
purplehouse-group-uses = Uses your { $item }.
purplehouse-group-corners = Then choose one of { $count } free corners.
purplehouse-group-turns = Then choose one of { $count } ways to turn or remove a Corner X.
purplehouse-flip-select = { $player } holds the Key: flip a card…
purplehouse-flip-select-more = { $player } holds the Key: flip a card (more)…
purplehouse-button-sort = Sort face-down cards by their Xs

## The board picture (render/purple_house/): words drawn on it

purplehouse-pic-word-lamp = { $count ->
        [one] Lamp
       *[other] Lamps
    }
purplehouse-pic-word-chair = { $count ->
        [one] Chair
       *[other] Chairs
    }
purplehouse-pic-word-wardrobe = { $count ->
        [one] Wardrobe
       *[other] Wardrobes
    }
purplehouse-pic-word-clock = { $count ->
        [one] Clock
       *[other] Clocks
    }
# A symbol named for all its cards: "any Lamps", "Path: Lamps 1, 2".
purplehouse-pic-lamps = Lamps
purplehouse-pic-chairs = Chairs
purplehouse-pic-wardrobes = Wardrobes
purplehouse-pic-clocks = Clocks
purplehouse-pic-ube = UBE
purplehouse-pic-over = Game over
purplehouse-pic-your-flip = ▶ Your turn: flip a card
purplehouse-pic-flips = ▶ { $player } flips next
purplehouse-pic-your-scouting = ▶ Your scouting move
purplehouse-pic-waiting-for = Waiting for { $player }
purplehouse-pic-waiting = Waiting for { $count } { $count ->
        [one] player
       *[other] players
    }
purplehouse-pic-round = Round { $round } of { $rounds } · { $phase }
purplehouse-pic-phase-scouting = Scouting
purplehouse-pic-phase-escape = Escape
purplehouse-pic-phase-over = Final
purplehouse-pic-difficulty = Difficulty: { $difficulty }
purplehouse-pic-ghosts = +{ $count } { $count ->
        [one] White Lady
       *[other] White Ladies
    } a round
purplehouse-pic-scoring = Scoring Variant
purplehouse-pic-kid-friendly = Kid-Friendly
purplehouse-pic-escaped = Everyone escapes the Purple House!
purplehouse-pic-trapped = Everyone is trapped in the Purple House
purplehouse-pic-all-face-up = all cards face up
purplehouse-pic-path = Path
purplehouse-pic-players = Players
purplehouse-pic-candles = Candles
purplehouse-pic-ghost-deck = Ghost deck
purplehouse-pic-head-cards = Cards
purplehouse-pic-head-status = Status
purplehouse-pic-legend-title = The number under a card is the card to flip.
purplehouse-pic-legend-corner = Corner X, drawn in its corner
purplehouse-pic-legend-centre = Centre X (gold)
purplehouse-pic-legend-empty = Empty: its card is on the Path
purplehouse-pic-legend-room = Gold frame: the Current Room
purplehouse-pic-empty = empty
purplehouse-pic-current-room = Current Room
purplehouse-pic-no-room = None yet: the first Clue or Ube flipped becomes the Current Room.
purplehouse-pic-card = card { $cell }
purplehouse-pic-hint-ube = Ube is wild: any Clue matches it.
purplehouse-pic-hint = Next: any { $symbols }, any { $number }, or Ube.
purplehouse-pic-scouting-phase = Scouting Phase
purplehouse-pic-ready-count = { $ready } of { $count } { $count ->
        [one] player
       *[other] players
    } ready
purplehouse-pic-kid-talk = Kid-Friendly: you may talk while scouting.
purplehouse-pic-no-talking = No talking until everyone is ready!
purplehouse-pic-scouting-rules = { $talk } The House area is laid out face-down once all are ready.
purplehouse-pic-house-deck = House deck: { $count } { $count ->
        [one] card
       *[other] cards
    } not dealt
purplehouse-pic-escaped-big = ESCAPED!
purplehouse-pic-trapped-big = TRAPPED
purplehouse-pic-won-line = All 16 Clues revealed in round { $round }.
purplehouse-pic-lost-line = { $clues } of 16 Clues revealed.
purplehouse-pic-no-score = Clues face-up are the score (Scoring Variant off).
purplehouse-pic-score = Score { $total }
purplehouse-pic-score-parts = = ({ $clues } Clues + { $candles } candles + { $bonus } bonus) ×{ $times }
purplehouse-pic-of = { $count } of { $total }
purplehouse-pic-cards = { $count } { $count ->
        [one] card
       *[other] cards
    }
purplehouse-pic-path-summary = { $count } { $count ->
        [one] Clue
       *[other] Clues
    } cleared · { $up } of 16 face-up
purplehouse-pic-wild = wild
purplehouse-pic-tag-left = (left)
purplehouse-pic-tag-you = (you)
purplehouse-pic-status-left = Left
purplehouse-pic-status-ready = Ready ✓
purplehouse-pic-status-scouting = Scouting…
purplehouse-pic-scouting-title = Scouting — round { $round } of { $rounds }
purplehouse-pic-scouting-how = Each player looks at the cards dealt to them and secretly marks their backs. When everyone is ready, all House cards are shuffled and laid out face-down.
purplehouse-pic-hand-title = Your cards: front and back
purplehouse-pic-hand-note = Only you see these fronts. Remember them: after Scouting everyone sees the backs only.
purplehouse-pic-no-hand = No cards were dealt to you this round.
purplehouse-pic-hand-card = Card { $slot }: { $card }
purplehouse-pic-front = front
purplehouse-pic-back = back
purplehouse-pic-back-modified = back · MODIFIED
purplehouse-pic-items = Your items left
purplehouse-pic-you-ready = You are ready: waiting for the others to finish scouting.
purplehouse-pic-modify-more = ▶ Modify { $count } more { $count ->
        [one] card
       *[other] cards
    }, then you are ready.
purplehouse-pic-nothing-to-modify = ▶ Nothing left to modify: mark yourself ready.
purplehouse-pic-reveal-title = Final reveal: every card is face up.
purplehouse-pic-reveal-legend = Each card left face-down shows its front; the small door in its corner is its back, with the Xs the table saw. The gold frame is the last Current Room.
purplehouse-pic-never-laid-out = Never laid out: the House cards
purplehouse-pic-everyone-left = Everyone left during Scouting; these were the dealt and undealt cards.
purplehouse-pic-none-left = No House card was left.

## The board picture's alt text, for screen readers (render/purple_house/alt.py)

purplehouse-alt-phase-scouting = Scouting Phase
purplehouse-alt-phase-escape = Escape Phase
purplehouse-alt-phase-over = game over
purplehouse-alt-head = The Purple House, round { $round } of { $rounds }, { $phase }, { $difficulty } difficulty.
purplehouse-alt-escaped = Everyone escaped: all 16 Clues revealed in round { $round }.
purplehouse-alt-trapped = Everyone is trapped: { $clues } of 16 Clues revealed.
purplehouse-alt-score = Score { $total } = ({ $clues } Clues + { $candles } candles + { $bonus } bonus) ×{ $times }: { $ending }
purplehouse-alt-key-mine-flips = You hold the Key and flip next.
purplehouse-alt-key-flips = { $player } holds the Key and flips next.
purplehouse-alt-key-mine = You hold the Key.
purplehouse-alt-key = { $player } holds the Key.
purplehouse-alt-hand-card = card { $slot } { $card }, back { $back }
purplehouse-alt-hand-card-modified = card { $slot } { $card }, back { $back }, modified
purplehouse-alt-your-cards = Your cards: { $cards }.
purplehouse-alt-no-cards = You were dealt no cards.
purplehouse-alt-your-items = Your items: { $hankies } handkerchief, { $corner } corner X, { $centre } centre X.
purplehouse-alt-you-ready = You are ready.
purplehouse-alt-modify-more = Modify { $count } more { $count ->
        [one] card
       *[other] cards
    }.
purplehouse-alt-mark-ready = Mark yourself ready.
purplehouse-alt-candles = Candles { $count } of { $total }.
purplehouse-alt-room = Current Room: { $room }, card { $cell }.
purplehouse-alt-no-room = No Current Room yet.
purplehouse-alt-path-symbol = { $symbols } { $numbers }
purplehouse-alt-path = Path: { $parts }.
purplehouse-alt-path-empty = Path: empty.
purplehouse-alt-clues = { $clues } of 16 Clues face-up. Ghost deck: { $ghosts }.
purplehouse-alt-house-deck = House deck: { $count } { $count ->
        [one] card
       *[other] cards
    } not dealt.
purplehouse-alt-back-group = { $back }: { $cells }
purplehouse-alt-grid = House area, { $cells } cells in rows of { $columns }; face-down cards by back: { $backs }.
purplehouse-alt-none = none
purplehouse-alt-empty = Empty: { $cells }.
purplehouse-alt-revealed = Final reveal, face-down cards turned up (card = front): { $cards }.
purplehouse-alt-never-laid-out = Never laid out: { $cards }.
purplehouse-alt-state-left = { $player } left, { $count } { $count ->
        [one] card
       *[other] cards
    }
purplehouse-alt-state-ready = { $player } ready, { $count } { $count ->
        [one] card
       *[other] cards
    }
purplehouse-alt-state-scouting = { $player } scouting, { $count } { $count ->
        [one] card
       *[other] cards
    }
purplehouse-alt-players = Players: { $players }.
purplehouse-alt-items = { $player } { $hankies }/{ $corner }/{ $centre }
purplehouse-alt-items-left = { $player } (left) { $hankies }/{ $corner }/{ $centre }
purplehouse-alt-items-table = Items left (handkerchief/corner X/centre X): { $players }.
