"""The controls of who plays a seat: adding and removing bots on a lobby card, and "Play for me" / "I'm back"
in a player's own view. One ``DynamicItem`` family, ids ``hbb:<kind>:<game>:<op>[:<level>]``:

* ``add`` — the lobby's "Add a bot…" select (its value is the level)
* ``remove`` — the lobby's "Remove a bot…" select (its value is the bot's seat)
* ``hand:<level>`` — My view's "Play for me" button: a bot of that level plays the presser's seat
* ``back`` — My view's "I'm back" button: the presser plays their own seat again

A click goes to the game's cog (``handle_seat_control``, :class:`cogs.bots.BotSeats`); errors are
answered like every other family's (:func:`cogs.errors.answer_error`).

The lobby's controls speak the table's language (the card is public); a player's own buttons speak theirs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.bots.contract import LEVELS
from bot.i18n import msg, say
from bot.players import level_about, level_word
from bot.storage import ACTIVE, LOBBY, REPLACED
from bot.tables import Table
from cogs.components import GAME, KIND, GameItem, chosen_values
from cogs.players import BOT_BADGE

if TYPE_CHECKING:
    from bot.client import Interaction
    from cogs.base import GameCog

SEAT_TEMPLATE = rf"hbb:{KIND}:{GAME}:(?P<op>add|remove|hand|back)(?::(?P<level>[a-z]{{1,12}}))?"
LOBBY_ROW = 1
"""The lobby card's row of "Add a bot…" (Join, Leave and Start are on row 0); "Remove a bot…" is below it."""
LAST_ROW = 4


def seat_id(kind: str, game: int, op: str, level: str | None = None) -> str:
    """The custom id of a seat control."""
    return f"hbb:{kind}:{game}:{op}" + (f":{level}" if level else "")


class SeatControl(GameItem, discord.ui.DynamicItem[discord.ui.Item[Any]], template=SEAT_TEMPLATE):
    """A button or select that changes who plays a seat (see the module's docstring)."""

    def __init__(self, item: discord.ui.Item[Any], kind: str, game: int, op: str, level: str | None = None) -> None:
        super().__init__(item, row=item.row)
        self.kind, self.game, self.op, self.level = kind, game, op, level

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SeatControl:
        """Rebuild the control around the clicked component (its level, or the select's values, come with it)."""
        return cls(item, match["kind"], int(match["game"]), match["op"], match["level"])

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Hand the operation, with the level or the picked value, to the game's cog."""
        values = chosen_values(interaction)
        arg = values[0] if values else self.level
        await cog.handle_seat_control(interaction, self.game, self.op, arg)


def levels_of(table: Table) -> list[str]:
    """The levels of the game's bots, in the order of :data:`LEVELS` (none when the game has no bots)."""
    bots = table.kit.bots
    return [] if bots is None else [level for level in LEVELS if level in bots.levels]


def add_lobby_controls(view: discord.ui.View, table: Table) -> None:
    """On an open lobby of a game with bots: "Add a bot…" (one option per level) and, when bots sit in the
    lobby, "Remove a bot…" (one option per bot)."""
    rec = table.record
    levels = levels_of(table)
    if rec.status != LOBBY or not levels:
        return
    lang = table.lang
    adding = [
        discord.SelectOption(
            label=say(msg("table-add-bot", level=level_word(level)), lang)[:100],
            value=level,
            description=say(level_about(level), lang)[:100],
        )
        for level in levels
    ]
    add: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=seat_id(rec.kind, rec.id, "add"),
        placeholder=f"{BOT_BADGE} {say(msg('table-add-bot-placeholder'), lang)}",
        options=adding,
        row=LOBBY_ROW,
    )
    view.add_item(SeatControl(add, rec.kind, rec.id, "add"))
    bots = [s for s in table.seats if s.bot is not None]
    if not bots:
        return
    removing = [
        discord.SelectOption(
            label=say(msg("table-remove-bot", name=s.name), lang)[:100],
            value=str(s.seat),
            description=say(level_word(s.bot or ""), lang),
        )
        for s in bots
    ]
    remove: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=seat_id(rec.kind, rec.id, "remove"),
        placeholder=say(msg("table-remove-bot-placeholder"), lang),
        options=removing,
        row=LOBBY_ROW + 1,
    )
    view.add_item(SeatControl(remove, rec.kind, rec.id, "remove"))


def seat_buttons(table: Table, seat: int, lang: str) -> list[discord.ui.Item[Any]]:
    """A player's "Play for me" buttons (one per level), or "I'm back" while a bot plays for them, in ``lang``
    (theirs); none when the game has no bots or is not running, or when a bot took the seat over for good."""
    rec = table.record
    held = table.seat(seat)
    levels = levels_of(table)
    if rec.status != ACTIVE or not levels or held.bot is not None or held.stand_in_why == REPLACED:
        return []
    if held.stand_in is not None:
        back: discord.ui.Button[Any] = discord.ui.Button(
            label=say(msg("table-im-back"), lang),
            emoji="🙋",
            style=discord.ButtonStyle.success,
            custom_id=seat_id(rec.kind, rec.id, "back"),
        )
        return [SeatControl(back, rec.kind, rec.id, "back")]
    items: list[discord.ui.Item[Any]] = []
    for level in levels:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=say(msg("table-play-for-me", level=level_word(level)), lang),
            emoji=BOT_BADGE,
            style=discord.ButtonStyle.secondary,
            custom_id=seat_id(rec.kind, rec.id, "hand", level),
        )
        items.append(SeatControl(button, rec.kind, rec.id, "hand", level))
    return items


def with_seat_controls(
    controls: discord.ui.View | None, table: Table, seat: int | None, lang: str
) -> discord.ui.View | None:
    """A player's own controls with their seat's buttons (in ``lang``, the player's) added on a row of their own
    when there is room (a view with all five rows used keeps them in ``/<game> playforme`` and ``/<game> back``
    only)."""
    items = seat_buttons(table, seat, lang) if seat is not None and table.started else []
    if not items:
        return controls
    view = controls if controls is not None else discord.ui.View(timeout=None)
    row = 1 + max((_row_of(child) for child in view.children), default=-1)
    if row > LAST_ROW:
        return controls
    for item in items:
        item.row = row
        view.add_item(item)
    return view


def _row_of(item: discord.ui.Item[Any]) -> int:
    """The row an item of a view was put on (discord.py places items without a row itself)."""
    placed = getattr(item, "_rendered_row", None)
    return placed if isinstance(placed, int) else (item.row or 0)
