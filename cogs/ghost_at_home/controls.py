"""Ghost at Home controls: card multi-selects, the window answer buttons, and the views that hold them.

Ids (stateless, they survive restarts; registered from the cog's ``setup``):

* ``gah:<game>:<version>:<kind>`` — a multi-select of cards from the player's hand, joined into
  the engine's action: ``r`` rooms (``r.<ids>``), ``d`` discard (``d.<ids>``), ``l<floor>`` a light
  on that floor (``l.<floor>.<ids>``) or ``l`` a light whose floor is picked among the options.
* ``gahw:<game>:<version>:<answer>`` — an answer to the open window (``cat``/``allow``,
  ``stop``/``nostop``), shown on the public board; only the seat asked may use it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice
from typing import TYPE_CHECKING, Any

import discord

from bot.games.ghost_at_home import GhostView
from bot.games.ghost_at_home.views import CardView
from bot.sessions import Table
from bot.storage import ACTIVE, FINISHED
from bot.tables import named
from cogs.components import MoveSelect, MyViewButton, RulesButton
from cogs.ghost_at_home.text import public_view

if TYPE_CHECKING:
    from cogs.ghost_at_home.cog import GhostAtHomeCog

CARD_ID = "gah:{game}:{version}:{kind}"
CARD_TEMPLATE = r"gah:(?P<game>\d+):(?P<version>\d+):(?P<kind>r|d|l[1-3]?)"
WINDOW_ID = "gahw:{game}:{version}:{answer}"
WINDOW_TEMPLATE = r"gahw:(?P<game>\d+):(?P<version>\d+):(?P<answer>cat|allow|stop|nostop)"
FLOOR_VALUE = re.compile(r"F([1-3])")
CARD_VALUE = re.compile(r"\d{1,2}")
MAX_OPTIONS = 25
MAX_ROWS = 5
CARD_GROUPS = {"rooms": "r", "light": "l", "discard": "d"}
"""Choice groups played from a multi-select of cards instead of a list of whole actions."""
OTHER_TITLE = "Play a ghost, a cat or a special card…"
LIGHT_PICK = (
    "To turn on a light, pick exactly one floor and 2 or 3 cards with at least 5 bulbs in the light list. "
    "Nothing was changed."
)
WINDOW_EMOJI = {"cat": "🐈", "allow": "👻", "stop": "👻", "nostop": "🏃"}


def card_action(kind: str, values: Sequence[str]) -> str | None:
    """The engine action for cards picked in a ``gah`` select, or None when the picks do not make one."""
    cards = [v for v in values if CARD_VALUE.fullmatch(v)]
    floors = [m[1] for v in values if (m := FLOOR_VALUE.fullmatch(v))]
    if not cards or len(cards) + len(floors) != len(values):
        return None
    if kind in ("r", "d"):
        return None if floors else ".".join([kind, *cards])
    if kind != "l":
        floors = [*floors, kind[1:]]
    return ".".join(["l", floors[0], *cards]) if len(floors) == 1 else None


async def _ghost_cog(interaction: discord.Interaction) -> GhostAtHomeCog | None:
    from cogs.ghost_at_home.cog import GhostAtHomeCog
    from cogs.replies import reply

    for cog in interaction.client.cogs.values():  # type: ignore[attr-defined]
        if isinstance(cog, GhostAtHomeCog):
            return cog
    await reply(interaction, "Ghost at Home is not available on this bot any more.")
    return None


class CardSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=CARD_TEMPLATE):
    """Pick one or more cards of your hand (rooms, light, discard); the picks make one move."""

    def __init__(
        self,
        game: int,
        version: int,
        kind: str,
        placeholder: str = "",
        options: list[discord.SelectOption] | None = None,
        *,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        options = options or [discord.SelectOption(label="…")]
        super().__init__(
            discord.ui.Select(
                custom_id=CARD_ID.format(game=game, version=version, kind=kind),
                placeholder=placeholder[:150] or None,
                options=options,
                min_values=min(min_values, len(options)),
                max_values=min(max_values, len(options)),
            ),
            row=row,
        )
        self.game, self.version, self.kind = game, version, kind

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CardSelect:
        """Rebuild the select from its id (the picked cards arrive with the interaction)."""
        return cls(int(match["game"]), int(match["version"]), match["kind"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Join the picked cards into the move and play it."""
        values = [str(v) for v in (interaction.data or {}).get("values") or []]  # type: ignore[union-attr]
        if cog := await _ghost_cog(interaction):
            await cog.handle_cards(interaction, self.game, self.version, self.kind, values)


class WindowButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=WINDOW_TEMPLATE):
    """An answer to a ghost attack or an escape; only the player asked may press it."""

    def __init__(self, game: int, version: int, answer: str, label: str = "…", *, first: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                emoji=WINDOW_EMOJI.get(answer),
                style=discord.ButtonStyle.success if first else discord.ButtonStyle.secondary,
                custom_id=WINDOW_ID.format(game=game, version=version, answer=answer),
            )
        )
        self.game, self.version, self.answer = game, version, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> WindowButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]), int(match["version"]), match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer the window (refused for anyone but the player asked)."""
        if cog := await _ghost_cog(interaction):
            await cog.handle_window(interaction, self.game, self.version, self.answer)


DYNAMIC_ITEMS = (CardSelect, WindowButton)


def _add_window_buttons(view: discord.ui.View, table: Table, gv: GhostView, only: Sequence[str] | None = None) -> None:
    """The window's answers as buttons: all of them on the public board (hands stay hidden), and in a
    private view ``only`` the seat's legal ones (no cat defence without a cat, no stop without a ghost)."""
    w = gv.window
    if w is None:
        return
    answers = [(a, label) for a, label in w.answers if only is None or a in only]
    for i, (answer, label) in enumerate(answers):
        view.add_item(WindowButton(table.id, table.record.version, answer, label, first=i == 0))


def board_controls(table: Table) -> discord.ui.View:
    """The public board's controls: the open window's answers, My view and Rules."""
    view = discord.ui.View(timeout=None)
    gv = public_view(table)
    if table.record.status == ACTIVE and gv is not None:
        _add_window_buttons(view, table, gv)
    if table.record.status in (ACTIVE, FINISHED):
        view.add_item(MyViewButton(table.id))
    view.add_item(RulesButton(table.id))
    return view


def _card_option(card: CardView) -> discord.SelectOption:
    return discord.SelectOption(label=card.label[:100], value=str(card.id))


def _cards_in(actions: Sequence[str], skip: int) -> set[int]:
    return {int(x) for a in actions for x in a.split(".")[1 + skip :]}


def _card_selects(table: Table, gv: GhostView, legal: Sequence[str]) -> list[CardSelect]:
    """The multi-selects of cards for the legal room, light and discard moves."""
    game, version = table.id, table.record.version
    out: list[CardSelect] = []
    rooms = [a for a in legal if a.startswith("r.")]
    if rooms:
        usable = _cards_in(rooms, 0)
        options = [_card_option(c) for c in gv.hand if c.id in usable]
        most = max(a.count(".") for a in rooms)
        out.append(
            CardSelect(game, version, "r", "Explore rooms: pick one or more room cards…", options, max_values=most)
        )
    lights = [a for a in legal if a.startswith("l.")]
    if lights:
        floors = sorted({int(a.split(".")[1]) for a in lights})
        usable = _cards_in(lights, 1)
        options = [_card_option(c) for c in gv.hand if c.id in usable]
        extra = 0
        kind = f"l{floors[0]}"
        if len(floors) > 1:
            kind, extra = "l", 1
            options = [
                discord.SelectOption(label=f"Light floor {f}", value=f"F{f}", emoji="💡") for f in floors
            ] + options
        title = (
            "Turn on a light: pick " + ("a floor and " if extra else f"(floor {floors[0]}) ") + "2–3 cards, ≥5 bulbs…"
        )
        out.append(CardSelect(game, version, kind, title, options, min_values=2 + extra, max_values=3 + extra))
    if any(a.startswith("d.") for a in legal):
        options = [_card_option(c) for c in gv.hand]
        out.append(
            CardSelect(
                game, version, "d", "Discard one or more cards and draw as many…", options, max_values=len(options)
            )
        )
    return out


def _chunks(options: list[discord.SelectOption]) -> list[list[discord.SelectOption]]:
    it = iter(options)
    return list(iter(lambda: list(islice(it, MAX_OPTIONS)), []))


def private_controls(table: Table, seat: int) -> discord.ui.View | None:
    """The seat's own controls in its "My view" (None when it owes no decision).

    A window's answers come as buttons; on a turn, rooms, light and discard are
    multi-selects of cards, and the other legal moves (ghost, cat, special, pass)
    are lists grouped by ``Choice.group``, merged into one list when rows run out.
    """
    if table.record.status != ACTIVE or table.state is None or seat not in table.to_act():
        return None
    game = table.kit.game
    gv: GhostView = game.view(table.state, seat)
    view = discord.ui.View(timeout=None)
    if gv.window is not None and gv.window.seat == seat:
        _add_window_buttons(view, table, gv, only=game.legal_actions(table.state, seat))
        return view
    legal = game.legal_actions(table.state, seat)
    for row, select in enumerate(_card_selects(table, gv, legal)):
        select.row = row
        view.add_item(select)
    groups: dict[str, list[discord.SelectOption]] = {}
    for c in game.choices(table.state, seat):
        if c.group not in CARD_GROUPS:
            label = named(c.label, table.names)[:100]
            groups.setdefault(c.group, []).append(discord.SelectOption(label=label, value=c.action))
    rows_left = MAX_ROWS - len(view.children)
    lists = [(g, chunk) for g, options in groups.items() for chunk in _chunks(options)]
    if len(lists) > rows_left:
        merged = [o for options in groups.values() for o in options]
        lists = [("other", chunk) for chunk in _chunks(merged)]
    titles = table.kit.group_titles
    seen: dict[str, int] = {}
    for group, chunk in lists[:rows_left]:
        part = seen.get(group, 0)
        seen[group] = part + 1
        title = titles.get(group, OTHER_TITLE) + (" (more)" if part else "")
        view.add_item(
            MoveSelect(table.id, table.record.version, f"{group}{part}", title, chunk, row=len(view.children))
        )
    return view if view.children else None
