"""Three in a row: a test-only game registered like the five, proving a game needs only its own packages."""

from tests.tiny.engine import EMPTY, GAME, LINES

__all__ = ["EMPTY", "GAME", "LINES"]
