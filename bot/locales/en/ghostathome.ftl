# Ghost at Home: what the engine says (bot/games/ghost_at_home/).
# Seats are said by name; a card is its label message (ghostathome-card-*).

## Cards

ghostathome-card-room = Floor { $floor } room
ghostathome-card-ghost = Ghost
ghostathome-card-cat = Cat
ghostathome-card-hole = Space-time hole
ghostathome-card-bulb = Light bulb
ghostathome-card-food = Cat food
ghostathome-card-elevator = Elevator
ghostathome-card-lightning = Lightning
ghostathome-card-wild = Wild room
ghostathome-card-bulbs = { $card } ({ $bulbs } { $bulbs ->
        [one] bulb
       *[other] bulbs
    })
ghostathome-wild-as = Wild room as floor { $floor }

## Joining

ghostathome-comma = { $first }, { $rest }
ghostathome-then = { $first } { $rest }
ghostathome-lines =
    { $first }
    { $rest }

## Choice labels

ghostathome-label-pass = Pass (you hold no cards)
ghostathome-label-cat = Defend: discard a cat from your hand
ghostathome-label-allow = Let the ghost in
ghostathome-label-stop = Stop the escape: play a ghost at { $target }'s house
ghostathome-label-nostop = Do not stop the escape
ghostathome-label-rooms = Play { $rooms }
ghostathome-label-ghost = Ghost on { $target }'s floor { $floor }
ghostathome-label-cat-on = Cat on your floor { $floor }
ghostathome-label-light = Light floor { $floor }: discard { $cards }
ghostathome-label-bulb = Light bulb: light your floor { $floor }
ghostathome-label-lightning = Lightning: turn off { $target }'s floor { $floor } light
ghostathome-label-discard = Discard and redraw: { $cards }
ghostathome-label-hole-own = Space-time hole: your ghost (floor { $floor }) to { $target }'s house
ghostathome-label-hole = Space-time hole: { $owner }'s ghost (floor { $floor }) to { $target }'s house
ghostathome-label-food = Cat food: { $owner }'s cat (floor { $floor }) to your floor { $to }
ghostathome-label-elevator = Elevator: your cat from floor { $floor } to floor { $to }

## What a move did (the player's name comes first)

ghostathome-did-rooms = explored { $rooms }.
ghostathome-did-discard = discarded { $count } { $count ->
        [one] card
       *[other] cards
    } face down and drew as many.
ghostathome-did-light = discarded { $cards } to turn on the light on floor { $floor }.
ghostathome-did-pass = held no cards and passed.
ghostathome-did-cat = put a cat on floor { $floor }.
ghostathome-did-cat-chase = put a cat on floor { $floor }: it chased off the ghost there (both discarded).
ghostathome-did-bulb = played the Light bulb: floor { $floor } is lit.
ghostathome-did-lightning = played Lightning: { $target }'s floor { $floor } goes dark.
ghostathome-did-lightning-ghost = played Lightning: { $target }'s floor { $floor } goes dark; the ghost there drove out its rooms.
ghostathome-did-food = played Cat food: moved { $owner }'s cat from floor { $floor } to floor { $to }.
ghostathome-did-food-chase = played Cat food: moved { $owner }'s cat from floor { $floor } to floor { $to }, where it chased off the ghost (both discarded).
ghostathome-did-elevator = played the Elevator: moved a cat from floor { $floor } to floor { $to }.
ghostathome-did-elevator-chase = played the Elevator: moved a cat from floor { $floor } to floor { $to }, where it chased off the ghost (both discarded).
ghostathome-did-defend = discarded a cat from hand: the ghost is cancelled (both discarded).
ghostathome-did-nostop = did not stop the escape.
ghostathome-did-ghost = played a ghost on { $target }'s floor { $floor }{ $result }
ghostathome-did-hole = played the Space-time hole: { $owner }'s ghost moves from floor { $source } to { $target }'s floor { $floor }{ $result }
ghostathome-did-stop = played a ghost to stop { $target }'s escape{ $result }
ghostathome-did-allow = let the ghost in{ $result }

