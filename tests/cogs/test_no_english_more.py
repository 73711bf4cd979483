"""Nothing English leaks, continued: what reaches a Polish player outside the live board, through real discord.py
dispatch and read through the marked catalogue (tests/cogs/leaks.py): the DM saying a game waits, reminders with
their digest, the notice that DMs are closed, the pause DM and the paused game in ``/hauntbot-admin games``,
``/<game> replay`` stepped with every control and its animation, and ``/hauntbot stats`` with the words drawn on
its chart. An English player at the same Polish table reads English DMs.

Rumble in the House, one Polish player (the server's owner) and bots, boards drawn blank (as in
test_bots_every_game): only words are read, and the chart's are read as they are drawn.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.i18n import PL, msg, say
from bot.registry import KITS
from tests.clock import Clock
from tests.cogs import test_bots_every_game as every_game
from tests.cogs.bot_tables import let_bots_play, think_inline
from tests.cogs.leaks import OPEN, leaked, leaks, marked_polish  # noqa: F401 - a fixture, used by name
from tests.discord_play import answer, live_board, lobby_button
from tests.render.drawn import drawn_words
from tests.render.test_drawn_words import in_marks

KIND = "rumble"
TITLES = tuple(kit.game.title for kit in KITS.values())
"""Game titles are the games' published names: proper names, the same in every language."""
REMIND_HOURS = 12
"""The default reminder interval: passing it reminds the player the game waits for."""
clock = every_game.clock
simcord_bot = every_game.simcord_bot
"""The bot and its clock as for one human and bots playing every game (boards drawn blank: words are read)."""


async def dms_on(user: Any, channel: Any) -> None:
    """The user turns on "DM me when a game is waiting for me" with ``/hauntbot settings``."""
    settings = await user.slash(channel, "hauntbot settings")
    await user.click(settings.response.message, custom_id="hbp:dm")


async def polish_table(env: Any, locales: dict[int, str], *, bots: int, dms: bool, guest: Any = None) -> Any:
    """A started Rumble game at a Polish server hosted by its owner ada (Polish, DMs on with ``dms``), with
    ``bots`` bots and ``guest`` (a user, DMs on with ``dms``) joined: its channel, thread, ada, the guest as a
    member, and ``since``, the first request after the settings (whose list of automatic answers is English
    still: see test_the_settings_list_is_polish)."""
    think_inline(env)
    owner = env.create_user("ada")
    guild = env.create_guild(owner=owner, preferred_locale="pl")
    channel = guild.create_text_channel("gry")
    ada = guild.add_member(owner)
    locales[ada.id] = "pl"
    players = [ada, *([guild.add_member(guest)] if guest is not None else [])]
    if dms:
        for player in players:
            await dms_on(player, channel)
    since = len(env.http_requests)
    await ada.slash(channel, f"{KIND} new")
    card = channel.last_message
    for player in players[1:]:
        await player.click(card, custom_id=lobby_button(card, "join"))
    for _ in range(bots):
        await ada.select(channel.last_message, ["easy"], custom_id=f"hbb:{KIND}:1:add")
    await ada.click(channel.last_message, custom_id=lobby_button(channel.last_message, "start"))
    return SimpleNamespace(channel=channel, thread=channel.threads[0], ada=ada, guest=players[-1], since=since)


async def humans_owing(env: Any) -> list[int]:
    """The user ids the game waits for (seats no bot decides for)."""
    table = await env.bot.sessions.load(1)
    return [table.user_of(s) for s in sorted(table.to_act()) if table.controller(s) is None]


async def play_by_hand(env: Any, thread: Any, user: Any, rng: random.Random) -> None:
    """``user`` plays one legal move with the live board's move select (a fight when there is one, so that
    games end soon)."""
    table = await env.bot.sessions.load(1)
    seat = next(s for s in table.to_act() if table.user_of(s) == user.id)
    legal = {c.action for c in table.choices(seat)}
    board = live_board(thread)
    moves = [
        (item.custom_id, option.value)
        for item in every_game.components(board)
        if (item.custom_id or "").startswith("hbs:")
        for option in getattr(item, "options", [])
        if option.value in legal
    ]
    fights = [m for m in moves if m[1].startswith("f")]
    custom_id, value = rng.choice(fights or moves)
    await user.select(board, [value], custom_id=custom_id)


