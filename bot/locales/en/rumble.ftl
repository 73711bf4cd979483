# Rumble in the House (bot/games/rumble/). Every id starts with rumble-.

## The characters (bot/games/rumble/data.py CHARACTER_WORDS)

rumble-character-ninja = Ninja
rumble-character-ape = Ape
rumble-character-penguin = Penguin
rumble-character-cat = Cat
rumble-character-kid = Kid
rumble-character-cthulhu = Cthulhu
rumble-character-chicken-man = Chicken-Man
rumble-character-meerkats = Meerkats
rumble-character-vampire = Vampire
rumble-character-mummy = Mummy
rumble-character-witch = Witch
rumble-character-robot = Robot

## The rooms (bot/games/rumble/data.py ROOM_WORDS)

rumble-room-attic = Attic
rumble-room-library = Library
rumble-room-chapel = Chapel
rumble-room-tower = Tower
rumble-room-bedroom = Bedroom
rumble-room-hall = Hall
rumble-room-parlor = Parlor
rumble-room-study = Study
rumble-room-cellar = Cellar
rumble-room-kitchen = Kitchen
rumble-room-pantry = Pantry
rumble-room-crypt = Crypt

## Small words: an exit rank, and the game's own list separators

# Exit ranks are 1 to 12.
rumble-ordinal = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
rumble-semicolon = { $head }; { $tail }
rumble-comma = { $head }, { $tail }
rumble-plus = { $head } + { $tail }
rumble-lines =
    { $head }
    { $tail }

## Options

rumble-bad-option = Rumble has no option { $options }; the only option is layout.
rumble-bad-layout = Unknown layout { $layout }; choose one of { $layouts }.
rumble-bad-players = Rumble is for { $least }–{ $most } players, not { $seats }.

## Refusals

rumble-refuse-over = The game is over; start a new one with /rumble new.
rumble-refuse-left = You left this game, so you cannot play in it any more.
rumble-refuse-not-your-turn = It is not your turn; wait for the player whose turn it is.
rumble-refuse-gone = { $character } has left the house; move a character that is still in.
rumble-refuse-crowded = { $character } is not alone in the { $room }, so it cannot move; start a fight there or move a lone character.
rumble-refuse-same-room = { $character } is already in the { $room }; move it to a room next door.
rumble-refuse-no-door = No door joins the { $start } and the { $dest }; move to a room next door.
rumble-refuse-stalled = Too many turns without a fight: every move must bring the character closer to its nearest other character, or start a fight.
rumble-refuse-victim-gone = { $character } has already left the house; pick a victim still in it.
rumble-refuse-alone = { $character } is alone in the { $room }; fights happen only in rooms with several characters.
rumble-refuse-unknown = That is not a Rumble move; move a lone character or start a fight.
rumble-refuse-no-seat = There is no seat { $seat } in this game.

## Choices, and the words of a typed move's parts

rumble-choice-move = { $character }: { $start } → { $dest }
rumble-choice-fight = Knock out { $character } ({ $room })
rumble-part-character = { $character } (in the { $room })

## What a move did (after the player's name)

rumble-moved = moved { $character } from the { $start } to the { $dest }.
rumble-fought = started a fight in the { $room }: { $victim } is out ({ $place }, worth { $worth }).
rumble-fought-last = started a fight in the { $room }: { $victim } is out ({ $place }, worth { $worth }). { $standing } is the last one standing: rumble { $rumble } is over. { $revealed }

## The reveal of a scored rumble

rumble-revealed = Revealed: { $seats }.
rumble-revealed-seat = { $seat } { $told }
rumble-told = had { $held }: { $points } { $points ->
    [one] point
   *[other] points
}
rumble-told-forfeited = (left the game, so scores nothing) had { $held }: { $points } { $points ->
    [one] point
   *[other] points
}
rumble-held-out = { $character } (out { $place }, { $worth })
rumble-held-last = { $character } (last standing, { $worth })

## The rumble a game ended in before it was scored

rumble-cut-told = had { $held }
rumble-held-in = { $character } (still in)
rumble-held-gone = { $character } (out { $place })

## Secret notes: a new deal

rumble-dealt = Rumble { $rumble } is dealt: your secret characters are { $characters }.
rumble-dealt-left = Rumble { $rumble } is dealt: your secret characters are { $characters }. You have left the game, so they score nothing.

## The end of the game

rumble-outcome-early = The game ended early because only one player was left.
rumble-outcome-shared = A shared win with { $points } { $points ->
    [one] point
   *[other] points
} after three rumbles.
rumble-outcome-won = Most points after three rumbles: { $points }.

