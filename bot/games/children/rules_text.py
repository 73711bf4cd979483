"""The rules reminder shown by ``/children rules``."""

RULES_SUMMARY = """\
**Children** — 2 to 4 ghost hunters trap the ghosts of the Thornhill Mansion. Most ghosts trapped wins.
Each turn: **1.** place the next room tablet on its floor (next to a room when possible). \
**2.** take 2 actions: move through a door or trapdoor, use a device, or take a Skull Token \
(max 3; a token buys an extra move or device, or a Free Action device out of turn). \
**3.** restore your hand to the limit (leave cards or draw). **4.** move 1 ghost along the spectral arrows. \
**5.** if you hold Kitty Kitty's card, move her and give the card on.
Entering a room: draw a card (fates resolve at once, ghosts go in a room without players), then pick up \
the cards left there (traps spring). Leaving and picking up cards is free, at will. You cannot leave a room holding \
more than the hand limit: 5, less 1 per enraged ghost in the mansion. 5 enraged ghosts: everybody goes insane.
With a ghost and its beloved toy you trap it (no action); the toy's mini stack turns over and enrages the \
ghost under it. Without the toy you run (leave 2 cards, one a toy) through a door or trapdoor, ghost or not; \
with no way out, an emergency escape.
When the last card is drawn everybody plays one more turn.

**This server's rulings**
• Players enter the mansion on their first turn in any room without a ghost, drawing as on entering.
• A flight never re-enters a room fled in it. Running is a move: leave cards down to the hand limit.
• With nothing else possible, your action is the emergency escape.
• A drawn ghost with no room free of players goes under the pile; draw again.
• Out of turn you may interrupt at any moment with Catnip, Hatpin or Feather by turning in a Skull Token; \
play goes on where it was.
• Catnip works only in Kitty Kitty's room; holding it keeps her owner from moving you.
• House Settles sends Kitty Kitty and her card into the draw pile with the room's cards.
• Deadlines: trims leave traps then devices, runs keep toys and avoid ghosts, Kitty's owner moves nobody.
"""
