"""Quiet House rules engine (shared/rules/quiet-house.txt, RULINGS "Quiet House").

Actions: ``"<statue>.<square>"`` moves a statue (``"rook.C4"``; for the basic
Monkey, and the Mirror copying it, the square is that of the statue it swaps
with) and ``"declare"`` declares the puzzle solved. Outside the engine a move is
found by its parts (``statue``, ``square``) or made with :meth:`QuietHouseGame.compose`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.games.base import Choice, Game, IllegalAction, Option, Options, Outcome, Traits
from bot.games.quiet_house import dealing, words
from bot.games.quiet_house.board import Square, layout_problem, parse_square, reach, square_name, swaps
from bot.games.quiet_house.data import ADVANCED, BASIC, RANDOM, STATUES
from bot.games.quiet_house.goals import holding, visible_slots
from bot.games.quiet_house.model import DECLARE, QuietHouseState, QuietHouseView, Status
from bot.games.quiet_house.notes import declaration_notes
from bot.games.quiet_house.reveal import reveal_text
from bot.games.quiet_house.rules_text import RULES_SUMMARY
from bot.games.quiet_house.turns import (
    declare,
    dots_of,
    move,
    moved_layout,
    moves,
    rule_of,
    satisfied,
    time_card,
    win_score,
)
from bot.games.quiet_house.views import build_view, rule_words
from bot.games.quiet_house.words import statue as statue_word
from bot.i18n import Arg, Msg, Seat, Text, msg

_MOVE = re.compile(r"([a-z]+)\.([A-F][1-6])")
MOVE_GROUP = "move"
"""The group :meth:`QuietHouseGame.compose` makes a statue move in, from a statue and a square."""
NOT_READY = msg("quiethouse-not-ready")
"""The refusal of a declaration while the seat's own four tiles do not all hold."""


def _move_action(statue: str, dest: Square) -> str:
    return f"{statue}.{square_name(dest)}"


def _statue_on(s: QuietHouseState, square: str) -> Msg:
    """Name of the statue standing on ``square`` (a swap partner)."""
    return statue_word(STATUES[s.layout.index(parse_square(square) or (-1, -1))])


SIDES = (
    ("basic (standard side)", BASIC),
    ("advanced (spider-web side)", ADVANCED),
    ("random (drawn when the game starts)", RANDOM),
)
"""The sides a Movement Rule card may be played with."""


