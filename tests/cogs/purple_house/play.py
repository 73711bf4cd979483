"""Helpers for playing The Purple House through SimCord: tables, private views, scouting and flips."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.purple_house import GAME, PurpleHouseState
from bot.games.purple_house.cards import is_clue
from tests.discord_play import TableSetup, acting_user, live_board, open_game

STEP = "hbk:purplehouse:"
"""How the ids of the private Scouting controls (the shared step family) start."""
NAMES = ["alice", "bob", "carol", "dave", "erin", "mallory"]


async def open_house(env: Any, players: int = 3, *, start: bool = True, **options: Any) -> TableSetup:
    """Open a Purple House lobby as the first user, let the others join with the button, and start."""
    return await open_game(env, "purplehouse", players, names=NAMES, start=start, **options)


async def stored_state(env: Any, game_id: int = 1) -> PurpleHouseState:
    """The engine state stored for a game."""
    return GAME.load((await env.bot.store.game(game_id)).state)


async def snapshot(env: Any, game_id: int = 1) -> tuple[Any, Any]:
    """The stored game and its event log, to prove nothing changed."""
    return await env.bot.store.game(game_id), await env.bot.store.events(game_id)


def ephemeral(result: Any) -> Any:
    """The one ephemeral message an interaction produced (response or follow-up)."""
    found = [m for m in (result.response, *result.followups) if m is not None and m.ephemeral]
    assert len(found) == 1, found
    return found[0]


def refusal(result: Any) -> str:
    """The text of the single ephemeral follow-up a refused click or command produced."""
    found = [m for m in result.followups if m.ephemeral]
    if not found and result.response is not None and result.response.ephemeral:
        found = [result.response]
    assert len(found) == 1, found
    return found[0].content


async def my_view(user: Any, setup: TableSetup) -> Any:
    """Press My view on the live board; return the user's ephemeral private view."""
    result = await user.click(live_board(setup.thread), label="My view")
    return ephemeral(result)


def controls(message: Any) -> list[Any]:
    """Every component of a message (a channel message or an interaction's response)."""
    msg = message.message if hasattr(message, "_message") else message
    out = []
    for row in msg.components:
        out.extend(getattr(row, "children", [row]))
    return out


def select_options(message: Any, prefix: str) -> tuple[str, list[tuple[str, str]]]:
    """The custom id and (value, label) options of the select whose id starts with ``prefix``."""
    for item in controls(message):
        if isinstance(item, discord.SelectMenu) and (item.custom_id or "").startswith(prefix):
            return item.custom_id or "", [(o.value, o.label) for o in item.options]
    return "", []


def button(message: Any, prefix: str) -> discord.Button | None:
    """The button whose custom id starts with ``prefix``, if any."""
    return next(
        (b for b in controls(message) if isinstance(b, discord.Button) and (b.custom_id or "").startswith(prefix)),
        None,
    )


async def scout_step(user: Any, view: Any) -> bool:
    """One Scouting step from a private view: the first modification offered, else Ready. True once ready.

    Each step must show in the view (the card modified leaves the list, Ready leaves no Scouting control),
    so a click that did nothing fails here instead of looping for ever.
    """
    custom_id, options = select_options(view, STEP)
    if options:
        value = options[0][0]
        result = await user.select(view, [value], custom_id=custom_id)
        assert not [m for m in result.followups if m.ephemeral], [m.content for m in result.followups]
        if value.startswith("pick:"):
            custom_id, options = select_options(view, STEP)
            assert custom_id.endswith(":pos"), custom_id
            result = await user.select(view, [options[0][0]], custom_id=custom_id)
            assert not [m for m in result.followups if m.ephemeral], [m.content for m in result.followups]
        assert value not in [v for v, _ in select_options(view, STEP)[1]], "the modification was not played"
        return False
    ready = button(view, STEP)
    assert ready is not None and not ready.disabled, controls(view)
    result = await user.click(view, custom_id=ready.custom_id)
    assert not [m for m in result.followups if m.ephemeral], [m.content for m in result.followups]
    assert button(view, STEP) is None, "Ready was not played"
    return True


async def scout_together(env: Any, setup: TableSetup) -> dict[int, Any]:
    """Every seat opens My view first, then they take Scouting steps in turn until all are ready.

    Returns each user's private view message (by user id).
    """
    state = await stored_state(env)
    scouts = [setup.users[s] for s in sorted(GAME.to_act(state))]
    views = {u.id: await my_view(u, setup) for u in scouts}
    waiting = list(scouts)
    while waiting:
        for user in list(waiting):
            if await scout_step(user, views[user.id]):
                waiting.remove(user)
    return views


async def fast_scouting(env: Any, setup: TableSetup) -> None:
    """Everyone still scouting plays the deadline default with commands (auto or ready)."""
    state = await stored_state(env)
    for seat in sorted(GAME.to_act(state)):
        if GAME.default_action(state, seat) == "auto":
            await setup.users[seat].slash(setup.thread, "purplehouse modify", change="auto")
        else:
            await setup.users[seat].slash(setup.thread, "purplehouse ready")


async def flip_on_board(env: Any, setup: TableSetup, cell: int | None = None) -> Any:
    """The Key holder flips ``cell`` (default: the deadline default) with the board's select."""
    board = live_board(setup.thread)
    state = await stored_state(env)
    value = f"f{cell}" if cell is not None else GAME.default_action(state, state.key)
    custom_id, _options = select_options(board, "hbs:")
    return await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)


def snake_order() -> list[int]:
    """The 16 Clues in an order where each matches the previous (by symbol, then by number)."""
    order = []
    for symbol in range(4):
        numbers = range(4) if symbol % 2 == 0 else range(3, -1, -1)
        order.extend(symbol * 4 + n for n in numbers)
    assert all(is_clue(c) for c in order)
    return order


def winning_cells(state: PurpleHouseState) -> list[int]:
    """Grid cells (1-based) to flip, read from the stored state, to reveal every Clue without a miss."""
    return [state.grid.index(card) + 1 for card in snake_order()]
