"""What the game waits for, as messages: each decision's prompt, its deadline answer, the turn's step,
the status line, and refusals saying what is allowed instead."""

from __future__ import annotations

from bot.games.base import cut
from bot.games.children.cards import hand_limit
from bot.games.children.model import ChildrenState, Phase
from bot.i18n import Msg, Seat, msg

PROMPTS: dict[str, Msg] = {
    "place": msg("children-prompt-place"),
    "run": msg("children-prompt-run"),
    "trim": msg("children-prompt-trim"),
    "pounce": msg("children-prompt-pounce"),
    "kitty": msg("children-prompt-kitty"),
    "settle": msg("children-prompt-settle"),
    "biddle": msg("children-prompt-biddle"),
    "near": msg("children-prompt-near"),
    "defuse": msg("children-prompt-defuse"),
    "find": msg("children-prompt-find"),
}
"""What a seat owing each decision must do (a verb phrase: "… must <prompt>")."""
DECIDE = msg("children-prompt-decide")
"""The prompt of a decision without its own."""

DEADLINES: dict[str, Msg] = {
    "trim": msg("children-deadline-trim"),
    "run": msg("children-deadline-run"),
    "pounce": msg("children-deadline-pounce"),
    "biddle": msg("children-deadline-biddle"),
    "defuse": msg("children-deadline-defuse"),
    "find": msg("children-deadline-find"),
}
"""What the game answers for a seat at each decision's deadline."""
FIRST_CHOICE = msg("children-deadline-first")
"""The deadline answer of a decision without its own."""

GAME_OVER = msg("children-game-over")
"""The game is over (a refusal, and the status of a finished game)."""


def prompt(kind: str) -> Msg:
    """What a seat owing a decision of ``kind`` must do."""
    return PROMPTS.get(kind, DECIDE)


def deadline(kind: str) -> Msg:
    """What the game answers at the deadline of a decision of ``kind``."""
    return DEADLINES.get(kind, FIRST_CHOICE)


def must(seat: int, what: Msg) -> Msg:
    """ "<seat> must <what>." (a status or a window's prompt)."""
    return msg("children-must", seat=Seat(seat), what=what)


def step_text(s: ChildrenState) -> Msg:
    """What the active player does in the current step of the turn (a verb phrase)."""
    if s.phase is Phase.ACT:
        if s.actions_left:
            return msg("children-step-act", count=s.actions_left)
        return msg("children-step-act-extra")
    if s.phase is Phase.RESTORE:
        return msg("children-step-restore", limit=hand_limit(s))
    return {
        Phase.TILE: msg("children-step-tile"),
        Phase.ENTER: msg("children-step-enter"),
        Phase.GHOST: msg("children-step-ghost"),
        Phase.KITTY: msg("children-step-kitty"),
    }.get(s.phase, msg("children-step-wait"))


def refusal(s: ChildrenState, seat: int, a: str, can_interrupt: bool = False) -> Msg:
    """Why an action is refused, and what is allowed now (``can_interrupt``: the seat has interrupts)."""
    if s.phase is Phase.OVER:
        return GAME_OVER
    if not 0 <= seat < s.players or seat in s.resigned:
        return msg("children-refusal-not-playing")
    tail = msg("children-out-of-turn") if can_interrupt else msg("children-out-of-turn-closed")
    if s.tasks and s.tasks[0].seat != seat:
        t = s.tasks[0]
        if seat == s.turn:
            return msg("children-refusal-wait", seat=Seat(t.seat), what=prompt(t.kind))
        return msg("children-refusal-wait-out", seat=Seat(t.seat), what=prompt(t.kind), tail=tail)
    if not s.tasks and seat != s.turn:
        return msg("children-refusal-turn", seat=Seat(s.turn), tail=tail)
    what = prompt(s.tasks[0].kind) if s.tasks else step_text(s)
    return msg("children-refusal-not-now", action=repr(cut(a)), what=what)
