"""Discord's limits and bad input: long lists come in pages, long answers are cut, long typed moves are refused."""

from __future__ import annotations

import random
import re
from typing import Any

import discord
import pytest

from bot.games.base import MAX_ACTION_LENGTH
from cogs import messages
from tests.conftest import make_bot
from tests.discord_play import acting_user, answer, live_board, move_options, open_game, open_table, pick

NEXT = "Next ▶"
PREVIOUS = "◀ Previous"
ENTRY = re.compile(r"^• \*\*[^*]+ #(\d+)\*\*", re.MULTILINE)
NAMES = ["alice", "bob", "carol", "dave"]


# --- setting up many games quickly (straight through the sessions; the commands under test go through Discord) --


async def open_lobbies(env: Any, guild: Any, host: Any, count: int) -> list[int]:
    """``count`` Rumble lobbies hosted by ``host``, each in its own channel of ``guild``."""
    ids = []
    for n in range(count):
        channel = guild.create_text_channel(f"lobby-{n}")
        table = await env.bot.sessions.open_lobby(
            "rumble", guild_id=guild.id, channel_id=channel.id, user_id=host.id, name=host.name, options={}
        )
        ids.append(table.id)
    return ids


async def start_games(env: Any, guild: Any, host: Any, guest: Any, count: int) -> list[int]:
    """``count`` running two-player Children games of ``host`` and ``guest``, each in its own channel."""
    sessions = env.bot.sessions
    ids = []
    for n in range(count):
        channel = guild.create_text_channel(f"game-{n}")
        table = await sessions.open_lobby(
            "children", guild_id=guild.id, channel_id=channel.id, user_id=host.id, name=host.name, options={}
        )
        await sessions.join(table.id, guest.id, guest.name)
        ids.append((await sessions.start(table.id, host.id)).id)
    return ids


# --- reading pages ---------------------------------------------------------------------------------------------


def buttons(message: discord.Message) -> list[discord.Button]:
    """Every button of a message, row by row."""
    return [c for row in message.components for c in getattr(row, "children", []) if isinstance(c, discord.Button)]


def button(message: discord.Message, label: str) -> discord.Button | None:
    """The message's button with that label, if it has one."""
    return next((b for b in buttons(message) if b.label == label), None)


def check_fits(message: discord.Message) -> None:
    """The page is ephemeral and within Discord's limits of content, rows, components and ids."""
    assert message.flags.ephemeral
    assert 0 < len(message.content) <= 2000
    assert len(message.components) <= 5
    assert len(buttons(message)) <= 25
    assert all(len(b.custom_id or "") <= 100 for b in buttons(message))


def numbers(message: discord.Message) -> list[int]:
    """The game numbers a page lists, in order."""
    return [int(n) for n in ENTRY.findall(message.content)]


async def all_pages(user: Any, result: Any) -> list[discord.Message]:
    """The first page, then every page reached with Next (each one edits the same ephemeral message)."""
    message = result.response.message
    pages = [message]
    while (step := button(message, NEXT)) is not None and not step.disabled:
        assert len(pages) < 20, "Next never ends"
        pressed = await user.click(message, label=NEXT)
        assert pressed.response is not None and pressed.response.id == message.id, "the page is edited in place"
        assert not pressed.followups
        message = pressed.response.message
        pages.append(message)
    for page in pages:
        check_fits(page)
    return pages


def listed(pages: list[discord.Message]) -> list[int]:
    """Every game number on every page, in order."""
    return [n for page in pages for n in numbers(page)]


# --- /hauntbot lists in pages ------------------------------------------------------------------------------------


async def test_forty_lobbies_come_in_pages_that_list_each_one_exactly_once(simcord_env):
    """/hauntbot lobbies answers within the limits, and Next walks through every lobby once."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    ids = await open_lobbies(simcord_env, guild, alice, 40)
    result = await alice.slash(guild.create_text_channel("games"), "hauntbot lobbies")
    pages = await all_pages(alice, result)
    assert len(pages) >= 2
    assert listed(pages) == ids
    assert "Page 1 of" in pages[0].content
    whole = re.compile(r"• \*\*Rumble in the House #\d+\*\* in <#\d+>, host <@\d+>: 1 in")
    entries = [line for page in pages for line in page.content.splitlines() if line.startswith("•")]
    assert len(entries) == 40 and all(whole.fullmatch(line) for line in entries), "no entry is cut"


async def test_each_lobby_page_has_the_join_buttons_of_its_own_lobbies(simcord_env):
    """Every page carries one Join button per lobby it lists, and no other."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    await open_lobbies(simcord_env, guild, alice, 40)
    pages = await all_pages(alice, await alice.slash(guild.create_text_channel("games"), "hauntbot lobbies"))
    for page in pages:
        joins = [b.custom_id for b in buttons(page) if (b.custom_id or "").startswith("hbl:")]
        assert joins == [f"hbl:rumble:{n}:enter" for n in numbers(page)]


