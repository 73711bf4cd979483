"""The history message: a page of a game's log as the reader may see it, with buttons to page through it."""

from __future__ import annotations

import discord

from bot.history import HistoryPage
from bot.i18n import EN, msg, say
from bot.tables import Table
from cogs.components import HistoryButton

NAV = (
    ("first", "⏮", msg("history-oldest")),
    ("older", "◀", msg("history-older")),
    ("newer", "▶", msg("history-newer")),
    ("newest", "⏭", msg("history-newest")),
)


def history_embed(table: Table, shown: HistoryPage, *, spectator: bool, lang: str = EN) -> discord.Embed:
    """The page as an embed in ``lang``: newest last, with who it is shown to in the footer."""
    title = say(msg("history-title", game=table.kit.game.title, id=table.id), lang)
    embed = discord.Embed(title=title, colour=table.kit.colour)
    embed.description = shown.text
    if table.record.status == "finished":
        whose = msg("history-whose-revealed")
    elif spectator:
        whose = msg("history-whose-spectator")
    else:
        whose = msg("history-whose-player")
    embed.set_footer(text=say(msg("history-footer", page=shown.page, pages=shown.pages, whose=whose), lang))
    return embed


def history_controls(table: Table, shown: HistoryPage, lang: str = EN) -> discord.ui.View | None:
    """Oldest / Older / Newer / Newest in ``lang`` (None when the history fits on one page)."""
    if shown.pages == 1:
        return None
    view = discord.ui.View(timeout=None)
    targets = {"first": 1, "older": shown.page - 1, "newer": shown.page + 1, "newest": shown.pages}
    for tag, emoji, label in NAV:
        page = max(1, min(targets[tag], shown.pages))
        view.add_item(
            HistoryButton(
                table.record.kind,
                table.id,
                page,
                tag=tag,
                label=say(label, lang),
                emoji=emoji,
                disabled=page == shown.page,
            )
        )
    return view
