"""The one source of randomness the rules engines may use: seeded :class:`random.Random` instances.

Engines (``bot/games``) import ``Random`` from here, never the ``random`` module, so none can reach the
module's global, unseeded functions: the same seed and the same actions always make the same game.
"""

from __future__ import annotations

from random import Random

__all__ = ["Random"]
