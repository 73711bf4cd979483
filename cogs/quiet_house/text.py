"""The words of ``/quiethouse`` as messages (catalogue ``quiethouse.ftl``): rule sides, private summaries, the
silence reminder, paddle lines, record lines and the cog's refusals.

Everything here reads a view (never the engine's state); words about the rules themselves
come from the engine. The cog says each message in its reader's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.i18n import Msg, Text, msg

if TYPE_CHECKING:
    from bot.games.quiet_house import QuietHouseView

PADDLES = {"heart": "💜", "whirlwind": "🌀"}
"""The two sides of a paddle and their emoji."""
PADDLE_LINES = {"heart": "quiethouse-paddle-heart", "whirlwind": "quiethouse-paddle-whirlwind"}
PADDLE_BUTTONS = {"heart": "quiethouse-button-heart", "whirlwind": "quiethouse-button-whirlwind"}

NOT_A_MOVE = msg("quiethouse-not-a-typed-move")
NOT_RUNNING = msg("quiethouse-no-paddle-now")
SPECTATOR_PADDLE = msg("quiethouse-spectator-paddle")
NO_PADDLES = msg("quiethouse-no-paddles")
STRICT_NEEDS_PERMISSION = msg("quiethouse-strict-needs-permission")
STRICT_NOTE = msg("quiethouse-strict-note")

WALLS = {
    "top": "quiethouse-wall-top",
    "right": "quiethouse-wall-right",
    "bottom": "quiethouse-wall-bottom",
    "left": "quiethouse-wall-left",
}
SHADES = {"bright": "quiethouse-shade-bright", "dark": "quiethouse-shade-dark"}
CORNERS = {
    "bottom-left": "quiethouse-corner-bottom-left",
    "top-left": "quiethouse-corner-top-left",
    "top-right": "quiethouse-corner-top-right",
    "bottom-right": "quiethouse-corner-bottom-right",
}
"""The engine's words for walls, shades and corners (the same messages; a cog imports no engine module)."""


def chain(id: str, items: list[Text] | tuple[Text, ...]) -> Text:
    """``items`` joined two by two by the message ``id`` (its ``first`` and ``rest``); one item is itself."""
    *head, out = items
    for item in reversed(head):
        out = msg(id, first=item, rest=out)
    return out


def stacked(*items: Text) -> Text:
    """Texts one under the other, as one message."""
    return chain("quiethouse-lines", items)


def private_summary(view: QuietHouseView) -> Text:
    """The text of a seat's "My view": its four goal tiles, whether each holds, and whether it may declare."""
    if view.status != "playing":
        return msg("quiethouse-summary-over")
    first, second = view.my_walls
    seat_corner = msg(CORNERS[view.corners[view.seat]]) if view.seat is not None else ""
    walls = {"first": msg(WALLS[first]), "second": msg(WALLS[second])}
    items: list[Text] = [msg("quiethouse-summary-head", corner=seat_corner, **walls)]
    mine = [tile for tile in view.goal_tiles if tile.statue is not None]
    for tile in mine:
        assert tile.statue is not None
        mark = "quiethouse-summary-holds" if tile.holds else "quiethouse-summary-not-yet"
        where = {"wall": msg(WALLS[tile.wall]), "shade": msg(SHADES[tile.shade]), "statue": tile.statue}
        items.append(msg(mark, rank=tile.rank, **where))
    held = sum(bool(tile.holds) for tile in mine)
    if view.can_declare:
        items.append(msg("quiethouse-summary-may-declare"))
    elif held == len(mine):
        items.append(msg("quiethouse-summary-all-hold"))
    else:
        items.append(msg("quiethouse-summary-held", held=held, count=len(mine)))
    items.append(msg("quiethouse-summary-only-you"))
    return stacked(*items)


def sides_line(view: QuietHouseView) -> Msg:
    """The rule sides in play, for the first board: ``Rook: advanced (drawn at random) · Candlestick: basic · …``."""
    sided = [s for s in view.statues if s.sided]
    parts = tuple(
        msg(
            "quiethouse-side-drawn" if s.random_side else "quiethouse-side",
            statue=s.name,
            side=msg("quiethouse-side-advanced" if s.side == "advanced" else "quiethouse-side-basic"),
        )
        for s in sided
    )
    joined = chain("quiethouse-dotted", parts)
    board = msg("quiethouse-board-spider" if view.board_side == "spider-web" else "quiethouse-board-standard")
    icon = "🎲" if any(s.random_side for s in sided) else "📜"
    return msg("quiethouse-sides-line", icon=icon, sides=joined, board=board)


def silence_reminder(*, paddles: bool, strict: bool) -> Text:
    """The rule reminder posted with the first board."""
    items: list[Text] = [msg("quiethouse-silence"), msg("quiethouse-silence-how")]
    items.append(msg("quiethouse-silence-paddles" if paddles else "quiethouse-silence-no-paddles"))
    if strict:
        items.append(STRICT_NOTE)
    return stacked(*items)


def paddle_line(name: str, side: str) -> Msg:
    """The public reaction line for a paddle, e.g. ``💜 alice raises the heart.``."""
    return msg(PADDLE_LINES[side], name=discord.utils.escape_markdown(name))


def record_line(score: int, rules_words: Text) -> Msg:
    """The line added to the final board when a win beats the server's best (``rules_words``: the sides in words)."""
    return msg("quiethouse-record", score=score, sides=rules_words)
