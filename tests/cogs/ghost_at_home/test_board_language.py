"""Ghost at Home's pictures in the table's language, through the running bot."""

from __future__ import annotations

from typing import Any

from tests.discord_play import live_board, open_game


async def test_a_drawn_board_speaks_the_tables_language(simcord_env: Any) -> None:
    """Ghost at Home, whose renderer speaks languages, draws a Polish server's live board in Polish: the
    picture posted differs from the same board drawn in English."""
    setup = await open_game(simcord_env, "ghostathome", 2)
    await simcord_env.bot.store.set_guild_lang(setup.guild.id, "lang", "pl")
    table = await simcord_env.bot.sessions.load(1)
    polish, english = (
        await simcord_env.bot.sessions.render(table),
        await simcord_env.bot.sessions.render(table, lang="en"),
    )
    assert table.lang == "pl" and polish.png != english.png
    assert live_board(setup.thread).attachments
