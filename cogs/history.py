"""The history message: a page of a game's log as the reader may see it, with buttons to page through it."""

from __future__ import annotations

import discord

from bot.history import HistoryPage
from bot.tables import Table
from cogs.components import HistoryButton

NAV = (("first", "⏮", "Oldest"), ("older", "◀", "Older"), ("newer", "▶", "Newer"), ("newest", "⏭", "Newest"))


def history_embed(table: Table, shown: HistoryPage, *, spectator: bool) -> discord.Embed:
    """The page as an embed: newest last, with who it is shown to in the footer."""
    embed = discord.Embed(title=f"{table.kit.game.title} — game #{table.id}: history", colour=table.kit.colour)
    embed.description = shown.text
    if table.record.status == "finished":
        whose = "every player's secrets are shown now that the game is over"
    elif spectator:
        whose = "public moves only: you are not playing"
    else:
        whose = "🔒 marks what only you know"
    embed.set_footer(text=f"Page {shown.page} of {shown.pages} · newest last · {whose}")
    return embed


def history_controls(table: Table, shown: HistoryPage) -> discord.ui.View | None:
    """Oldest / Older / Newer / Newest (None when the history fits on one page)."""
    if shown.pages == 1:
        return None
    view = discord.ui.View(timeout=None)
    targets = {"first": 1, "older": shown.page - 1, "newer": shown.page + 1, "newest": shown.pages}
    for tag, emoji, label in NAV:
        page = max(1, min(targets[tag], shown.pages))
        view.add_item(
            HistoryButton(
                table.record.kind, table.id, page, tag=tag, label=label, emoji=emoji, disabled=page == shown.page
            )
        )
    return view