def dms(member: Any) -> list[Any]:
    """The DMs the bot sent a member, oldest first."""
    channel = member.user.dm_channel
    return list(channel.history()) if channel is not None else []


def dm_leaks(env: Any, member: Any, names: tuple[str, ...]) -> list[tuple[str, str, list[str]]]:
    """:func:`leaks` of the requests that posted in ``member``'s DM channel only."""
    path = f"/channels/{member.user.dm_channel.id}/messages"
    return leaks(SimpleNamespace(http_requests=[r for r in env.http_requests if r.path == path]), names)


async def names_of(env: Any) -> tuple[str, ...]:
    """What may stand unmarked: the players' names and the games' titles."""
    return (*(await env.bot.sessions.load(1)).names, *TITLES)


def shown(result: Any) -> Any:
    """The ephemeral message an interaction answered with (its follow-up after deferring, else its response)."""
    return result.followups[0] if result.followups else result.response


def items(message: Any) -> list[dict[str, Any]]:
    """The components of an ephemeral message, as sent."""
    return [item for row in message.components for item in row["components"]]


def replay_control(message: Any, op: str) -> str:
    """The custom id of a replay message's control that does ``op`` (first, back, forward, last, jump, animate)."""
    return next(i["custom_id"] for i in items(message) if i["custom_id"].endswith(f":{op}"))


@pytest.mark.usefixtures("marked_polish")
async def test_the_turn_dm_and_the_reminder_with_its_digest_are_polish(
    simcord_env: Any, clock: Clock, locales: dict[int, str]
):
    """A Polish player with DMs on is told by DM that the game waits, then reminded (in the thread and by DM,
    with what the bots did since her move): every word is from the catalogue."""
    table = await polish_table(simcord_env, locales, bots=2, dms=True)
    await let_bots_play(simcord_env, clock)
    await play_by_hand(simcord_env, table.thread, table.ada, random.Random(1))
    await let_bots_play(simcord_env, clock)
    assert await humans_owing(simcord_env) == [table.ada.id]
    waiting = dms(table.ada)
    assert waiting and OPEN in waiting[-1].content
    clock.advance(hours=REMIND_HOURS)
    await simcord_env.bot.scheduler.tick()
    reminded = dms(table.ada)
    assert len(reminded) == len(waiting) + 1
    assert say(msg("remind-waiting"), PL) in reminded[-1].content and "\n" in reminded[-1].content
    assert f"<@{table.ada.id}>" in table.thread.last_message.content
    assert leaks(simcord_env, await names_of(simcord_env), since=table.since) == []


@pytest.mark.usefixtures("marked_polish")
async def test_closed_dms_are_said_in_the_players_language(simcord_env: Any, clock: Clock, locales: dict[int, str]):
    """Discord refuses to open a DM: the thread tells the Polish player once, in Polish."""
    simcord_env.inject_error("POST", "/users/@me/channels", status=403, code=50007, times=None)
    table = await polish_table(simcord_env, locales, bots=2, dms=True)
    await let_bots_play(simcord_env, clock)
    notice = say(msg("nt-dm-closed", who=f"<@{table.ada.id}>"), PL)
    assert OPEN in notice and [m.content for m in table.thread.history()].count(notice) == 1
    assert leaks(simcord_env, await names_of(simcord_env), since=table.since) == []


@pytest.mark.usefixtures("marked_polish")
async def test_a_paused_game_is_told_to_its_host_and_listed_for_managers_in_polish(
    simcord_env: Any, clock: Clock, locales: dict[int, str]
):
    """Thread and channel refuse posts: the reminder pauses the game, the host's DM says so in Polish, and
    ``/hauntbot-admin games`` shows the game paused with its reason in Polish."""
    table = await polish_table(simcord_env, locales, bots=2, dms=False)
    await let_bots_play(simcord_env, clock)
    for place in (table.thread, table.channel):
        path = f"/channels/{place.id}/messages"
        simcord_env.inject_error("POST", path, status=403, code=50013, message="Missing Permissions", times=None)
    clock.advance(hours=REMIND_HOURS)
    await simcord_env.bot.scheduler.tick()
    assert (await simcord_env.bot.store.game(1)).paused
    why = msg("nt-why-thread-and-channel")
    (dm,) = dms(table.ada)
    assert dm.content == say(msg("nt-paused", game=KITS[KIND].game.title, id=1, why=why), PL)
    listed = answer(await table.ada.slash(table.channel, "hauntbot-admin games"))
    assert say(msg("hb-paused-why", why=why), PL) in listed
    assert leaks(simcord_env, await names_of(simcord_env)) == []


