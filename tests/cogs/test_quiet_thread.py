"""A quiet thread: the live board is edited in place while the same seats act, and a new board pings only when
who must act changes."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from bot.games.children import GAME
from bot.names import named_text
from tests.cogs.children.test_game import open_table, stored
from tests.discord_play import MENTION, answer, live_board

MOVES = 120


def boards(env: Any, thread: Any) -> list[dict[str, Any]]:
    """Every board the bot posted in the thread (the bodies of its posts with an embed), oldest first: an old board
    is left as its line of text later, so the posts are read as Discord received them."""
    path = f"/channels/{thread.id}/messages"
    return [r.json for r in env.http_requests if r.method == "POST" and r.path == path and (r.json or {}).get("embeds")]


def pinged(board: dict[str, Any]) -> frozenset[int]:
    """The user ids a posted board mentions."""
    return frozenset(int(m) for m in MENTION.findall(board.get("content") or ""))


async def play_children(env: Any, setup: Any) -> list[frozenset[int]]:
    """Play MOVES default moves with /children play; the users who must act after each move."""
    owing: list[frozenset[int]] = []
    for _ in range(MOVES):
        state, _version = await stored(env)
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        result = await setup.users[seat].slash(setup.thread, "children play", action=GAME.default_action(state, seat))
        assert "Done:" in answer(result)
        after, _ = await stored(env)
        owing.append(frozenset(setup.users[s].id for s in GAME.to_act(after)))
    return owing


async def test_a_new_board_is_posted_only_when_who_must_act_changes(simcord_env):
    """Over a seeded Children game, the thread holds one board per change of acting player (plus the first)."""
    setup = await open_table(simcord_env, 2)
    first = frozenset(u.id for u in setup.users[:1])
    owing = await play_children(simcord_env, setup)
    changes = sum(1 for before, after in pairwise([first, *owing]) if before != after)
    assert len(owing) > 40 and changes < len(owing) / 2
    assert len(boards(simcord_env, setup.thread)) == 1 + changes


async def test_consecutive_boards_never_ping_the_same_player_twice(simcord_env):
    """Each new board mentions who must act now, never the same players as the board before it."""
    setup = await open_table(simcord_env, 2)
    await play_children(simcord_env, setup)
    pings = [pinged(b) for b in boards(simcord_env, setup.thread)]
    assert all(p for p in pings)
    assert all(a != b for a, b in pairwise(pings))


async def test_the_edited_board_shows_the_current_version_and_the_turns_moves(simcord_env):
    """The board edited in place carries the stored version in its footer and lists the moves made on it."""
    setup = await open_table(simcord_env, 2)
    await play_children(simcord_env, setup)
    record = await simcord_env.bot.store.game(1)
    board = live_board(setup.thread)
    assert f"board v{record.version}" in board.embeds[0].footer.text
    assert record.board_message_id == board.id and record.board_version == record.version
    names = (await simcord_env.bot.sessions.load(1)).names
    said = [named_text(s, names) for s in await simcord_env.bot.store.sentences_from(1, record.board_started)]
    assert said and all(line.split("**")[-1][:30] in board.embeds[0].description for line in said[-3:])
