"""Regenerate the sample board pictures in docs/images/ from deterministic games.

Run from the repository root: ``python tools/make_sample_images.py``.
Each game adds its own function to ``SAMPLES`` (and so does the ``/hauntbot stats`` chart,
from made-up results); every function returns ``{file name: PNG bytes}`` drawn through the
real renderer and encoder.
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

from bot.games.rumble import GAME as RUMBLE  # noqa: E402
from bot.games.rumble.model import RumbleState  # noqa: E402
from bot.i18n import PL  # noqa: E402
from render.encode import encode_png  # noqa: E402
from render.rumble.board import render_board as render_rumble  # noqa: E402
from tools import (  # noqa: E402
    sample_children,
    sample_ghost_at_home,
    sample_purple_house,
    sample_quiet_house,
    sample_stats,
)

OUT_DIR = ROOT / "docs" / "images"
NAMES = ("Morticia", "Vlad", "Elvira", "Casper", "Winifred")
POLISH_NAMES = ("Żaneta", "Bożydar", "Małgorzata", "Łucja", "Grzegorz")
"""The players of the Polish samples: names with Polish letters."""


def _rumble_mid_game() -> RumbleState:
    """Play a seeded game into its second rumble until a room holds three characters."""
    rng = random.Random(2026)
    state = RUMBLE.new_game(len(NAMES), seed=13, options={"layout": "classic"})
    for _ in range(2000):
        rooms = [p for p in state.positions if p >= 0]
        crowd = max(rooms.count(r) for r in rooms)
        if state.rumble == 2 and len(state.exits) >= 4 and crowd >= 3:
            return state
        state = RUMBLE.apply(state, state.turn, rng.choice(RUMBLE.legal_actions(state, state.turn)))
    raise RuntimeError("the seeded game never reached the wanted position; change the seed")


def _rumble_played_out(state: RumbleState) -> RumbleState:
    """The same seeded game played on to its end (the final board reveals who had whom)."""
    rng = random.Random(2027)
    while not state.finished:
        state = RUMBLE.apply(state, state.turn, rng.choice(RUMBLE.legal_actions(state, state.turn)))
    return state


def rumble_samples() -> dict[str, bytes]:
    """The public Rumble board mid-game, the same board as seat 0 sees it, the final board's reveal, and seat 0's
    board in Polish."""
    state = _rumble_mid_game()
    final = _rumble_played_out(state)
    return {
        "rumble-board.png": encode_png(render_rumble(RUMBLE.view(state, None), NAMES)),
        "rumble-private.png": encode_png(render_rumble(RUMBLE.view(state, 0), NAMES)),
        "rumble-reveal.png": encode_png(render_rumble(RUMBLE.view(final, None), NAMES)),
        "rumble-board-pl.png": encode_png(render_rumble(RUMBLE.view(state, 0), POLISH_NAMES, PL)),
    }


def _encoded(samples: Callable[[], list[tuple[str, Image.Image]]]) -> Callable[[], dict[str, bytes]]:
    """Adapt a ``tools/sample_<game>.py`` ``samples()`` function to PNG bytes."""

    def make() -> dict[str, bytes]:
        return {name: encode_png(image) for name, image in samples()}

    return make


SAMPLES: list[Callable[[], dict[str, bytes]]] = [
    rumble_samples,
    _encoded(sample_purple_house.samples),
    _encoded(sample_quiet_house.samples),
    _encoded(sample_ghost_at_home.samples),
    _encoded(sample_children.samples),
    _encoded(sample_stats.samples),
]


def write_pngs(pngs: dict[str, bytes]) -> None:
    """Write encoded pictures into docs/images/ and print each one's size."""
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, png in pngs.items():
        (OUT_DIR / name).write_bytes(png)
        print(f"{OUT_DIR.relative_to(ROOT) / name}: {len(png) / 1024:.1f} KB")


def write_images(images: list[tuple[str, Image.Image]]) -> None:
    """Encode pictures as the bot does and write them into docs/images/ (a game's own ``main``)."""
    write_pngs({name: encode_png(image) for name, image in images})


def main() -> int:
    """Write every sample picture and print its size."""
    for make in SAMPLES:
        write_pngs(make())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
