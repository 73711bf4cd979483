"""Ghost at Home played through Discord: a whole game, the cat-defence and escape windows, and a restart."""

from __future__ import annotations

import pytest

from bot.games.ghost_at_home import GAME
from bot.games.ghost_at_home.model import Phase
from tests.cogs.ghost_at_home.play import (
    actor_of,
    button_ids,
    cards_id,
    mentioned,
    move_id,
    my_view,
    open_table,
    play,
    play_until,
    policy,
    stored,
)
from tests.conftest import make_bot
from tests.discord_play import live_board

SEED = 7
"""With this seed and the test policy, carol's ghost meets alice's cat on move 3 and bob escapes on move 19."""


@pytest.fixture
def simcord_bot(db_path):
    """The bot, with a seed whose game has a cat defence and an escape."""
    return make_bot(db_path, seed=SEED)


def defending(state) -> bool:
    return state.phase is Phase.DEFEND


def escaping(state) -> bool:
    return state.phase is Phase.STOP


async def test_three_players_play_to_a_win_with_a_cat_defence(simcord_env):
    """Three users play from /ghostathome new to bob's escape; alice answers a ghost with a cat herself."""
    setup = await open_table(simcord_env, 3)
    answered = []
    for _ in range(100):
        state, _ = await stored(simcord_env)
        if GAME.outcome(state) is not None:
            break
        seat = actor_of(state)
        action = policy(state, seat)
        result = await play(simcord_env, setup, action)
        assert not result.followups, [m.content for m in result.followups]
        if action == "cat":
            answered.append(seat)
    assert answered and state.attack is None
    assert answered[0] == 0
    record = await simcord_env.bot.store.game(1)
    assert record.status == "finished"
    board = live_board(setup.thread)
    assert "🏆 **bob** wins! bob explored the whole house and escaped!" in board.embeds[0].description
    assert button_ids(board) == [
        "hbv:ghostathome:1",
        "hbh:ghostathome:1:0:board",
        "hbr:ghostathome:1",
        "hbrm:ghostathome:1",
    ]


async def test_no_public_message_says_player_n(simcord_env):
    """The engine's "Player N" is replaced by names in every public board text."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, lambda s: False)
    public = [m for m in setup.thread.history() if not m.flags.ephemeral]
    texts = [m.content or "" for m in public] + [e.description or "" for m in public for e in m.embeds]
    assert not any("Player " in t for t in texts)
    assert any("alice's floor 1" in t for t in texts)


async def test_a_ghost_attack_pings_the_defender_with_two_buttons(simcord_env):
    """The board after a ghost play mentions only the defender and carries Defend / Let it in buttons."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    _, version = await stored(simcord_env)
    board = live_board(setup.thread)
    assert mentioned(board, setup.users) == [setup.users[0]]
    labels = [c.label for row in board.components for c in row.children]
    assert labels[:2] == ["Defend with a cat from hand", "Let the ghost in"]
    assert button_ids(board)[:2] == [move_id(version, "cat"), move_id(version, "allow")]
    text = board.embeds[0].description
    assert "**carol** played a ghost on alice's floor 1" in text
    assert "Only **alice** can answer" in text
    assert "At the deadline a cat from hand defends" in text


async def test_the_attacker_reads_the_outcome_of_the_defence(simcord_env):
    """After alice defends with the board button, the board says in words that the ghost was cancelled."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    result = await play(simcord_env, setup, "cat")
    assert not result.followups
    text = live_board(setup.thread).embeds[0].description
    assert "**alice** discarded a cat from hand: the ghost is cancelled (both discarded)." in text
    state, _ = await stored(simcord_env)
    assert state.phase is Phase.TURN and state.houses[0].rooms[0] != -1


async def test_answering_retires_the_window_buttons(simcord_env):
    """Once the window is answered, no message in the thread carries its answer buttons any more."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    await play(simcord_env, setup, "allow")
    ids = [c.custom_id or "" for m in setup.thread.history() for row in m.components for c in row.children]
    assert ids and not any(i.startswith("hb:ghostathome:") for i in ids)


async def test_an_escape_pings_only_the_player_asked_now(simcord_env):
    """bob's full house opens the escape: carol is asked now and pinged; alice, asked next, is named, not pinged
    (each player is pinged once per decision, when it is theirs)."""
    setup = await open_table(simcord_env, 3)
    state = await play_until(simcord_env, setup, escaping)
    assert state.escape is not None and state.escape.escaper == 1
    board = live_board(setup.thread)
    assert mentioned(board, setup.users) == [setup.users[2]]
    assert board.content.startswith(f"<@{setup.users[2].id}> bob is escaping")
    assert "Asked next, in turn order: alice." in board.content
    labels = [c.label for row in board.components for c in row.children]
    assert labels[:2] == ["Play a ghost to stop the escape", "Do not stop the escape"]
    assert "At the deadline the escape is not stopped." in board.embeds[0].description


async def test_window_buttons_still_work_after_a_restart(simcord_env, db_path):
    """A new bot on the same database file takes alice's answer from the board posted by the old one."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, defending)
    _, version = await stored(simcord_env)
    board = live_board(setup.thread)
    await simcord_env.restart_bot(make_bot(db_path, seed=SEED))
    result = await setup.users[0].click(board, custom_id=move_id(version, "cat"))
    assert not result.followups
    state, after = await stored(simcord_env)
    assert after == version + 1 and state.phase is Phase.TURN


async def test_my_view_cards_still_play_after_a_restart(simcord_env, db_path):
    """A card select in a My view sent before the restart plays the move afterwards."""
    setup = await open_table(simcord_env, 3)
    state, version = await stored(simcord_env)
    mine = await my_view(setup.users[0], setup.thread)
    await simcord_env.restart_bot(make_bot(db_path, seed=SEED))
    card = policy(state, 0).split(".")[1]
    result = await setup.users[0].select(mine, [card], custom_id=cards_id(version, "rooms"))
    assert not result.followups
    after, new_version = await stored(simcord_env)
    assert new_version == version + 1 and int(card) in after.houses[0].rooms
