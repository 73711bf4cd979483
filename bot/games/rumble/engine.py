"""Rumble in the House rules engine (shared/rules/rumble-in-the-house.txt)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.games.base import BadOptions, Choice, Game, IllegalAction, Option, Options, Outcome, Traits, chance
from bot.games.rumble.data import (
    CHARACTERS,
    DEFAULT_LAYOUT,
    LAYOUT_WORDS,
    LAYOUTS,
    POINTS_BY_EXIT_RANK,
    RUMBLES,
    SECRETS_PER_PLAYER,
)
from bot.games.rumble.hidden import deal_notes, final_reveal
from bot.games.rumble.house import nearest_other, neighbours
from bot.games.rumble.model import OUT, SCHEMA, RoomView, RumbleRecord, RumbleState, RumbleView, arranged
from bot.games.rumble.reveal import cut_short_of, reveal_of, reveal_sentence
from bot.games.rumble.rules_text import RULES_SUMMARY
from bot.games.rumble.words import character, part_labels, place, room
from bot.i18n import Arg, Msg, Text, msg

_NUMBER = r"(0|[1-9]\d?)"
_MOVE = re.compile(rf"m{_NUMBER}-{_NUMBER}")
_FIGHT = re.compile(rf"f{_NUMBER}")
"""Canonical encodings only: ``m3-5`` and ``f3``, never ``m03-05``."""


class RumbleGame(Game[RumbleState, RumbleView]):
    """Rumble in the House: 3–6 players, three rumbles, last one standing scores most."""

    key = "rumble"
    title = "Rumble in the House"
    min_players = 3
    max_players = 6
    traits = Traits(
        hidden=True,
        undo=True,
        options=(
            Option(
                "layout",
                "The shape of the house (default: classic 3 x 4)",
                tuple((lay.title, key) for key, lay in LAYOUTS.items()),
            ),
        ),
    )

    # --- set-up -----------------------------------------------------------------

    def check_options(self, options: Options) -> dict[str, Any]:
        """Fill in defaults; refuse unknown options or layouts."""
        unknown = set(options) - {"layout"}
        if unknown:
            # The options' names as they were typed, and the layouts' keys as they are typed: no words of ours.
            raise BadOptions(msg("rumble-bad-option", options=", ".join(sorted(unknown))))
        layout = options.get("layout") or DEFAULT_LAYOUT
        if not isinstance(layout, str) or layout not in LAYOUTS:
            raise BadOptions(msg("rumble-bad-layout", layout=repr(layout), layouts=", ".join(LAYOUTS)))
        return {"layout": layout}

    def new_game(self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None) -> RumbleState:
        """Place the characters, deal the secrets and pick the first player.

        ``setup`` may give ``positions``, ``secrets`` and ``turn`` to arrange a scenario.
        """
        if not self.min_players <= seats <= self.max_players:
            raise BadOptions(msg("rumble-bad-players", least=self.min_players, most=self.max_players, seats=seats))
        opts = self.check_options(options)
        state = RumbleState(
            schema=SCHEMA,
            seed=seed,
            players=seats,
            layout=opts["layout"],
            rumble=0,
            ply=0,
            positions=(),
            exits=(),
            secrets=(),
            turn=0,
            quiet=0,
            totals=(0,) * seats,
            past=(),
            resigned=(),
            finished=False,
        )
        state = self._start_rumble(state, 1)
        if setup:
            state = arranged(state, setup)
        return state

    def _start_rumble(self, s: RumbleState, number: int) -> RumbleState:
        rooms = list(range(len(CHARACTERS)))
        chance(s.seed, "place", number).shuffle(rooms)
        tokens = list(range(len(CHARACTERS)))
        chance(s.seed, "deal", number).shuffle(tokens)
        per = SECRETS_PER_PLAYER
        secrets = tuple(tuple(sorted(tokens[i * per : (i + 1) * per])) for i in range(s.players))
        active = [p for p in range(s.players) if p not in s.resigned]
        fewest = min(s.totals[p] for p in active)
        tied = [p for p in active if s.totals[p] == fewest]
        first = chance(s.seed, "start", number).choice(tied)
        return _replace(s, rumble=number, positions=tuple(rooms), exits=(), secrets=secrets, turn=first, quiet=0)

    # --- whose turn, what is legal ------------------------------------------------

    def to_act(self, s: RumbleState) -> frozenset[int]:
        """The seat whose turn it is (nobody once the game is over)."""
        return frozenset() if s.finished else frozenset({s.turn})

    def stalled(self, s: RumbleState) -> bool:
        """Whether the anti-stall rule (RULINGS 6) is in force."""
        return s.quiet >= 2 * self._active_count(s)

    def legal_actions(self, s: RumbleState, seat: int) -> Sequence[str]:
        """Moves of lone characters through a door, and fights in crowded rooms."""
        if s.finished or seat != s.turn:
            return ()
        actions: list[str] = []
        stalled = self.stalled(s)
        crowds = self._crowds(s)
        for c, here in enumerate(s.positions):
            if here == OUT:
                continue
            if here in crowds:
                actions.append(f"f{c}")
                continue
            before = nearest_other(s.layout, s.positions, c, here) if stalled else 0
            for dest in neighbours(s.layout)[here]:
                if stalled and nearest_other(s.layout, s.positions, c, dest) >= before:
                    continue
                actions.append(f"m{c}-{dest}")
        return tuple(actions)

    def choices(self, s: RumbleState, seat: int) -> Sequence[Choice]:
        """Legal actions labelled for buttons and selects.

        A move is made of a ``character`` and a ``room``, a fight of a ``victim`` (character ids, as
        ``/rumble move`` and ``/rumble fight`` name their options).
        """
        lay = s.layout
        out: list[Choice] = []
        for a in self.legal_actions(s, seat):
            if m := _MOVE.fullmatch(a):
                c, dest = int(m[1]), int(m[2])
                label = msg(
                    "rumble-choice-move", character=character(c), start=room(lay, s.positions[c]), dest=room(lay, dest)
                )
                out.append(Choice(a, label, "move", parts=(("character", m[1]), ("room", m[2]))))
            elif f := _FIGHT.fullmatch(a):
                c = int(f[1])
                label = msg("rumble-choice-fight", character=character(c), room=room(lay, s.positions[c]))
                out.append(Choice(a, label, "fight", parts=(("victim", f[1]),)))
        return tuple(out)

    def compose(self, s: RumbleState, seat: int, group: str, picks: Sequence[str]) -> str | None:
        """The move a typed command names, legal now or not (``apply`` then says why it is not).

        ``group`` "move" takes a character and a room, "fight" a victim, as :meth:`choices` names
        their parts; None when the picks name no character or room of this house.
        """
        rooms = LAYOUTS[s.layout].rooms
        if group == "move" and len(picks) == 2:
            action = f"m{picks[0]}-{picks[1]}"
            m = _MOVE.fullmatch(action)
            return action if m and int(m[1]) < len(CHARACTERS) and int(m[2]) < len(rooms) else None
        if group == "fight" and len(picks) == 1:
            action = f"f{picks[0]}"
            f = _FIGHT.fullmatch(action)
            return action if f and int(f[1]) < len(CHARACTERS) else None
        return None

    # --- playing -------------------------------------------------------------------

    def apply(self, s: RumbleState, seat: int, a: str) -> RumbleState:
        """Play one action; raises IllegalAction with what is allowed instead."""
        self._check(s, seat, a)
        if m := _MOVE.fullmatch(a):
            c, dest = int(m[1]), int(m[2])
            positions = s.positions[:c] + (dest,) + s.positions[c + 1 :]
            s = _replace(s, positions=positions, quiet=s.quiet + 1, ply=s.ply + 1)
            return _replace(s, turn=self._next_seat(s, s.turn))
        victim = int(a[1:])
        positions = s.positions[:victim] + (OUT,) + s.positions[victim + 1 :]
        s = _replace(s, positions=positions, exits=(*s.exits, victim), quiet=0, ply=s.ply + 1)
        if len(s.exits) == len(CHARACTERS) - 1:
            return self._score_rumble(s)
        return _replace(s, turn=self._next_seat(s, s.turn))

    def _check(self, s: RumbleState, seat: int, a: str) -> None:
        if s.finished:
            raise IllegalAction(msg("rumble-refuse-over"))
        if seat in s.resigned:
            raise IllegalAction(msg("rumble-refuse-left"))
        if seat != s.turn:
            raise IllegalAction(msg("rumble-refuse-not-your-turn"))
        if a in self.legal_actions(s, seat):
            return
        lay = s.layout
        m, f = _MOVE.fullmatch(a), _FIGHT.fullmatch(a)
        if m and int(m[1]) < len(CHARACTERS) and int(m[2]) < len(LAYOUTS[lay].rooms):
            c, dest = int(m[1]), int(m[2])
            here = s.positions[c]
            if here == OUT:
                raise IllegalAction(msg("rumble-refuse-gone", character=character(c)))
            if here in self._crowds(s):
                raise IllegalAction(msg("rumble-refuse-crowded", character=character(c), room=room(lay, here)))
            if dest == here:
                raise IllegalAction(msg("rumble-refuse-same-room", character=character(c), room=room(lay, here)))
            if dest not in neighbours(lay)[here]:
                raise IllegalAction(msg("rumble-refuse-no-door", start=room(lay, here), dest=room(lay, dest)))
            raise IllegalAction(msg("rumble-refuse-stalled"))
        if f and int(f[1]) < len(CHARACTERS):
            c = int(f[1])
            if s.positions[c] == OUT:
                raise IllegalAction(msg("rumble-refuse-victim-gone", character=character(c)))
            raise IllegalAction(msg("rumble-refuse-alone", character=character(c), room=room(lay, s.positions[c])))
        raise IllegalAction(msg("rumble-refuse-unknown"))

    def _score_rumble(self, s: RumbleState) -> RumbleState:
        last = next(c for c, p in enumerate(s.positions) if p != OUT)
        order = (*s.exits, last)
        rank = {c: i for i, c in enumerate(order)}
        points = tuple(
            0 if p in s.resigned else max(POINTS_BY_EXIT_RANK[rank[c]] for c in s.secrets[p]) for p in range(s.players)
        )
        record = RumbleRecord(secrets=s.secrets, exits=order, points=points)
        totals = tuple(t + p for t, p in zip(s.totals, points, strict=True))
        s = _replace(s, past=(*s.past, record), totals=totals)
        if s.rumble >= RUMBLES:
            return _replace(s, finished=True)
        return self._start_rumble(s, s.rumble + 1)

    def describe(self, before: RumbleState, seat: int, a: str, after: RumbleState) -> Msg:
        """Say what the move did; the move that ends a rumble also reveals who owned whom and what each scored.

        Seats are arguments of the message (the platform says them as display names).
        """
        lay = before.layout
        if m := _MOVE.fullmatch(a):
            c, dest = int(m[1]), int(m[2])
            return msg(
                "rumble-moved", character=character(c), start=room(lay, before.positions[c]), dest=room(lay, dest)
            )
        victim = int(a[1:])
        rank = len(before.exits) + 1
        fight: dict[str, Arg] = {
            "room": room(lay, before.positions[victim]),
            "victim": character(victim),
            "place": place(rank),
            "worth": POINTS_BY_EXIT_RANK[rank - 1],
        }
        if len(after.past) > len(before.past):
            record = after.past[-1]
            return msg(
                "rumble-fought-last",
                **fight,
                standing=character(record.exits[-1]),
                rumble=before.rumble,
                revealed=reveal_sentence(reveal_of(record, before.rumble)),
            )
        return msg("rumble-fought", **fight)

    def notes(self, before: RumbleState, seat: int, a: str, after: RumbleState) -> Mapping[int, Text]:
        """What seats learn in secret: only the fight that ends rumble 1 or 2 does, by dealing the next one.

        Every seat is then told its two new characters (as its own view shows them). Moves, other
        fights and the game's last fight are public (the scored rumble is revealed to all), so give none.
        """
        return deal_notes(before, after)

    def undoable(self, before: RumbleState, seat: int, a: str, after: RumbleState) -> bool:
        """A move, or a fight that leaves more than one character standing, may be taken back: both are
        public and draw nothing. The fight that ends a rumble may not: it reveals every seat's characters,
        scores them and deals the next rumble (or ends the game)."""
        return not after.finished and after.rumble == before.rumble and after.past == before.past

    def reveal(self, s: RumbleState) -> Text:
        """Once the game is over: every seat's characters per rumble, its points and how the totals add up."""
        outcome = self.outcome(s)
        return "" if outcome is None else final_reveal(s, outcome.winners)

    def resign(self, s: RumbleState, seat: int) -> RumbleState:
        """The seat leaves: its characters stay in the house, it scores no more and cannot win.

        The game goes on while two players remain; with one left it ends.
        """
        if not 0 <= seat < s.players:
            raise IllegalAction(msg("rumble-refuse-no-seat", seat=seat))
        if s.finished or seat in s.resigned:
            return s
        s = _replace(s, resigned=tuple(sorted((*s.resigned, seat))), ply=s.ply + 1)
        if self._active_count(s) < 2:
            return _replace(s, finished=True)
        if s.turn == seat:
            s = _replace(s, turn=self._next_seat(s, seat))
        return s

    def outcome(self, s: RumbleState) -> Outcome | None:
        """Highest total wins; ties share the win; players who left cannot win."""
        if not s.finished:
            return None
        active = [p for p in range(s.players) if p not in s.resigned]
        best = max(s.totals[p] for p in active)
        winners = frozenset(p for p in active if s.totals[p] == best)
        if len(active) < 2:
            text = msg("rumble-outcome-early")
        elif len(winners) > 1:
            text = msg("rumble-outcome-shared", points=best)
        else:
            text = msg("rumble-outcome-won", points=best)
        return Outcome(winners=winners, scores=s.totals, text=text)

    # --- what players see -------------------------------------------------------------

    def view(self, s: RumbleState, seat: int | None) -> RumbleView:
        """The board, scores and exit line, and who owned whom in every scored rumble.

        A seat also sees its own two characters of the rumble in play; nobody sees
        anyone else's until that rumble is scored, or the game is over before it is (``cut_short``).
        """
        lay = LAYOUTS[s.layout]
        rooms = tuple(
            RoomView(i, name, r, c, tuple(ch for ch, p in enumerate(s.positions) if p == i))
            for i, (name, r, c) in enumerate(lay.rooms)
        )
        mine = s.secrets[seat] if seat is not None and not s.finished else ()
        limit = 2 * self._active_count(s)
        return RumbleView(
            seat=seat,
            to_act=self.to_act(s),
            players=s.players,
            layout_title=lay.title,
            layout_words=msg(LAYOUT_WORDS[s.layout]),
            rows=lay.rows,
            cols=lay.cols,
            rooms=rooms,
            room_words=tuple(room(s.layout, i) for i in range(len(rooms))),
            doors=lay.doors,
            character_names=CHARACTERS,
            character_words=tuple(character(c) for c in range(len(CHARACTERS))),
            exits=s.exits,
            exit_points=POINTS_BY_EXIT_RANK,
            rumble=s.rumble,
            rumbles=RUMBLES,
            turn=None if s.finished else s.turn,
            totals=s.totals,
            my_characters=mine,
            stalled=self.stalled(s),
            quiet_turns_left=max(0, limit - s.quiet),
            past=s.past,
            reveals=tuple(reveal_of(record, i + 1) for i, record in enumerate(s.past)),
            cut_short=cut_short_of(s),
            resigned=s.resigned,
            finished=s.finished,
            part_labels=part_labels(s),
        )

    def dump(self, s: RumbleState) -> dict[str, Any]:
        """The state as JSON-ready data."""
        return s.dump()

    def load(self, d: Mapping[str, Any]) -> RumbleState:
        """Rebuild a state from :meth:`dump` output."""
        return RumbleState.load(d)

    def rules_summary(self) -> Text:
        """The rules in a few lines, with this project's rulings."""
        return RULES_SUMMARY

    # --- helpers -----------------------------------------------------------------------

    def _active_count(self, s: RumbleState) -> int:
        return s.players - len(s.resigned)

    def _crowds(self, s: RumbleState) -> frozenset[int]:
        seen: set[int] = set()
        crowded: set[int] = set()
        for p in s.positions:
            if p == OUT:
                continue
            (crowded if p in seen else seen).add(p)
        return frozenset(crowded)

    def _next_seat(self, s: RumbleState, seat: int) -> int:
        for step in range(1, s.players + 1):
            nxt = (seat + step) % s.players
            if nxt not in s.resigned:
                return nxt
        return seat


def _replace(s: RumbleState, **changes: Any) -> RumbleState:
    return replace(s, **changes)
