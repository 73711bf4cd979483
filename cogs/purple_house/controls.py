"""Controls of The Purple House: the secret Scouting controls and the Key holder's flip controls.

Scouting is simultaneous, so every modification bumps the game version while the other scouts
keep their private views open. The private controls are therefore the shared step family
(``hbk:purplehouse:<game>:<round>:<step>``) stamped with the round instead of the board
version: a control from an earlier round is refused, and the engine refuses a modification
that is no longer legal. The steps are ``mod`` (a card and item), ``pos`` (the corner),
``ready``, ``auto`` and ``back``. The flips on the public board are ordinary versioned moves.

Everything comes from the seat's choices: a modification's parts name its ``card`` and
``item``, its hint is the change alone, a flip is in group ``flip``, sorting in ``house``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING

import discord

from bot.games.base import Choice
from bot.i18n import EN, Seat, msg, say
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE
from cogs import messages
from cogs.components import MoveButton, MoveSelect, StepButton, StepSelect

if TYPE_CHECKING:
    from bot.games.purple_house import HandCardView, PurpleHouseView

MAX_OPTIONS = 25
SCOUTING = "scouting"
ESCAPE = "escape"
"""The view's phases the controls depend on."""
AUTO = "auto"
"""The ``change`` part of "let the house make my modifications, then ready"."""
PICK = "pick:"
"""Start of a first-step value that opens the corner step: ``pick:2.corner`` (card 2, a Corner X)."""
ITEMS = ("centre", "corner", "handkerchief")
"""A modification's ``item`` parts, in the order the first step lists them for a card."""
ITEM_WORDS = {
    "centre": msg("purplehouse-item-centre"),
    "corner": msg("purplehouse-item-corner"),
    "handkerchief": msg("purplehouse-item-handkerchief"),
}
BUTTONS = {
    "ready": (msg("purplehouse-choice-ready"), "✅", discord.ButtonStyle.success),
    "auto": (msg("purplehouse-button-auto"), "🎲", discord.ButtonStyle.secondary),
    "back": (msg("purplehouse-button-back"), "↩️", discord.ButtonStyle.secondary),
}
"""The step buttons of a private Scouting view: label, emoji and style."""


@dataclass(frozen=True)
class ModGroup:
    """The legal modifications of one card with one kind of item."""

    card: str
    """The hand slot, as the choices' ``card`` part says it."""
    item: str
    """``centre``, ``corner`` or ``handkerchief`` (turn or remove a Corner X)."""
    choices: tuple[Choice, ...]

    @property
    def value(self) -> str:
        """The first-step value: the move itself when it is the only one, else ``pick:<card>.<item>``."""
        return self.choices[0].action if len(self.choices) == 1 else f"{PICK}{self.card}.{self.item}"


def modification_groups(choices: Sequence[Choice]) -> list[ModGroup]:
    """Group a scout's legal modifications by card and item, in card order."""
    groups: dict[tuple[str, str], list[Choice]] = {}
    for c in choices:
        card, item = c.part("card"), c.part("item")
        if card is not None and item is not None:
            groups.setdefault((card, item), []).append(c)
    order = sorted(groups, key=lambda k: (int(k[0]), ITEMS.index(k[1])))
    return [ModGroup(card, item, tuple(groups[(card, item)])) for card, item in order]


def picked_group(choices: Sequence[Choice], value: str) -> ModGroup | None:
    """The group a ``pick:`` value names, while it still has modifications to choose from."""
    card, _, item = value.removeprefix(PICK).partition(".")
    return next((g for g in modification_groups(choices) if (g.card, g.item) == (card, item)), None)


def view_of(table: Table, seat: int | None = None) -> PurpleHouseView:
    """What ``seat`` may know (None: the public view) in a game that has begun."""
    view: PurpleHouseView | None = table.view(seat)
    if view is None:
        raise Refusal(msg("purplehouse-not-started"))
    return view


def scouting_round(table: Table) -> int | None:
    """The round whose Scouting Phase the game is running, or None (not scouting)."""
    if table.record.status != ACTIVE or not table.started or view_of(table).phase != SCOUTING:
        return None
    return view_of(table).round


def is_scouting(table: Table) -> bool:
    """Whether the game is running its Scouting Phase."""
    return scouting_round(table) is not None


def _step_button(
    table: Table, round_no: int, step: str, lang: str, *, disabled: bool = False, row: int = 1
) -> StepButton:
    words, emoji, style = BUTTONS[step]
    label = say(words, lang)
    return StepButton(
        table.record.kind, table.id, round_no, step, label, style=style, emoji=emoji, disabled=disabled, row=row
    )


