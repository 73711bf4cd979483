"""Long lists shown page by page, with Previous / Next buttons that outlive restarts.

A page holds whole entries only, as many as fit in :data:`CONTENT_BUDGET` characters and,
when entries carry a button (``/hauntbot lobbies``' Join), four rows of them; the fifth row
holds Previous / Next. A page button's id is ``hbpg:<list>:<page>:<user>``: pressing it
rebuilds the list from the database (nothing is kept in memory) and redraws its own
ephemeral message with that page (see ``HauntbotCog.show_list``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import lang_of, msg, say
from cogs.errors import answer_error
from cogs.replies import reply

if TYPE_CHECKING:
    pass

PAGE_TEMPLATE = r"hbpg:(?P<kind>games|lobbies|admin):(?P<page>\d{1,4}):(?P<user>\d{1,20})"
"""The lists shown in pages: ``/hauntbot games``, ``/hauntbot lobbies`` and ``/hauntbot-admin games``."""
CONTENT_BUDGET = 1800
"""Characters of content a page may use (Discord takes 2,000)."""
MAX_ENTRY_BUTTONS = 20
"""Entry buttons on one page: four rows of five (Discord allows five rows)."""
NAV_ROW = 4
MOST_PAGES = 9999
"""The most pages the footer room is kept for."""


def footer_room(lang: str) -> int:
    """Characters kept for the page line under the entries, in ``lang``."""
    return len("\n" + say(msg("hb-page", page=MOST_PAGES, pages=MOST_PAGES), lang))


@dataclass(frozen=True)
class Entry:
    """One line of a list, never split across pages, with the button that goes with it (if any)."""

    line: str
    button: discord.ui.Item[Any] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Listing:
    """A whole list: which one it is, its title line and its entries in order."""

    kind: str
    title: str
    entries: Sequence[Entry]


def split_pages(entries: Sequence[Entry], room: int) -> list[list[Entry]]:
    """Cut ``entries`` into pages of whole entries: at most ``room`` characters of lines and 20 buttons each."""
    pages: list[list[Entry]] = [[]]
    used = buttons = 0
    for entry in entries:
        size = len(entry.line) + 1
        full = used + size > room or (entry.button is not None and buttons >= MAX_ENTRY_BUTTONS)
        if pages[-1] and full:
            pages.append([])
            used = buttons = 0
        pages[-1].append(entry)
        used += size
        buttons += entry.button is not None
    return pages


def page_message(listing: Listing, page: int, user_id: int, lang: str) -> tuple[str, discord.ui.View | None]:
    """The content and controls of page ``page`` (counted from 0; kept within the list) for ``user_id``, the
    page line and buttons in ``lang`` (the list's own words are said already)."""
    pages = split_pages(listing.entries, CONTENT_BUDGET - len(listing.title) - footer_room(lang))
    page = min(max(page, 0), len(pages) - 1)
    lines = [listing.title, *(e.line for e in pages[page])]
    view = discord.ui.View(timeout=None)
    for entry in pages[page]:
        if entry.button is not None:
            view.add_item(entry.button)
    if len(pages) > 1:
        lines.append(say(msg("hb-page", page=page + 1, pages=len(pages)), lang))
        last = len(pages) - 1
        previous, following = say(msg("hb-page-previous"), lang), say(msg("hb-page-next"), lang)
        view.add_item(PageButton(listing.kind, max(page - 1, 0), user_id, previous, disabled=page == 0))
        view.add_item(PageButton(listing.kind, page + 1, user_id, following, disabled=page == last))
    return "\n".join(lines), view if view.children else None


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """Previous or Next under a list: shows another page of it, to the user who asked only."""

    def __init__(self, kind: str, page: int, user: int, label: str = "…", *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"hbpg:{kind}:{page}:{user}",
                disabled=disabled,
                row=NAV_ROW,
            )
        )
        self.kind, self.page, self.user = kind, page, user

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PageButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["page"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Redraw the list's message with the page this button leads to."""
        from cogs.hauntbot import HauntbotCog

        lang = lang_of(interaction.locale)
        if interaction.user.id != self.user:
            await reply(interaction, say(msg("hb-page-not-yours"), lang))
            return
        cog = interaction.client.get_cog(HauntbotCog.__cog_name__)
        if not isinstance(cog, HauntbotCog):
            await reply(interaction, say(msg("hb-page-gone"), lang))
            return
        try:
            await cog.show_list(interaction, self.kind, self.page)
        except Exception as exc:
            await answer_error(interaction, exc)
