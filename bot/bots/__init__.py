"""Bot players: the contract every game's bots follow, generic search over re-dealt worlds, and the
arena that plays tables of them (docs/bots.md).

A bot decides from its seat's view and its legal choices only: it is never handed the engine state.
"""
