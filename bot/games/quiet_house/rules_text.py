"""The rules reminder shown by ``/quiethouse rules``."""

RULES_SUMMARY = """\
**Quiet House** — 2 to 4 silent ghosts, cooperative.
Five statues stand on a 6x6 board, never two in one row or column. Each wall has a bright goal tile \
(the statue closest to it) and a dark one (the second closest; the fourth with variant 2). You see only \
the 4 tiles on the two walls away from your corner (**My view**).
On your turn a Time Card is flipped: that statue may not move, and the Mirror moves as it. Then either \
**move** one statue by its rule, or **declare** the puzzle solved (only when your 4 tiles hold): every \
paddle answers by itself; all hearts win with the card's score, otherwise play goes on.
Moves: Rook in a straight line (advanced: sideways then up/down, empty path). Candlestick 1–3 steps, \
turning and jumping (advanced: exactly 3 across, up/down or diagonally). Monkey swaps with any statue, \
with the Mouse only when both are on red dots (advanced: to a square diagonal to another statue). \
Mouse teleports between red dots only (advanced: spider-web board). Mirror copies the Time Card.
Cards score 5 down to 1; the ghosts lose when the deck runs out. Each variant adds a point (max 5): \
1 no paddles except declarations, 2 fourth closest.

**This server's rulings**
• The tiles come from a hidden layout reached by legal moves from the start, so every game can be won; \
no start already satisfies a player.
• A side chosen as random is drawn when the game starts, shown on the board, and scores in its own row.
• Corners: 2 players sit opposite, 3 leave one corner empty; play passes clockwise from the first seat.
• The one-statue-per-row-and-column rule is checked after the move; only the Candlestick jumps.
• Paddle reactions are not moves.
• A player who resigns ends the game as a loss for everyone.
• At a deadline an absent player declares if they may, else makes the move keeping most of their \
own tiles true.
• All tiles are revealed when the game ends.
"""
