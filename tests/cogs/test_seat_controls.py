"""Who plays a seat, from the controls: Add / Remove a bot on the lobby card, ``new``'s ``bots`` option, and
My view's "Play for me" / "I'm back", with their refusals, through real discord.py dispatch."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.clock import Clock
from tests.cogs.bot_tables import bot_mentions, let_bots_play, think_inline
from tests.cogs.test_lobby import ephemeral_text, players_field
from tests.conftest import make_bot
from tests.discord_play import answer, live_board
from tests.tiny.conftest import tiny_kits

ADD = "hbb:tiny:1:add"
REMOVE = "hbb:tiny:1:remove"


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def simcord_bot(db_path, clock):
    """A bot playing Three in a row, whose kit has bots, on the test's clock."""
    return make_bot(db_path, clock=clock, kits=tiny_kits())


async def lobby(env, *users: str, **options):
    """A Three in a row lobby opened by the first user (``/tiny new`` with ``options``); the others join."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in users]
    await members[0].slash(channel, "tiny new", **options)
    card = channel.last_message
    for member in members[1:]:
        await member.click(card, label="Join")
    return channel, members


def custom_ids(message) -> list[str]:
    """Every component id on a message, row by row."""
    return [item.custom_id for row in message.components for item in getattr(row, "children", [])]


def select_labels(message, custom_id: str) -> list[str]:
    """The option labels of one select of a message."""
    for row in message.components:
        for item in getattr(row, "children", []):
            if item.custom_id == custom_id:
                return [o.label for o in item.options]
    raise AssertionError(f"no select {custom_id} in {custom_ids(message)}")


async def seats(env, game_id: int = 1):
    """The seats of a game as stored."""
    return await env.bot.store.seats(game_id)


async def test_the_host_adds_a_bot_of_a_level_and_the_card_marks_it(simcord_env):
    """The card offers "Add a bot" at each level; the host's pick seats a bot named as one, never mentioned."""
    channel, (alice,) = await lobby(simcord_env, "alice")
    card = channel.last_message
    assert select_labels(card, ADD) == ["Add a bot (easy)", "Add a bot (good)"]
    assert REMOVE not in custom_ids(card)
    await alice.select(card, ["good"], custom_id=ADD)
    (host, bot) = await seats(simcord_env)
    assert bot.bot == "good" and bot.user_id < 0 and bot.name.endswith("(bot)")
    listed = players_field(channel.last_message)
    assert f"2. 🤖 {bot.name} · good" in listed and f"<@{host.user_id}> (host)" in listed
    assert select_labels(channel.last_message, REMOVE) == [f"Remove {bot.name}"]
    assert bot_mentions(simcord_env) == []


async def test_the_host_removes_a_bot_with_the_remove_select(simcord_env):
    """Picking a bot in "Remove a bot" frees its seat and the select goes away with the last bot."""
    channel, (alice,) = await lobby(simcord_env, "alice", bots="1")
    assert len(await seats(simcord_env)) == 2
    await alice.select(channel.last_message, ["1"], custom_id=REMOVE)
    assert [s.user_id for s in await seats(simcord_env)] == [alice.id]
    assert REMOVE not in custom_ids(channel.last_message)
    assert "(bot)" not in players_field(channel.last_message)


async def test_a_guest_may_neither_add_nor_remove_bots(simcord_env):
    """Only the host seats or removes bots; a guest is told so and the lobby stays as it was."""
    channel, (_alice, bob) = await lobby(simcord_env, "alice", "bob")
    refused = await bob.select(channel.last_message, ["easy"], custom_id=ADD)
    assert ephemeral_text(refused) == "Only the host can add bots to the lobby."
    assert len(await seats(simcord_env)) == 2


async def test_a_full_lobby_refuses_another_bot(simcord_env):
    """Three in a row seats two: with the host and a bot in, adding one more says what to do instead."""
    channel, (alice,) = await lobby(simcord_env, "alice", bots="1", bot_level="good")
    assert [s.bot for s in await seats(simcord_env)] == [None, "good"]
    refused = await alice.select(channel.last_message, ["easy"], custom_id=ADD)
    assert ephemeral_text(refused) == "This lobby is full (2 players); remove a bot or a player first."
    assert len(await seats(simcord_env)) == 2


async def test_a_bot_level_without_bots_opens_nothing(simcord_env):
    """``bot_level`` alone is refused with what to give, and no lobby opens."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    refused = await alice.slash(channel, "tiny new", bot_level="good")
    assert "give `bots` too" in answer(refused) and refused.ephemeral
    assert await simcord_env.bot.store.open_lobby("tiny", channel.id) is None


class TestAGameWithoutBots:
    """A game whose kit has no bots."""

    @pytest.fixture
    def simcord_bot(self, db_path, clock):
        """Three in a row with its bots taken out of its kit."""
        return make_bot(db_path, clock=clock, kits={k: replace(kit, bots=None) for k, kit in tiny_kits().items()})

    async def test_its_lobby_has_no_bot_controls_and_new_refuses_bots(self, simcord_env):
        """Its lobby card has no Add a bot, and ``new`` with ``bots`` is refused, saying why."""
        channel, (alice,) = await lobby(simcord_env, "alice")
        assert custom_ids(channel.last_message) == ["hbl:tiny:1:join", "hbl:tiny:1:leave", "hbl:tiny:1:start"]
        refused = await alice.slash(channel.guild.create_text_channel("more"), "tiny new", bots="1")
        assert "Three in a row has no bots yet" in answer(refused)


async def test_play_for_me_from_my_view_then_im_back(simcord_env, clock):
    """My view's "Play for me" hands the seat to a bot (said in the thread), the bot plays the turn, and
    "I'm back" gives the seat back; each change is one line that pings nobody."""
    think_inline(simcord_env)
    channel, (alice, bob) = await lobby(simcord_env, "alice", "bob")
    await alice.click(channel.last_message, label="Start")
    thread = channel.threads[0]
    mine = await alice.click(live_board(thread), label="My view")
    shown = mine.followups[0] if mine.followups else mine.response  # read anew each time: it is redrawn
    assert "hbb:tiny:1:hand:easy" in custom_ids(shown.message) and "hbb:tiny:1:hand:good" in custom_ids(shown.message)
    handed = await alice.click(shown.message, custom_id="hbb:tiny:1:hand:good")
    assert "A bot (good) plays your seat now" in answer(handed)
    said = thread.last_message.content
    assert said == "**alice** handed their seat to a bot (good); they take it back by making a move."
    assert "<@" not in said
    assert "hbb:tiny:1:back" in custom_ids(shown.message)  # My view was redrawn with "I'm back"
    await let_bots_play(simcord_env, clock)
    board = live_board(thread)
    assert "**alice** (bot playing) marked" in board.embeds[0].description
    assert f"<@{bob.id}>" in board.content and f"<@{alice.id}>" not in board.content
    back = await alice.click(shown.message, custom_id="hbb:tiny:1:back")
    assert "Your seat is yours again" in answer(back)
    assert thread.last_message.content == "**alice** is back and plays their own seat again."
    (seat, _) = await seats(simcord_env)
    assert seat.stand_in is None and seat.handed
