"""Rematch through real discord.py dispatch: a Quiet House game of alice, bob and a bot played to the end; bob
presses "Play again" on its final board and a lobby of the same game opens in the channel with the same options,
settings and bot, alice invited (pinged once) and seated with one click, and the game starts; a spectator is
refused; two presses make one lobby; a restart between the press and the confirmation; a Polish table.

The bots are plain bots that play a legal move at random and boards are drawn blank: only who plays, the lobby and
the words are tested here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.client import HauntBot
from bot.i18n import PL
from bot.registry import KITS
from tests import clocked
from tests.clock import Clock
from tests.cogs.bot_tables import bot_mentions, let_bots_play, think_inline
from tests.cogs.leaks import OPEN, leaks, marked_polish  # noqa: F401 - a fixture, used by name
from tests.conftest import make_bot
from tests.discord_play import TableSetup, answer, at_once, live_board, lobby_button
from tests.plain_bots import RNG_BOTS, with_bots

KIND = "quiethouse"
TITLE = KITS[KIND].game.title
"""The game's published name: a proper name, the same in every language."""
OPTIONS = {"rook": "advanced", "variant1": True, "turn_time": 360, "reminders": 60}
"""What ``/quiethouse new`` is given: the game's own options and the table's timers."""
KITS_PLAIN = with_bots(KITS, RNG_BOTS)
"""Every game with bots that play a legal move at random and boards drawn blank: games end in a blink."""
clock = clocked.clock


@pytest.fixture
def simcord_bot(db_path: Path, clock: Clock) -> HauntBot:
    """The bot, with plain bots, on the test's clock."""
    return make_bot(db_path, clock=clock, kits=KITS_PLAIN)


def play_again(message: Any) -> str:
    """The custom id of the message's "Play again" button (whatever language its label is in)."""
    for row in message.components:
        for item in getattr(row, "children", []):
            if (item.custom_id or "").startswith("hbrm:"):
                return str(item.custom_id)
    raise AssertionError("no Play again button")


async def finished_game(
    env: Any,
    clock: Any,
    *,
    guild: Any = None,
    names: tuple[str, ...] = ("alice", "bob"),
    options: dict[str, Any] = OPTIONS,
) -> Any:
    """Quiet House opened by the first of ``names`` with :data:`OPTIONS`, the second joined, a good bot added from
    the card; both players hand their seats to bots and the game is played to its end: the table (thread set)."""
    think_inline(env)
    guild = guild or env.create_guild()
    channel = guild.create_text_channel("games")
    users = [guild.add_member(env.create_user(name)) for name in names]
    await users[0].slash(channel, f"{KIND} new", **options)
    card = channel.last_message
    await users[1].click(card, custom_id=lobby_button(card, "join"))
    await users[0].select(card, ["good"], custom_id=f"hbb:{KIND}:1:add")
    await users[0].click(card, custom_id=lobby_button(card, "start"))
    setup = TableSetup(guild, channel, users, channel.threads[0])
    for user in users:
        await user.slash(setup.thread, f"{KIND} playforme")
    await let_bots_play(env, clock, limit=2000)
    assert (await env.bot.store.game(1)).status == "finished"
    return setup


def lobby_message(table: TableSetup) -> int:
    """The id of the rematch's lobby message: the channel's newest message."""
    return int(table.channel.last_message.id)


def lobby_posts(env: Any, channel: Any) -> list[Any]:
    """The bodies of the messages the bot posted in ``channel`` (not in threads, not answers)."""
    path = f"/channels/{channel.id}/messages"
    return [r.json for r in env.http_requests if r.method == "POST" and r.path == path]


async def test_play_again_opens_the_same_table_invites_the_others_and_they_start(simcord_env, clock):
    """Bob presses Play again: a lobby in the channel (not the thread) with game 1's options, settings and bot,
    bob its host, alice pinged once and listed as invited; her one click seats her and bob starts game 2."""
    table = await finished_game(simcord_env, clock)
    alice, bob = table.users
    board = live_board(table.thread)
    pressed = await bob.click(board, custom_id=play_again(board))
    card = table.channel.last_message
    assert pressed.ephemeral and f"/{table.channel.id}/{card.id}" in answer(pressed)
    assert "1 player is invited" in answer(pressed) or "One player is invited" in answer(pressed)
    old, new = await simcord_env.bot.store.game(1), await simcord_env.bot.store.game(2)
    assert (new.status, new.channel_id, new.host_id) == ("lobby", table.channel.id, bob.id)
    assert new.options == old.options and new.settings == old.settings
    assert new.settings["turn_minutes"] == 360 and new.options["rook"] == "advanced"
    old_seats, seats = await simcord_env.bot.store.seats(1), await simcord_env.bot.store.seats(2)
    assert [(s.user_id, s.bot) for s in seats] == [(bob.id, None), (-1, "good")]
    assert seats[1].name == next(s.name for s in old_seats if s.bot)
    assert card.content.count(f"<@{alice.id}>") == 1 and f"<@{bob.id}>" not in card.content
    assert lobby_posts(simcord_env, table.channel)[-1]["allowed_mentions"]["users"] == [alice.id]
    fields = {f.name: f.value for f in card.embeds[0].fields}
    assert fields["Invited (1)"] == "alice"
    await alice.click(card, custom_id=lobby_button(card, "join"))
    card = table.channel.last_message
    assert card.id == lobby_message(table) and not any(f.name.startswith("Invited") for f in card.embeds[0].fields)
    await bob.click(card, custom_id=lobby_button(card, "start"))
    started = await simcord_env.bot.sessions.load(2)
    assert started.record.status == "active" and len(started.seats) == 3
    assert {s.user_id for s in started.seats} == {alice.id, bob.id, -1}
    assert len(table.channel.threads) == 2 and live_board(table.channel.threads[1])
    assert bot_mentions(simcord_env) == []


