"""Messages: what the bot says, as an id and typed arguments, turned into words only at the edge.

Engines, sessions and cogs build :class:`Msg` values; :mod:`bot.i18n.catalogue` turns them into text in the
reader's language. A message is plain data: it is saved with a move (:func:`to_data`, :func:`from_data`) and
said again later in whatever language its reader reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias


@dataclass(frozen=True)
class Seat:
    """A seat (0-based) as an argument: said as that seat's display name."""

    seat: int


@dataclass(frozen=True)
class OneOf:
    """Alternatives as an argument: said as the language's "or" list ("easy or good", "easy lub good")."""

    items: tuple[Arg, ...]


@dataclass(frozen=True)
class Msg:
    """A message of the catalogue: its id and its arguments (sorted by name).

    Build it with :func:`msg`. An argument is a number, a literal text (a player's name or what they
    typed, never words of the bot), a :class:`Seat`, another message (a card, a room, a clause), a
    tuple of arguments (a list, joined by the language's own rule) or :class:`OneOf` them (alternatives).
    """

    id: str
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg | None:
        """The value of one argument, or None."""
        return dict(self.args).get(name)

    def with_args(self, **args: Arg) -> Msg:
        """This message with some arguments added or replaced."""
        return msg(self.id, **{**dict(self.args), **args})


Arg: TypeAlias = "int | float | str | Seat | Msg | OneOf | tuple[Arg, ...]"
Text: TypeAlias = "str | Msg"
"""What reaches a reader: a message, or (from code not yet speaking in messages, and events saved before
messages were kept) English text whose seats are written "Player N"."""


def msg(id: str, /, **args: Arg) -> Msg:
    """The message ``id`` with ``args``; lists given as lists become tuples."""
    fixed = {k: tuple(v) if isinstance(v, list) else v for k, v in args.items()}
    return Msg(id, tuple(sorted(fixed.items())))


def chained(items: Sequence[Text], joiner: Msg) -> Text:
    """``items`` joined two at a time by ``joiner``, a message whose pattern puts ``$first`` before ``$rest``
    (e.g. ``{ $first }, { $rest }``): for separators that are not the language's list rule ("A; B; C")."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = joiner.with_args(first=item, rest=out)
    return out


def to_data(text: Text) -> Any:
    """``text`` as JSON-ready plain data (a message as ``{"m": id, "a": {...}}``; text as itself)."""
    if isinstance(text, str):
        return text
    return {"m": text.id, "a": {k: _arg_data(v) for k, v in text.args}} if text.args else {"m": text.id}


def from_data(data: Any) -> Text:
    """The text or message :func:`to_data` made."""
    if isinstance(data, str):
        return data
    if isinstance(data, Mapping) and "m" in data:
        return msg(str(data["m"]), **{k: _arg_from(v) for k, v in dict(data.get("a", {})).items()})
    raise ValueError(f"not a saved message: {data!r}")


def _arg_data(value: Arg) -> Any:
    if isinstance(value, Seat):
        return {"s": value.seat}
    if isinstance(value, OneOf):
        return {"or": [_arg_data(v) for v in value.items]}
    if isinstance(value, Msg):
        return to_data(value)
    if isinstance(value, tuple):
        return [_arg_data(v) for v in value]
    return value


def _arg_from(data: Any) -> Arg:
    if isinstance(data, list):
        return tuple(_arg_from(v) for v in data)
    if isinstance(data, Mapping):
        if "s" in data:
            return Seat(int(data["s"]))
        if "or" in data:
            return OneOf(tuple(_arg_from(v) for v in data["or"]))
        found = from_data(data)
        assert isinstance(found, Msg)
        return found
    if isinstance(data, bool) or not isinstance(data, int | float | str):
        raise ValueError(f"not a saved argument: {data!r}")
    return data
