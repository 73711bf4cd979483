"""Sample Quiet House board pictures drawn from seeded engine games.

Run from the repository root: ``python tools/sample_quiet_house.py`` writes
them into docs/images/.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.games.quiet_house import GAME, QuietHouseState, Status  # noqa: E402
from render.quiet_house.board import render_board  # noqa: E402

NAMES = ("Morticia", "Vlad", "Elvira", "Casper")
GREEDY = 0.8
"""Share of turns played by the engine's deadline move (keeps the most of the player's tiles); the rest are random."""

Stop = Callable[[QuietHouseState, str, QuietHouseState], bool]


def _play(players: int, seed: int, options: dict[str, object], stop: Stop) -> QuietHouseState:
    """Play a seeded game until ``stop(before, action, after)`` holds."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed, options)
    while state.status is Status.PLAYING:
        actions = GAME.legal_actions(state, state.turn)
        action = GAME.default_action(state, state.turn) if rng.random() < GREEDY else rng.choice(actions)
        after = GAME.apply(state, state.turn, action)
        if stop(state, action, after):
            return after
        state = after
    raise RuntimeError("the seeded game never reached the wanted position; change the seed")


def _failed_declaration(before: QuietHouseState, action: str, after: QuietHouseState) -> bool:
    return action == "declare" and after.status is Status.PLAYING and before.drawn >= 7


def _won(before: QuietHouseState, action: str, after: QuietHouseState) -> bool:
    return after.status is Status.WON


def _lost(before: QuietHouseState, action: str, after: QuietHouseState) -> bool:
    return after.status is Status.LOST


def samples() -> list[tuple[str, Image.Image]]:
    """A 4-player game just after a declaration met a whirlwind (public and seat 3), a won 3-player game,
    and the same 4-player game at its end: the Time Deck ran out with 6 of the 8 goal tiles met, all revealed."""
    mid = _play(4, 8, {"candlestick": "advanced"}, _failed_declaration)
    end = _play(3, 27, {"rook": "advanced", "variant2": True}, _won)
    lost = _play(4, 8, {"candlestick": "advanced"}, _lost)
    return [
        ("quiethouse-board.png", render_board(GAME.view(mid, None), NAMES)),
        ("quiethouse-private.png", render_board(GAME.view(mid, 2), NAMES)),
        ("quiethouse-end.png", render_board(GAME.view(end, None), NAMES[:3])),
        ("quiethouse-reveal.png", render_board(GAME.view(lost, None), NAMES)),
    ]


def main() -> int:
    """Write the sample pictures into docs/images/ and print their sizes."""
    from tools.make_sample_images import write_images

    write_images(samples())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
