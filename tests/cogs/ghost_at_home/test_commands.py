"""Ghost at Home options, slash moves with autocomplete, and card multi-selects in My view.

(How the engine makes picked cards into one move is tested in tests/games/ghost_at_home/test_gah_compose.py.)
"""

from __future__ import annotations

import pytest

from bot.games.ghost_at_home.model import EMPTY, Phase
from tests.cogs.ghost_at_home.play import cards_id, ephemeral, my_view, open_table, play_until, select_ids, stored
from tests.conftest import make_bot
from tests.discord_play import game_controls, live_board


@pytest.fixture
def seed() -> int:
    """Seed 2: alice starts with Floor 1 rooms of 2 and 3 bulbs and a Floor 2 room of 2 bulbs."""
    return 2


@pytest.fixture
def simcord_bot(db_path, seed):
    """The bot with the test's seed."""
    return make_bot(db_path, seed=seed)


async def test_new_takes_beginner_and_always_ask(simcord_env):
    """/ghostathome new beginner:True always_ask:False starts a game without specials that skips windows."""
    setup = await open_table(simcord_env, 2, beginner=True, always_ask=False)
    lobby = setup.channel.history()[0]
    assert "beginner: on, always ask: off" in lobby.embeds[0].fields[0].value
    state, _ = await stored(simcord_env)
    assert state.beginner and not state.always_ask
    assert len(state.deck) + sum(len(h) for h in state.hands) == 46


async def test_new_explains_its_options(simcord_env):
    """The new command's options say what beginner and always_ask do."""
    command = simcord_env.bot.tree.get_command("ghostathome").get_command("new")
    described = {p.name: p.description for p in command.parameters}
    assert "special cards" in described["beginner"]
    assert "nobody learns hands" in described["always_ask"]


async def test_rooms_command_with_autocomplete(simcord_env):
    """alice picks a three-room play from autocomplete and it is explored."""
    setup = await open_table(simcord_env, 3)
    alice = setup.users[0]
    offered = await alice.autocomplete(setup.thread, "ghostathome rooms", "cards", "")
    assert {c["value"] for c in offered} == {"5", "8", "5,8", "5,8,15"}
    three = next(c for c in offered if c["value"] == "5,8,15")
    assert three["name"] == "Play Floor 1 room (2 bulbs), Floor 1 room (3 bulbs), Floor 2 room (2 bulbs)"
    result = await alice.slash(setup.thread, "ghostathome rooms", cards="5,8,15")
    assert ephemeral(result).content.startswith("Done: **alice** explored Floor 1 room (2 bulbs)")
    state, _ = await stored(simcord_env)
    assert state.houses[0].rooms[:3] == (5, 8, 15)


async def test_multi_room_play_from_the_rooms_select(simcord_env):
    """Picking three room cards in My view's rooms select explores them all and refreshes My view."""
    setup = await open_table(simcord_env, 3)
    alice = setup.users[0]
    _, version = await stored(simcord_env)
    mine = await my_view(alice, setup.thread)
    assert select_ids(mine) == [cards_id(version, "rooms"), cards_id(version, "light"), cards_id(version, "discard")]
    result = await alice.select(mine, ["15", "5", "8"], custom_id=cards_id(version, "rooms"))
    assert not result.followups
    state, _ = await stored(simcord_env)
    assert state.houses[0].rooms[:3] == (5, 8, 15) and state.houses[0].rooms[3] == EMPTY
    board = live_board(setup.thread)
    assert board.embeds[0].description.startswith("**alice** explored Floor 1 room (2 bulbs), Floor 1 room (3 bulbs)")
    refreshed = next(m for m in setup.thread.history(viewer=alice) if m.id == mine.id)
    assert "Waiting for bob to play." in refreshed.content and game_controls(refreshed) == []


async def test_light_from_the_light_select(simcord_env):
    """Two cards with 5 bulbs picked in the light select light floor 1."""
    setup = await open_table(simcord_env, 3)
    alice = setup.users[0]
    _, version = await stored(simcord_env)
    mine = await my_view(alice, setup.thread)
    result = await alice.select(mine, ["5", "8"], custom_id=cards_id(version, "light"))
    assert not result.followups
    state, _ = await stored(simcord_env)
    assert state.houses[0].lights == (True, False, False)
    text = live_board(setup.thread).embeds[0].description
    assert "discarded Floor 1 room (2 bulbs), Floor 1 room (3 bulbs) to turn on the light on floor 1" in text


async def test_discard_from_the_discard_select(simcord_env):
    """Picking two cards in the discard select discards them and draws two, naming no card publicly."""
    setup = await open_table(simcord_env, 3)
    alice = setup.users[0]
    before, version = await stored(simcord_env)
    mine = await my_view(alice, setup.thread)
    result = await alice.select(mine, ["5", "15"], custom_id=cards_id(version, "discard"))
    assert not result.followups
    state, _ = await stored(simcord_env)
    assert {5, 15} <= set(state.discard) and len(state.hands[0]) == 3 and state.hands[0] != before.hands[0]
    assert "discarded 2 cards face down and drew as many" in live_board(setup.thread).embeds[0].description


@pytest.mark.parametrize("seed", [7])
async def test_answer_command_lets_the_ghost_in(simcord_env):
    """The defender can answer the window with /ghostathome answer and its autocomplete."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, lambda s: s.phase is Phase.DEFEND)
    alice = setup.users[0]
    offered = await alice.autocomplete(setup.thread, "ghostathome answer", "answer", "")
    assert [c["value"] for c in offered] == ["cat", "allow"]
    result = await alice.slash(setup.thread, "ghostathome answer", answer="allow")
    assert ephemeral(result).content.startswith("Done: **alice** let the ghost in")
    state, _ = await stored(simcord_env)
    assert state.phase is Phase.TURN and state.houses[0].rooms[0] == EMPTY


@pytest.mark.parametrize("seed", [7])
async def test_defender_my_view_holds_the_answer_buttons(simcord_env):
    """During the cat-defence window, alice's My view shows her hand and the two answers."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, lambda s: s.phase is Phase.DEFEND)
    mine = await my_view(setup.users[0], setup.thread)
    assert "A ghost from carol is coming at your floor 1" in mine.content
    labels = [c.label for c in game_controls(mine)]
    assert labels == ["Defend with a cat from hand", "Let the ghost in"]
