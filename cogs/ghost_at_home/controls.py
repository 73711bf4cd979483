"""Ghost at Home controls: the open window's answers, and a seat's own controls in My view.

Every control is one of the shared families (:mod:`cogs.components`):

* the window's answers are move buttons (``hb:ghostathome:<game>:<version>:<answer>``): all of them
  on the public board, so the board never tells who holds a cat or a ghost, and in a private view
  only the answers the seat can give;
* on a turn, rooms, a light and a discard are multi-selects of cards (the view's ``picks``, as
  step selects ``hbk:ghostathome:<game>:<version>:<group>``) that the engine makes into one move
  (``GhostAtHomeCog.handle_step``); the other moves are move selects grouped by ``Choice.group``.
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

import discord

from bot.games.base import cut_words
from bot.i18n import Text, msg, say
from bot.sessions import Table
from bot.storage import ACTIVE
from cogs import messages
from cogs.components import MoveButton, MoveSelect, StepSelect

if TYPE_CHECKING:
    from bot.games.ghost_at_home import GhostView

MAX_OPTIONS = 25
MAX_ROWS = 5
OTHER_TITLE = msg("ghostathome-select-other")


def _add_answers(
    view: discord.ui.View, table: Table, gv: GhostView, lang: str, offered: set[str] | None = None
) -> None:
    """The open window's answers as buttons in ``lang``, the first one highlighted; with ``offered``, only those
    moves."""
    w = gv.window
    if w is None:
        return
    emoji = dict(zip((action for action, _ in w.answers), w.emoji, strict=False))
    answers = [(action, label) for action, label in w.answers if offered is None or action in offered]
    for i, (action, label) in enumerate(answers):
        style = discord.ButtonStyle.success if i == 0 else discord.ButtonStyle.secondary
        view.add_item(
            MoveButton(
                table.record.kind,
                table.id,
                table.record.version,
                action,
                say(label, lang),
                style=style,
                emoji=emoji.get(action),
            )
        )


def board_controls(table: Table) -> discord.ui.View:
    """The public board's controls: the open window's answers (every one, whatever the hand), My view and Rules."""
    view = discord.ui.View(timeout=None)
    gv: GhostView | None = table.public
    if table.record.status == ACTIVE and gv is not None:
        _add_answers(view, table, gv, table.lang)
    messages.add_board_buttons(view, table)
    return view


def _chunks(options: list[discord.SelectOption]) -> list[list[discord.SelectOption]]:
    it = iter(options)
    return list(iter(lambda: list(islice(it, MAX_OPTIONS)), []))


def _add_picks(view: discord.ui.View, table: Table, gv: GhostView, lang: str) -> None:
    """The seat's card multi-selects (rooms, light, discard), one per row, in ``lang``."""
    for row, pick in enumerate(gv.picks):
        options = [
            discord.SelectOption(label=cut_words(say(o.label, lang), 100), value=o.value, emoji=o.emoji or None)
            for o in pick.options
        ]
        view.add_item(
            StepSelect(
                table.record.kind,
                table.id,
                table.record.version,
                pick.group,
                say(pick.placeholder, lang),
                options,
                min_values=pick.min_picks,
                max_values=pick.max_picks,
                row=row,
            )
        )


def private_controls(table: Table, seat: int, lang: str | None = None) -> discord.ui.View | None:
    """The seat's own controls in its "My view" in ``lang`` (default: the table's; None when it owes no decision).

    A window's answers come as buttons; on a turn, rooms, light and discard are multi-selects
    of cards, and the other moves (ghost, cat, special, pass) are lists grouped by
    ``Choice.group``, merged into one list when rows run out.
    """
    if table.record.status != ACTIVE or seat not in table.to_act():
        return None
    gv: GhostView | None = table.view(seat)
    if gv is None:
        return None
    lang = lang or table.lang
    choices = table.choices(seat, lang)
    view = discord.ui.View(timeout=None)
    if gv.window is not None and gv.window.seat == seat:
        _add_answers(view, table, gv, lang, {c.action for c in choices})
        return view
    _add_picks(view, table, gv, lang)
    picked = {p.group for p in gv.picks}
    groups: dict[str, list[discord.SelectOption]] = {}
    for c in choices:
        if c.group not in picked:
            option = discord.SelectOption(
                label=cut_words(c.label, 100), value=c.action, description=cut_words(c.hint, 100) or None
            )
            groups.setdefault(c.group, []).append(option)
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
        base: Text = titles.get(group) or OTHER_TITLE
        title = say(msg("ghostathome-select-more", title=base) if part else base, lang)
        row = len(view.children)
        view.add_item(
            MoveSelect(table.record.kind, table.id, table.record.version, f"{group}{part}", title, chunk, row=row)
        )
    return view if view.children else None
