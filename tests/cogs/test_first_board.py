"""Every game's first board says where the moves are, in the table's language."""

from __future__ import annotations

from typing import Any

import pytest

from bot.registry import KITS
from tests.discord_play import live_board, open_game


def first_words(setup: Any) -> str:
    """Everything the thread says up to and including the first board: contents, embed descriptions and fields."""
    board = live_board(setup.thread)
    said = []
    for message in setup.thread.history():
        said += [message.content or "", *(e.description or "" for e in message.embeds)]
        said += [field.value or "" for e in message.embeds for field in e.fields]
        if message.id == board.id:
            break
    return "\n".join(said)


@pytest.mark.parametrize("kind", sorted(KITS))
async def test_the_first_board_says_where_the_moves_are(simcord_env: Any, kind: str):
    """The first board (or the reminder posted just before it) names My view, where each player's own moves
    and secrets are."""
    setup = await open_game(simcord_env, kind, max(KITS[kind].game.min_players, 2))
    assert "**My view**" in first_words(setup)


async def test_rumbles_first_board_names_the_menus_and_commands(simcord_env: Any):
    """Rumble's first board says moves are in the menus under the board, or typed as /rumble move and fight."""
    setup = await open_game(simcord_env, "rumble", 3)
    description = live_board(setup.thread).embeds[0].description
    assert "Move and fight with the menus under the board (or `/rumble move` and `/rumble fight` here)" in description


async def test_childrens_first_board_sends_players_to_my_view(simcord_env: Any):
    """Children's first board says the moves are in My view, seen only by the player."""
    setup = await open_game(simcord_env, "children", 2)
    description = live_board(setup.thread).embeds[0].description
    assert "Your moves are in **My view** under the board" in description