# How a ghost's arrival ended, put right after the move's words.
ghostathome-result-none = .
ghostathome-result-cleared = : floor { $floor }'s rooms are discarded.
ghostathome-result-cleared-dark = : floor { $floor }'s rooms are discarded and its light goes out.
ghostathome-result-stays = : floor { $floor } is lit, so the ghost stays there.
ghostathome-result-chased = : the cat on that floor chased it off (both discarded).

# What follows a move.
ghostathome-then-defend = { $target } may defend with a cat from hand.
ghostathome-then-escape = { $escaper }'s house is fully explored: they try to escape!
ghostathome-then-stopped = The escape is stopped; everyone refills their hand and { $next } plays next.
ghostathome-then-stop = { $asked } may stop the escape with a ghost.
ghostathome-then-wins = { $winner } escapes and wins!

## Secret notes

ghostathome-note-drew = You drew the { $drew }.
ghostathome-note-discard = You discarded the { $gone } face down and drew the { $drew }.
ghostathome-note-discard-none = You discarded the { $gone } face down and drew no cards.

## Refusals

ghostathome-refuse-not-a-move = That is not a Ghost at Home move; play rooms, a ghost, a cat, a light or a special card, or discard and draw.
ghostathome-refuse-not-now = That move is not allowed now; pick one of the moves offered.
ghostathome-refuse-over = The game is over; start a new one with /ghostathome new.
ghostathome-refuse-left = You left this game, so you cannot play in it any more.
ghostathome-refuse-not-your-turn = It is not your turn; wait for { $turn } to play.
ghostathome-refuse-own-cards = Name different cards from your own hand.
ghostathome-refuse-pass = You still hold cards, so you cannot pass; discard and draw instead if nothing else suits you.
ghostathome-refuse-no-cat-card = You hold no cat card.
ghostathome-refuse-cat-room = Put the cat on a room you have explored that has no cat yet.
ghostathome-refuse-no-special = You do not hold the { $card } card.
ghostathome-refuse-wait-defend = Wait: { $target } must first decide whether to defend against the ghost with a cat.
ghostathome-refuse-no-cat = You hold no cat, so you cannot defend; let the ghost in.
ghostathome-refuse-defend-first = A ghost is coming at your floor { $floor }: defend with a cat from hand or let it in.
ghostathome-refuse-wait-stop = Wait: { $asked } is deciding whether to stop { $escaper }'s escape.
ghostathome-refuse-no-ghost-to-stop = You hold no ghost, so you cannot stop the escape.
ghostathome-refuse-stop-first = { $escaper } is escaping: play a ghost to stop them, or let them go on.
ghostathome-refuse-no-window = Nobody is answering a ghost or an escape right now; play your turn.
ghostathome-refuse-not-room = { $card } is not a room card; only room cards and wild rooms explore rooms.
ghostathome-refuse-no-space = Your house has only { $free } empty room { $free ->
        [one] space
       *[other] spaces
    } left.
ghostathome-refuse-lower-first = Fill the lower floors first: rooms go on floor { $floor } until it is full, then on the next floor (wild rooms fit any floor).
ghostathome-refuse-light-cards = A light costs exactly 2 or 3 cards from your hand.
ghostathome-refuse-light-bulbs = Those cards show { $bulbs } { $bulbs ->
        [one] bulb
       *[other] bulbs
    }; a light needs at least { $needed }.
ghostathome-refuse-floor = Choose floor 1, 2 or 3.
ghostathome-refuse-lit = The light on your floor { $floor } is already on.
ghostathome-refuse-light-below = Explore every room below floor { $floor } before lighting it.
ghostathome-refuse-no-ghost-card = You hold no ghost card.
ghostathome-refuse-ghost-target = Send the ghost at an opponent still in the game.
ghostathome-refuse-ghost-no-rooms = { $target } has no rooms yet; a ghost needs an explored floor to haunt.
ghostathome-refuse-ghost-there = { $target }'s floor { $floor } already has a ghost; a second one can only come by the Space-time hole or to stop an escape.
ghostathome-refuse-hole = The Space-time hole moves a ghost from any house to an opponent's highest explored floor.
ghostathome-refuse-bulb = The Light bulb lights a dark floor of yours whose lower floors are all explored.
ghostathome-refuse-food = Cat food moves an opponent's cat onto a room of yours that has no cat.
ghostathome-refuse-elevator = The Elevator moves one of your cats onto a room without a cat on another floor.
ghostathome-refuse-lightning = Lightning turns off an opponent's light on their highest explored floor, if it is on.
ghostathome-refuse-owes-nothing = { $player } owes no decision now.