async def test_a_rematch_lobby_repeats_the_line_its_games_new_says(simcord_env, clock):
    """A game whose Rook side was left to chance: the rematch's lobby says so above its card, as ``new`` did."""
    table = await finished_game(simcord_env, clock, options={**OPTIONS, "rook": "random"})
    first_note = table.channel.history()[0].content
    board = live_board(table.thread)
    await table.users[1].click(board, custom_id=play_again(board))
    card = table.channel.last_message
    assert "drawn at random when the game starts" in first_note
    assert card.content.startswith(first_note + "\n") and f"<@{table.users[0].id}>" in card.content


async def test_a_spectator_is_refused_and_told_who_may(simcord_env, clock):
    """Carol did not play: her press is refused, naming the players, and no lobby opens; the board's button is
    still there for the players."""
    table = await finished_game(simcord_env, clock)
    carol = table.guild.add_member(simcord_env.create_user("carol"))
    board = live_board(table.thread)
    refused = await carol.click(board, custom_id=play_again(board))
    said = answer(refused)
    assert refused.ephemeral and "Only the players of game #1 may ask for a rematch" in said
    assert "alice" in said and "bob" in said and "(bot)" not in said
    assert await simcord_env.bot.store.count_games() == 1
    assert play_again(live_board(table.thread))


async def test_two_presses_at_once_and_a_press_again_lead_to_one_lobby(simcord_env, clock):
    """Alice and bob press at the same moment: one lobby, posted once; the invited one is seated by her own
    press; a later press links to that lobby."""
    table = await finished_game(simcord_env, clock)
    alice, bob = table.users
    board = live_board(table.thread)
    before = len(lobby_posts(simcord_env, table.channel))
    async with at_once(simcord_env):
        presses = [
            await bob.click(board, custom_id=play_again(board)),
            await alice.click(board, custom_id=play_again(board)),
        ]
    assert await simcord_env.bot.store.count_games() == 2
    assert len(lobby_posts(simcord_env, table.channel)) == before + 1
    card = table.channel.last_message
    link = f"/{table.channel.id}/{card.id}"
    assert all(link in answer(p) for p in presses)
    seats = await simcord_env.bot.store.seats(2)
    assert {s.user_id for s in seats} == {alice.id, bob.id, -1}  # the second presser was seated by pressing
    again = await bob.click(board, custom_id=play_again(board))
    assert "already open" in answer(again) and link in answer(again)
    assert await simcord_env.bot.store.count_games() == 2


async def test_a_restart_between_the_press_and_the_confirmation(simcord_env, clock, db_path):
    """The bot restarts after bob's press: alice's Join on the card still seats her, the card still listed her as
    invited, the final board's Play again still leads to the same lobby, and bob starts."""
    table = await finished_game(simcord_env, clock)
    alice, bob = table.users
    board = live_board(table.thread)
    await bob.click(board, custom_id=play_again(board))
    card = table.channel.last_message
    await simcord_env.restart_bot(make_bot(db_path, clock=clock, kits=KITS_PLAIN))
    think_inline(simcord_env)
    again = await bob.click(board, custom_id=play_again(board))
    assert "already open" in answer(again) and await simcord_env.bot.store.count_games() == 2
    await alice.click(card, custom_id=lobby_button(card, "join"))
    assert alice.id in {s.user_id for s in await simcord_env.bot.store.seats(2)}
    await bob.click(card, custom_id=lobby_button(card, "start"))
    assert (await simcord_env.bot.store.game(2)).status == "active"


async def test_an_open_lobby_in_the_channel_is_said_with_a_link(simcord_env, clock):
    """Someone opened another Quiet House lobby in the channel first: the press says so with a link to it and
    opens nothing."""
    table = await finished_game(simcord_env, clock)
    dave = table.guild.add_member(simcord_env.create_user("dave"))
    await dave.slash(table.channel, f"{KIND} new")
    other = table.channel.last_message
    board = live_board(table.thread)
    said = answer(await table.users[1].click(board, custom_id=play_again(board)))
    assert f"already open in <#{table.channel.id}>" in said and f"/{table.channel.id}/{other.id}" in said
    assert await simcord_env.bot.store.rematch_of(1) is None


@pytest.mark.usefixtures("marked_polish")
async def test_a_polish_table_says_it_all_in_polish(simcord_env, clock, locales):
    """At a Polish server the button, the invitation, the card and every answer are the catalogue's Polish."""
    guild = simcord_env.create_guild(preferred_locale="pl")
    table = await finished_game(simcord_env, clock, guild=guild, names=("ada", "bartek"))
    ada, bartek = table.users
    locales[ada.id] = locales[bartek.id] = PL
    board = live_board(table.thread)
    spectator = guild.add_member(simcord_env.create_user("celina"))
    locales[spectator.id] = PL
    since = len(simcord_env.http_requests)
    refused = await spectator.click(board, custom_id=play_again(board))
    pressed = await bartek.click(board, custom_id=play_again(board))
    card = table.channel.last_message
    await ada.click(card, custom_id=lobby_button(card, "join"))
    again = await ada.click(board, custom_id=play_again(board))
    assert all(OPEN in answer(r) for r in (refused, pressed, again))
    assert OPEN in card.content and any(OPEN in f.name for f in card.embeds[0].fields)
    button = next(i for row in board.components for i in row.children if (i.custom_id or "").startswith("hbrm:"))
    assert OPEN in button.label
    names = [s.name for s in await simcord_env.bot.store.seats(2)] + ["ada", "bartek", "celina", TITLE]
    assert leaks(simcord_env, names, since=since) == []
