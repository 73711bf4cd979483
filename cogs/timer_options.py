"""The deadline options every game's ``new`` command takes (turn time, reminders, reaction window, policy).

Each game's ``new`` lists the five parameters and applies :func:`timer_options`
for their descriptions and choices; :func:`timer_settings` turns what was
given into table settings. Options left out take the server's defaults
(``/hauntbot admin defaults``), then the built-in ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from discord import app_commands
from discord.app_commands import Choice

from bot.deadlines import POLICIES, Timers, duration

F = TypeVar("F", bound=Callable[..., Any])

TURN_CHOICES = [Choice(name="off (no turn deadline)", value=0)] + [
    Choice(name=duration(m), value=m) for m in (60, 6 * 60, 12 * 60, 24 * 60, 2 * 24 * 60, 3 * 24 * 60, 7 * 24 * 60)
]
REMIND_CHOICES = [Choice(name="off (no reminders)", value=0)] + [
    Choice(name=f"every {duration(m)}", value=m) for m in (60, 3 * 60, 6 * 60, 12 * 60, 24 * 60)
]
REACTION_CHOICES = [Choice(name=duration(m), value=m) for m in (2, 5, 10, 30, 60, 6 * 60, 24 * 60)]
POLICY_CHOICES = [Choice(name=label, value=key) for key, label in POLICIES.items()]

DESCRIPTIONS = {
    "turn_time": "Time to play a turn (default: 24 h or this server's default)",
    "reminders": "How often to remind a player whose turn it is (default: every 12 h)",
    "reaction_window": "Time to answer a 'respond now' question such as a cat defence (default: 10 min)",
    "on_timeout": "What happens when a turn deadline passes (default: wait and remind)",
    "remove_after": "With 'remove': missed deadlines in a row before a player leaves (default: 3)",
}


def timer_options(func: F) -> F:
    """Describe the five deadline parameters of a ``new`` command and give them their choices."""
    func = app_commands.describe(**DESCRIPTIONS)(func)
    return app_commands.choices(
        turn_time=TURN_CHOICES,
        reminders=REMIND_CHOICES,
        reaction_window=REACTION_CHOICES,
        on_timeout=POLICY_CHOICES,
    )(func)


def timer_settings(
    turn_time: int | None,
    reminders: int | None,
    reaction_window: int | None,
    on_timeout: str | None,
    remove_after: int | None,
) -> dict[str, Any]:
    """The table settings for the deadline options given (the others are left to the defaults)."""
    given = {
        "turn_minutes": turn_time,
        "remind_minutes": reminders,
        "reaction_minutes": reaction_window,
        "on_timeout": on_timeout,
        "remove_after": remove_after,
    }
    return {k: v for k, v in given.items() if v is not None}


def describe_settings(settings: dict[str, Any]) -> str:
    """A table's deadline settings in words."""
    return Timers.from_settings(settings).describe()
