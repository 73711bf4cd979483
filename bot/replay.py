"""Replaying a finished game: every public board it showed, rebuilt from what is stored.

An engine is a pure function of the seat count, the seed and the options (its first
state, :meth:`Game.new_game`) and of the actions applied since, in order (the game's
events; an event whose action is ``"resign"`` is :meth:`Game.resign`, as the session saves
a resignation or a removal, and an ``"undo"`` event takes the move before it back: its board is the
board before that move, as the live board showed it). So the state after move N (N = 0: the first board) is rebuilt
by applying the first N events to the first state, and its picture is the public view drawn
and encoded exactly as the live board was (:func:`bot.sessions.core._draw`): the same bytes
the players saw at move N.

Nothing here speaks to Discord or to the database: the cogs hand in a loaded table and its
events. Rebuilding from the start is cheap (a 300-move game in 5-45 ms, far less than drawing
its board; docs/performance.md, "Replay"), so no state is kept between clicks.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.i18n import EN, Text
from bot.names import named_text
from bot.registry import GameKit
from bot.sessions.core import _draw
from bot.storage import UNDO, EventRecord
from bot.tables import Picture, Table

RESIGN = "resign"
"""The action the session saves for a resignation or a removal (applied with :meth:`Game.resign`)."""
JUMPS = 25
"""At most this many moves are offered to jump to (a Discord select holds 25 options)."""


class ReplayError(Exception):
    """The stored moves do not rebuild the stored game (an event that cannot be applied, or another end)."""


@dataclass(frozen=True)
class Move:
    """One saved event as a replay needs it: who played what, and the sentence the board said."""

    seat: int | None
    action: str
    sentence: Text | None


@dataclass(frozen=True)
class Replay:
    """What rebuilds every board of one game: its kit, seat count, seed, options, moves and names."""

    kit: GameKit
    game_id: int
    players: int
    seed: int
    options: Mapping[str, Any]
    moves: tuple[Move, ...]
    names: tuple[str, ...]

    @property
    def last(self) -> int:
        """The number of the last move (M): the frames are 0..M."""
        return len(self.moves)

    def sentence(self, n: int, lang: str = EN) -> str:
        """The public sentence of move ``n`` in ``lang`` with display names ("" for the first board, or a move
        without one)."""
        if n <= 0 or n > self.last:
            return ""
        return named_text(self.moves[n - 1].sentence or "", self.names, lang)


def replay_of(table: Table, events: Sequence[EventRecord]) -> Replay:
    """The replay of a started game from its table (seed, options, seats and names) and its events in order."""
    record = table.record
    return Replay(
        kit=table.kit,
        game_id=record.id,
        players=len(table.seats),
        seed=record.seed,
        options=dict(record.options),
        moves=tuple(Move(e.seat, e.action, e.sentence) for e in events),
        names=tuple(table.names),
    )


def first_state(replay: Replay) -> Any:
    """The state of the first board, as the lobby's start made it."""
    return replay.kit.game.new_game(replay.players, replay.seed, replay.options)


def after(replay: Replay, state: Any, move: Move) -> Any:
    """The state after one saved move; ReplayError when it cannot be applied."""
    game = replay.kit.game
    if move.seat is None:
        raise ReplayError(f"game {replay.game_id}: a move without a seat cannot be replayed")
    try:
        return game.resign(state, move.seat) if move.action == RESIGN else game.apply(state, move.seat, move.action)
    except Exception as exc:
        raise ReplayError(f"game {replay.game_id}: {move.action!r} of seat {move.seat} no longer applies") from exc


def step(replay: Replay, state: Any, previous: Any | None, move: Move) -> tuple[Any, Any | None]:
    """The state after one saved event and the state before it (what an undo after it goes back to).

    A move taken back (an ``undo`` event) shows the board before it again; ReplayError when there is no move
    to take back or a move no longer applies.
    """
    if move.action != UNDO:
        return after(replay, state, move), state
    if previous is None:
        raise ReplayError(f"game {replay.game_id}: an undo with no move before it to take back")
    return previous, None


def states(replay: Replay) -> Iterator[Any]:
    """Every state of the game in order: the first board's, then the state after each move (a move taken back:
    the board before it again)."""
    state, previous = first_state(replay), None
    yield state
    for move in replay.moves:
        state, previous = step(replay, state, previous, move)
        yield state


def state_at(replay: Replay, n: int) -> Any:
    """The state after move ``n`` (0: the first board); ValueError outside 0..M."""
    if not 0 <= n <= replay.last:
        raise ValueError(f"game {replay.game_id} has moves 0 to {replay.last}, not {n}")
    state, previous = first_state(replay), None
    for move in replay.moves[:n]:
        state, previous = step(replay, state, previous, move)
    return state


def dumped(replay: Replay, state: Any) -> dict[str, Any]:
    """A state as the store keeps it (its dump through JSON, as a reload gives it)."""
    result: dict[str, Any] = json.loads(json.dumps(replay.kit.game.dump(state)))
    return result


def rebuilds(replay: Replay, stored: Mapping[str, Any] | None) -> bool:
    """Whether the moves rebuild exactly the stored final state (False when a move no longer applies)."""
    if stored is None:
        return False
    try:
        final = state_at(replay, replay.last)
    except ReplayError:
        return False
    return dumped(replay, final) == dict(stored)


def check(replay: Replay, table: Table) -> None:
    """Raise ReplayError unless the moves rebuild the game as stored (its state when it ended)."""
    if not rebuilds(replay, table.record.state):
        raise ReplayError(f"game {replay.game_id}: its moves do not rebuild the board it ended with")


def view_at(replay: Replay, n: int) -> Any:
    """The public view of the board after move ``n``."""
    return replay.kit.game.view(state_at(replay, n), None)


def picture(replay: Replay, n: int, lang: str = EN) -> Picture:
    """The board after move ``n`` as the players saw it: the same PNG bytes, with its alt text in ``lang``."""
    view = view_at(replay, n)
    names = list(replay.names)
    return Picture(_draw(replay.kit, view, names, lang), replay.kit.alt_text(view, names, lang))


class Boards:
    """The public boards of a replay as pictures (RGB, before encoding), drawn in move order.

    Asking for a later move steps on from the last one asked (each move applied once); an
    earlier one starts again from the first board. For the animation (:mod:`render.animation`).
    """

    def __init__(self, replay: Replay, lang: str = EN) -> None:
        self.replay = replay
        self.lang = lang
        self._n = 0
        self._state = first_state(replay)
        self._previous: Any | None = None

    def state(self, n: int) -> Any:
        """The state after move ``n``."""
        if not 0 <= n <= self.replay.last:
            raise ValueError(f"game {self.replay.game_id} has moves 0 to {self.replay.last}, not {n}")
        if n < self._n:
            self._n, self._state, self._previous = 0, first_state(self.replay), None
        while self._n < n:
            self._state, self._previous = step(self.replay, self._state, self._previous, self.replay.moves[self._n])
            self._n += 1
        return self._state

    def __call__(self, n: int) -> Image.Image:
        """The public board after move ``n``, drawn (not encoded) in the language of the replay's reader."""
        kit = self.replay.kit
        return kit.render(kit.game.view(self.state(n), None), list(self.replay.names), self.lang)


def spaced(last: int, count: int = JUMPS) -> list[int]:
    """At most ``count`` moves evenly spaced over 0..``last``, the first and the last included."""
    if last + 1 <= count:
        return list(range(last + 1))
    return sorted({round(i * last / (count - 1)) for i in range(count)})
