"""Rumble in the House: a full state rebuilt from one seat's view, with what the seat may not know re-dealt.

Everything on the board is public: where each character stands, the exit line of the rumble in
play, whose turn it is, the anti-stall count, the totals, every scored rumble (who had whom) and
who left the game. A seat knows its own two characters of the rumble in play and nothing of the
other seats' pairs or of the tokens nobody was dealt; those are re-dealt at random from the
characters that are not its own, and the seed (the placement and deal of the rumbles to come)
is drawn afresh. Once the game is over every dealt character is public (the last scored rumble,
or the rumble the game was cut short in) and nothing is left to re-deal but the seed.
"""

from __future__ import annotations

from collections.abc import Hashable

from bot.games.rumble.data import CHARACTERS, LAYOUTS, SECRETS_PER_PLAYER
from bot.games.rumble.model import OUT, SCHEMA, RumbleState, RumbleView
from bot.seeded import Random

SEEDS = 2**52
"""Range of the fresh seed of a re-dealt state (it decides only the rumbles still to come)."""
_LAYOUT_BY_TITLE = {lay.title: key for key, lay in LAYOUTS.items()}


def determinize(view: RumbleView, rng: Random) -> RumbleState:
    """A state whose view for ``view.seat`` is ``view``, the characters that seat does not hold re-dealt."""
    positions = [OUT] * len(CHARACTERS)
    for room in view.rooms:
        for c in room.characters:
            positions[c] = room.index
    active = view.players - len(view.resigned)
    limit = 2 * active
    # The anti-stall count: exact while it runs; once in force any count from the limit on plays the same.
    quiet = limit if view.stalled else limit - view.quiet_turns_left
    return RumbleState(
        schema=SCHEMA,
        seed=rng.getrandbits(52),
        players=view.players,
        layout=_LAYOUT_BY_TITLE[view.layout_title],
        rumble=view.rumble,
        ply=_plies_at_least(view, quiet),
        positions=tuple(positions),
        exits=view.exits,
        secrets=_secrets(view, rng),
        turn=_turn(view),
        quiet=quiet,
        totals=view.totals,
        past=view.past,
        resigned=view.resigned,
        finished=view.finished,
    )


def _secrets(view: RumbleView, rng: Random) -> tuple[tuple[int, ...], ...]:
    """Every seat's pair: public once the game is over, else the seat's own and the rest dealt at random."""
    if view.finished:
        if view.cut_short is not None:
            return view.cut_short.secrets
        return view.past[-1].secrets
    mine = view.my_characters
    pool = [c for c in range(len(CHARACTERS)) if c not in mine]
    rng.shuffle(pool)
    deal = iter(pool)
    return tuple(
        mine if seat == view.seat else tuple(sorted(next(deal) for _ in range(SECRETS_PER_PLAYER)))
        for seat in range(view.players)
    )


def _turn(view: RumbleView) -> int:
    """Whose turn it is; a finished game shows none, so the first seat still in stands for it."""
    if view.turn is not None:
        return view.turn
    return next((p for p in range(view.players) if p not in view.resigned), 0)


def _plies_at_least(view: RumbleView, quiet: int) -> int:
    """A ply count the table could have reached: the fights, resignations and quiet turns it saw.

    The view does not carry the true count, which nothing in the rules depends on.
    """
    return len(view.past) * (len(CHARACTERS) - 1) + len(view.exits) + len(view.resigned) + quiet


def inventory(s: RumbleState) -> Hashable:
    """Two distinct characters per seat, out of the twelve tokens."""
    dealt = [c for pair in s.secrets for c in pair]
    return tuple(map(len, s.secrets)), len(set(dealt)), set(dealt) <= set(range(len(CHARACTERS)))
