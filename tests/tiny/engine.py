"""The rules of Three in a row (tic-tac-toe): two players mark cells of a 3 x 3 grid in turn."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.games.base import (
    BadOptions,
    Choice,
    Game,
    IllegalAction,
    Option,
    Options,
    Outcome,
    SeatView,
    Traits,
    seat_name,
)

CELLS = ("top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right")
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
EMPTY = -1
MARKS = ("X", "O")


@dataclass(frozen=True)
class TinyState:
    """The grid (a seat per cell, or EMPTY), whose turn it is, who resigned, and the options."""

    cells: tuple[int, ...]
    turn: int
    seed: int
    gone: int = EMPTY
    swap: bool = False


@dataclass(frozen=True)
class TinyView(SeatView):
    """Everything is public: the grid, the marks and who played first (so the state can be rebuilt from it)."""

    cells: tuple[int, ...] = ()
    marks: tuple[str, ...] = MARKS
    winner: int | None = None
    swap: bool = False


def _winner(s: TinyState) -> int | None:
    if s.gone != EMPTY:
        return 1 - s.gone
    for a, b, c in LINES:
        if s.cells[a] != EMPTY and s.cells[a] == s.cells[b] == s.cells[c]:
            return s.cells[a]
    return None


def _over(s: TinyState) -> bool:
    return _winner(s) is not None or EMPTY not in s.cells


class TinyGame(Game[TinyState, TinyView]):
    """Three in a row, for tests of the platform."""

    key = "tiny"
    title = "Three in a row"
    min_players = 2
    max_players = 2
    traits = Traits(hidden=False, skip=True, options=(Option("swap", "O plays first (default: X first)"),))

    def check_options(self, options: Options) -> dict[str, Any]:
        """Only ``swap`` (on or off)."""
        if set(options) - {"swap"}:
            raise BadOptions("Three in a row has one option: swap.")
        return {"swap": bool(options.get("swap", False))}

    def new_game(self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None) -> TinyState:
        """An empty grid; X (seat 1) starts, or O with ``swap``."""
        swap = bool(self.check_options(options)["swap"])
        return TinyState((EMPTY,) * 9, 1 if swap else 0, seed, swap=swap)

    def to_act(self, s: TinyState) -> frozenset[int]:
        """The seat whose turn it is, until the game is over."""
        return frozenset() if _over(s) else frozenset({s.turn})

    def legal_actions(self, s: TinyState, seat: int) -> Sequence[str]:
        """``c<n>`` for every empty cell, on the seat's turn."""
        if seat not in self.to_act(s):
            return ()
        return tuple(f"c{n}" for n, c in enumerate(s.cells) if c == EMPTY)

    def choices(self, s: TinyState, seat: int) -> Sequence[Choice]:
        """Each empty cell, by name, with the cell number as its part."""
        return tuple(
            Choice(a, f"Mark the {CELLS[int(a[1])]}", "mark", parts=(("cell", a[1]),))
            for a in self.legal_actions(s, seat)
        )

    def default_action(self, s: TinyState, seat: int) -> str | None:
        """At a deadline: the first empty cell."""
        legal = self.legal_actions(s, seat)
        return legal[0] if legal else None

    def apply(self, s: TinyState, seat: int, a: str) -> TinyState:
        """Mark a cell; refused with what is allowed otherwise."""
        if seat not in self.to_act(s):
            raise IllegalAction(f"It is {seat_name(s.turn)}'s turn; wait for them.")
        if a not in self.legal_actions(s, seat):
            raise IllegalAction("Mark an empty cell: pick one from the board.")
        cells = list(s.cells)
        cells[int(a[1])] = seat
        return replace(s, cells=tuple(cells), turn=1 - seat)

    def describe(self, before: TinyState, seat: int, a: str, after: TinyState) -> str:
        """``marked the centre.`` and, when it ends the game, the result."""
        text = f"marked the {CELLS[int(a[1])]}."
        winner = _winner(after)
        if winner is not None:
            text += f" {seat_name(winner)} has three in a row!"
        elif _over(after):
            text += " The grid is full: a draw."
        return text

    def resign(self, s: TinyState, seat: int) -> TinyState:
        """The other player wins."""
        return s if _over(s) else replace(s, gone=seat)

    def outcome(self, s: TinyState) -> Outcome | None:
        """The winner scores 1; a full grid is a draw."""
        if not _over(s):
            return None
        winner = _winner(s)
        if winner is None:
            return Outcome(frozenset(), (0, 0), "A draw.")
        scores = tuple(1 if seat == winner else 0 for seat in range(2))
        return Outcome(frozenset({winner}), scores, f"{seat_name(winner)} wins with {MARKS[winner]}.")

    def view(self, s: TinyState, seat: int | None) -> TinyView:
        """The whole grid (nothing is secret)."""
        return TinyView(seat, self.to_act(s), cells=s.cells, winner=_winner(s) if _over(s) else None, swap=s.swap)

    def dump(self, s: TinyState) -> dict[str, Any]:
        """Plain data, schema 1."""
        return {"schema": 1, "cells": list(s.cells), "turn": s.turn, "seed": s.seed, "gone": s.gone, "swap": s.swap}

    def load(self, d: Mapping[str, Any]) -> TinyState:
        """Back from :meth:`dump`."""
        return TinyState(tuple(d["cells"]), int(d["turn"]), int(d["seed"]), int(d["gone"]), bool(d["swap"]))

    def rules_summary(self) -> str:
        """One line of rules."""
        return "**Three in a row**: mark empty cells in turn; three of your marks in a line win."


GAME = TinyGame()


def sample_options(rng: random.Random) -> dict[str, Any]:
    """Options of a seeded sample game: O plays first half the time."""
    return {"swap": rng.random() < 0.5}