## The final reveal, one line each

rumble-legend = *#n: the n-th character out of the house; a player scores their best character only.*
rumble-final-rumble = **Rumble { $rumble }** · { $standing } last standing
rumble-final-seat = • { $seat }: { $held } → { $points }
rumble-final-seat-forfeited = • { $seat }: { $held } → { $points } (had left the game)
rumble-final-held-last = { $character } (last)
rumble-final-held-out = { $character } (#{ $rank })
rumble-final-cut = **Rumble { $rumble }** · not scored: the game ended first
rumble-final-cut-seat = • { $seat }: { $held }
rumble-final-held-in = { $character } (still in)
rumble-final-result = **Result** · { $who } { $count ->
    [one] wins
   *[other] share the win
} with { $points } { $points ->
    [one] point
   *[other] points
}
rumble-final-result-early = **Result** · the game ended early with one player left: { $who } { $count ->
    [one] wins
   *[other] share the win
} with { $points } { $points ->
    [one] point
   *[other] points
}
rumble-final-total = • { $seat }: { $sums }
rumble-final-total-left = • { $seat } (left): { $sums }
rumble-final-total-winner = • { $seat }: { $sums } 🏆
rumble-sum = { $terms } = { $total }

## /rumble rules

rumble-rules = **Rumble in the House** — 3 to 6 players, three rumbles.
    Twelve characters start one per room. You secretly own two of them (shown only to you with **My view**).
    On your turn do one thing:
    • **Move** a character that is *alone* in its room through a door to a room next door, or
    • **Fight** in a room holding several characters: pick the victim, who leaves the house.
    When one character is left, the rumble is scored: everyone's characters are revealed (in the move's sentence and in the board's *Revealed* table, which keeps every rumble to the end). The 1st and 2nd out score 0, the 3rd 1, the 4th 2 … the 11th 9, and the last one standing 10. You score only your *best* character.
    Three rumbles; the highest total wins, ties share the win.

    { "*" }*Hauntbot's rulings**
    • Two secret characters each at every player count; undealt ones belong to nobody and stay secret.
    • Rumble 1 starts with a random player; later rumbles with the player with the fewest points (random among ties).
    • Anti-stall: after 2 × (players still in the game) turns in a row without a fight, every move must bring the moved character closer to its nearest other character: the shortest walk through doors to anyone else must get shorter (fights are always allowed).
    • A player who resigns leaves their characters in the house, scores no more and cannot win; they never start a rumble. The game goes on while two players remain; if it ends early, the final board also shows who had whom in the rumble it ended in (not scored).
    • Houses: classic (3 × 4, every wall a door), manor (3 × 4, some walls without doors), ring (twelve rooms around a courtyard).

## The cog (cogs/rumble/): refusals of typed moves, and the text of My view

rumble-not-playing = You are not playing in this game; you can watch, or join the next one.
rumble-no-such-move = That is not a move in this house: pick a character and a room from the lists `/rumble move` suggests.
rumble-no-such-fight = That is not a fight in this house: pick a victim from the list `/rumble fight` suggests.
rumble-bold = **{ $text }**
rumble-mine = Your secret characters this rumble: { $characters }. Only you can see this.
rumble-over = The game is over.
rumble-over-whom = The game is over. Who had whom:
rumble-revealed-so-far = Revealed so far (public since each rumble was scored):
rumble-summary-rumble = **Rumble { $rumble }**
rumble-summary-cut = **Rumble { $rumble }** (not scored: the game ended first)
rumble-summary-seat = • **{ $seat }** { $told }

## The board's alt text (render/rumble/board.py)

rumble-layout-classic = Classic house
rumble-layout-manor = Manor
rumble-layout-ring = Ring around the courtyard
rumble-alt-head = Rumble in the House, rumble { $rumble } of { $rumbles }, { $layout }.
rumble-alt-over = Game over: { $who } { $count ->
    [one] wins
   *[other] share the win
}.
rumble-alt-your-turn = Your turn.
rumble-alt-to-play = { $seat } to play.
rumble-alt-mine = Your characters: { $characters }.
rumble-alt-room = { $room }: { $characters }
rumble-alt-room-crowded = { $room }: { $characters } (fight possible)
rumble-alt-rooms = Rooms: { $rooms }.
rumble-alt-empty = The house is empty.
rumble-alt-exit = { $rank } { $character } ({ $worth })
rumble-alt-exits = Exit line: { $exits }.
rumble-alt-no-exits = Nobody has left the house yet.
rumble-alt-score = { $seat } { $total }
rumble-alt-score-left = { $seat } { $total } (left)
rumble-alt-scores = Scores: { $scores }.
rumble-alt-stalled = Anti-stall rule in force: every move must close in on another character.
rumble-alt-quiet = { $count } quiet { $count ->
    [one] turn
   *[other] turns
} left before the anti-stall rule.
rumble-alt-held-out = { $character } ({ $place } out)
rumble-alt-held-out-short = { $character } ({ $place })
rumble-alt-held-last = { $character } (last standing)
rumble-alt-held-last-short = { $character } (last)
rumble-alt-held-in = { $character } (still in)
rumble-alt-points = { $points } { $points ->
    [one] point
   *[other] points
}
rumble-alt-points-left = { $points } { $points ->
    [one] point
   *[other] points
}, left the game
rumble-alt-seat-had = { $seat } had { $held }: { $points }
rumble-alt-seat-short = { $seat }: { $held }, { $points }
rumble-alt-revealed = Rumble { $rumble } revealed: { $seats }.
rumble-alt-revealed-short = Rumble { $rumble } revealed, with exit ranks: { $seats }.
rumble-alt-cut-seat = { $seat } had { $held }
rumble-alt-cut-seat-short = { $seat }: { $held }
rumble-alt-cut = Rumble { $rumble } not scored, the game ended first: { $seats }.

## The board picture's words (render/rumble/)

rumble-pic-seat = Seat { $number }
rumble-pic-seat-left = { $seat } (left)
rumble-pic-title = Rumble { $rumble } of { $rumbles }
rumble-pic-game-over = Game over
rumble-pic-your-turn = ▶ Your turn
rumble-pic-to-play = ▶ { $seat } to play
rumble-pic-won = ♛ { $who } { $count ->
    [one] wins
   *[other] share the win
} with { $points } { $points ->
    [one] point
   *[other] points
}
rumble-pic-stalled = ⚠ Anti-stall: every move must bring a character closer to another
rumble-pic-quiet-warning = ⚠ Only { $count } quiet { $count ->
    [one] turn
   *[other] turns
} left before the anti-stall rule
rumble-pic-quiet = { $count } quiet { $count ->
    [one] turn
   *[other] turns
} left before the anti-stall rule
rumble-pic-courtyard = Courtyard
rumble-pic-fight = FIGHT
rumble-pic-legend-crowded = Red room: a fight can start
rumble-pic-legend-door = Gap in a wall: a door
rumble-pic-legend-mine = Gold ring: your character
rumble-pic-your-characters = ★ Your characters
rumble-pic-scores = Scores
rumble-pic-final-scores = Final scores
# The score box's column head of rumble 1, 2, 3: keep it to a letter or two.
rumble-pic-rumble-short = R{ $rumble }
rumble-pic-total = Total
rumble-pic-exit-line = Exit line
rumble-pic-exit-note = who left the house, in order, and what that rank scores
rumble-pic-points = { $points } { $points ->
    [one] pt
   *[other] pts
}
rumble-pic-last-standing = Last standing
rumble-pic-revealed = Revealed: who had whom
rumble-pic-revealed-note = #: the order each character left the house · points: the best one only
rumble-pic-player = Player
rumble-pic-column = Rumble { $rumble }
rumble-pic-column-in-play = Rumble { $rumble } · in play
rumble-pic-column-to-come = Rumble { $rumble } · to come
rumble-pic-column-not-played = Rumble { $rumble } · not played
rumble-pic-column-cut = Rumble { $rumble } · not scored
rumble-pic-ended-first = the game ended first
rumble-pic-shown-when-scored = shown when it is scored
# In place of the rank ("#3") of the character left standing, in the reveal table beside the points: short.
rumble-pic-rank-last = last
rumble-pic-still-in = still in
# Under the points of a player in the reveal table: short.
rumble-pic-unit = { $points ->
    [one] pt
   *[other] pts
}
rumble-pic-unit-left = left

## The bots (bot/games/rumble/bots.py), shown with the rules

rumble-bots-conventions = Bots knock out characters that are not theirs, walk their own characters away from trouble and bring the others together; a good bot also tries its moves out in many imagined rumbles.

## The first board: where the moves are.
rumble-first-how = Move and fight with the menus under the board (or `/rumble move` and `/rumble fight` here); **My view** shows your two secret characters.
