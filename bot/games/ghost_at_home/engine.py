"""Ghost at Home rules engine (shared/rules/ghost-at-home.pl.txt, RULINGS "Ghost at Home")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.base import (
    BadOptions,
    Choice,
    Game,
    IllegalAction,
    Option,
    Options,
    Outcome,
    Traits,
    Window,
    chance,
)
from bot.games.ghost_at_home import actions, flow, notes, parts, reveal, words
from bot.games.ghost_at_home.data import CARDS, HAND_SIZE, Kind, card_ids
from bot.games.ghost_at_home.house import explored, problems
from bot.games.ghost_at_home.model import EMPTY, SCHEMA, SLOTS, GhostState, House, Phase
from bot.games.ghost_at_home.refusals import refusal
from bot.games.ghost_at_home.rules_text import RULES_SUMMARY
from bot.games.ghost_at_home.views import GhostView, view
from bot.i18n import Msg, Seat, Text, msg

OPTIONS: dict[str, bool] = {"beginner": False, "always_ask": True}
"""``beginner``: leave out the 7 special cards. ``always_ask``: open the cat and escape
windows even for seats that hold no cat/ghost, so the windows reveal nothing about hands."""


class GhostAtHomeGame(Game[GhostState, GhostView]):
    """Ghost at Home: 2–4 players race to explore their haunted house and escape."""

    key = "ghostathome"
    title = "Ghost at Home"
    min_players = 2
    max_players = 4
    traits = Traits(
        hidden=True,
        windows=(
            Window("defend", msg("ghostathome-auto-defend")),
            Window("stop", msg("ghostathome-auto-stop")),
        ),
        skip=True,
        undo=True,
        options=(
            Option("beginner", "Beginner game: leave out the 7 special cards (default: off)"),
            Option(
                "always_ask",
                "Ask at every ghost/escape even players with no cat/ghost, so nobody learns hands (default: on)",
            ),
        ),
    )
    """Windows with automatic answers follow RULINGS 8."""

    # --- set-up -----------------------------------------------------------------

    def check_options(self, options: Options) -> dict[str, Any]:
        """Fill in defaults; refuse unknown options and non-boolean values."""
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise BadOptions(msg("ghostathome-bad-option", options=", ".join(sorted(unknown))))
        out = dict(OPTIONS)
        for k, v in options.items():
            if not isinstance(v, bool):
                raise BadOptions(msg("ghostathome-bad-value", option=k, value=repr(v)))
            out[k] = v
        return out

    def new_game(self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None) -> GhostState:
        """Shuffle, deal 3 cards each and give every player an empty house; seat 0 starts.

        ``setup`` (tests) may give ``hands`` (a list per seat), ``houses`` (per seat a dict of
        ``rooms`` and ``cats`` as three per-floor lists, ``ghosts`` and ``lights`` as three
        values), ``deck`` (top cards, top first), ``discard``, ``turn``, and ``rest``:
        ``"deck"`` (default, unplaced cards go shuffled under ``deck``) or ``"discard"``.
        """
        if not self.min_players <= seats <= self.max_players:
            raise BadOptions(msg("ghostathome-bad-players", least=self.min_players, most=self.max_players, seats=seats))
        opts = self.check_options(options)
        setup = dict(setup or {})
        unknown = set(setup) - {"hands", "houses", "deck", "discard", "turn", "rest"}
        if unknown:
            raise ValueError(f"unknown setup keys {sorted(unknown)}")
        houses = tuple(_house(d) for d in setup.get("houses", [{}] * seats))
        hands = tuple(tuple(h) for h in setup["hands"]) if "hands" in setup else None
        top, discard = tuple(setup.get("deck", ())), tuple(setup.get("discard", ()))
        placed = [c for h in houses for c in (*h.rooms, *h.cats, *h.ghosts) if c != EMPTY]
        placed += [c for h in hands or () for c in h] + list(top) + list(discard)
        allowed = set(card_ids(opts["beginner"]))
        if len(placed) != len(set(placed)) or not set(placed) <= allowed:
            raise ValueError("setup places a card twice or a card that is not in this game")
        if len(houses) != seats or (hands is not None and len(hands) != seats):
            raise ValueError("setup needs one house and one hand per seat")
        for h in houses:
            if problems(h):
                raise ValueError(f"illegal house in setup: {problems(h)}")
        pool = [c for c in sorted(allowed) if c not in placed]
        chance(seed, "shuffle").shuffle(pool)
        if hands is None:
            hands = tuple(tuple(pool[p * HAND_SIZE : (p + 1) * HAND_SIZE]) for p in range(seats))
            pool = pool[seats * HAND_SIZE :]
        if setup.get("rest", "deck") == "discard":
            discard, pool = discard + tuple(pool), []
        return GhostState(
            schema=SCHEMA,
            seed=seed,
            players=seats,
            beginner=opts["beginner"],
            always_ask=opts["always_ask"],
            deck=top + tuple(pool),
            discard=discard,
            hands=hands,
            houses=houses,
            turn=setup.get("turn", 0),
            phase=Phase.TURN,
            attack=None,
            escape=None,
            resigned=(),
            winner=EMPTY,
            shuffles=0,
            ply=0,
        )

    # --- whose turn, what is legal ------------------------------------------------

    def to_act(self, s: GhostState) -> frozenset[int]:
        """The active player, or the one seat an open window waits for."""
        if s.phase is Phase.DEFEND and s.attack:
            return frozenset({s.attack.target})
        if s.phase is Phase.STOP and s.escape:
            return frozenset({s.escape.queue[0]})
        return frozenset() if s.phase is Phase.OVER else frozenset({s.turn})

    def window(self, s: GhostState, seat: int) -> str | None:
        """The "respond now" window ``seat`` is in: ``defend`` (cat defence), ``stop`` (escape stop) or None."""
        if seat not in self.to_act(s):
            return None
        return {Phase.DEFEND: "defend", Phase.STOP: "stop"}.get(s.phase)

    def may_answer_at_once(self, s: GhostState, seat: int) -> bool:
        """Whether a seat that chose an automatic answer may be answered at once, giving nothing away.

        Cat defence: only when the seat holds a cat; the answer is then a cat from hand, which
        every player sees anyway. Letting the ghost in at once would tell the table that the seat
        holds no cat, so without one the window waits for its deadline like anyone's.
        Escape stop: always, since the answer is "do not stop" whatever the hand. A turn: never.
        """
        window = self.window(s, seat)
        if window == "defend":
            return flow.holding(s, seat, Kind.CAT) is not None
        return window == "stop"

    def legal_actions(self, s: GhostState, seat: int) -> Sequence[str]:
        """Every action of ``seat`` now (see ``actions`` for the encoding)."""
        return actions.legal(s, seat)

    def choices(self, s: GhostState, seat: int) -> Sequence[Choice]:
        """Legal actions labelled for buttons and selects."""
        return words.choices(s, seat, actions.legal(s, seat))

    def compose(self, s: GhostState, seat: int, group: str, picks: Sequence[str]) -> str | None:
        """The move made of parts picked together: cards (and a light's floor) picked in one of the view's
        ``picks``, or a typed command's part value (see ``parts``); None when they make no move.

        The move is not checked here: ``apply`` refuses an illegal one with its reason.
        """
        return parts.compose(s, seat, group, picks)

    def default_action(self, s: GhostState, seat: int) -> str:
        """The action a session applies for ``seat`` at its deadline (RULINGS 8).

        Cat defence: defend with a cat when holding one, else let the ghost in.
        Escape stop: do not stop. Own turn: play as many rooms as fit; failing
        that, discard one card and draw (the highest-floor room card, else the
        first card in hand); with an empty hand, pass.
        """
        legal = actions.legal(s, seat)
        if not legal:
            raise IllegalAction(msg("ghostathome-refuse-owes-nothing", player=Seat(seat)))
        if s.phase is Phase.STOP:
            return "nostop"
        rooms = [a for a in legal if a.startswith("r.")]
        if rooms:
            return max(rooms, key=lambda a: a.count("."))
        if s.phase is Phase.TURN and s.hands[seat]:
            worst = max(s.hands[seat], key=lambda c: (CARDS[c].floor, -c))
            return f"d.{worst}"
        return legal[0]

    # --- playing -------------------------------------------------------------------

    def apply(self, s: GhostState, seat: int, a: str) -> GhostState:
        """Play one action; raises IllegalAction with what is allowed instead."""
        norm = actions.normalize(a) if isinstance(a, str) and len(a) <= 40 else None
        if norm is None or norm not in actions.legal(s, seat):
            raise IllegalAction(refusal(s, seat, norm))
        return actions.perform(s, seat, norm)

    def describe(self, before: GhostState, seat: int, a: str, after: GhostState) -> Msg:
        """Say what the move did (starting with a verb; no hidden card is named)."""
        return words.describe(before, seat, actions.normalize(a) or a, after)

    def notes(self, before: GhostState, seat: int, a: str, after: GhostState) -> Mapping[int, Msg]:
        """What seats learned in secret: the cards each drew, and the mover's cards discarded face down.

        Every other part of a move is public (``describe`` says it); a move that draws nothing
        and discards nothing face down gives no notes.
        """
        return notes.notes(before, seat, actions.normalize(a) or a, after)

    def undoable(self, before: GhostState, seat: int, a: str, after: GhostState) -> bool:
        """Only letting a ghost in (``allow``) or an escape go on (``nostop``) may be taken back, when every
        window is asked of everyone (``always_ask``: asking tells nothing of hands) and nobody drew a card.

        Every turn action shows cards from the hand or discards them and draws, and a cat from hand
        shows the cat; without ``always_ask`` who is asked next tells the table who holds a ghost or a cat.
        """
        return (
            a in ("allow", "nostop")
            and before.always_ask
            and after.phase is not Phase.OVER
            and after.deck == before.deck
            and after.shuffles == before.shuffles
            and after.hands == before.hands
        )

    def reveal(self, s: GhostState) -> Text:
        """For a finished game: the result, every seat's hand, and the scores floor by floor; else empty."""
        return reveal.reveal(s, self.outcome(s))

    def resign(self, s: GhostState, seat: int) -> GhostState:
        """The seat leaves: its hand and house are discarded; the last player left wins.

        A ghost waiting for the leaver's answer is discarded; an escape by the leaver
        ends as if stopped; a leaver asked to stop an escape is skipped.
        """
        if s.phase is Phase.OVER or seat in s.resigned or not 0 <= seat < s.players:
            return s
        return flow.leave(s, seat)

    def outcome(self, s: GhostState) -> Outcome | None:
        """The escaper (or the last player left) wins; scores are rooms explored."""
        if s.phase is not Phase.OVER:
            return None
        scores = tuple(explored(h) for h in s.houses)
        return Outcome(winners=frozenset({s.winner}), scores=scores, text=reveal.outcome_text(s))

    # --- what players see -------------------------------------------------------------

    def view(self, s: GhostState, seat: int | None) -> GhostView:
        """Every house, pile sizes, hand sizes and the open window; a seat also sees its own hand."""
        return view(s, seat, self.to_act(s))

    def dump(self, s: GhostState) -> dict[str, Any]:
        """The state as JSON-ready data."""
        return s.dump()

    def load(self, d: Mapping[str, Any]) -> GhostState:
        """Rebuild a state from :meth:`dump` output."""
        return GhostState.load(d)

    def rules_summary(self) -> Msg:
        """The rules in a few lines, with this project's rulings."""
        return RULES_SUMMARY


def _house(d: Mapping[str, Any]) -> House:
    """A house from a setup dict (rooms/cats per floor, left first)."""
    rooms = [EMPTY] * SLOTS
    cats = [EMPTY] * SLOTS
    for f, ids in enumerate(d.get("rooms", [[], [], []])):
        for k, c in enumerate(ids):
            rooms[f * 2 + k] = c
    for f, ids in enumerate(d.get("cats", [[], [], []])):
        for k, c in enumerate(ids):
            cats[f * 2 + k] = c
    ghosts = tuple(EMPTY if g is None else g for g in d.get("ghosts", [None] * 3))
    return House(tuple(rooms), tuple(cats), ghosts, tuple(bool(x) for x in d.get("lights", [False] * 3)))
