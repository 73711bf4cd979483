"""The rules reminder shown by ``/purplehouse rules``."""

RULES_SUMMARY = """\
**The Purple House** — 1 to 5 players, cooperative, up to 3 rounds.
Win by turning all 16 Clues (Lamps, Chairs, Wardrobes, Clocks, 1–4) face-up before round 3 ends.
**Scouting** (silent unless Kid-Friendly): you get House cards (1p 7, 2p 4, 3–4p 3, 5p 2) and see \
their fronts and backs in **My view**. Modify 3/2/1 different cards (1p/2p/3–5p), each with one item, \
spent for good: a Centre X, a Corner X in a corner you choose, or your Handkerchief to turn or remove \
one Corner X. Xs never overlap. You must modify while you can, then mark ready.
**Escape**: all cards are shuffled face-down into a grid. The Key holder flips one card, then the Key \
passes left. The first Clue or Ube is the Current Room. A Clue matching it by symbol or number (Ube is \
wild) becomes the Current Room; the old one joins the Path. No match: 1 candle out. White Lady: \
2 out. Flipped-back cards keep their place. Dead End (nothing left matches, Ube not in the House): \
the Current Room joins the Path, 2 candles out.
**End of round** (candles out): cards and Ube go back, White Ladies join, candles reset. \
Easy 4 candles/1 ghost, Normal 3/1, Hard 3/2, Impossible 2/2.

**This server's rulings**
• 16 Corner Xs start on the House deck, 4 per corner; 4 Ghost Ladies get one each.
• Only Corner Xs can be turned or removed.
• A White Lady costs 2 candles even with 1 left.
• The player who opened the game holds the Key first; it passes after every flip, even one that ends a round.
• At the deadline a scout's owed modifications are made for them and they are ready; \
a Key holder flips the lowest-numbered card.
• A player who leaves is skipped; if all leave, the game is lost.
• Scoring: Clues face-up + candles left (+ later rounds' after an early win) + 5 for a win, \
× 0.75/1/1.5/2.
"""
