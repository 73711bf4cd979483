"""The Purple House engine object: the contract of ``bot.games.base.Game``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.games.base import Choice, Game, IllegalAction, Option, Options, Outcome, Traits
from bot.games.purple_house.choices import choice, compose
from bot.games.purple_house.data import DIFFICULTIES
from bot.games.purple_house.escape import SORT, apply_escape, clues_face_up, escape_actions
from bot.games.purple_house.notes import secret_notes
from bot.games.purple_house.reveal import reveal_text
from bot.games.purple_house.scoring import score
from bot.games.purple_house.scouting import (
    Notes,
    apply_scouting,
    default_scouting_action,
    layout,
    next_seat,
    scouting_actions,
)
from bot.games.purple_house.setup import MAX_PLAYERS, MIN_PLAYERS, check_options, new_state
from bot.games.purple_house.state import (
    ESCAPE,
    LOSS,
    OVER,
    SCOUTING,
    WIN,
    PurpleHouseState,
    dump_state,
    load_state,
)
from bot.games.purple_house.views import PurpleHouseView, build_view
from bot.games.purple_house.words import semicolons
from bot.i18n import Msg, Seat, Text, msg


def _difficulty_label(key: str) -> str:
    d = DIFFICULTIES[key]
    return f"{d.name} — {d.candles} candles, {d.ghosts} White Lad{'y' if d.ghosts == 1 else 'ies'} a round"


class PurpleHouseGame(Game[PurpleHouseState, PurpleHouseView]):
    """The Purple House: 1–5 players remember House cards and flip a path out in three rounds."""

    key = "purplehouse"
    title = "The Purple House"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    traits = Traits(
        hidden=True,
        cooperative=True,
        simultaneous=True,
        skip=True,
        best_scores=True,
        undo=True,
        options=(
            Option(
                "difficulty",
                "Candles per round and White Ladies added each round (default: Easy)",
                tuple((_difficulty_label(key), key) for key in DIFFICULTIES),
            ),
            Option("kid_friendly", "Allow talking during Scouting (default: off, Scouting is silent)"),
            Option("scoring", "Scoring Variant: show a score at the end (default: off)"),
        ),
    )

    def check_options(self, options: Options) -> dict[str, Any]:
        """Options: ``difficulty`` (easy/normal/hard/impossible), ``kid_friendly``, ``scoring``."""
        return check_options(options)

    def new_game(
        self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None
    ) -> PurpleHouseState:
        """Set up the game and deal round 1's Scouting Phase (see ``setup.new_state`` for ``setup``)."""
        return new_state(seats, seed, options, setup)

    def to_act(self, s: PurpleHouseState) -> frozenset[int]:
        """Scouting: every seat not ready yet; Escape: the Key holder; nobody once over."""
        if s.phase == SCOUTING:
            return frozenset(p for p in range(s.players) if not (s.ready[p] or s.gone[p]))
        return frozenset({s.key}) if s.phase == ESCAPE else frozenset()

    def legal_actions(self, s: PurpleHouseState, seat: int) -> Sequence[str]:
        """Every action ``seat`` may take now."""
        if not 0 <= seat < s.players or s.gone[seat]:
            return ()
        return scouting_actions(s, seat) + escape_actions(s, seat)

    def choices(self, s: PurpleHouseState, seat: int) -> Sequence[Choice]:
        """Legal actions with labels and parts (module ``choices``); Scouting labels name the seat's own cards."""
        return tuple(choice(s, seat, a) for a in self.legal_actions(s, seat))

    def compose(self, s: PurpleHouseState, seat: int, group: str, picks: Sequence[str]) -> str | None:
        """The move typed parts name, legal or not (``apply`` then says why not); None when they name none.

        Groups: ``flip`` (a card number), ``change`` (a modification's ``change`` part, or ``auto``),
        ``ready`` and ``house`` (sorting the face-down cards), which take no part.
        """
        return compose(group, picks)

    def default_action(self, s: PurpleHouseState, seat: int) -> str:
        """The action a session applies for ``seat`` at its deadline.

        Scouting: ``auto`` (make the owed modifications, first legal one each time, then
        ready) while a modification is possible, else ``ready``. Escape: flip the
        lowest-numbered face-down card.
        """
        if seat not in self.to_act(s):
            raise IllegalAction(msg("purplehouse-refuse-no-decision", player=Seat(seat)))
        if s.phase == SCOUTING:
            return default_scouting_action(s, seat)
        return escape_actions(s, seat)[0]

    def apply(self, s: PurpleHouseState, seat: int, a: str) -> PurpleHouseState:
        """Return the state after ``seat`` plays ``a``; raise IllegalAction otherwise."""
        return self._step(s, seat, a)[0]

    def _step(self, s: PurpleHouseState, seat: int, a: str) -> tuple[PurpleHouseState, Notes]:
        if s.phase == OVER:
            raise IllegalAction(msg("purplehouse-refuse-over"))
        if not 0 <= seat < s.players:
            raise IllegalAction(msg("purplehouse-refuse-not-seated"))
        if s.gone[seat]:
            raise IllegalAction(msg("purplehouse-refuse-left"))
        if s.phase == SCOUTING:
            return apply_scouting(s, seat, a)
        if seat != s.key:
            raise IllegalAction(msg("purplehouse-refuse-not-key", player=Seat(s.key)))
        return apply_escape(s, seat, a)

    def describe(self, before: PurpleHouseState, seat: int, a: str, after: PurpleHouseState) -> Msg:
        """What the action did, in public words, to follow the player's name: its clauses joined by
        semicolons, ending with a full stop."""
        try:
            notes = self._step(before, seat, a)[1]
        except IllegalAction:
            return msg("purplehouse-did-nothing")
        return msg("purplehouse-sentence", clauses=semicolons(notes))

    def resign(self, s: PurpleHouseState, seat: int) -> PurpleHouseState:
        """The seat leaves; the others play on with its items unused, or the game is lost if nobody is left.

        A leaving Key holder passes the Key to the left; a leaving scout's cards are
        shuffled in unmodified when the others are ready.
        """
        if s.phase == OVER or not 0 <= seat < s.players or s.gone[seat]:
            return s
        s = replace(s, gone=s.gone[:seat] + (True,) + s.gone[seat + 1 :])
        if all(s.gone):
            return replace(s, phase=OVER, result=LOSS)
        if s.key == seat:
            s = replace(s, key=next_seat(s, seat))
        if s.phase == SCOUTING and not self.to_act(s):
            s = layout(s)[0]
        return s

    def best_score(self, s: PurpleHouseState) -> tuple[str, int] | None:
        """A finished Scoring Variant game's entry in its server's table: (difficulty, score); None otherwise."""
        outcome = self.outcome(s)
        if outcome is None or not s.scoring:
            return None
        return s.difficulty + ("-kid" if s.kid_friendly else ""), outcome.scores[0]

    def notes(self, before: PurpleHouseState, seat: int, a: str, after: PurpleHouseState) -> dict[int, Text]:
        """The mover's secret modifications, and each seat's new cards to scout at a round's end.

        Never a card front: fronts seen while scouting are hidden again and kept by memory only.
        """
        return secret_notes(before, seat, a, after)

    def undoable(self, before: PurpleHouseState, seat: int, a: str, after: PurpleHouseState) -> bool:
        """While scouting, a modification, Ready or "let the house choose" may be taken back as long as someone
        else still scouts (the last Ready lays the cards out at random); in the Escape Phase, sorting the
        face-down cards by their backs. A flip reveals a card, so it may not."""
        if after.phase != before.phase or after.round != before.round:
            return False
        return before.phase == SCOUTING or (before.phase == ESCAPE and a == SORT)

    def reveal(self, s: PurpleHouseState) -> Text:
        """For a finished game: the result, the score and its parts, and every front still hidden."""
        return reveal_text(s)

    def outcome(self, s: PurpleHouseState) -> Outcome | None:
        """A shared win for the seats still playing, or a loss for everybody."""
        if s.phase != OVER:
            return None
        won = s.result == WIN
        clues = clues_face_up(s)
        text: Msg
        if won:
            text = msg("purplehouse-outcome-win", round=s.round)
        elif all(s.gone):
            text = msg("purplehouse-outcome-everyone-left")
        else:
            text = msg("purplehouse-outcome-trapped", clues=clues)
        points = clues
        if s.scoring:
            sc = score(s)
            points = sc.points
            text = msg("purplehouse-outcome-scored", result=text, score=sc.words(), ending=sc.ending)
        winners = frozenset(p for p in range(s.players) if won and not s.gone[p])
        return Outcome(winners=winners, scores=(points,) * s.players, text=text)

    def view(self, s: PurpleHouseState, seat: int | None) -> PurpleHouseView:
        """Exactly what ``seat`` may know; None gives public information only."""
        if seat is not None and not 0 <= seat < s.players:
            raise ValueError(f"no seat {seat} in this game")
        return build_view(s, seat, self.to_act(s))

    def dump(self, s: PurpleHouseState) -> dict[str, Any]:
        """The state as JSON-ready plain data, with its schema version."""
        return dump_state(s)

    def load(self, d: Mapping[str, Any]) -> PurpleHouseState:
        """Rebuild a state from :meth:`dump` output."""
        return load_state(d)

    def rules_summary(self) -> Msg:
        """A short rules reminder with this project's rulings."""
        return msg("purplehouse-rules")