class QuietHouseGame(Game[QuietHouseState, QuietHouseView]):
    """Quiet House: 2–4 silent ghosts arrange five statues to match goal tiles each sees only part of."""

    key = "quiethouse"
    title = "Quiet House"
    min_players = 2
    max_players = 4
    traits = Traits(
        hidden=True,
        cooperative=True,
        skip=True,
        best_scores=True,
        options=(
            Option("rook", "Side of the Rook's Movement Rule card: basic (default), advanced or random", SIDES),
            Option(
                "candlestick",
                "Side of the Candlestick's Movement Rule card: basic (default), advanced or random",
                SIDES,
            ),
            Option("monkey", "Side of the Monkey's Movement Rule card: basic (default), advanced or random", SIDES),
            Option("mouse", "Mouse's card: basic (default), advanced (spider-web board) or random", SIDES),
            Option("variant1", "Variant 1: no paddles except to answer a declaration (+1 point on a win)"),
            Option("variant2", "Variant 2: dark goal tiles name the fourth closest statue (+1 point on a win)"),
        ),
    )

    # --- set-up -----------------------------------------------------------------

    def check_options(self, options: Options) -> dict[str, Any]:
        """Fill in defaults: every card on its standard side, no variant (a ``random`` side stays ``random``)."""
        return dealing.check_options(options)

    def rules_key(self, options: Options, seed: int | None = None) -> str:
        """Name of the rule-side combination, random sides drawn from ``seed`` (see :func:`dealing.rules_key`)."""
        return dealing.rules_key(options, seed)

    def new_game(
        self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None
    ) -> QuietHouseState:
        """Draw the random sides, scatter the statues, deal the goal tiles, stack the Time Deck, flip the first card.

        ``setup`` may give ``layout``, ``target``, ``deck``, ``drawn`` and ``turn``
        (see :func:`dealing.new_state`).
        """
        return dealing.new_state(seats, seed, options, setup)

    # --- whose turn, what is legal ------------------------------------------------

    def to_act(self, s: QuietHouseState) -> frozenset[int]:
        """The seat whose turn it is (nobody once the game is over)."""
        return frozenset({s.turn}) if s.status is Status.PLAYING else frozenset()

    def legal_actions(self, s: QuietHouseState, seat: int) -> Sequence[str]:
        """``declare`` when the seat's four tiles hold, then every legal statue move."""
        if s.status is not Status.PLAYING or seat != s.turn:
            return ()
        head = (DECLARE,) if satisfied(s, seat) else ()
        return head + tuple(_move_action(name, sq) for name, sq in moves(s))

    def choices(self, s: QuietHouseState, seat: int) -> Sequence[Choice]:
        """Legal actions labelled for controls; moves are grouped by statue, made of a ``statue`` and a ``square``.

        The ``declare`` choice (group ``declare``, no parts) exists only when the seat's own
        tiles hold, so show it in the seat's private (ephemeral) controls, not on the board.
        """
        out: list[Choice] = []
        card = time_card(s)
        for a in self.legal_actions(s, seat):
            if a == DECLARE:
                out.append(Choice(a, msg("quiethouse-choice-declare"), DECLARE))
                continue
            name, target = a.split(".")
            rule = rule_of(name, card)
            statue = statue_word(name)
            if swaps(rule, rule in s.advanced):
                label = msg("quiethouse-choice-swap", statue=statue, other=_statue_on(s, target), square=target)
            else:
                label = msg("quiethouse-choice-move", statue=statue, square=target)
            out.append(Choice(a, label, name, parts=(("statue", name), ("square", target))))
        return tuple(out)

    def compose(self, s: QuietHouseState, seat: int, group: str, picks: Sequence[str]) -> str | None:
        """The move of group ``move`` made of a statue and a square as typed (``["rook", "c4"]``).

        It is made whether or not it is legal now, so that playing it says why not (the
        statue is on the Time Card, its rule does not reach the square...); None when the
        picks name no statue or no square.
        """
        if group != MOVE_GROUP or len(picks) != 2:
            return None
        name, square = picks[0].strip().lower(), picks[1].strip().upper()
        sq = parse_square(square)
        return _move_action(name, sq) if name in STATUES and sq is not None else None

    def paddles_allowed(self, s: QuietHouseState) -> bool:
        """Whether heart/whirlwind reactions may be shown now (never under variant 1, nor after the end)."""
        return s.status is Status.PLAYING and 1 not in s.variants

    def default_action(self, s: QuietHouseState, seat: int) -> str:
        """What an absent player does at the deadline.

        Declare when the seat's tiles hold; otherwise the first legal move that
        keeps the most of the seat's own four tiles holding. It uses only what
        that seat knows.
        """
        legal = self.legal_actions(s, seat)
        if not legal:
            raise IllegalAction(msg("quiethouse-owes-nothing", player=Seat(seat)))
        if legal[0] == DECLARE:
            return DECLARE
        mine = visible_slots(s.players, seat)

        def kept(m: tuple[str, Square]) -> int:
            held = holding(moved_layout(s, *m), s.goals, 2 in s.variants)
            return sum(held[i] for i in mine)

        return _move_action(*max(moves(s), key=kept))

    # --- playing -------------------------------------------------------------------

    def apply(self, s: QuietHouseState, seat: int, a: str) -> QuietHouseState:
        """Play one action; raises IllegalAction with what is allowed instead."""
        self._check(s, seat, a)
        if a == DECLARE:
            return declare(s)
        name, target = a.split(".")
        sq = parse_square(target)
        assert sq is not None
        return move(s, name, sq, a)

    def _check(self, s: QuietHouseState, seat: int, a: str) -> None:
        if s.status is not Status.PLAYING:
            raise IllegalAction(msg("quiethouse-game-over"))
        if seat != s.turn:
            raise IllegalAction(msg("quiethouse-not-your-turn", player=Seat(s.turn)))
        if a in self.legal_actions(s, seat):
            return
        if a == DECLARE:
            raise IllegalAction(NOT_READY)
        m = _MOVE.fullmatch(a)
        if not m or m[1] not in STATUES:
            raise IllegalAction(msg("quiethouse-not-a-move"))
        name, sq = m[1], parse_square(m[2])
        assert sq is not None
        card = time_card(s)
        statue = statue_word(name)
        if name == card:
            raise IllegalAction(msg("quiethouse-frozen", statue=statue))
        rule = rule_of(name, card)
        mover = STATUES.index(name)
        if sq not in reach(s.layout, mover, rule, rule in s.advanced, dots_of(s)):
            raise IllegalAction(msg("quiethouse-out-of-reach", statue=statue, rule=rule_words(s, name), square=m[2]))
        problem = layout_problem(moved_layout(s, name, sq), dots_of(s))
        assert problem is not None  # the move is not legal, and its rule reaches the square
        raise IllegalAction(msg("quiethouse-breaks-layout", statue=statue, square=m[2], problem=problem))

    def describe(self, before: QuietHouseState, seat: int, a: str, after: QuietHouseState) -> Text:
        """Say what the action did (and how the game ended, if it did)."""
        if a == DECLARE:
            if after.status is Status.WON:
                text = msg("quiethouse-declared-won", points=win_score(after))
            else:
                storms = tuple(Seat(p) for p, heart in enumerate(after.paddles) if not heart)
                text = msg("quiethouse-declared-whirlwind", players=storms, count=len(storms))
        else:
            name, target = a.split(".")
            rule = rule_of(name, time_card(before))
            where: dict[str, Arg] = {
                "statue": statue_word(name),
                "start": square_name(before.layout[STATUES.index(name)]),
                "square": target,
            }
            copy: dict[str, Arg] = {"rule": statue_word(rule)} if name == "mirror" else {}
            if swaps(rule, rule in before.advanced):
                swapped = "quiethouse-swapped-copying" if copy else "quiethouse-swapped"
                text = msg(swapped, other=_statue_on(before, target), **where, **copy)
            else:
                text = msg("quiethouse-moved-copying" if copy else "quiethouse-moved", **where, **copy)
        if after.status is Status.LOST:
            text = msg("quiethouse-then-deck-empty", text=text)
        return text

    def notes(self, before: QuietHouseState, seat: int, a: str, after: QuietHouseState) -> Mapping[int, Text]:
        """What seats learned in secret: after a declaration each seat hears what its own paddle answered.

        A statue move is public and teaches nobody a secret, so it gives no note (see
        :mod:`bot.games.quiet_house.notes`).
        """
        if a != DECLARE:
            return {}
        return declaration_notes(before, seat)

    def reveal(self, s: QuietHouseState) -> Text:
        """Once the game is over: the result and score, all eight tiles, who saw which, the score-table row."""
        return reveal_text(s)

    def resign(self, s: QuietHouseState, seat: int) -> QuietHouseState:
        """A player who leaves ends the game as a loss for all (only they know their tiles)."""
        if s.status is not Status.PLAYING:
            return s
        return replace(s, status=Status.LOST, resigned=seat)

    def best_score(self, s: QuietHouseState) -> tuple[str, int] | None:
        """A won game's entry in its server's score table: (rule-side combination, points); None otherwise.

        The combination is the one played: a side drawn at random counts as the side drawn.
        """
        if s.status is not Status.WON:
            return None
        return dealing.rules_key(dealing.options_of(s)), win_score(s)

    def outcome(self, s: QuietHouseState) -> Outcome | None:
        """All seats win together with the last Time Card's score, or all lose with 0."""
        if s.status is Status.PLAYING:
            return None
        if s.status is Status.WON:
            points = win_score(s)
            won = msg("quiethouse-outcome-won-variants" if s.variants else "quiethouse-outcome-won", points=points)
            return Outcome(winners=frozenset(range(s.players)), scores=(points,) * s.players, text=won)
        if s.resigned >= 0:
            text = msg("quiethouse-outcome-left", player=Seat(s.resigned))
        else:
            text = msg("quiethouse-outcome-deck")
        return Outcome(winners=frozenset(), scores=(0,) * s.players, text=text)

    # --- what players see -------------------------------------------------------------

    def view(self, s: QuietHouseState, seat: int | None) -> QuietHouseView:
        """The board and Time Card for all; a seat also sees its four goal tiles and whether they hold."""
        return build_view(s, seat, self.to_act(s), self.paddles_allowed(s))

    def dump(self, s: QuietHouseState) -> dict[str, Any]:
        """The state as JSON-ready data."""
        return s.dump()

    def load(self, d: Mapping[str, Any]) -> QuietHouseState:
        """Rebuild a state from :meth:`dump` output."""
        return QuietHouseState.load(d)

    def rules_summary(self) -> Text:
        """The rules in a few lines, with this project's rulings."""
        return RULES_SUMMARY

    # --- words that need no game in progress --------------------------------------------

    def random_sides_note(self, options: Options) -> Text | None:
        """The line above a lobby whose options leave sides to chance ("🎲 The Rook card's side is drawn…")."""
        return words.random_sides_note(options)

    def score_table(self, best: Mapping[str, int]) -> Text:
        """The rulebook's score table with a server's best score (by rules key) in each row."""
        return words.score_table(best)