def scouting_controls(table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
    """The scout's first step: one select of (card, item) pairs, then Ready / let the house choose.

    None once the seat is ready (or Scouting is over).
    """
    round_no = scouting_round(table)
    if round_no is None or seat not in table.to_act():
        return None
    hand = view_of(table, seat).hand
    choices = table.choices(seat, lang)
    view = discord.ui.View(timeout=None)
    groups = modification_groups(choices)
    if groups:
        options = [
            discord.SelectOption(
                label=_group_label(g, hand, lang)[:100], value=g.value, description=_group_hint(g, lang)[:100]
            )
            for g in groups[:MAX_OPTIONS]
        ]
        placeholder = say(msg("purplehouse-select-modify"), lang)
        view.add_item(StepSelect(table.record.kind, table.id, round_no, "mod", placeholder, options, row=0))
    ready = next((c for c in choices if c.group == "ready" and not c.parts), None)
    view.add_item(_step_button(table, round_no, "ready", lang, disabled=ready is None))
    if any(c.part("change") == AUTO for c in choices):
        view.add_item(_step_button(table, round_no, "auto", lang))
    return view


def position_controls(table: Table, group: ModGroup, round_no: int, lang: str = EN) -> discord.ui.View:
    """The second step: where the Corner X goes, or which X the Handkerchief turns or removes."""
    view = discord.ui.View(timeout=None)
    options = [discord.SelectOption(label=say(c.hint, lang)[:100], value=c.action) for c in group.choices]
    title = say(msg("purplehouse-select-corner" if group.item == "corner" else "purplehouse-select-turn"), lang)
    view.add_item(StepSelect(table.record.kind, table.id, round_no, "pos", title, options[:MAX_OPTIONS], row=0))
    view.add_item(_step_button(table, round_no, "back", lang))
    return view


def _group_label(group: ModGroup, hand: Sequence[HandCardView], lang: str) -> str:
    if len(group.choices) == 1:
        return say(group.choices[0].label, lang)
    slot = int(group.card)
    front = hand[slot - 1].label if slot <= len(hand) else "?"
    return say(msg("purplehouse-group-label", card=slot, front=front, item=ITEM_WORDS[group.item]), lang)


def _group_hint(group: ModGroup, lang: str) -> str:
    if len(group.choices) == 1:
        return say(msg("purplehouse-group-uses", item=ITEM_WORDS[group.item]), lang)
    if group.item == "corner":
        return say(msg("purplehouse-group-corners", count=len(group.choices)), lang)
    return say(msg("purplehouse-group-turns", count=len(group.choices)), lang)


def flip_controls(view: discord.ui.View, table: Table, *, first_row: int = 0, lang: str = EN) -> int:
    """Add the Key holder's flip select(s) and Sort button; return the number of rows used.

    The largest House area has 25 cells and at most 24 face-down cards, so one
    select holds every flip; a second one would take the rest.
    """
    if table.record.status != ACTIVE or not table.started or view_of(table).phase != ESCAPE:
        return 0
    key = view_of(table).key
    choices = table.choices(key, lang)
    flips = [discord.SelectOption(label=say(c.label, lang)[:100], value=c.action) for c in choices if c.group == "flip"]
    kind, version = table.record.kind, table.record.version
    rows = 0
    it = iter(flips)
    while chunk := list(islice(it, MAX_OPTIONS)):
        words = msg("purplehouse-flip-select-more" if rows else "purplehouse-flip-select", player=Seat(key))
        title = say(words, lang, table.names)
        view.add_item(MoveSelect(kind, table.id, version, f"flip{rows}", title, chunk, row=first_row + rows))
        rows += 1
    sort = next((c for c in choices if c.group == "house"), None)
    if sort is not None:
        label = say(msg("purplehouse-button-sort"), lang)
        view.add_item(MoveButton(kind, table.id, version, sort.action, label, emoji="🧹"))
    return rows


def board_controls(table: Table) -> discord.ui.View:
    """The live board: the Key holder's flips in the Escape Phase, My view and Rules."""
    view = discord.ui.View(timeout=None)
    flip_controls(view, table, lang=table.lang)
    messages.add_board_buttons(view, table)
    return view


def key_controls(table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
    """The Key holder's flips in their private view (None for any other seat, or outside the Escape Phase)."""
    if table.record.status != ACTIVE or not table.started:
        return None
    public = view_of(table)
    if public.phase != ESCAPE or seat != public.key:
        return None
    view = discord.ui.View(timeout=None)
    flip_controls(view, table, lang=lang)
    return view
