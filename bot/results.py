"""Each seat's result in a finished game, as the players' records keep it (``/hauntbot stats``), and the
start-up backfill that gives games finished before results were kept their results."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from bot.games.base import Outcome
from bot.storage import FINISHED, ResultRow, SeatRecord, StoreProtocol

if TYPE_CHECKING:
    from bot.registry import GameKit

log = logging.getLogger(__name__)


def results_of(outcome: Outcome, seats: Sequence[SeatRecord], *, cooperative: bool) -> list[ResultRow]:
    """Every seat's result: won or lost, its score and its rank (winners first, then by score).

    Seats with the same result share a rank. In a cooperative game every seat has the team's
    result. A seat that left before the end is recorded as a loss by the save itself. A bot seat's
    result, and that of a seat a bot stood in for, counts for nobody; every result of a game where a
    bot played is marked as such, to be kept apart from all-human results.
    """
    players = len(seats)
    with_bots = any(not s.is_human or s.handed for s in seats)

    def standing(seat: int) -> tuple[bool, int]:
        return (seat in outcome.winners, outcome.scores[seat] if seat < len(outcome.scores) else 0)

    rows = []
    for s in seats:
        mine = standing(s.seat)
        rank = 1 + sum(1 for other in seats if standing(other.seat) > mine)
        score = outcome.scores[s.seat] if s.seat < len(outcome.scores) else None
        counted = s.is_human and not s.handed
        rows.append(
            ResultRow(
                s.seat, s.user_id, mine[0], score, rank, players, team=cooperative, counted=counted, with_bots=with_bots
            )
        )
    return rows


async def stored_results(store: StoreProtocol, kits: Mapping[str, GameKit], game_id: int) -> list[ResultRow] | None:
    """The results of a stored finished game, computed from its saved state (its engine's ``outcome``).

    None when they cannot be: the game is not finished, its kind is not played here, or its state
    does not load or has no outcome.
    """
    found = await store.game_and_seats(game_id)
    if found is None:
        return None
    record, seats = found
    kit = kits.get(record.kind)
    if record.status != FINISHED or record.state is None or kit is None or not seats:
        return None
    game = kit.game
    outcome = game.outcome(game.load(record.state))
    if outcome is None:
        return None
    return results_of(outcome, seats, cooperative=game.traits.cooperative)


async def record_missing_results(store: StoreProtocol, kits: Mapping[str, GameKit]) -> int:
    """At start-up: record the results of every finished game that has none (finished by an earlier
    version); return how many games got theirs.

    Idempotent: each game is written in one transaction of its own, and only while it still has no
    results, so a crash half-way or a second run never doubles or loses one. A game whose results
    cannot be computed is logged and left without them (the next start-up tries again).
    """
    recorded = 0
    for game_id in await store.finished_without_results():
        try:
            rows = await stored_results(store, kits, game_id)
        except Exception:
            log.exception("the results of finished game %s could not be computed from its state", game_id)
            continue
        if rows is None:
            log.warning("finished game %s has no results and none can be computed from its state", game_id)
            continue
        recorded += await store.record_missing_results(game_id, rows)
    if recorded:
        log.info("Recorded the results of %d games finished before results were kept.", recorded)
    return recorded
