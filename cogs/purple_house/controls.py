"""Controls of The Purple House: the secret Scouting controls and the Key holder's flip controls.

Scouting is simultaneous, so every modification bumps the game version while
the other scouts keep their private views open. The private controls therefore
carry the round instead of the board version (``phs:<game>:<round>:<step>``
selects, ``phk:<game>:<round>:<op>`` buttons): a control from an earlier
round is refused, and the engine refuses a modification that is no longer
legal. The flips on the public board are ordinary versioned board controls.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.games.base import Choice
from bot.games.purple_house.scouting import AUTO, READY
from bot.games.purple_house.state import ESCAPE, SCOUTING
from bot.sessions import Table
from bot.storage import ACTIVE, FINISHED
from cogs.components import MoveButton, MoveSelect, MyViewButton, RulesButton

if TYPE_CHECKING:
    from cogs.purple_house.cog import PurpleHouseCog

MAX_OPTIONS = 25
SORT = "sort"
PICK = "pick:"
"""Prefix of a first-step value that opens the position step: ``pick:x2`` (Corner X on card 2)."""
KINDS = {"c": "Centre X", "x": "Corner X", "h": "Handkerchief"}
STEPS = ("mod", "pos")
OPS = ("ready", "auto", "back")
SELECT_TEMPLATE = r"phs:(?P<game>\d+):(?P<round>\d+):(?P<step>mod|pos)"
BUTTON_TEMPLATE = r"phk:(?P<game>\d+):(?P<round>\d+):(?P<op>ready|auto|back)"
MODIFICATION = re.compile(r"[cxrd][1-9](?:\.(?:ul|ur|ll|lr)){0,2}")


@dataclass(frozen=True)
class ModGroup:
    """The legal modifications of one card with one kind of item."""

    slot: int
    kind: str
    """``c`` Centre X, ``x`` Corner X, ``h`` Handkerchief (turn or remove)."""
    choices: tuple[Choice, ...]

    @property
    def value(self) -> str:
        """The first-step value: the action itself when it is the only one, else ``pick:<kind><slot>``."""
        return self.choices[0].action if len(self.choices) == 1 else f"{PICK}{self.kind}{self.slot}"


def modification_kind(action: str) -> str:
    """The item kind of a modification action (``c``, ``x`` or ``h``)."""
    return "h" if action[0] in "rd" else action[0]


def modification_groups(choices: Sequence[Choice]) -> list[ModGroup]:
    """Group a scout's legal modifications by card and item, in card order."""
    groups: dict[tuple[int, str], list[Choice]] = {}
    for c in choices:
        if MODIFICATION.fullmatch(c.action):
            groups.setdefault((int(c.action[1]), modification_kind(c.action)), []).append(c)
    order = sorted(groups, key=lambda k: (k[0], "cxh".index(k[1])))
    return [ModGroup(slot, kind, tuple(groups[(slot, kind)])) for slot, kind in order]


def is_scouting(table: Table) -> bool:
    """Whether the game is running its Scouting Phase."""
    return table.record.status == ACTIVE and table.state is not None and table.state.phase == SCOUTING


def scouting_controls(table: Table, seat: int, cards: Sequence[str]) -> discord.ui.View | None:
    """The scout's first step: one select of (card, item) pairs, then Ready / let the house choose.

    ``cards`` are the fronts of the seat's dealt cards (for the labels). None once the seat is ready.
    """
    if not is_scouting(table) or seat not in table.to_act():
        return None
    state = table.state
    game = table.kit.game
    choices = game.choices(state, seat)
    actions = {c.action for c in choices}
    view = discord.ui.View(timeout=None)
    groups = modification_groups(choices)
    if groups:
        options = [
            discord.SelectOption(label=_group_label(g, cards)[:100], value=g.value, description=_group_hint(g)[:100])
            for g in groups[:MAX_OPTIONS]
        ]
        view.add_item(ScoutSelect(table.id, state.round, "mod", "Modify one of your cards…", options, row=0))
    view.add_item(ScoutButton(table.id, state.round, "ready", disabled=READY not in actions, row=1))
    if AUTO in actions:
        view.add_item(ScoutButton(table.id, state.round, "auto", row=1))
    return view


def position_controls(table: Table, group: ModGroup) -> discord.ui.View:
    """The second step: where the Corner X goes, or which X the Handkerchief turns or removes."""
    view = discord.ui.View(timeout=None)
    options = [discord.SelectOption(label=_short(c.label)[:100], value=c.action) for c in group.choices]
    title = "Choose the corner…" if group.kind == "x" else "Turn or remove which X…"
    view.add_item(ScoutSelect(table.id, table.state.round, "pos", title, options[:MAX_OPTIONS], row=0))
    view.add_item(ScoutButton(table.id, table.state.round, "back", row=1))
    return view


