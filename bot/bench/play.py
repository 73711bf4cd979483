"""One move as the bot makes it, for every part of the benchmark.

A move is ``Sessions.play`` (load, apply, save, draw and encode the public
board) with the bot's publish minus Discord (:class:`~bot.bench.publish.OfflinePublish`),
then, for a kind whose choices are secret (``GameKit.public_choices`` is
false: Ghost at Home, The Purple House, Children), the mover's private view
drawn and encoded again, as the cog does after a move made from that
ephemeral message (``Sessions.render`` with the seat; the private message's
text and controls are not built).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.registry import GameKit
from bot.sessions import MoveResult, Sessions, Table
from bot.tables import Publish, engine_state

FIRST_USER_ID = 10_000
GUILD_ID = 1_000


@dataclass(frozen=True)
class Move:
    """What one full move gave back."""

    result: MoveResult
    pngs: tuple[int, ...]
    """The size of every PNG the move drew (public board, then the private view if any)."""
    private_ms: float
    """Time spent drawing the private view (0 when the kind has none to redraw)."""


def redraws_private(kit: GameKit) -> bool:
    """Whether a move of this kind is made from the mover's private view, which is then drawn again."""
    return not kit.public_choices


def pick(rng: random.Random, table: Table) -> tuple[int, str]:
    """A random seat among those who must act, and a random legal action of theirs."""
    seat = rng.choice(sorted(table.to_act()))
    actions = list(table.kit.game.legal_actions(engine_state(table), seat))
    if not actions:
        raise RuntimeError(f"{table.record.kind}: seat {seat} must act but has no legal action")
    return seat, rng.choice(actions)


async def full_move(sessions: Sessions, table: Table, seat: int, action: str, publish: Publish) -> Move:
    """Play ``action`` for ``seat`` as the bot does, drawing every picture the move shows."""
    result = await sessions.play(table.id, table.user_of(seat), action, version=table.record.version, publish=publish)
    pngs = [len(result.picture.png)] if result.picture is not None else []
    private_ms = 0.0
    if redraws_private(table.kit):
        start = time.perf_counter()
        pngs.append(len((await sessions.render(result.table, seat)).png))
        private_ms = (time.perf_counter() - start) * 1000
    return Move(result, tuple(pngs), private_ms)


async def seat_game(
    sessions: Sessions,
    kind: str,
    *,
    channel_id: int,
    players: int,
    names: list[str],
    options: Mapping[str, Any] | None = None,
) -> Table:
    """Open a lobby in ``channel_id``, seat ``players`` users named ``names`` and start it, as the cogs would.

    The game's seed is whatever the Sessions' ``new_seed`` gives.
    """
    host = FIRST_USER_ID
    table = await sessions.open_lobby(
        kind, guild_id=GUILD_ID, channel_id=channel_id, user_id=host, name=names[0], options=dict(options or {})
    )
    for seat in range(1, players):
        await sessions.join(table.id, host + seat, names[seat])
    return await sessions.start(table.id, host)
