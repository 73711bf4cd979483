"""Helpers for playing Ghost at Home through SimCord: open a table, read the state, play a move with the controls."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.ghost_at_home import GAME, GhostState
from tests.discord_play import MENTION, TableSetup, live_board, open_game

NAMES = ["alice", "bob", "carol", "dave", "mallory"]
CARD_SELECTS = {"r": "rooms", "d": "discard", "l": "light"}
"""The card multi-select of My view that plays each kind of move (its step, the engine's group)."""


def move_id(version: int, action: str, game: int = 1) -> str:
    """The custom id of a move button (a window's answer) on a board of that version."""
    return f"hb:ghostathome:{game}:{version}:{action}"


def cards_id(version: int, group: str, game: int = 1) -> str:
    """The custom id of My view's card multi-select of ``group`` (rooms, light, discard) drawn at that version."""
    return f"hbk:ghostathome:{game}:{version}:{group}"


async def open_table(
    env: Any, players: int = 3, *, start: bool = True, names: list[str] = NAMES, **options: Any
) -> TableSetup:
    """Open a Ghost at Home lobby as the first user, let the others join with the button, and start."""
    return await open_game(env, "ghostathome", players, names=names, start=start, **options)


async def stored(env: Any, game_id: int = 1) -> tuple[GhostState, int]:
    """The engine state and version stored for a game."""
    record = await env.bot.store.game(game_id)
    return GAME.load(record.state), record.version


async def snapshot(env: Any, game_id: int = 1) -> tuple[Any, Any]:
    """The stored game and its event log, to prove nothing changed."""
    return await env.bot.store.game(game_id), await env.bot.store.events(game_id)


def ephemeral(result: Any) -> discord.Message:
    """The one ephemeral answer to an interaction: its follow-up after deferring, else its response.

    (A select on an ephemeral message has that message as its response; the answer is the follow-up.)
    """
    found = [m for m in result.followups if m.ephemeral]
    if not found and result.response is not None and result.response.ephemeral:
        found = [result.response]
    assert len(found) == 1, [m.content for m in found]
    return found[0].message


def mentioned(message: discord.Message, users: list[Any]) -> list[Any]:
    """The users a message pings, in the order of ``users``."""
    ids = {int(m) for m in MENTION.findall(message.content or "")}
    return [u for u in users if u.id in ids]


def components(message: discord.Message) -> list[Any]:
    """Every button and select on a message."""
    return [item for row in message.components for item in getattr(row, "children", [])]


def select_ids(message: discord.Message) -> list[str]:
    """The custom ids of the selects on a message."""
    return [c.custom_id for c in components(message) if isinstance(c, discord.SelectMenu)]


def button_ids(message: discord.Message) -> list[str]:
    """The custom ids of the buttons on a message."""
    return [c.custom_id for c in components(message) if isinstance(c, discord.Button)]


def actor_of(state: GhostState) -> int:
    """The one seat that owes a decision."""
    (seat,) = GAME.to_act(state)
    return seat


def policy(state: GhostState, seat: int) -> str:
    """A quick test player: defends with a cat, never stops escapes, explores, haunts, then plays the default."""
    legal = GAME.legal_actions(state, seat)
    for answer in ("cat", "allow", "nostop"):
        if answer in legal:
            return answer
    rooms = [a for a in legal if a.startswith("r.")]
    if rooms:
        return max(rooms, key=lambda a: a.count("."))
    for head in ("g.", "c.", "l."):
        found = [a for a in legal if a.startswith(head)]
        if found:
            return found[0]
    return GAME.default_action(state, seat)


async def my_view(user: Any, thread: Any) -> discord.Message:
    """Press My view on the live board; return the ephemeral reply."""
    return ephemeral(await user.click(live_board(thread), label="My view"))


async def play(env: Any, setup: TableSetup, action: str) -> Any:
    """Play the acting seat's ``action`` with the Discord controls a player would use.

    Window answers: the board's buttons. Rooms, lights and discards: the card
    multi-selects of My view. Anything else: the lists of My view.
    """
    state, version = await stored(env)
    seat = actor_of(state)
    user = setup.users[seat]
    head, *rest = action.split(".")
    if head in ("cat", "allow", "stop", "nostop"):
        board = live_board(setup.thread)
        return await user.click(board, custom_id=move_id(version, head))
    mine = await my_view(user, setup.thread)
    if head in ("r", "d"):
        return await user.select(mine, rest, custom_id=cards_id(version, CARD_SELECTS[head]))
    if head == "l":
        custom_id = cards_id(version, "light")
        floors = {o.value for c in components(mine) if c.custom_id == custom_id for o in c.options}
        values = [f"F{rest[0]}", *rest[1:]] if f"F{rest[0]}" in floors else rest[1:]
        return await user.select(mine, values, custom_id=custom_id)
    for item in components(mine):
        if isinstance(item, discord.SelectMenu) and any(o.value == action for o in item.options):
            return await user.select(mine, [action], custom_id=item.custom_id)
    raise AssertionError(f"{action} is not offered in My view: {select_ids(mine)}")


async def play_until(env: Any, setup: TableSetup, done: Any, *, limit: int = 200) -> GhostState:
    """Play the test policy's moves through Discord until ``done(state)`` holds; return that state."""
    for _ in range(limit):
        state, _version = await stored(env)
        if done(state) or GAME.outcome(state) is not None:
            return state
        result = await play(env, setup, policy(state, actor_of(state)))
        assert not result.followups, [m.content for m in result.followups]
    raise AssertionError("the game did not reach the wanted state")
