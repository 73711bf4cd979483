"""Sample pictures of The Purple House from seeded games, for docs/images/.

Run from the repository root: ``python tools/sample_purple_house.py``.
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

from bot.games.purple_house import GAME, PurpleHouseState  # noqa: E402
from render.purple_house.board import render_board  # noqa: E402

NAMES = ("Morticia", "Vlad", "Elvira", "Casper", "Winifred")


def _play(players: int, seed: int, wanted: Callable[[PurpleHouseState], bool]) -> PurpleHouseState:
    """Play random legal moves (lowest seat to act first) until ``wanted`` holds."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed, {"difficulty": "normal", "scoring": True})
    for _ in range(3000):
        if wanted(state):
            return state
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))
    raise RuntimeError("the seeded game never reached the wanted position; change the seed")


def _escape(s: PurpleHouseState) -> bool:
    return s.phase == "escape" and s.round == 2 and len(s.path) >= 3 and s.current >= 0 and -1 in s.grid


def _scouting(s: PurpleHouseState) -> bool:
    return s.phase == "scouting" and s.round == 2 and sum(s.ready) == 1 and len(s.modified[1]) == 1


def _over(s: PurpleHouseState) -> bool:
    """The game has ended: nobody is left to act."""
    return not GAME.to_act(s)


def samples() -> list[tuple[str, Image.Image]]:
    """The public Escape Phase board mid-game, a Scouting Phase as the public and seat 1 see it, and a final board.

    The final board is a 4-player game lost in round 3 with 9 of the 16 Clues found: the reveal turns up
    the seven Clues still hidden among the White Ladies.
    """
    escape = _play(4, 3, _escape)
    scouting = _play(4, 3, _scouting)
    final = _play(4, 22, _over)
    return [
        ("purplehouse-board.png", render_board(GAME.view(escape, None), NAMES)),
        ("purplehouse-scouting.png", render_board(GAME.view(scouting, None), NAMES)),
        ("purplehouse-private.png", render_board(GAME.view(scouting, 1), NAMES)),
        ("purplehouse-reveal.png", render_board(GAME.view(final, None), NAMES)),
    ]


def main() -> int:
    """Write the sample pictures into docs/images/ and print their sizes."""
    from tools.make_sample_images import write_images

    write_images(samples())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