async def test_a_join_button_on_a_later_page_seats_the_presser(simcord_env):
    """The Join button of a lobby shown on page 2 seats bob in that lobby."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    await open_lobbies(simcord_env, guild, alice, 40)
    first = (await bob.slash(guild.create_text_channel("games"), "hauntbot lobbies")).response.message
    second = (await bob.click(first, label=NEXT)).response.message
    game = numbers(second)[0]
    assert game not in numbers(first)
    pressed = await bob.click(second, custom_id=f"hbl:rumble:{game}:enter")
    assert f"You joined Rumble in the House lobby #{game}" in answer(pressed)
    assert bob.id in [s.user_id for s in await simcord_env.bot.store.seats(game)]


async def test_previous_shows_the_page_before_again(simcord_env):
    """After Next, Previous brings back the first page as it was; on the first page Previous is disabled."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    await open_lobbies(simcord_env, guild, alice, 40)
    first = (await alice.slash(guild.create_text_channel("games"), "hauntbot lobbies")).response.message
    assert button(first, PREVIOUS).disabled
    second = (await alice.click(first, label=NEXT)).response.message
    back = (await alice.click(second, label=PREVIOUS)).response.message
    assert back.content == first.content and numbers(back) != numbers(second)


async def test_a_few_lobbies_fit_on_one_page_without_page_buttons(simcord_env):
    """Three lobbies are listed on one page with no Previous / Next."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    ids = await open_lobbies(simcord_env, guild, alice, 3)
    message = (await alice.slash(guild.create_text_channel("games"), "hauntbot lobbies")).response.message
    assert numbers(message) == ids
    assert button(message, NEXT) is None and "Page" not in message.content


async def test_a_player_in_thirty_games_pages_through_them_all(simcord_env):
    """/hauntbot games lists each of alice's thirty running games exactly once over its pages."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    ids = await start_games(simcord_env, guild, alice, bob, 30)
    pages = await all_pages(alice, await alice.slash(guild.create_text_channel("games"), "hauntbot games"))
    assert len(pages) >= 2
    assert sorted(listed(pages)) == ids
    assert all(page.content.startswith("**Your games**") for page in pages)


async def test_a_manager_pages_through_every_lobby_and_game_of_the_server(simcord_env):
    """/hauntbot-admin games lists twenty lobbies and fifteen games, each once, games with whom they wait for."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    owner = guild.add_member(guild.owner)
    ids = await open_lobbies(simcord_env, guild, alice, 20) + await start_games(simcord_env, guild, alice, bob, 15)
    pages = await all_pages(owner, await owner.slash(guild.create_text_channel("games"), "hauntbot-admin games"))
    assert len(pages) >= 2
    assert listed(pages) == ids
    assert sum(page.content.count("waiting for <@") for page in pages) == 15


async def test_a_manager_who_lost_manage_server_cannot_page_the_admin_list(simcord_env):
    """A Next press after the mods role lost Manage Server is refused and the list stays as it was."""
    guild = simcord_env.create_guild()
    role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(simcord_env.create_user("mod"), roles=[role])
    await open_lobbies(simcord_env, guild, mod, 40)
    first = (await mod.slash(guild.create_text_channel("games"), "hauntbot-admin games")).response.message
    await simcord_env.bot.get_guild(guild.id).get_role(role.id).edit(permissions=discord.Permissions.none())
    pressed = await mod.click(first, label=NEXT)
    assert answer(pressed) == "You need the **Manage Server** permission for this."
    assert pressed.response.id != first.id, "the list message was not edited"


async def test_a_page_button_still_works_after_a_restart(simcord_env, db_path):
    """Next on a list sent by the old bot shows the second page when a new bot runs on the same database."""
    guild = simcord_env.create_guild()
    alice = guild.add_member(simcord_env.create_user("alice"))
    ids = await open_lobbies(simcord_env, guild, alice, 40)
    first = (await alice.slash(guild.create_text_channel("games"), "hauntbot lobbies")).response.message
    await simcord_env.restart_bot(make_bot(db_path))
    pressed = await alice.click(first, label=NEXT)
    second = pressed.response.message
    check_fits(second)
    assert "Page 2 of" in second.content
    assert numbers(second) and numbers(second)[0] == numbers(first)[-1] + 1 and set(numbers(second)) <= set(ids)


# --- over-long answers --------------------------------------------------------------------------------------------


async def test_an_over_long_answer_is_cut_and_still_sent(simcord_env, monkeypatch):
    """A 5,000-character rules text reaches the user cut to 2,000 characters ending with "…"."""
    setup = await open_table(simcord_env, 3, start=False)
    monkeypatch.setattr(simcord_env.bot.sessions.kits["rumble"].game, "rules_summary", lambda: "Boo! " * 1000)
    result = await setup.users[0].slash(setup.channel, "rumble rules")
    text = answer(result)
    assert result.response.ephemeral
    assert 1990 < len(text) <= 2000 and text.endswith("…") and text.startswith("Boo! Boo!")


async def test_an_over_long_embed_description_is_cut_and_the_board_still_sent(simcord_env, monkeypatch):
    """A click on an outdated board is answered with the current board even if its text passes 4,096 characters."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    custom_id, value, _ = pick(move_options(board), random.Random(1))
    user = acting_user(board, setup.users)
    # The old board keeps its controls when Discord fails to edit it (or a client has not refreshed).
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", times=None)
    await user.select(board, [value], custom_id=custom_id)
    monkeypatch.setattr(messages, "waiting_line", lambda table: "Waiting… " * 1000)
    result = await user.select(board, [value], custom_id=custom_id)
    sent = result.followups[0] if result.followups else result.response
    assert "out of date" in sent.content
    description = sent.embeds[0].description
    assert 4080 < len(description) <= 4096 and description.endswith("…")


