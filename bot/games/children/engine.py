"""Children rules engine (shared/rules/children.txt, RULINGS "Children")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.games.base import (
    BadOptions,
    Choice,
    Game,
    IllegalAction,
    Options,
    Outcome,
    Traits,
    Window,
    chance,
)
from bot.games.children import words
from bot.games.children.cards import all_cards, hand_limit, leave, shuffle_in, take
from bot.games.children.data import (
    CARD_COUNT,
    CARDS,
    GHOST_COUNT,
    GHOSTS,
    HAND_SIZE,
    ROOMS,
    SKULLS_PER_PLAYER,
    Fate,
    Kind,
    card_id,
)
from bot.games.children.decisions import HAND_BLIND, default, first_given_up
from bot.games.children.flow import finish, proceed
from bot.games.children.interrupts import interrupt, open_interrupts
from bot.games.children.mansion import CELLS, cell, haunted
from bot.games.children.model import NONE, SCHEMA, ChildrenState, Phase
from bot.games.children.notes import notes
from bot.games.children.prompts import GAME_OVER
from bot.games.children.reveal import reveal
from bot.games.children.rules_text import rules_summary
from bot.games.children.turn import legal, perform
from bot.games.children.undo import undoable
from bot.games.children.views import ChildrenView, view
from bot.i18n import Seat, Text, msg

SETUP_KEYS = frozenset(
    {
        "hands", "deck", "rest", "grid", "room_pile", "pos", "haunts", "enraged", "minis", "revealed",
        "under", "kitty", "kitty_holder", "skulls", "turn", "phase", "actions_left", "trapped",
    }
)  # fmt: skip


class ChildrenGame(Game[ChildrenState, ChildrenView]):
    """Children: 2–4 ghost hunters trap the ghosts of the Thornhill Mansion with their beloved toys."""

    key = "children"
    title = "Children"
    name = "Children"
    min_players = 2
    max_players = 4
    traits = Traits(
        hidden=True,
        windows=(
            Window("trim", msg("children-auto-trim")),
            Window("run", msg("children-auto-run")),
            Window("pounce", msg("children-auto-pounce")),
            Window("biddle", msg("children-auto-biddle")),
            Window("place"),
            Window("kitty"),
            Window("settle"),
            Window("near"),
            Window("defuse"),
            Window("find"),
        ),
        interrupts=True,
        skip=True,
        undo=True,
    )
    """Out-of-turn decisions are windows (``model.Task``); automatic answers follow RULINGS 8."""

    def check_options(self, options: Options) -> dict[str, Any]:
        """Children has no options; refuse any."""
        if options:
            raise BadOptions(msg("children-no-options", options=", ".join(sorted(options))))
        return {}

    def new_game(
        self, seats: int, seed: int, options: Options, setup: Mapping[str, Any] | None = None
    ) -> ChildrenState:
        """Lay out the mini stacks, shuffle the tablets and the deck, deal 5 cards (no ghost, no fate).

        ``setup`` (tests) may give: ``grid`` {room: column}, ``room_pile`` (exactly these, top first;
        default: the other rooms shuffled), ``deck`` (top cards; ``rest``: ``"deck"`` puts the unplaced cards
        shuffled under them, ``"discard"`` on the discard pile), ``hands``, ``pos``, ``haunts``
        {room: ghosts}, ``under`` {room: cards}, ``enraged``, ``minis`` {toy number: ghost},
        ``revealed``, ``trapped``, ``kitty``, ``kitty_holder``, ``skulls``, ``turn``, ``phase``,
        ``actions_left``.
        """
        if not self.min_players <= seats <= self.max_players:
            raise BadOptions(msg("children-players", min=self.min_players, max=self.max_players, seats=seats))
        self.check_options(options)
        st = dict(setup or {})
        if set(st) - SETUP_KEYS:
            raise ValueError(f"unknown setup keys {sorted(set(st) - SETUP_KEYS)}")
        grid = [NONE] * CELLS
        for room, col in dict(st.get("grid", {})).items():
            grid[cell(ROOMS[room].floor, col)] = room
        rest_rooms = [r.id for r in ROOMS if r.id not in grid]
        chance(seed, "rooms").shuffle(rest_rooms)
        room_pile = tuple(st.get("room_pile", rest_rooms))
        haunts = [()] * len(ROOMS)
        for room, ghosts in dict(st.get("haunts", {})).items():
            haunts[room] = tuple(ghosts)
        under = [()] * len(ROOMS)
        for room, cards in dict(st.get("under", {})).items():
            under[room] = tuple(cards)
        holder = st.get("kitty_holder", NONE)
        kitty_card = card_id(Fate.KITTY_KITTY) if holder != NONE else NONE
        trapped = tuple(tuple(t) for t in st.get("trapped", [()] * seats))
        top = tuple(st.get("deck", ()))
        placed = [c for h in (*haunts, *under, *trapped) for c in h] + list(top)
        placed += [c for h in st.get("hands", ()) for c in h] + ([kitty_card] if holder != NONE else [])
        if len(placed) != len(set(placed)) or not set(placed) <= set(range(CARD_COUNT)):
            raise ValueError("setup places a card twice or a card that does not exist")
        pool = [c for c in range(CARD_COUNT) if c not in placed]
        chance(seed, "deal").shuffle(pool)
        if "hands" in st:
            hands = tuple(tuple(h) for h in st["hands"])
        else:
            fit = [c for c in pool if CARDS[c].kind not in (Kind.GHOST, Kind.FATE)]
            hands = tuple(tuple(fit[p * HAND_SIZE : (p + 1) * HAND_SIZE]) for p in range(seats))
            dealt = {c for h in hands for c in h}
            pool = [c for c in pool if c not in dealt]
            chance(seed, "redeal").shuffle(pool)
        discard: tuple[int, ...] = ()
        if st.get("rest", "deck") == "discard":
            discard, pool = tuple(pool), []
        minis = dict(st.get("minis", {}))
        order = list(GHOSTS)
        chance(seed, "minis").shuffle(order)
        spare = iter(g for g in order if g not in minis.values())
        skulls = tuple(st.get("skulls", [0] * seats))
        s = ChildrenState(
            schema=SCHEMA,
            seed=seed,
            players=seats,
            ply=0,
            grid=tuple(grid),
            room_pile=room_pile,
            deck=top + tuple(pool),
            discard=discard,
            hands=hands,
            under=tuple(under),
            haunts=tuple(haunts),
            enraged=tuple(st.get("enraged", ())),
            minis=tuple(minis[k] if k in minis else next(spare) for k in range(GHOST_COUNT)),
            revealed=tuple(st.get("revealed", ())),
            trapped=trapped,
            pos=tuple(st.get("pos", [NONE] * seats)),
            skulls=skulls,
            skull_pool=SKULLS_PER_PLAYER * seats - sum(skulls),
            kitty=st.get("kitty", NONE),
            kitty_holder=holder,
            kitty_card=kitty_card,
            seen=tuple(((),) * len(ROOMS) for _ in range(seats)),
            turn=st.get("turn", 0),
            phase=Phase(st.get("phase", Phase.TILE.value)),
            actions_left=st.get("actions_left", 2),
            tasks=(),
            ending=False,
            last_turns=NONE,
            insane=False,
            resigned=(),
        )
        if len(s.hands) != seats or len(s.pos) != seats or len(s.trapped) != seats:
            raise ValueError("setup needs one hand, position and trapped pile per seat")
        if sorted(all_cards(s)) != list(range(CARD_COUNT)):
            raise ValueError("setup does not account for all 70 cards")
        return proceed(s)

    def to_act(self, s: ChildrenState) -> frozenset[int]:
        """The seat whose decision the game waits for (out-of-turn decisions first)."""
        if s.phase is Phase.OVER:
            return frozenset()
        return frozenset({s.tasks[0].seat if s.tasks else s.turn})

    def window(self, s: ChildrenState, seat: int) -> str | None:
        """The "respond now" window ``seat`` is in (an out-of-turn decision's kind), or None."""
        if seat not in self.to_act(s) or not s.tasks or seat == s.turn:
            return None
        return s.tasks[0].kind

    def may_answer_at_once(self, s: ChildrenState, seat: int) -> bool:
        """Whether a seat that chose an automatic answer may be answered at once, giving nothing away.

        True for the four windows with an automatic answer (trim, run, pounce, biddle): what the
        table sees of their default answer is the same whatever the seat holds (``decisions.HAND_BLIND``).
        Never for a turn or another decision.
        """
        return self.window(s, seat) in HAND_BLIND

    def legal_actions(self, s: ChildrenState, seat: int) -> Sequence[str]:
        """Every action of ``seat`` now (see ``turn`` and ``decisions`` for the encoding)."""
        return legal(s, seat)

    def choices(self, s: ChildrenState, seat: int) -> Sequence[Choice]:
        """Legal actions labelled for buttons and selects."""
        return words.choices(s, seat, legal(s, seat))

    def default_action(self, s: ChildrenState, seat: int) -> str:
        """The action a session applies for ``seat`` at its deadline (RULINGS 8).

        Decisions see ``decisions.default``. On its own turn an absent player places the
        tablet in the first column, enters the first room, takes Skull Tokens while it can,
        above the hand limit leaves cards (as a trim would) until it may move, else moves to
        the first room with neither a ghost nor cards left there (else without a ghost), else
        makes the first move or device use (the emergency escape only when nothing else is
        left), ends
        its actions once they are spent, leaves its highest cards down to the limit, moves no
        ghost and moves Kitty Kitty the first way.
        """
        options = legal(s, seat)
        if not options:
            raise IllegalAction(msg("children-no-decision", seat=Seat(seat)))
        if s.tasks:
            return default(s, s.tasks[0])
        if "done" in options:
            return "done"
        if "gn" in options:
            return "gn"
        if s.phase is Phase.ACT:
            if "s" in options:
                return "s"
            if len(s.hands[seat]) > hand_limit(s):
                return f"l.{first_given_up(s.hands[seat])}"
            moves = [a for a in options if a.startswith("m.")]
            calm = [a for a in moves if not haunted(s, int(a[2:]))]
            bare = [a for a in calm if not s.under[int(a[2:])]]
            return (bare or calm or [next(a for a in options if a.startswith(("m.", "u.", "x")))])[0]
        if s.phase is Phase.RESTORE:
            return options[-1]
        return options[0]

    def interrupts(self, s: ChildrenState, seat: int) -> tuple[str, ...]:
        """Free Action devices ``seat`` may play out of turn now for a Skull Token (see ``interrupts``).

        Never for the seat the game waits for nor the player whose turn it is; empty when the
        game is over, the seat left, is outside the mansion or holds no Skull Token.
        """
        return open_interrupts(s, seat)

    def interrupt_choices(self, s: ChildrenState, seat: int) -> tuple[Choice, ...]:
        """The interrupts labelled for controls (group ``interrupt``; the label names the Skull Token cost)."""
        return words.interrupt_choices(s, open_interrupts(s, seat))

    def apply(self, s: ChildrenState, seat: int, a: str) -> ChildrenState:
        """Play one action or interrupt; raises IllegalAction saying what is allowed instead.

        An interrupt pays a Skull Token and plays the device; the game goes on waiting for the
        same decision unless the effect made it moot (``interrupts`` module).
        """
        if s.phase is Phase.OVER:
            raise IllegalAction(GAME_OVER)
        opened = open_interrupts(s, seat)
        if isinstance(a, str) and a in opened:
            return interrupt(s, seat, a)
        if not isinstance(a, str) or a not in legal(s, seat):
            raise IllegalAction(words.refusal(s, seat, a if isinstance(a, str) else repr(a), bool(opened)))
        return perform(s, seat, a)

    def describe(self, before: ChildrenState, seat: int, a: str, after: ChildrenState) -> Text:
        """Say what the move did, starting with a verb (no hidden card is named); interrupts say so."""
        return words.describe(before, seat, a, after, out_of_turn=seat not in self.to_act(before))

    def notes(self, before: ChildrenState, seat: int, a: str, after: ChildrenState) -> dict[int, Text]:
        """What seats learned in secret from the move, one second-person text each (``notes`` module).

        Cards drawn or picked up into a hand, cards left face down, the toy given to Irwin Biddle and
        the cards peeked at with Medico Della Peste; empty for a move that told nobody anything secret.
        """
        return notes(before, seat, a, after)

    def undoable(self, before: ChildrenState, seat: int, a: str, after: ChildrenState) -> bool:
        """A turn step that is public and drew nothing (the tablet, a Skull Token, a card left face down, a
        ghost moved, the actions ended), when nothing hidden followed it (``undo`` module)."""
        return undoable(before, seat, a, after)

    def reveal(self, s: ChildrenState) -> Text:
        """For a finished game: the result, every seat's score and hand, the cards left under rooms."""
        result = self.outcome(s)
        return "" if result is None else reveal(s, result)

    def resign(self, s: ChildrenState, seat: int) -> ChildrenState:
        """The seat leaves: its hand stays in its room, its skulls go back, its decisions get defaults.

        Its trapped ghosts stay out of play; the last player left ends the game.
        """
        if s.phase is Phase.OVER or seat in s.resigned or not 0 <= seat < s.players:
            return s
        hand = s.hands[seat]
        if s.pos[seat] != NONE:
            s = leave(s, seat, hand, s.pos[seat])
        elif hand:
            s = shuffle_in(take(s, seat, hand), hand, f"resign{seat}")
        s = s.with_seat("pos", seat, NONE)
        pool = s.skull_pool + s.skulls[seat]
        s = replace(s.with_seat("skulls", seat, 0), skull_pool=pool, resigned=(*s.resigned, seat), ply=s.ply + 1)
        if len(s.active()) <= 1:
            return finish(s)
        if s.kitty_holder == seat:
            s = replace(s, kitty_holder=s.active()[0])
        return proceed(s)

    def outcome(self, s: ChildrenState) -> Outcome | None:
        """Most ghosts trapped wins (ties share); with 5 enraged ghosts present the ghosts win."""
        if s.phase is not Phase.OVER:
            return None
        scores = tuple(len(t) // 2 for t in s.trapped)
        if s.insane:
            return Outcome(winners=frozenset(), scores=scores, text=msg("children-outcome-insane"))
        best = max(scores[p] for p in s.active())
        winners = frozenset(p for p in s.active() if scores[p] == best)
        seats = tuple(Seat(p) for p in sorted(winners))
        text = msg("children-outcome", winners=seats, count=len(winners), ghosts=best)
        return Outcome(winners=winners, scores=scores, text=text)

    def view(self, s: ChildrenState, seat: int | None) -> ChildrenView:
        """Public mansion and table; a seat also sees its own hand and the room cards it saw."""
        return view(s, seat, self.to_act(s))

    def dump(self, s: ChildrenState) -> dict[str, Any]:
        """The state as JSON-ready data."""
        return s.dump()

    def load(self, d: Mapping[str, Any]) -> ChildrenState:
        """Rebuild a state from :meth:`dump` output."""
        return ChildrenState.load(d)

    def rules_summary(self) -> Text:
        """The rules in a few lines, with this project's rulings."""
        return rules_summary()
