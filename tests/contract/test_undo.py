"""Taking a move back gives nobody anything: a move an engine declares undoable showed nothing hidden and drew
no chance, checked over the seeded random playouts of every game.

For every move declared undoable (``Game.undoable``), every seat and the public view: the game's re-dealer
(``tests/contract/scramble``) re-deals what that reader may not know in the state before the move, the same
move is played from the re-deal, and the reader's view after it must be the same as in the real game. So the
move showed the reader nothing it lacked before (no card, no tile, no character, no secret scored) and used no
chance it could see (a draw, a deal, a shuffle would differ with the re-dealt future). The game goes on, its seed
is untouched, and the state to restore survives JSON as the store keeps it.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.contract.kits import CONTRACT_KITS
from tests.contract.playouts import Playout
from tests.contract.scramble import SCRAMBLERS

UNDO = sorted(k for k, kit in CONTRACT_KITS.items() if kit.game.traits.undo)
MOVES_PER_KIND = 60
"""Undoable moves checked per kind (spread over every playout)."""
REDEALS = 3
"""Re-deals of the state before the move, per reader."""

Undoable = tuple[int, int, Any, int, str, Any]
"""(players, ply, before, seat, action, after)"""


def undoable_moves(games: list[Playout], kind: str) -> list[Undoable]:
    """Every move of ``kind``'s playouts its engine declares undoable."""
    game = CONTRACT_KITS[kind].game
    found: list[Undoable] = []
    for p in games:
        for ply, (seat, action) in enumerate(p.log):
            before, after = p.states[ply], p.states[ply + 1]
            if game.undoable(before, seat, action, after):
                found.append((p.players, ply, before, seat, action, after))
    return found


@pytest.mark.parametrize("kind", UNDO)
def test_undoable_moves_show_nothing_hidden_and_draw_no_chance(playouts: dict[str, list[Playout]], kind: str) -> None:
    """Every reader's view after an undoable move is the same whatever the re-deal of what it did not know."""
    game = CONTRACT_KITS[kind].game
    scramble = SCRAMBLERS[kind].scramble
    found = undoable_moves(playouts[kind], kind)
    assert found, f"{kind} declares undo but no move of its playouts may be taken back"
    rng = random.Random(f"undo:{kind}")
    checked = rng.sample(found, min(MOVES_PER_KIND, len(found)))
    compared = 0
    for players, ply, before, seat, action, after in checked:
        where = f"{kind}: seat {seat}'s {action!r} at ply {ply} ({players} players)"
        assert game.outcome(after) is None, f"{where} ended the game"
        assert game.dump(after)["seed"] == game.dump(before)["seed"], f"{where} changed the seed"
        assert game.load(json.loads(json.dumps(game.dump(before)))) == before, f"{where}: before does not survive JSON"
        for reader in (None, *range(players)):
            seen = game.view(after, reader)
            for _ in range(REDEALS):
                twin = scramble(before, reader, rng)
                if action not in game.legal_actions(twin, seat):
                    continue  # the move needs what the reader cannot see; its view tells only what follows
                compared += 1
                assert game.view(game.apply(twin, seat, action), reader) == seen, f"{where} shows reader {reader} more"
    assert compared >= len(checked), f"{kind}: too few re-deals could replay the move ({compared})"


@pytest.mark.parametrize("kind", UNDO)
def test_some_moves_may_not_be_taken_back(playouts: dict[str, list[Playout]], kind: str) -> None:
    """A game declaring undo still refuses some moves of its playouts (every game draws or reveals at times)."""
    game = CONTRACT_KITS[kind].game
    refused = [
        (p, ply)
        for p in playouts[kind]
        for ply, (seat, action) in enumerate(p.log)
        if not game.undoable(p.states[ply], seat, action, p.states[ply + 1])
    ]
    assert refused, f"{kind}: every move may be taken back"


@pytest.mark.parametrize("kind", sorted(k for k in CONTRACT_KITS if k not in UNDO))
def test_a_game_without_undo_declares_no_move_undoable(playouts: dict[str, list[Playout]], kind: str) -> None:
    """A game that does not declare undo keeps the default: no move may be taken back."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind][:1]:
        for ply, (seat, action) in enumerate(p.log):
            assert not game.undoable(p.states[ply], seat, action, p.states[ply + 1])
