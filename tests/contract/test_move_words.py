"""What a move's secret notes tell a seat ignore what that seat may not know.

A seat reads a game's history and digests as the public sentence of every move
(``describe``) plus what it learned in secret (``notes``). At sampled plies of the seeded
playouts, each seat's scrambler re-deals what that seat may not know, and the ply's move is
played in both worlds. Whenever the seat cannot tell the two worlds apart after the move
either (its view is the same, and so are the public words: the move showed nothing that was
re-dealt, such as a card drawn from a shuffled pile or a card flipped for everyone), its note
must be the same in both. (The public words themselves may show what a move turns face up for
a moment, so they are checked by each game's own tests.) A game that hides nothing
(``traits.hidden`` off) has no notes and nothing to reveal.
"""

from __future__ import annotations

import random

import pytest

from bot.games.base import IllegalAction
from bot.i18n import LANGS, say
from tests.contract.kits import CONTRACT_KITS
from tests.contract.playouts import Playout
from tests.contract.scramble import SCRAMBLERS

PLIES_PER_GAME = 40
COMPARED = 20
"""(ply, seat) pairs of every kind that must be compared, so that the check can fail."""

KINDS = pytest.mark.parametrize("kind", sorted(CONTRACT_KITS))
HIDDEN = pytest.mark.parametrize("kind", sorted(k for k, kit in CONTRACT_KITS.items() if kit.game.traits.hidden))


def _plies(p: Playout, rng: random.Random) -> list[int]:
    """Sampled ply numbers of a game (each has a move after it)."""
    plies = range(len(p.log))
    return list(plies) if len(plies) <= PLIES_PER_GAME else sorted(rng.sample(plies, PLIES_PER_GAME))


@HIDDEN
def test_a_seat_is_told_the_same_notes_in_worlds_it_cannot_tell_apart(
    playouts: dict[str, list[Playout]], kind: str
) -> None:
    """A seat's own notes are the same whatever the secrets it may not know are."""
    game = CONTRACT_KITS[kind].game
    scrambler = SCRAMBLERS.get(kind)
    assert scrambler is not None, f"{kind} hides something but has no re-dealer"
    compared = total = 0
    for p in playouts[kind]:
        rng = random.Random(f"words:{kind}:{p.players}:{p.seed}")
        for i in _plies(p, rng):
            before, (mover, action), after = p.states[i], p.log[i], p.states[i + 1]
            words = game.describe(before, mover, action, after)
            notes = game.notes(before, mover, action, after)
            for reader in range(p.players):
                total += 1
                twin = scrambler.scramble(before, reader, rng)
                try:
                    twin_after = game.apply(twin, mover, action)
                except IllegalAction:
                    continue  # the move needed something the reader does not know
                if game.view(twin_after, reader) != game.view(after, reader):
                    continue  # the move showed the reader something that was re-dealt
                if game.describe(twin, mover, action, twin_after) != words:
                    continue  # the move showed everybody something that was re-dealt
                compared += 1
                mine = game.notes(twin, mover, action, twin_after).get(reader)
                assert mine == notes.get(reader), f"{kind}: seat {reader}'s note depends on another's secret"
    assert compared >= COMPARED, f"{kind}: only {compared} of {total} moves could be compared"


@KINDS
def test_notes_go_to_seats_of_the_game(playouts: dict[str, list[Playout]], kind: str) -> None:
    """Every note is addressed to a seat of the game and is short enough for a digest line; a game that
    hides nothing tells nobody anything in secret."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind]:
        for i, (mover, action) in enumerate(p.log):
            notes = game.notes(p.states[i], mover, action, p.states[i + 1])
            assert game.traits.hidden or not notes, f"{kind} hides nothing but tells a secret: {notes}"
            assert set(notes) <= set(range(p.players)), f"{kind}: a note for a seat not in the game"
            said = [say(text, lang) for text in notes.values() for lang in LANGS]
            assert all(0 < len(text) <= 200 for text in said), f"{kind}: a note is empty or too long"


@KINDS
def test_the_reveal_waits_for_the_end(playouts: dict[str, list[Playout]], kind: str) -> None:
    """``reveal`` says nothing while the game runs and, in a game that hides something, something once it
    is over (a game that hides nothing has nothing to reveal)."""
    game = CONTRACT_KITS[kind].game
    for p in playouts[kind]:
        assert all(say(game.reveal(s)) == "" for s in p.states[:-1]), f"{kind}: reveal before the end"
        revealed = game.reveal(p.states[-1])
        assert bool(revealed) == game.traits.hidden, f"{kind}: the finished game reveals {revealed!r}"
