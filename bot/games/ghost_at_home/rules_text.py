"""The rules reminder shown by ``/ghostathome rules``."""

RULES_SUMMARY = """\
**Ghost at Home** — 2 to 4 players. Explore all 6 rooms of your house (3 floors × 2) and escape first.
You hold 3 cards. On your turn do ONE thing:
• **Rooms**: play room cards on the lowest floor that is not full (several at once; wild rooms fit any floor).
• **Ghost** on an opponent's highest explored floor (not one with a ghost). A cat there: both are discarded. \
Else they may discard a cat from hand to cancel it. Dark floor: rooms and ghost are discarded. Lit floor: \
the ghost stays; a 2nd ghost clears the rooms and the light.
• **Cat** on one of your rooms (one per room); on a haunted floor, cat and ghost are discarded.
• **Light**: discard 2–3 cards with ≥5 bulbs to light a floor above full floors.
• **Special**: Space-time hole (move a ghost to an opponent's top floor), Light bulb (free light), \
Cat food (take a cat), Elevator (move your cat), Lightning (darken an opponent's top floor).
• **Discard** any cards face down and draw as many.
Then draw up to 3 (discards are reshuffled when the deck runs out).
**Escape**: a full house draws nothing; each other player in turn may add 1 ghost (2 with two players), \
cats from hand defend. If you lose rooms, all refill from you on and play goes on; if not, you win.

**This server's rulings**
• Bulbs: rooms 1–3, cats 1, ghosts and specials 0.
• A 2nd ghost only comes by Space-time hole (a ghost attack in every respect) or to stop an escape.
• Lightning on a lit floor with a ghost clears that floor at once.
• Windows open even if you hold nothing to answer with, so nobody learns your hand. At the deadline a held \
cat defends, escapes are not stopped, and an absent player explores rooms or discards one card.
• A player who leaves discards hand and house; the last one left wins. Beginner option: no specials.
"""
