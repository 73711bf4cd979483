"""The rules reminder shown by ``/rumble rules``."""

RULES_SUMMARY = """\
**Rumble in the House** — 3 to 6 players, three rumbles.
Twelve characters start one per room. You secretly own two of them (shown only to you with **My view**).
On your turn do one thing:
• **Move** a character that is *alone* in its room through a door to a room next door, or
• **Fight** in a room holding several characters: pick the victim, who leaves the house.
When one character is left, the rumble is scored: everyone's characters are revealed (in the move's \
sentence and in the board's *Revealed* table, which keeps every rumble to the end). The 1st and 2nd out \
score 0, the 3rd 1, the 4th 2 … the 11th 9, and the last one standing 10. You score only your *best* character.
Three rumbles; the highest total wins, ties share the win.

**This server's rulings**
• Two secret characters each at every player count; undealt ones belong to nobody and stay secret.
• Rumble 1 starts with a random player; later rumbles with the player with the fewest points \
(random among ties).
• Anti-stall: after 2 × (players still in the game) turns in a row without a fight, every move must \
bring the moved character closer to its nearest other character: the shortest walk through doors to \
anyone else must get shorter (fights are always allowed).
• A player who resigns leaves their characters in the house, scores no more and cannot win; they never \
start a rumble. The game goes on while two players remain; if it ends early, the final board also shows \
who had whom in the rumble it ended in (not scored).
• Houses: classic (3 × 4, every wall a door), manor (3 × 4, some walls without doors), ring (twelve \
rooms around a courtyard).
"""