@pytest.mark.usefixtures("marked_polish")
async def test_a_polish_replay_and_the_stats_chart_read_no_english(
    simcord_env: Any, clock: Clock, locales: dict[int, str], monkeypatch: pytest.MonkeyPatch
):
    """After a finished game the Polish player steps through its replay with every control, makes its
    animation and opens her stats: every word sent, and every word drawn on the chart, is from the catalogue."""
    table = await polish_table(simcord_env, locales, bots=2, dms=False)
    rng = random.Random(3)
    while (await simcord_env.bot.store.game(1)).status == "active":
        await let_bots_play(simcord_env, clock)
        if await humans_owing(simcord_env):
            await play_by_hand(simcord_env, table.thread, table.ada, rng)
    assert (await simcord_env.bot.store.game(1)).status == "finished"
    since = len(simcord_env.http_requests)
    message = shown(await table.ada.slash(table.thread, f"{KIND} replay"))
    for op in ("forward", "forward", "back", "last", "first"):
        await table.ada.click(message, custom_id=replay_control(message, op))
    jump = next(i for i in items(message) if i["custom_id"].endswith(":jump"))
    assert OPEN in jump["placeholder"]
    await table.ada.select(message, [jump["options"][-2]["value"]], custom_id=jump["custom_id"])
    made = shown(await table.ada.click(message, custom_id=replay_control(message, "animate")))
    assert made.attachments and OPEN in made.content
    names = await names_of(simcord_env)
    with drawn_words(monkeypatch) as seen:
        stats = shown(await table.ada.slash(table.thread, "hauntbot stats"))
    assert stats.attachments and seen
    assert {said: words for said in in_marks(seen) if (words := leaked(said, names))} == {}
    assert leaks(simcord_env, names, since=since) == []


@pytest.mark.usefixtures("marked_polish")
async def test_the_settings_list_is_polish(simcord_env: Any, locales: dict[int, str]):
    """A Polish player's ``/hauntbot settings``: every setting and its button in the catalogue's words."""
    guild = simcord_env.create_guild(preferred_locale="pl")
    ada = guild.add_member(simcord_env.create_user("ada"))
    locales[ada.id] = "pl"
    await dms_on(ada, guild.create_text_channel("gry"))
    assert leaks(simcord_env, TITLES) == []


@pytest.mark.usefixtures("marked_polish")
async def test_an_english_player_at_a_polish_table_gets_english_dms(
    simcord_env: Any, clock: Clock, locales: dict[int, str]
):
    """At one Polish table, each player's turn DM and reminder DM speak the language they last used: Polish
    for ada, English for bob."""
    table = await polish_table(simcord_env, locales, bots=1, dms=True, guest=simcord_env.create_user("bob"))
    ada, bob = table.ada, table.guest
    rng = random.Random(2)
    for _ in range(12):
        if len(dms(ada)) >= 2 and len(dms(bob)) >= 2:
            break
        await let_bots_play(simcord_env, clock)
        owing = await humans_owing(simcord_env)
        clock.advance(hours=REMIND_HOURS)
        await simcord_env.bot.scheduler.tick()
        await play_by_hand(simcord_env, table.thread, ada if owing[0] == ada.id else bob, rng)
    english = [m.content for m in dms(bob)]
    assert any("is waiting for you." in text for text in english)
    assert any("Reminder: the game is waiting for you." in text for text in english)
    assert all(OPEN not in text for text in english)
    polish = [m.content for m in dms(ada)]
    assert len(polish) >= 2 and all(OPEN in text for text in polish)
    assert dm_leaks(simcord_env, ada, await names_of(simcord_env)) == []
