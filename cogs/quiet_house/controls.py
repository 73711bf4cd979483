"""The Quiet House board's controls: statue menus, Declare solved, and the two paddles.

The engine lists ``declare`` among a seat's choices only when that seat's four
tiles hold, so putting its choices on the public board as they are would tell
the table. The board therefore carries the move menus without ``declare`` and a
Declare button that is always there; the cog refuses it privately when the
tiles do not hold. Both buttons are stateless ``DynamicItem``s (they survive
restarts):

* ``qhd:<game>:<version>`` — Declare solved on one version of the board
* ``qhp:<game>:<heart|whirlwind>`` — raise a paddle (a reaction, not a move)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.games.quiet_house import GAME
from bot.games.quiet_house.board import parse_square, square_name
from bot.games.quiet_house.data import STATUE_NAMES, STATUES
from bot.games.quiet_house.engine import DECLARE
from bot.games.quiet_house.turns import time_card
from bot.sessions import Table
from bot.storage import ACTIVE, FINISHED
from cogs.components import MoveSelect, MyViewButton, RulesButton
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.games.quiet_house import QuietHouseState
    from cogs.quiet_house.cog import QuietHouseCog

MAX_OPTIONS = 25
MENU_ROWS = 4
BUTTON_ROW = 4


async def _cog(interaction: discord.Interaction) -> QuietHouseCog | None:
    from cogs.quiet_house.cog import QuietHouseCog

    cog = next((c for c in interaction.client.cogs.values() if isinstance(c, QuietHouseCog)), None)  # type: ignore[attr-defined]
    if cog is None:
        await reply(interaction, "Quiet House is not available on this bot any more.")
    return cog


class DeclareButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"qhd:(?P<game>\d+):(?P<version>\d+)"):
    """Declare the puzzle solved (refused privately while the presser's tiles do not hold)."""

    def __init__(self, game: int, version: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Declare solved",
                emoji="✅",
                style=discord.ButtonStyle.success,
                custom_id=f"qhd:{game}:{version}",
            ),
            row=BUTTON_ROW,
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DeclareButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Declare, or explain privately why not."""
        if cog := await _cog(interaction):
            await cog.handle_declare(interaction, self.game, self.version)


class PaddleButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"qhp:(?P<game>\d+):(?P<side>heart|whirlwind)"
):
    """Raise the heart or the whirlwind: a public reaction line that changes nothing."""

    LOOKS: ClassVar[dict[str, tuple[str, str]]] = {"heart": ("Heart", "💜"), "whirlwind": ("Whirlwind", "🌀")}

    def __init__(self, game: int, side: str) -> None:
        label, emoji = self.LOOKS[side]
        super().__init__(
            discord.ui.Button(
                label=label, emoji=emoji, style=discord.ButtonStyle.secondary, custom_id=f"qhp:{game}:{side}"
            ),
            row=BUTTON_ROW,
        )
        self.game, self.side = game, side

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PaddleButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]), match["side"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Post the reaction line."""
        if cog := await _cog(interaction):
            await cog.handle_paddle(interaction, self.game, self.side)


DYNAMIC_ITEMS = (DeclareButton, PaddleButton)


def menu_title(state: QuietHouseState, statue: str) -> str:
    """Placeholder of a statue's menu, e.g. "Move the Rook (C4)…" or "Move the Mirror (D2, as the Monkey)…"."""
    where = square_name(state.layout[STATUES.index(statue)])
    copy = f", as the {STATUE_NAMES[time_card(state)]}" if statue == "mirror" else ""
    return f"Move the {STATUE_NAMES[statue]} ({where}{copy})…"


def move_menus(table: Table) -> list[MoveSelect]:
    """One menu per movable statue holding its destinations; never the private ``declare`` choice."""
    state = table.state
    if table.record.status != ACTIVE or state is None:
        return []
    menus: list[MoveSelect] = []
    for seat in sorted(table.to_act()):
        groups: dict[str, list[discord.SelectOption]] = {}
        for choice in GAME.choices(state, seat):
            if choice.action == DECLARE:
                continue
            option = discord.SelectOption(label=choice.label[:100], value=choice.action)
            groups.setdefault(choice.group, []).append(option)
        for statue, options in groups.items():
            for part, start in enumerate(range(0, len(options), MAX_OPTIONS)):
                title = menu_title(state, statue) + (" (more)" if part else "")
                chunk = options[start : start + MAX_OPTIONS]
                menus.append(MoveSelect(table.id, table.record.version, f"{statue}{part}", title, chunk))
    return menus[:MENU_ROWS]


def board_view(table: Table) -> discord.ui.View:
    """The live board's controls: statue menus, Declare, the paddles (unless variant 1), My view and Rules."""
    view = discord.ui.View(timeout=None)
    for row, menu in enumerate(move_menus(table)):
        menu.row = row
        view.add_item(menu)
    state = table.state
    active = table.record.status == ACTIVE and state is not None
    if active:
        view.add_item(DeclareButton(table.id, table.record.version))
        if GAME.paddles_allowed(state):
            view.add_item(PaddleButton(table.id, "heart"))
            view.add_item(PaddleButton(table.id, "whirlwind"))
    shared: list[discord.ui.Item[Any]] = [MyViewButton(table.id)] if table.record.status in (ACTIVE, FINISHED) else []
    shared.append(RulesButton(table.id))
    for item in shared:
        item.row = BUTTON_ROW
        view.add_item(item)
    return view


def statue_choices(table: Table, seat: int) -> dict[str, str]:
    """Statues ``seat`` may move now, value to label, for autocomplete."""
    state = table.state
    if state is None:
        return {}
    movable = {a.split(".")[0] for a in GAME.legal_actions(state, seat) if a != DECLARE}
    return {
        name: f"{STATUE_NAMES[name]} (on {square_name(state.layout[i])})"
        for i, name in enumerate(STATUES)
        if name in movable
    }


def square_choices(table: Table, seat: int, statue: str) -> dict[str, str]:
    """Squares ``statue`` may go to now, value to label, for autocomplete."""
    state = table.state
    if state is None:
        return {}
    out: dict[str, str] = {}
    for choice in GAME.choices(state, seat):
        name, _, square = choice.action.partition(".")
        if name == statue and parse_square(square) is not None:
            out[square] = choice.label
    return out
