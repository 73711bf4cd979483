"""Sample Ghost at Home board pictures drawn from seeded engine games.

Run from the repository root: ``python tools/sample_ghost_at_home.py`` writes
them into docs/images/.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from bot.games.ghost_at_home import GAME  # noqa: E402
from bot.games.ghost_at_home.model import EMPTY, GhostState, Phase  # noqa: E402
from render.ghost_at_home.board import render_board  # noqa: E402

NAMES = ("Morticia", "Vlad", "Elvira", "Casper")
EAGER = ("r.", "l.", "c.", "g.", "b.", "h.", "z.", "stop", "cat")
"""Actions the sample players prefer, so the houses fill up with rooms, lights, ghosts and cats."""
MAX_PLIES = 2000


def _play_until(players: int, seed: int, wanted: Callable[[GhostState], bool]) -> GhostState:
    """Play a seeded game with eager players until ``wanted`` holds."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed, {})
    for _ in range(MAX_PLIES):
        if wanted(state):
            return state
        if state.phase is Phase.OVER:
            break
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        eager = [a for a in legal if a.startswith(EAGER)]
        state = GAME.apply(state, seat, rng.choice(eager if eager and rng.random() < 0.85 else legal))
    raise RuntimeError("the seeded game never reached the wanted position; change the seed")


def _count(state: GhostState, field: str) -> int:
    return sum(card != EMPTY for house in state.houses for card in getattr(house, field))


def _busy_turn(state: GhostState) -> bool:
    """A plain turn with ghosts, cats and lights in the houses."""
    lights = sum(sum(house.lights) for house in state.houses)
    return state.phase is Phase.TURN and _count(state, "ghosts") >= 2 and _count(state, "cats") >= 1 and lights >= 4


def _cat_defence(state: GhostState) -> bool:
    """A ghost waiting for its target's answer, later in the game."""
    return state.phase is Phase.DEFEND and sum(sum(r != EMPTY for r in h.rooms) for h in state.houses) >= 8


def _escape(state: GhostState) -> bool:
    """Someone escaping while the others are asked."""
    return state.phase is Phase.STOP


def _over(state: GhostState) -> bool:
    """The game has ended: every hand is face up."""
    return state.phase is Phase.OVER


def samples() -> list[tuple[str, Image.Image]]:
    """A busy 4-player board, a 3-player cat defence as the defender sees it, a 2-player escape,
    and the busy game played to its end (every hand face up)."""
    busy = _play_until(4, 31, _busy_turn)
    defence = _play_until(3, 8, _cat_defence)
    escape = _play_until(2, 5, _escape)
    final = _play_until(4, 31, _over)
    defender = min(GAME.to_act(defence))
    return [
        ("ghostathome-board.png", render_board(GAME.view(busy, None), NAMES)),
        ("ghostathome-private.png", render_board(GAME.view(defence, defender), NAMES)),
        ("ghostathome-escape.png", render_board(GAME.view(escape, None), NAMES)),
        ("ghostathome-reveal.png", render_board(GAME.view(final, None), NAMES)),
    ]


def main() -> int:
    """Write every sample picture into docs/images/ and print its size."""
    from tools.make_sample_images import write_images

    write_images(samples())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
