"""``/hauntbot stats`` and ``/hauntbot leaderboard`` through real discord.py dispatch (SimCord): records of
games played to the end in one server (a Purple House won from the board, Rumble games ended by
resignations, a Quiet House solved and declared, a cancelled game, a solo game in a DM), the chart, who sees
what, the refusals, no pings, no player's secrets, and the results of an old database recorded at start-up."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.games.rumble import GAME as RUMBLE
from bot.games.rumble.data import CHARACTERS
from bot.i18n import EN, PL
from bot.registry import KITS
from bot.storage import GameTally, LeaderRow, Store
from bot.tables import engine_state
from cogs import stats as records
from tests.bot.test_results import old_database
from tests.cogs.purple_house.play import flip_on_board, my_view, scout_step, stored_state, winning_cells
from tests.conftest import make_bot
from tests.discord_play import TableSetup, answer
from tests.storage.test_results import QUIET_HOUSE_WIN_SEED, quiet_house_greedy

IN_A_DM_ONLY_YOURS = (
    "In a DM you can see only your own record; ask about another player with `/hauntbot stats` in a server "
    "you both play in."
)
LEADERBOARD_NEEDS_A_SERVER = (
    "Leaderboards are kept per server; use `/hauntbot leaderboard` in a server's channel "
    "(`/hauntbot stats` shows your own record here)."
)
BOTS_DO_NOT_PLAY = "Bots play no games, so they have no record; pick a player, or leave `player` out for yours."
LEADERBOARD_NOTE = "Ranked by games won, then win rate, then games played."
TEAM_NOTE = "Team results: everyone in a won game wins it, except a player who left before the end."
BOT_TABLES = "At tables with bots (kept apart; a seat a bot played counts for nobody)"


@pytest.fixture
def simcord_bot(db_path):
    """A bot whose games use a seed that the greedy policy solves Quiet House with."""
    return make_bot(db_path, seed=QUIET_HOUSE_WIN_SEED)


class Server:
    """One guild with its members, where every game of a test is opened (each in a channel of its own)."""

    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild()
        self.alice, self.bob, self.carol, self.dave = (
            self.guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol", "dave")
        )
        self.channel = self.guild.create_text_channel("games")
        self.opened = 0

    async def open(self, kind: str, players: list[Any], **options: Any) -> TableSetup:
        """``/{kind} new`` by the first player in a new channel, the others join, the host starts."""
        self.opened += 1
        channel = self.guild.create_text_channel(f"table-{self.opened}")
        await players[0].slash(channel, f"{kind} new", **options)
        lobby = channel.last_message
        for user in players[1:]:
            await user.click(lobby, label="Join")
        await players[0].click(lobby, label="Start")
        return TableSetup(self.guild, channel, players, channel.threads[0])


async def win_purple_house(server: Server) -> TableSetup:
    """Alice alone, Scoring Variant on Easy: she scouts from My view and flips every Clue from the board
    (game 1, as the Purple House helpers read it)."""
    setup = await server.open("purplehouse", [server.alice], scoring=True)
    view = await my_view(server.alice, setup)
    while not await scout_step(server.alice, view):
        pass
    for cell in winning_cells(await stored_state(server.env)):
        await flip_on_board(server.env, setup, cell)
    assert (await server.env.bot.store.game(1)).status == "finished"
    return setup


async def resign_all_but(server: Server, kind: str, players: list[Any], winner: Any) -> TableSetup:
    """Open a game and let everyone but ``winner`` resign with ``/{kind} resign`` in its thread."""
    setup = await server.open(kind, players)
    for user in players:
        if user is not winner:
            await user.slash(setup.thread, f"{kind} resign")
    return setup


async def solve_quiet_house(server: Server) -> TableSetup:
    """Alice and Bob move statues (the greedy policy's moves, published by the cog) and declare with
    ``/quiethouse declare`` once every goal tile holds."""
    env = server.env
    setup = await server.open("quiethouse", [server.alice, server.bob])
    sessions, cog = env.bot.sessions, env.bot.game_cogs["quiethouse"]
    rng = random.Random(0)
    game_id = (await env.bot.store.games_here("quiethouse", setup.thread.id, ("active",)))[0].id
    for _ in range(30):
        table = await sessions.load(game_id)
        if table.record.status != "active":
            break
        (seat,) = table.to_act()
        action = quiet_house_greedy(table.kit.game, engine_state(table), seat, rng)
        if action == "declare":
            result = await setup.users[seat].slash(setup.thread, "quiethouse declare")
            assert not [m for m in result.followups if m.ephemeral], answer(result)
        else:
            await sessions.play(game_id, table.user_of(seat), action, version=None, publish=cog.publish)
    assert (await env.bot.store.game(game_id)).status == "finished"
    return setup


async def played_server(env: Any) -> Server:
    """The games of the tests below, all in one server:

    1. The Purple House, alice alone: won, score 24 on Easy.
    2. Rumble, alice, bob, carol: bob and carol resign, alice wins.
    3. Rumble, bob, alice, carol: alice and carol resign, bob wins.
    4. Quiet House, alice and bob: solved and declared (a team win).
    5. Ghost at Home, alice and carol: cancelled by its host after the start.
    6. Rumble, alice, bob, dave: still running (its secret characters must stay secret).
    7. The Purple House, alice alone in a DM: she resigns at once (a loss, outside the server).
    """
    server = Server(env)
    await win_purple_house(server)
    await resign_all_but(server, "rumble", [server.alice, server.bob, server.carol], server.alice)
    await resign_all_but(server, "rumble", [server.bob, server.alice, server.carol], server.bob)
    await solve_quiet_house(server)
    cancelled = await server.open("ghostathome", [server.alice, server.carol])
    await server.alice.slash(cancelled.thread, "ghostathome cancel")
    await server.open("rumble", [server.alice, server.bob, server.dave])
    dm = server.alice.user.dm_channel
    await server.alice.user.slash("purplehouse new")
    await server.alice.user.click(dm.last_message, label="Start")
    await server.alice.user.slash("purplehouse resign")
    statuses = [(await env.bot.store.game(g)).status for g in range(1, 8)]
    assert statuses == ["finished", "finished", "finished", "finished", "cancelled", "active", "finished"]
    return server


def only_ephemeral(result: Any) -> Any:
    """The single message an answer was, which must be ephemeral."""
    found = [m for m in (result.response, *result.followups) if m is not None]
    assert len(found) == 1 and found[0].ephemeral, found
    return found[0]


def sent_mentions(env: Any, text_part: str) -> list[Any]:
    """The ``allowed_mentions`` of every message the bot sent whose content holds ``text_part``."""
    bodies = [r.json.get("data", r.json) for r in env.http_requests if isinstance(r.json, dict)]
    return [b.get("allowed_mentions") for b in bodies if isinstance(b, dict) and text_part in str(b.get("content"))]


# --- /hauntbot stats ---------------------------------------------------------------------------------


async def test_stats_show_my_record_per_game_with_a_chart_only_to_me(simcord_env):
    """Alice's record counts every server and her DM: two Rumble games (one won, one left), The Purple House
    and Quiet House as team results, the cancelled game apart; a chart of her six games is attached."""
    server = await played_server(simcord_env)
    result = await server.alice.slash(server.channel, "hauntbot stats")
    message = only_ephemeral(result)
    text = message.content
    assert text.startswith(f"**Record of {server.alice.mention}** (every server and DM)")
    assert "**Rumble in the House**: 2 games: 1 won, 1 lost (50% won) · 1 left before the end · best score 0" in text
    assert (
        "**The Purple House** (team results): 2 games: 1 won as a team, 1 lost (50% won) · 1 left before the end"
        " · best score 24"
    ) in text
    assert "**Quiet House** (team results): 1 game: 1 won as a team, 0 lost (100% won)" in text
    assert "In all: 5 games, 3 won, 2 lost (60% won)." in text
    assert "1 game cancelled after it started, not counted as won or lost (Ghost at Home 1)." in text
    (chart,) = message.attachments
    assert chart.filename == records.CHART_FILE
    assert chart.description.startswith("alice — every game: the last 5 games, oldest first: W W left W left.")
    assert sent_mentions(simcord_env, "**Record of") == [{"parse": []}]


async def test_stats_of_one_game(simcord_env):
    """``game`` keeps one game's line, and the chart is of that game."""
    server = await played_server(simcord_env)
    message = only_ephemeral(await server.alice.slash(server.channel, "hauntbot stats", game="rumble"))
    assert "Rumble in the House" in message.content
    assert "Purple House" not in message.content and "Quiet House" not in message.content
    assert "Ghost at Home" not in message.content
    assert message.attachments[0].description.startswith("alice — Rumble in the House: the last 2 games")


async def test_stats_of_another_player_count_this_servers_games_only(simcord_env):
    """Bob asking about Alice sees her games of this server, not her DM game, and says so."""
    server = await played_server(simcord_env)
    message = only_ephemeral(await server.bob.slash(server.channel, "hauntbot stats", player=server.alice))
    text = message.content
    assert message.attachments[0].description.startswith("alice — every game, this server: the last 4 games")
    assert text.startswith(f"**Record of {server.alice.mention}** (this server)")
    assert "**The Purple House** (team results): 1 game: 1 won as a team, 0 lost (100% won)" in text
    carol = only_ephemeral(await server.bob.slash(server.channel, "hauntbot stats", player=server.carol)).content
    assert "**Rumble in the House**: 2 games: 0 won, 2 lost (0% won)" in carol
    assert "2 left before the end" in carol


async def test_a_player_without_a_finished_game_is_told_how_a_record_starts(simcord_env):
    """Dave plays only the running game: no record yet, and no chart."""
    server = await played_server(simcord_env)
    message = only_ephemeral(await server.dave.slash(server.channel, "hauntbot stats"))
    assert "No finished game yet: a record starts when a game ends." in message.content
    assert message.attachments == []


async def test_stats_work_in_a_dm_for_my_own_record(simcord_env):
    """In her DM alice sees her own record, everywhere."""
    server = await played_server(simcord_env)
    message = only_ephemeral(await server.alice.user.slash("hauntbot stats"))
    assert "(every server and DM)" in message.content and "2 games" in message.content


async def test_stats_refusals_say_what_is_allowed(simcord_env):
    """Another player's record in a DM, and a bot's record, are refused with a sentence, privately."""
    server = await played_server(simcord_env)
    in_dm = only_ephemeral(await server.alice.user.slash("hauntbot stats", player=server.bob.user))
    assert in_dm.content == IN_A_DM_ONLY_YOURS
    robot = server.guild.add_member(simcord_env.create_user("robot", bot=True))
    of_bot = only_ephemeral(await server.alice.slash(server.channel, "hauntbot stats", player=robot))
    assert of_bot.content == BOTS_DO_NOT_PLAY


# --- /hauntbot leaderboard ----------------------------------------------------------------------------


async def test_the_leaderboard_is_posted_in_the_channel_without_pinging_anyone(simcord_env):
    """Rumble: alice and bob share 1st (one win of two each), carol is 3rd; the message is public and its
    mentions ping nobody."""
    server = await played_server(simcord_env)
    result = await server.carol.slash(server.channel, "hauntbot leaderboard", game="rumble")
    message = result.response
    assert message is not None and not message.ephemeral
    lines = message.content.splitlines()
    assert lines[0] == "**Rumble in the House — this server's leaderboard**"
    assert lines[1:4] == [
        f"1. {server.alice.mention} — 1 won of 2 (50%) · best score 0",
        f"1. {server.bob.mention} — 1 won of 2 (50%) · best score 0",
        f"3. {server.carol.mention} — 0 won of 2 (0%) · best score 0 ← you",
    ]
    assert LEADERBOARD_NOTE in message.content
    assert sent_mentions(simcord_env, "this server's leaderboard") == [{"parse": []}]


async def test_the_quiet_house_leaderboard_shows_the_rulebook_score_table_with_the_servers_best(simcord_env):
    """Quiet House: the team's win counts for both, then the engine's score table with this server's best."""
    server = await played_server(simcord_env)
    text = (await server.alice.slash(server.channel, "hauntbot leaderboard", game="quiethouse")).response.content
    best = await simcord_env.bot.store.best_scores(server.guild.id, "quiethouse")
    assert list(best) == ["standard"]
    assert f"1. {server.alice.mention} — 1 won of 1 (100%) · best score {best['standard']} ← you" in text
    assert f"1. {server.bob.mention} — 1 won of 1 (100%)" in text
    assert TEAM_NOTE in text
    assert "**Quiet House — this server's best scores**\n```" in text
    table = text.split("```")[1].splitlines()
    assert table[2].endswith(f"  {best['standard']}") and all(row.endswith("–") for row in table[3:])


async def test_the_purple_house_leaderboard_shows_its_best_scores(simcord_env):
    """The Purple House: alice's solo win (her DM game is not this server's), and Easy's best score."""
    server = await played_server(simcord_env)
    text = (await server.bob.slash(server.channel, "hauntbot leaderboard", game="purplehouse")).response.content
    assert f"1. {server.alice.mention} — 1 won of 1 (100%) · best score 24" in text
    assert "**The Purple House — this server's best scores**\n• Easy: **24**" in text


async def test_a_game_nobody_finished_here_has_an_empty_leaderboard(simcord_env):
    """Children: nobody has finished one in this server yet; the answer says how to start."""
    server = await played_server(simcord_env)
    text = (await server.dave.slash(server.channel, "hauntbot leaderboard", game="children")).response.content
    assert "No Children game has finished in this server yet; open one with `/children new`." in text


async def test_the_leaderboard_needs_a_server(simcord_env):
    """In a DM the leaderboard is refused with a private sentence saying where it works."""
    user = simcord_env.create_user("alice")
    message = only_ephemeral(await user.slash("hauntbot leaderboard", game="rumble"))
    assert message.content == LEADERBOARD_NEEDS_A_SERVER


# --- secrets ---------------------------------------------------------------------------------------


async def test_records_and_leaderboards_show_no_players_secrets(simcord_env):
    """While game 6 runs, nothing stats and leaderboards answer names a character: not alice's, nor the
    characters bob and dave hold in secret."""
    server = await played_server(simcord_env)
    state = RUMBLE.load((await simcord_env.bot.store.game(6)).state)
    secret = {CHARACTERS[c] for pair in state.secrets for c in pair}
    assert len(secret) == 6
    texts = []
    for user in (server.alice, server.bob, server.dave):
        for game in (None, "rumble"):
            options = {"game": game} if game else {}
            message = only_ephemeral(await user.slash(server.channel, "hauntbot stats", **options))
            texts += [message.content, *(a.description or "" for a in message.attachments)]
        result = await user.slash(server.channel, "hauntbot leaderboard", game="rumble")
        texts.append(result.response.content)
    words = "\n".join(texts)
    assert not [name for name in CHARACTERS if re.search(rf"\b{re.escape(name)}\b", words)]


# --- an old database ---------------------------------------------------------------------------------


async def test_the_bot_records_an_old_databases_results_when_it_starts(simcord_env, tmp_path: Path):
    """A database of the version before results (migration 8) with finished games: the bot's start-up
    records their results, and the stats of a player of those games show them at once."""
    alice = simcord_env.create_user("alice")
    path = tmp_path / "old.db"
    await old_database(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE seats SET user_id = ? WHERE user_id = 1000", (alice.id,))
    await simcord_env.restart_bot(make_bot(path))
    store: Store = simcord_env.bot.store
    assert await store.finished_without_results() == []
    assert len(await store.recent_results(alice.id)) == 1
    message = only_ephemeral(await alice.slash("hauntbot stats"))
    assert "**Rumble in the House**: 1 game:" in message.content
    assert "1 game cancelled" not in message.content


def test_a_record_at_tables_with_bots_is_shown_apart():
    """A player's results at tables with bots come under their own heading, after the all-human record."""
    human = [GameTally("rumble", 2, 1, 0, 0, None, 1, 1.5)]
    with_bots = [GameTally("rumble", 3, 3, 0, 0, None, 1, 1.0, with_bots=True)]
    text = records.stats_text("<@1>", human, KITS, EN, everywhere=True, with_bots=with_bots)
    mine, apart = text.split(BOT_TABLES)
    assert "2 games: 1 won, 1 lost (50% won)" in mine and "3 games: 3 won, 0 lost (100% won)" in apart
    assert BOT_TABLES not in records.stats_text("<@1>", human, KITS, EN, everywhere=True)


def test_a_leaderboard_ranks_tables_with_bots_apart():
    """The tables-with-bots ranking follows the all-human one under its own heading, the caller's line too."""
    rows = [LeaderRow(1, 7, 4, 3, None)]
    apart = [LeaderRow(1, 8, 2, 2, None), LeaderRow(2, 7, 1, 0, None)]
    text = records.leaderboard_text("rumble", rows, KITS, EN, caller=7, with_bots=apart)
    mine, bots = text.split(BOT_TABLES)
    assert "1. <@7> — 3 won of 4 (75%) ← you" in mine
    assert "1. <@8> — 2 won of 2 (100%)" in bots and "2. <@7> — 0 won of 1 (0%) ← you" in bots


@pytest.mark.parametrize(
    ("lang", "said"),
    [(EN, "Hard, kid friendly, scoring"), (PL, "Trudny, dla dzieci, punktacja")],
)
def test_a_best_scores_rule_set_is_said_in_the_readers_language(lang: str, said: str):
    """The Purple House's rules key "hard-kid-scoring" in the words its lobby card uses, English or Polish."""
    options = KITS["purplehouse"].game.traits.options
    assert records.rules_words("purplehouse", options, "hard-kid-scoring", lang) == said
