"""The Quiet House board's controls: statue menus, Declare solved, the two paddles; and typed-move suggestions.

The engine offers ``declare`` among a seat's choices only when that seat's four tiles
hold, so putting its choices on the public board as they are would tell the table. The
board therefore carries the statue menus (the choices made of a statue and a square) and a
**Declare solved** button that is always there: a move button on the view's
``declare_action``, which the rules refuse privately until the presser's tiles hold. The
paddles are steps of this game's own controls (reactions, not moves), handled by the cog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.games.base import cut_words
from bot.i18n import EN, Msg, msg, say
from bot.sessions import Table
from bot.storage import ACTIVE
from cogs import messages
from cogs.components import MoveButton, MoveSelect, StepButton
from cogs.quiet_house.text import PADDLE_BUTTONS, PADDLES

if TYPE_CHECKING:
    from bot.games.quiet_house import QuietHouseView, StatueView

MAX_OPTIONS = 25
MENU_ROWS = 4
BUTTON_ROW = 4


def public_view(table: Table) -> QuietHouseView | None:
    """The game's public view, or None before it starts."""
    return table.public


def menu_title(statue: StatueView) -> Msg:
    """Placeholder of a statue's menu, e.g. "Move the Rook (C4)…" or "Move the Mirror (D2, as the Monkey)…"."""
    if statue.moves_as and statue.moves_as != statue.name:
        return msg("quiethouse-menu-copying", statue=statue.name, square=statue.square, rule=statue.moves_as)
    return msg("quiethouse-menu", statue=statue.name, square=statue.square)


def move_menus(table: Table) -> list[MoveSelect]:
    """One menu per movable statue holding its destinations; never the private ``declare`` choice."""
    public = public_view(table)
    if table.record.status != ACTIVE or public is None:
        return []
    statues = {s.key: s for s in public.statues}
    kind, version = table.record.kind, table.record.version
    menus: list[MoveSelect] = []
    lang = table.lang
    for seat in sorted(table.to_act()):
        groups: dict[str, list[discord.SelectOption]] = {}
        for choice in table.choices(seat, lang):
            statue = choice.part("statue")
            if statue is None or choice.part("square") is None:
                continue  # not a statue move: the declaration has its own button
            option = discord.SelectOption(label=cut_words(choice.label, 100), value=choice.action)
            groups.setdefault(statue, []).append(option)
        for statue, options in groups.items():
            for part, start in enumerate(range(0, len(options), MAX_OPTIONS)):
                first = menu_title(statues[statue])
                title = say(msg("quiethouse-menu-more", title=first) if part else first, lang)
                chunk = options[start : start + MAX_OPTIONS]
                menus.append(MoveSelect(kind, table.id, version, f"{statue}{part}", title, chunk))
    return menus[:MENU_ROWS]


ROW_WIDTH = 5
"""Buttons Discord puts in one row."""


def board_view(table: Table) -> discord.ui.View:
    """The live board's controls: statue menus, Declare, the paddles (unless variant 1), My view, History and
    Rules (on a row of its own when Declare and both paddles fill the buttons' row and a menu row is free; left
    out when none is: ``/quiethouse rules`` says them)."""
    view = discord.ui.View(timeout=None)
    menus = move_menus(table)
    for row, menu in enumerate(menus):
        menu.row = row
        view.add_item(menu)
    kind, version = table.record.kind, table.record.version
    public = public_view(table)
    if table.record.status == ACTIVE and public is not None and public.declare_action:
        declare = MoveButton(
            kind,
            table.id,
            version,
            public.declare_action,
            say(msg("quiethouse-button-declare"), table.lang),
            style=discord.ButtonStyle.success,
            emoji="✅",
            row=BUTTON_ROW,
        )
        view.add_item(declare)
        if public.paddles_allowed:
            for side, emoji in PADDLES.items():
                label = say(msg(PADDLE_BUTTONS[side]), table.lang)
                view.add_item(StepButton(kind, table.id, version, side, label, emoji=emoji, row=BUTTON_ROW))
    shared = discord.ui.View(timeout=None)
    messages.add_board_buttons(shared, table)
    room = ROW_WIDTH - sum(1 for item in view.children if item.row == BUTTON_ROW)
    free = len(menus) if len(menus) < MENU_ROWS else None  # the first row no menu holds
    for number, item in enumerate(list(shared.children)):  # My view, History, then Rules
        place = BUTTON_ROW if number < room else free
        if place is None:
            break  # no room left: /quiethouse rules says them
        shared.remove_item(item)
        item.row = place
        view.add_item(item)
    return view


def statue_choices(table: Table, seat: int, lang: str = EN) -> dict[str, str]:
    """Statues ``seat`` may move now, value to label ("Rook (on C4)") in ``lang``, for autocomplete."""
    public = public_view(table)
    movable = {c.part("statue") for c in table.choices(seat)}
    return {s.key: say(s.label, lang) for s in public.statues if s.key in movable} if public is not None else {}


def square_choices(table: Table, seat: int, statue: str, lang: str = EN) -> dict[str, str]:
    """Squares ``statue`` may go to now, value to label in ``lang``, for autocomplete."""
    out: dict[str, str] = {}
    for choice in table.choices(seat, lang):
        square = choice.part("square")
        if choice.part("statue") == statue and square is not None:
            out[square] = choice.label
    return out