## Options

ghostathome-bad-option = Ghost at Home has no option { $options }; the options are beginner and always_ask.
ghostathome-bad-value = The option { $option } is on or off (true or false), not { $value }.
ghostathome-bad-players = Ghost at Home is for { $least }–{ $most } players, not { $seats }.

## Views: the open window, the status, the card selects

ghostathome-ask-defend = A ghost from { $by } is coming at { $target }'s floor { $floor }: defend with a cat from hand, or let it in?
ghostathome-ask-stop = { $escaper } is escaping: { $asked }, play a ghost to stop them?
ghostathome-answer-cat = Defend with a cat from hand
ghostathome-answer-stop = Play a ghost to stop the escape
ghostathome-deadline-defend = At the deadline a cat from hand defends if one is held; otherwise the ghost comes in.
ghostathome-deadline-stop = At the deadline the escape is not stopped.
ghostathome-status-won = { $winner } has won.
ghostathome-status-over = The game is over.
ghostathome-status-turn = { $player } to play.
ghostathome-pick-rooms = Explore rooms: pick one or more room cards…
ghostathome-pick-floor = Light floor { $floor }
ghostathome-pick-light = Turn on a light: pick a floor and 2–3 cards, ≥5 bulbs…
ghostathome-pick-light-on = Turn on a light: pick (floor { $floor }) 2–3 cards, ≥5 bulbs…
ghostathome-pick-discard = Discard one or more cards and draw as many…

## The end

ghostathome-won-alone = { $winner } wins: everybody else left the game.
ghostathome-won-escaped = { $winner } explored the whole house and escaped!
ghostathome-reveal-left = { $player } left the game: their hand was discarded.
ghostathome-reveal-empty = { $player } held no cards.
ghostathome-reveal-hand = { $player } held { $cards }.
ghostathome-score-left = { $player } 0 (left)
ghostathome-score = { $player } { $score } ({ $first }+{ $second }+{ $third })
ghostathome-scores = Scores, rooms explored (floors 1+2+3): { $scores }.

## The rules (/ghostathome rules)

ghostathome-rules =
    {"**"}Ghost at Home** — 2 to 4 players. Explore all 6 rooms of your house (3 floors × 2) and escape first.
    You hold 3 cards. On your turn do ONE thing:
    • **Rooms**: play room cards on the lowest floor that is not full (several at once; wild rooms fit any floor).
    • **Ghost** on an opponent's highest explored floor (not one with a ghost). A cat there: both are discarded. Else they may discard a cat from hand to cancel it. Dark floor: rooms and ghost are discarded. Lit floor: the ghost stays; a 2nd ghost clears the rooms and the light.
    • **Cat** on one of your rooms (one per room); on a haunted floor, cat and ghost are discarded.
    • **Light**: discard 2–3 cards with ≥5 bulbs to light a floor above full floors.
    • **Special**: Space-time hole (move a ghost to an opponent's top floor), Light bulb (free light), Cat food (take a cat), Elevator (move your cat), Lightning (darken an opponent's top floor).
    • **Discard** any cards face down and draw as many.
    Then draw up to 3 (discards are reshuffled when the deck runs out).
    {"**"}Escape**: a full house draws nothing; each other player in turn may add 1 ghost (2 with two players), cats from hand defend. If you lose rooms, all refill from you on and play goes on; if not, you win.

    {"**"}Hauntbot's rulings**
    • Bulbs: rooms 1–3, cats 1, ghosts and specials 0.
    • A 2nd ghost only comes by Space-time hole (a ghost attack in every respect) or to stop an escape.
    • Lightning on a lit floor with a ghost clears that floor at once.
    • Windows open even if you hold nothing to answer with, so nobody learns your hand. At the deadline a held cat defends, escapes are not stopped, and an absent player explores rooms or discards one card.
    • A player who leaves discards hand and house; the last one left wins. Beginner option: no specials.

## Discord: the board, pings, buttons and My view (cogs/ghost_at_home/)

