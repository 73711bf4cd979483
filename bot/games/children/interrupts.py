"""Interrupts: a Free Action device played out of turn for a Skull Token, at any moment.

The rulebook lets a player with at least 1 Skull Token play Catnip, Hatpin or Feather "even
when it isn't your turn": turn the token in to the available pile, then play and discard the
device. The bot does not stop after every move to ask everybody, so a player *interrupts*:
the action (``u.<card>[.<target>]``, encoded as in ``devices``) is open to every seat in the
mansion except the one the game waits for and the player whose turn it is (on its own turn a
player plays devices in step 2, with an action, then a Skull Token).

An interrupt never creates a decision, never moves another player or a ghost into a room and
never lowers the hand limit (Catnip moves the player using it; Hatpin calms; Feather banishes).
Afterwards the engine's usual flow (``flow.proceed``) re-checks what is pending: the decision
waited for stays the same unless the effect made it moot (a trim when the limit rose, a run
when the ghost left, Kitty Kitty's pounce when her victim fled with Catnip), and a step of the
active player with nothing left to do moves on, exactly as it would have otherwise.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.children.devices import device_actions, use
from bot.games.children.flow import proceed
from bot.games.children.model import NONE, ChildrenState, Phase


def open_interrupts(s: ChildrenState, seat: int) -> tuple[str, ...]:
    """The Free Action device uses ``seat`` may play out of turn now (empty: none)."""
    if s.phase is Phase.OVER or not 0 <= seat < s.players or seat in s.resigned or seat == s.turn:
        return ()
    if s.tasks and s.tasks[0].seat == seat:
        return ()  # the game waits for this seat: its devices are among its legal actions
    if s.skulls[seat] < 1 or s.pos[seat] == NONE:
        return ()
    return tuple(device_actions(s, seat, free_only=True))


def interrupt(s: ChildrenState, seat: int, a: str) -> ChildrenState:
    """Play a checked interrupt: a Skull Token to the pool, the device's effect, then the usual flow.

    ``use`` pays with a Skull Token here: the seat is never the one whose turn it is.
    """
    card, *target = (int(x) for x in a.split(".")[1:])
    s = replace(s, ply=s.ply + 1)
    return proceed(use(s, seat, card, target[0] if target else NONE))