# --- over-long typed moves ----------------------------------------------------------------------------------------

LONG = "r." + "7" * 1998
"""2,000 characters that look like a move's start to every game's first check."""

TYPED = [
    ("children", 2, "children play", {"action": LONG}),
    ("children", 2, "children move", {"room": LONG}),
    ("children", 2, "children device", {"device": LONG}),
    ("ghostathome", 2, "ghostathome rooms", {"cards": LONG}),
    ("ghostathome", 2, "ghostathome answer", {"answer": LONG}),
    ("purplehouse", 2, "purplehouse modify", {"change": LONG}),
    ("quiethouse", 2, "quiethouse move", {"statue": LONG, "square": LONG}),
    ("rumble", 3, "rumble move", {"character": LONG, "room": LONG}),
    ("rumble", 3, "rumble fight", {"victim": LONG}),
]


async def open_checked_game(env: Any, kind: str, players: int) -> tuple[list[Any], Any]:
    """A started game of ``kind`` (game 1) through Discord, checked against the store: its players and its thread."""
    setup = await open_game(env, kind, players, names=NAMES)
    record = await env.bot.store.game(1)
    assert record.status == "active" and record.thread_id == setup.thread.id
    assert live_board(setup.thread).id == record.board_message_id
    return setup.users, setup.thread


async def first_to_act(env: Any, users: list[Any]) -> Any:
    """A player game 1 waits for."""
    waited = {s.user_id for s in await env.bot.store.seats(1) if s.duty is not None}
    return next(u for u in users if u.id in waited)


@pytest.mark.parametrize(("kind", "players", "command", "options"), TYPED, ids=[t[2] for t in TYPED])
async def test_a_two_thousand_character_typed_move_is_refused_and_changes_nothing(
    simcord_env, kind, players, command, options
):
    """The player on turn gets an ephemeral refusal that does not repeat the whole input; the game is untouched."""
    users, thread = await open_checked_game(simcord_env, kind, players)
    store = simcord_env.bot.store
    before, events = await store.game(1), await store.events(1)
    result = await (await first_to_act(simcord_env, users)).slash(thread, command, **options)
    text = answer(result)
    assert text, "the player got an answer, not an endless thinking…"
    assert all(m.ephemeral for m in (result.response, *result.followups) if m is not None)
    assert len(text) < 2000 and LONG not in text and "7" * (MAX_ACTION_LENGTH + 1) not in text
    after = await store.game(1)
    assert (after.version, after.state) == (before.version, before.state)
    assert await store.events(1) == events


async def test_a_move_longer_than_any_move_is_refused_before_the_rules_see_it(simcord_env):
    """A typed move over 40 characters gets one plain sentence naming what to do, and echoes none of it."""
    users, thread = await open_checked_game(simcord_env, "children", 2)
    text = answer(await (await first_to_act(simcord_env, users)).slash(thread, "children play", action=LONG))
    assert "That is not a move of this game" in text
    assert "r.77" not in text