ghostathome-board-only-answers = Only **{ $player }** can answer, with the buttons below.
ghostathome-board-waiting = Waiting for **{ $player }**: press **My view** to see your hand and play, or use the `/ghostathome` move commands.
ghostathome-ping-defend = { $mention } a ghost is coming at your house: defend with a cat, or let it in.
ghostathome-ping-stop = { $mention } { $escaper } is escaping: play a ghost to stop the escape, or let it go on.
ghostathome-ping-stop-then = { $mention } { $escaper } is escaping: play a ghost to stop the escape, or let it go on. Asked next, in turn order: { $later }.
ghostathome-ping-turn = { $mentions } your turn.
ghostathome-button-not-yours-defend = Only **{ $player }** can answer this ghost: it is coming at their floor { $floor }, and they decide whether to defend with a cat from their hand. Nothing was changed.
ghostathome-button-escaping = You are the one escaping; the other players decide whether to stop you. Nothing was changed.
ghostathome-button-not-yours-stop = **{ $player }** is being asked whether to stop { $escaper }'s escape; wait for their answer. Nothing was changed.
ghostathome-button-not-yours-stop-later = **{ $player }** is being asked whether to stop { $escaper }'s escape; wait for their answer. You will be asked after them. Nothing was changed.
ghostathome-my-hand = **Your hand** ({ $count } { $count ->
        [one] card
       *[other] cards
    }): { $hand }.
ghostathome-my-no-cards = no cards
ghostathome-my-defend = ⚠️ A ghost from { $by } is coming at your floor { $floor }: defend with a cat from your hand, or let it in.
ghostathome-my-stop = ⚠️ { $escaper } is escaping: play a ghost to stop them, or let them go on.
ghostathome-my-escaping = ⚠️ You are escaping! { $asked } decides now whether to stop you with a ghost.
ghostathome-my-waiting-on = Waiting: { $prompt }
ghostathome-my-turn = ▶ **Your turn**: do ONE thing below. In the room, light and discard lists you may pick several cards (a light takes 2–3 cards with at least 5 bulbs).
ghostathome-my-waiting-for = Waiting for { $player } to play.
ghostathome-my-only-you = Only you can see this.
ghostathome-not-playing = You are not playing in this game; you can watch, or join the next one.
ghostathome-out-of-date = That board is out of date; here is the current one. Nothing was changed.
ghostathome-light-pick = To turn on a light, pick exactly one floor and 2 or 3 cards with at least 5 bulbs in the light list. Nothing was changed.
ghostathome-no-move = Those picks make no move; pick again from the list. Nothing was changed.
ghostathome-typed-not = That is not a { $what }; pick one from the list, which shows the moves you can make now. Nothing was changed.
ghostathome-typed-rooms = room play
ghostathome-typed-ghost = ghost target
ghostathome-typed-cat = cat floor
ghostathome-typed-light = light
ghostathome-typed-special = special card play
ghostathome-typed-discard = discard
ghostathome-typed-answer = answer
ghostathome-select-other = Play a ghost, a cat or a special card…
ghostathome-select-more = { $title } (more)

## The board picture's status line and alt text (render/ghost_at_home/)

ghostathome-semicolon = { $first }; { $rest }
ghostathome-pic-won-escaped = ♛ { $player } explored the whole house and escaped!
ghostathome-pic-won-alone = ♛ { $player } wins: everybody else left the game
ghostathome-pic-defend-you = ⚠ A ghost from { $by } is coming at your floor { $floor }: defend with a cat?
ghostathome-pic-defend = ⚠ A ghost from { $by } is coming at { $target }'s floor { $floor }: { $target } may defend with a cat
ghostathome-pic-escaping-you = ⚠ You are escaping! Will { $asked } play { $count ->
        [one] a ghost
       *[other] up to { $count } ghosts
    } on floor { $floor } to stop it?
ghostathome-pic-escape-asks-you = ⚠ { $escaper } is escaping! Will you play { $count ->
        [one] a ghost
       *[other] up to { $count } ghosts
    } on floor { $floor } to stop it?
ghostathome-pic-escape = ⚠ { $escaper } is escaping! Will { $asked } play { $count ->
        [one] a ghost
       *[other] up to { $count } ghosts
    } on floor { $floor } to stop it?
