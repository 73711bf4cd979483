"""Seeded games of random legal moves, drawn board by board: sample pictures of every kind.

Each game's options are drawn by its kit (``GameKit.sample_options``). They teach each kind its
palette (``tools/make_palettes.py``) and give the benchmark and the render tests their boards.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from PIL import Image

from bot.registry import GameKit

NAMES = ("Ada", "Bramwell", "Cleo", "Dmitri", "Esperanza", "Farouk")
"""Display names of varied length, as on a real server (the benchmark seats them too)."""


def boards(kit: GameKit, kind: str, seed: int, every: int, private: bool = True) -> Iterator[Image.Image]:
    """The boards of one seeded game of random legal moves: after every ``every``-th move, and the last.

    With ``private``, each seat's own view is drawn too.
    """
    game = kit.game
    rng = random.Random(f"palette:{kind}:{seed}")
    players = rng.randint(game.min_players, game.max_players)
    names = list(NAMES[:players])
    state = game.new_game(players, rng.getrandbits(52), kit.sample_options(rng))
    seats: list[int | None] = [None, *range(players)] if private else [None]
    moves = 0
    while True:
        over = game.outcome(state) is not None
        if moves % every == 0 or over:
            for seat in seats:
                yield kit.render(game.view(state, seat), names)
        if over:
            return
        seat = rng.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))
        moves += 1
