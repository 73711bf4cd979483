"""Sample Children board pictures drawn from a seeded engine game.

Run from the repository root: ``python tools/sample_children.py`` writes
docs/images/children-board.png (public, mid-game), docs/images/children-private.png
(the same moment as one seat sees it) and docs/images/children-reveal.png (the same
game played to its end: every hand and the cards under every room face up).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.games.children import GAME, ChildrenState, ChildrenView  # noqa: E402
from bot.i18n import PL  # noqa: E402
from render.children.board import render  # noqa: E402

NAMES = ("Morticia", "Vlad", "Elvira", "Casper")
POLISH_NAMES = ("Żaneta", "Bożydar", "Małgorzata", "Łucja")
"""The players of the Polish sample: names with Polish letters."""
SEED = 240
SEAT = 1
"""The seat whose "My view" the private sample shows."""
MAX_PLIES = 600


def _wanted(view: ChildrenView, seat: int) -> bool:
    """Mid-game: a tablet being placed, calm and enraged ghosts, Kitty Kitty, every pawn in, a full hand."""
    ghosts = [g for r in view.rooms for g in r.ghosts]
    return (
        view.tablet is not None
        and view.window is None
        and not view.ending
        and len(view.rooms) >= 9
        and any(g.enraged for g in ghosts)
        and sum(not g.enraged for g in ghosts) >= 2
        and view.kitty_room is not None
        and all(p.room is not None for p in view.table)
        and view.table[seat].hand_size >= 4
    )


def _step(state: ChildrenState, rng: random.Random) -> ChildrenState:
    """One random legal move by a random seat to act."""
    mover = rng.choice(sorted(GAME.to_act(state)))
    return GAME.apply(state, mover, rng.choice(GAME.legal_actions(state, mover)))


def mid_game(players: int = 4, seed: int = SEED, seat: int = SEAT) -> ChildrenState:
    """Play a seeded random game until the position wanted for the samples (raise if it never comes).

    Wanted: before the end game, with ``seat`` remembering cards under some room.
    """
    rng = random.Random(f"children-sample:{seed}")
    state = GAME.new_game(players, seed, {})
    for _ in range(MAX_PLIES):
        if GAME.outcome(state) is not None:
            break
        state = _step(state, rng)
        private = GAME.view(state, seat)
        if _wanted(GAME.view(state, None), seat) and any(r.seen for r in private.rooms):
            return state
    raise RuntimeError("the seeded game never reached the wanted position; change the seed")


def played_out(state: ChildrenState, seed: int = SEED) -> ChildrenState:
    """The same game played on with random moves to its end (the final board reveals every card)."""
    rng = random.Random(f"children-sample-end:{seed}")
    for _ in range(MAX_PLIES):
        if GAME.outcome(state) is not None:
            return state
        state = _step(state, rng)
    raise RuntimeError("the seeded game never ended; change the seed")


def samples() -> list[tuple[str, Image.Image]]:
    """The public board mid-game, the same moment as seat 1 ("My view") sees it, and the final board."""
    state = mid_game()
    final = played_out(state)
    return [
        ("children-board.png", render(GAME.view(state, None), NAMES)),
        ("children-private.png", render(GAME.view(state, SEAT), NAMES)),
        ("children-reveal.png", render(GAME.view(final, None), NAMES)),
        ("children-private-pl.png", render(GAME.view(state, SEAT), POLISH_NAMES, PL)),
    ]


def main() -> int:
    """Write the sample pictures into docs/images/ and print their sizes."""
    from tools.make_sample_images import write_images

    write_images(samples())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