ghostathome-pic-your-turn = ▶ Your turn
ghostathome-pic-turn = ▶ { $player } to play
ghostathome-pic-over = Game over
ghostathome-alt-head = Ghost at Home, { $players } players. { $status }.
ghostathome-alt-hand = Your hand: { $hand }.
ghostathome-alt-rooms = { $count ->
        [0] no rooms
        [one] 1 room
       *[other] { $count } rooms
    }
ghostathome-alt-lit = lit
ghostathome-alt-ghost = a ghost
ghostathome-alt-cats = { $count ->
        [one] a cat
       *[other] { $count } cats
    }
ghostathome-alt-floor = floor { $number } { $parts }
ghostathome-alt-you = { $player } (you)
ghostathome-alt-house-left = { $who } left the game
ghostathome-alt-nothing = nothing explored
ghostathome-alt-house = { $who }, { $count } { $count ->
        [one] card
       *[other] cards
    } in hand, { $explored } of 6 rooms: { $inside }
ghostathome-alt-piles = Deck { $deck } cards, discard pile { $discard }.
ghostathome-alt-end-hand = { $who }: { $cards }
ghostathome-alt-end-hands = Hands at the end: { $hands }.

## The board picture's drawn words

ghostathome-pic-deck = deck
ghostathome-pic-discard = discard
ghostathome-pic-beginner = beginner game (no specials)
ghostathome-pic-your-hand = ★ Your hand: { $count } { $count ->
        [one] card
       *[other] cards
    }
ghostathome-pic-escaping = ESCAPING!
ghostathome-pic-you = ★ { $player } (you)
ghostathome-pic-hand = HAND
ghostathome-pic-rooms = ROOMS
ghostathome-pic-no-bulbs = no bulbs
ghostathome-pic-no-cards = No cards in hand
ghostathome-pic-left-hand = Left the game: hand discarded
ghostathome-pic-end-hand = Hand at the end: { $count } { $count ->
        [one] card
       *[other] cards
    }
ghostathome-tag-winner = ♛ WINNER
ghostathome-tag-escaped = escaped!
ghostathome-tag-last = last one in
ghostathome-tag-left = LEFT
ghostathome-tag-left-detail = the game
ghostathome-tag-sent = SENT A GHOST
ghostathome-tag-sent-floor = at floor { $floor }
ghostathome-tag-escaping = ESCAPING
ghostathome-tag-escaping-detail = can be stopped
ghostathome-tag-answer = ⚠ ANSWER
ghostathome-tag-answer-cat = floor { $floor }: cat?
ghostathome-tag-answer-stop = stop? { $count } { $count ->
        [one] ghost
       *[other] ghosts
    }
ghostathome-tag-to-play = ▶ TO PLAY
ghostathome-tag-your-turn = your turn
ghostathome-tag-their-turn = their turn
ghostathome-hint-ghost = haunt a rival
ghostathome-hint-cat = guard a floor
ghostathome-hint-hole = move a ghost
ghostathome-hint-bulb = light a floor
ghostathome-hint-food = steal a cat
ghostathome-hint-elevator = move your cat
ghostathome-hint-lightning = rival's light off
ghostathome-hint-wild = any floor
ghostathome-legend-bulb = light on
ghostathome-legend-ghost = ghost
ghostathome-legend-cat = cat (guards its floor)
ghostathome-legend-empty = unexplored room
ghostathome-legend-wild = wild room
ghostathome-legend-title = How to read a house
ghostathome-legend-floors = Floor 1 is at the bottom; ghosts strike
ghostathome-legend-strike = the highest floor with rooms.

## How the bots play (/ghostathome rules).
ghostathome-bots-conventions = Bots explore as many rooms as fit, always defend with a cat from hand and always stop an escape with a ghost. Otherwise the easy bot sends ghosts where they drive rooms out, guards its top floor and discards what does not help; the good bot lights its floors more, keeps ghosts for open floors, cycles its whole hand when stuck, and near the end checks its choice in simulated games.

## Automatic answers a player may turn on (/hauntbot settings).
ghostathome-auto-defend = Defend with a cat at once when a ghost comes for me (when I hold a cat; otherwise I answer in my own time)
ghostathome-auto-stop = Never stop an escape: answer 'do not stop' at once