def _group_label(group: ModGroup, cards: Sequence[str]) -> str:
    card = cards[group.slot - 1] if group.slot <= len(cards) else "?"
    head = f"Card {group.slot} ({card})"
    if len(group.choices) == 1:
        return f"{head}: {_short(group.choices[0].label)}"
    return f"{head}: {KINDS[group.kind]}…"


def _group_hint(group: ModGroup) -> str:
    if len(group.choices) == 1:
        return f"Uses your {KINDS[group.kind]}."
    if group.kind == "x":
        return f"Then choose one of {len(group.choices)} free corners."
    return f"Then choose one of {len(group.choices)} ways to turn or remove a Corner X."


def _short(label: str) -> str:
    """An engine label without its ``Card n (front): `` head."""
    return label.split(": ", 1)[1] if ": " in label else label


def flip_controls(view: discord.ui.View, table: Table, names: Sequence[str], *, first_row: int = 0) -> int:
    """Add the Key holder's flip select(s) and Sort button; return the number of rows used.

    The largest House area has 25 cells and at most 24 face-down cards, so one
    select holds every flip; a second one would take the rest.
    """
    state = table.state
    if table.record.status != ACTIVE or state is None or state.phase != ESCAPE:
        return 0
    key = state.key
    choices = table.kit.game.choices(state, key)
    flips = [discord.SelectOption(label=c.label[:100], value=c.action) for c in choices if c.action != SORT]
    version = table.record.version
    rows = 0
    it = iter(flips)
    while chunk := list(islice(it, MAX_OPTIONS)):
        more = " (more)" if rows else ""
        title = f"{names[key]} holds the Key: flip a card{more}…"
        view.add_item(MoveSelect(table.id, version, f"flip{rows}", title, chunk, row=first_row + rows))
        rows += 1
    if any(c.action == SORT for c in choices):
        button = MoveButton(
            table.id, version, SORT, "Sort face-down cards by their Xs", style=discord.ButtonStyle.secondary
        )
        button.item.emoji = "🧹"
        view.add_item(button)
    return rows


def board_controls(table: Table) -> discord.ui.View:
    """The live board: the Key holder's flips in the Escape Phase, My view and Rules."""
    view = discord.ui.View(timeout=None)
    flip_controls(view, table, table.names)
    if table.record.status in (ACTIVE, FINISHED):
        view.add_item(MyViewButton(table.id))
    view.add_item(RulesButton(table.id))
    return view


def _cog(interaction: discord.Interaction) -> PurpleHouseCog | None:
    from cogs.purple_house.cog import PurpleHouseCog

    return next((c for c in interaction.client.cogs.values() if isinstance(c, PurpleHouseCog)), None)  # type: ignore[attr-defined]


class ScoutSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A private Scouting select: ``mod`` picks a card and item, ``pos`` the corner (its value is the move)."""

    def __init__(
        self,
        game: int,
        round_no: int,
        step: str,
        placeholder: str = "",
        options: list[discord.SelectOption] | None = None,
        *,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"phs:{game}:{round_no}:{step}",
                placeholder=placeholder[:150] or None,
                options=options or [discord.SelectOption(label="…")],
                min_values=1,
                max_values=1,
            ),
            row=row,
        )
        self.game, self.round, self.step = game, round_no, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ScoutSelect:
        """Rebuild the select from its id (the chosen value arrives with the interaction)."""
        return cls(int(match["game"]), int(match["round"]), match["step"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Open the position step or play the chosen modification."""
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if values and (cog := _cog(interaction)):
            await cog.handle_scout(interaction, self.game, self.round, str(values[0]))


class ScoutButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """Ready, let the house choose, or back to the first step, on a private Scouting view."""

    LOOKS: ClassVar[dict[str, tuple[str, str, discord.ButtonStyle]]] = {
        "ready": ("Ready: cover my cards", "✅", discord.ButtonStyle.success),
        "auto": ("Let the house choose for me", "🎲", discord.ButtonStyle.secondary),
        "back": ("Back", "↩️", discord.ButtonStyle.secondary),
    }

    def __init__(self, game: int, round_no: int, op: str, *, disabled: bool = False, row: int | None = None) -> None:
        label, emoji, style = self.LOOKS[op]
        super().__init__(
            discord.ui.Button(
                label=label, emoji=emoji, style=style, custom_id=f"phk:{game}:{round_no}:{op}", disabled=disabled
            ),
            row=row,
        )
        self.game, self.round, self.op = game, round_no, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ScoutButton:
        """Rebuild the button from its id."""
        return cls(int(match["game"]), int(match["round"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Mark ready, let the house choose, or go back to the card choice."""
        if cog := _cog(interaction):
            await cog.handle_scout(interaction, self.game, self.round, self.op if self.op != "back" else "")


DYNAMIC_ITEMS = (ScoutSelect, ScoutButton)
