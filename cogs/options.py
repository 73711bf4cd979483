"""Slash-command options declared once: the deadline options every ``new`` and ``/hauntbot-admin defaults``
take, and a game's own options (``Traits.options``), turned into discord.py parameters.

A game's ``new`` is built from its declaration (:func:`new_command`), so no cog lists option
parameters by hand. Options left out take the server's defaults (``/hauntbot-admin defaults``),
then the built-in ones.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.deadlines import POLICIES, duration
from bot.games.base import Option

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])


@dataclass(frozen=True)
class DeadlineOption:
    """One deadline option of a command and the table setting it sets."""

    name: str
    setting: str
    annotation: Any
    description: str
    choices: tuple[Choice[Any], ...] = ()


DEADLINE_OPTIONS = (
    DeadlineOption(
        "turn_time",
        "turn_minutes",
        int,
        "Time to play a turn (default: 24 h or this server's default)",
        (
            Choice(name="off (no turn deadline)", value=0),
            *(Choice(name=duration(m), value=m) for m in (60, 360, 720, 1440, 2880, 4320, 10080)),
        ),
    ),
    DeadlineOption(
        "reminders",
        "remind_minutes",
        int,
        "How often to remind a player whose turn it is (default: every 12 h)",
        (
            Choice(name="off (no reminders)", value=0),
            *(Choice(name=f"every {duration(m)}", value=m) for m in (60, 180, 360, 720, 1440)),
        ),
    ),
    DeadlineOption(
        "reaction_window",
        "reaction_minutes",
        int,
        "Time to answer a 'respond now' question such as a cat defence (default: 10 min)",
        tuple(Choice(name=duration(m), value=m) for m in (2, 5, 10, 30, 60, 360, 1440)),
    ),
    DeadlineOption(
        "on_timeout",
        "on_timeout",
        str,
        "What happens when a turn deadline passes (default: wait and remind)",
        tuple(Choice(name=label, value=key) for key, label in POLICIES.items()),
    ),
    DeadlineOption(
        "remove_after",
        "remove_after",
        app_commands.Range[int, 1, 10],
        "With 'remove': missed deadlines in a row before a player leaves (default: 3)",
    ),
)
"""The deadline options, in the order Discord shows them after a game's own options."""
REACTION_WINDOW = "reaction_window"
"""The deadline option only games with "respond now" questions offer."""


def deadline_settings(given: Mapping[str, Any]) -> dict[str, Any]:
    """The table settings for the deadline options given (the others are left to the defaults)."""
    return {d.setting: given[d.name] for d in DEADLINE_OPTIONS if given.get(d.name) is not None}


def _parameter(name: str, annotation: Any) -> inspect.Parameter:
    return inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=annotation | None)


def _with_options(
    func: F, head: Sequence[inspect.Parameter], options: Sequence[Option], deadlines: bool, *, windows: bool = True
) -> F:
    """Give ``func`` the signature discord.py reads: ``head``, then the options, then the deadline options (the
    reaction window's only with ``windows``: for a game that has "respond now" questions)."""
    params = [*head, *(_parameter(o.name, str if o.choices else bool) for o in options)]
    described = {o.name: o.description for o in options}
    choices: dict[str, list[Choice[Any]]] = {
        o.name: [Choice(name=label, value=value) for label, value in o.choices] for o in options if o.choices
    }
    if deadlines:
        timers = [d for d in DEADLINE_OPTIONS if windows or d.name != REACTION_WINDOW]
        params += [_parameter(d.name, d.annotation) for d in timers]
        described |= {d.name: d.description for d in timers}
        choices |= {d.name: list(d.choices) for d in timers if d.choices}
    func.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    func = app_commands.describe(**described)(func)
    return app_commands.choices(**choices)(func) if choices else func


def with_deadline_options(func: Callable[..., Awaitable[None]]) -> Any:
    """A command method ``(self, interaction, *, deadlines)`` that takes the deadline options.

    The wrapper receives the options Discord sends and hands ``func`` their table settings. Its
    signature is made at run time for discord.py to read, so it is typed ``Any`` for the decorator
    stacked on it.
    """

    @functools.wraps(func)
    async def command(self: Any, interaction: discord.Interaction[Any], **given: Any) -> None:
        await func(self, interaction, deadlines=deadline_settings(given))

    head = [
        inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD),
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
    ]
    del command.__wrapped__  # discord.py must read the signature set here, not the wrapped one's
    return _with_options(command, head, (), deadlines=True)


OpenLobby = Callable[[Any, discord.Interaction[Any], dict[str, Any], dict[str, Any]], Awaitable[None]]
"""``(cog, interaction, options, other)``: what a ``new`` command does with what it was given."""


def new_command(
    owner: str,
    title: str,
    description: str,
    options: Sequence[Option],
    settings: Sequence[Option],
    open_lobby: OpenLobby,
    *,
    windows: bool = True,
) -> app_commands.Command[Any, ..., None]:
    """A game's ``new`` command (a method of the cog class named ``owner``): the game's options, the
    cog's own table settings (such as Quiet House's strict silence), then the deadline options (the reaction
    window's only when the game has ``windows``).

    ``open_lobby`` gets the game's options and the rest (table settings and deadline options, by
    option name) separately; options left out are absent.
    """
    names = {o.name for o in options}

    async def new(self: Any, interaction: discord.Interaction[Any], **given: Any) -> None:
        chosen = {k: v for k, v in given.items() if k in names and v is not None}
        other = {k: v for k, v in given.items() if k not in names and v is not None}
        await open_lobby(self, interaction, chosen, other)

    new.__qualname__ = f"{owner}.new"
    new.__doc__ = f"Open a {title} lobby in this channel; others join with its button or `join`."
    head = [
        inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD),
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
    ]
    return app_commands.Command(
        name="new",
        description=description,
        callback=_with_options(new, head, [*options, *settings], deadlines=True, windows=windows),
    )
