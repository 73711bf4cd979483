"""Helpers for playing Quiet House through SimCord: open a table, read the stored game, solve the puzzle."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.quiet_house import GAME, QuietHouseState
from bot.games.quiet_house.board import square_name
from bot.games.quiet_house.goals import holding
from bot.games.quiet_house.turns import move, moves
from tests.discord_play import TableSetup, acting_user, live_board, move_options, open_game

EASY_SEED = 86
"""With this seed a standard 2-player game is solved in two moves (then a declaration)."""

__all__ = ["EASY_SEED", "acting_user", "live_board", "move_options"]


async def open_quiet(env: Any, players: int = 2, *, start: bool = True, **options: Any) -> TableSetup:
    """Open a Quiet House lobby as the first user, let the others join with the button, and start."""
    return await open_game(env, "quiethouse", players, start=start, **options)


async def stored_state(env: Any, game_id: int = 1) -> QuietHouseState:
    """The engine state stored for a game."""
    return GAME.load((await env.bot.store.game(game_id)).state)


async def snapshot(env: Any) -> tuple[Any, Any]:
    """The stored game and its event log, to prove nothing changed."""
    return await env.bot.store.game(1), await env.bot.store.events(1)


def ephemeral(result: Any) -> discord.Message:
    """The one ephemeral message an interaction produced (a response or a follow-up after deferring)."""
    found = [m for m in (result.response, *result.followups) if m is not None and m.ephemeral]
    assert len(found) == 1, found
    return found[0]


def solve(state: QuietHouseState, limit: int = 3) -> list[str]:
    """The shortest list of moves (at most ``limit``) after which every goal tile holds, then ``declare``."""
    fourth = 2 in state.variants
    frontier: list[tuple[QuietHouseState, list[str]]] = [(state, [])]
    seen = {(state.layout, state.drawn)}
    for depth in range(limit + 1):
        later: list[tuple[QuietHouseState, list[str]]] = []
        for s, path in frontier:
            if all(holding(s.layout, s.goals, fourth)):
                return [*path, "declare"]
            if depth == limit:
                continue
            for name, square in moves(s):
                action = f"{name}.{square_name(square)}"
                after = move(s, name, square, action)
                if (after.layout, after.drawn) not in seen:
                    seen.add((after.layout, after.drawn))
                    later.append((after, [*path, action]))
        frontier = later
    raise AssertionError(f"no solution within {limit} moves")


def select_for(board: discord.Message, action: str) -> str:
    """The custom id of the board's menu that offers ``action``."""
    return next(custom_id for custom_id, value, _ in move_options(board) if value == action)


async def play_by_menus(setup: TableSetup, actions: list[str]) -> None:
    """Play statue moves with the live board's menus, each by the user whose turn it is."""
    for action in actions:
        board = live_board(setup.thread)
        result = await acting_user(board, setup.users).select(board, [action], custom_id=select_for(board, action))
        assert not result.followups, [f.content for f in result.followups]


def button_labels(message: discord.Message) -> list[str]:
    """Labels of the buttons on a message."""
    return [
        item.label or ""
        for row in message.components
        for item in getattr(row, "children", [])
        if isinstance(item, discord.Button)
    ]
