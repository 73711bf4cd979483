"""A sixth game, registered the same way, is played through real discord.py dispatch with nothing of the five."""

from __future__ import annotations

from tests.conftest import make_bot
from tests.discord_play import acting_user, answer, live_board, move_options
from tests.tiny.conftest import tiny_kits


async def _open(env, **options):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await alice.slash(channel, "tiny new", **options)
    lobby = channel.last_message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return channel.threads[0], [alice, bob]


def _picked(board, cell: str) -> tuple[str, str]:
    """The (select id, value) of the board option marking ``cell``."""
    for custom_id, value, label in move_options(board):
        if label == f"Mark the {cell}":
            return custom_id, value
    raise AssertionError(f"no option for {cell}")


async def test_only_the_tiny_game_is_offered(simcord_env):
    """The bot's commands are /tiny, /hauntbot and /hauntbot-admin: none of the five games is loaded."""
    assert set(simcord_env.bot.game_cogs) == {"tiny"}
    names = {c.name for c in simcord_env.bot.tree.get_commands()}
    assert names == {"tiny", "hauntbot", "hauntbot-admin"}


async def test_new_offers_the_declared_option_and_the_deadlines(simcord_env):
    """``/tiny new`` is made from the game's declared option plus the shared bot and deadline options (no
    reaction window: the game has no "respond now" questions)."""
    new = next(c for c in simcord_env.bot.tree.get_command("tiny").commands if c.name == "new")
    assert [p.name for p in new.parameters] == [
        "swap",
        "bots",
        "bot_level",
        "turn_time",
        "reminders",
        "on_timeout",
        "remove_after",
    ]


async def test_a_whole_game_by_board_and_command_with_a_restart(simcord_env, db_path):
    """Two players finish a game with the board's select and ``/tiny mark``, across a restart."""
    env = simcord_env
    thread, (alice, bob) = await _open(env)
    board = live_board(thread)
    assert acting_user(board, [alice, bob]) is alice
    custom_id, value = _picked(board, "centre")
    assert custom_id.startswith("hbs:tiny:1:")
    await alice.select(board, custom_id=custom_id, values=[value])

    refused = await alice.slash(thread, "tiny mark", cell=0)
    assert refused.ephemeral and "on your turn" in answer(refused)

    await bob.slash(thread, "tiny mark", cell=0)
    await env.restart_bot(make_bot(db_path, kits=tiny_kits()))
    thread_board = live_board(thread)
    custom_id, value = _picked(thread_board, "top")
    await alice.select(thread_board, custom_id=custom_id, values=[value])
    await bob.slash(thread, "tiny mark", cell=3)
    done = await alice.slash(thread, "tiny mark", cell=7)
    assert "Done: **alice** marked the bottom. alice has three in a row!" in answer(done)

    final = live_board(thread)
    assert "alice" in final.embeds[0].description and "wins" in final.embeds[0].description
    record = await env.bot.store.game(1)
    assert record is not None and record.status == "finished"
    assert "Player" not in final.embeds[0].description


async def test_a_taken_cell_is_refused_and_changes_nothing(simcord_env):
    """Marking a taken cell answers with what is allowed, ephemerally, and the game stays as it was."""
    env = simcord_env
    thread, (alice, bob) = await _open(env)
    await alice.slash(thread, "tiny mark", cell=4)
    before = await env.bot.store.game(1)
    refused = await bob.slash(thread, "tiny mark", cell=4)
    assert refused.ephemeral and "mark an empty cell" in answer(refused)
    after = await env.bot.store.game(1)
    assert before is not None and after is not None and after.version == before.version
