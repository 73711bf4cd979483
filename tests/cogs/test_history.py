"""The history and "since your last move" through Discord: the History button, /<game> history, paging
across a restart, secrets kept to their seat, and digests in board pings and My view."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

from tests.cogs.rumble.test_game import play_moves
from tests.conftest import make_bot
from tests.discord_play import live_board, my_view_message, open_table


def history_message(result: Any) -> Any:
    """The ephemeral history message a command or button answered with."""
    message = result.followups[-1].message if result.followups else result.response.message
    assert message.embeds and "history" in message.embeds[0].title, message
    return message


def move_lines(message: Any) -> list[str]:
    """The numbered move lines of a history page."""
    return [line for line in message.embeds[0].description.splitlines() if line.startswith("`")]


async def test_the_history_button_shows_every_move_so_far(simcord_env: Any) -> None:
    """After three moves, History on the board lists moves 1 to 3, newest last."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(2), limit=3)
    shown = history_message(await setup.users[1].click(live_board(setup.thread), label="History"))
    lines = move_lines(shown)
    assert [line.split("`")[1].strip() for line in lines] == ["1", "2", "3"]
    assert "Page 1 of 1" in shown.embeds[0].footer.text


async def test_a_long_history_pages_with_buttons_that_survive_a_restart(simcord_env: Any, db_path: Path) -> None:
    """/rumble history opens on the newest page (full: pages count back from the newest move); Oldest and Newer
    page through it, also after a restart."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(4), limit=25)
    shown = history_message(await setup.users[0].slash(setup.thread, "rumble history"))
    assert "Page 3 of 3" in shown.embeds[0].footer.text and move_lines(shown)[-1].startswith("` 25`")
    assert move_lines(shown)[0].startswith("` 16`")
    oldest = await setup.users[0].click(shown, label="Oldest")
    shown = oldest.response.message if oldest.response and oldest.response.message else shown
    assert "Page 1 of 3" in shown.embeds[0].footer.text and move_lines(shown)[0].startswith("`  1`")
    await simcord_env.restart_bot(make_bot(db_path))
    newer = await setup.users[0].click(shown, label="Newer")
    shown = newer.response.message if newer.response and newer.response.message else shown
    assert "Page 2 of 3" in shown.embeds[0].footer.text and move_lines(shown)[0].startswith("`  6`")


async def test_a_page_asked_for_by_number_is_that_page(simcord_env: Any) -> None:
    """/rumble history page:2 of a 22-move game shows moves 3 to 12 (page 3 holds the newest ten)."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(4), limit=22)
    shown = history_message(await setup.users[2].slash(setup.thread, "rumble history", page=2))
    lines = move_lines(shown)
    assert lines[0].startswith("`  3`") and lines[-1].startswith("` 12`")


async def test_a_secret_note_is_shown_to_its_seat_only(simcord_env: Any, db_path: Path) -> None:
    """What seat 1 learned is in seat 1's history, never in seat 0's or a spectator's."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(2), limit=2)
    with sqlite3.connect(db_path) as conn:
        conn.execute("""UPDATE events SET notes = '{"1": "You saw the secret Ninja."}' WHERE seq = 1""")
    spectator = setup.guild.add_member(simcord_env.create_user("zoe"))
    board = live_board(setup.thread)
    mine = history_message(await setup.users[1].click(board, label="History")).embeds[0].description
    theirs = history_message(await setup.users[0].click(board, label="History")).embeds[0].description
    watching = history_message(await spectator.click(board, label="History"))
    assert "🔒 You saw the secret Ninja." in mine
    assert "Ninja" not in theirs and "Ninja" not in watching.embeds[0].description
    assert "public moves only" in watching.embeds[0].footer.text


async def test_a_ping_after_several_moves_says_what_happened_since(simcord_env: Any) -> None:
    """When more than the board's own move happened since a player last moved, their ping lists the moves."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(6), limit=4)
    content = live_board(setup.thread).content
    assert "**Since your last move:**" in content
    assert content.count("\n• ") >= 1


async def test_a_pings_digest_does_not_repeat_the_boards_own_sentence(simcord_env: Any) -> None:
    """The moves a ping lists stop before the newest, which the board's sentence tells just below."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(6), limit=4)
    board = live_board(setup.thread)
    told = [line.removeprefix("• ") for line in board.content.splitlines() if line.startswith("• ")]
    assert told and all(line not in board.embeds[0].description for line in told)


async def test_my_view_starts_with_what_happened_since_the_players_last_move(simcord_env: Any) -> None:
    """The acting player's My view opens with the moves made since they last moved."""
    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(6), limit=4)
    board = live_board(setup.thread)
    acting = next(u for u in setup.users if f"<@{u.id}>" in board.content)
    text = my_view_message(await acting.click(board, label="My view")).content
    assert text.startswith("**Since your last move:**")


async def test_history_where_no_game_was_played_says_how_to_start_one(simcord_env: Any) -> None:
    """A channel without games answers with one ephemeral sentence."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("quiet")
    user = guild.add_member(simcord_env.create_user("amy"))
    result = await user.slash(channel, "rumble history")
    assert result.response.ephemeral
    assert "No Rumble in the House game has been played here" in result.response.content


SECRETS = '{"0": "Secret of seat zero.", "1": "Secret of seat one.", "2": "Secret of seat two."}'
WORDS = ("zero", "one", "two")


def plant_secrets(db_path: Path) -> None:
    """Give every move saved so far a secret note for each of the three seats."""
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE events SET notes = ?", (SECRETS,))


async def test_the_dm_calling_a_player_says_what_happened_with_their_own_secrets(
    simcord_env: Any, db_path: Path
) -> None:
    """The "waiting for you" DM lists the moves since, with the player's own notes and nobody else's."""
    setup = await open_table(simcord_env, 3)
    for user in setup.users:
        result = await user.slash(setup.channel, "hauntbot settings")
        await user.click(result.response.message, custom_id="hbp:dm")
    await play_moves(simcord_env, setup, random.Random(6), limit=3)
    plant_secrets(db_path)
    await play_moves(simcord_env, setup, random.Random(7), limit=1)
    board = live_board(setup.thread)
    seat, user = next((i, u) for i, u in enumerate(setup.users) if f"<@{u.id}>" in board.content)
    dm = user.user.dm_channel.history()[-1].content
    assert "is waiting for you" in dm and "**Since your last move:**" in dm
    assert f"Secret of seat {WORDS[seat]}." in dm
    assert all(f"seat {w}." not in dm for i, w in enumerate(WORDS) if i != seat)
    assert "Secret of seat" not in board.content  # the public ping never carries a secret


async def test_a_reminder_says_what_happened_since_without_secrets(simcord_env: Any, db_path: Path) -> None:
    """A reminder in the thread lists the moves since the player's last, and no secret note."""
    from tests.clock import Clock

    clock = Clock()
    await simcord_env.restart_bot(make_bot(db_path, clock=clock))
    setup = await open_table(simcord_env, 3, turn_time=2880)
    await play_moves(simcord_env, setup, random.Random(6), limit=4)
    plant_secrets(db_path)
    clock.advance(hours=12)
    await simcord_env.bot.scheduler.tick()
    (reminder,) = [m for m in setup.thread.history() if "Reminder" in (m.content or "")]
    assert "**Since your last move:**" in reminder.content and "Secret of seat" not in reminder.content


async def test_the_final_board_says_what_was_hidden_and_running_boards_do_not(simcord_env: Any) -> None:
    """Only the board of a finished game carries "What was hidden": every player's characters, by name."""
    from bot.games.rumble import GAME as RUMBLE
    from bot.names import named

    setup = await open_table(simcord_env, 3)
    await play_moves(simcord_env, setup, random.Random(3), limit=5)
    assert not live_board(setup.thread).embeds[0].fields
    await play_moves(simcord_env, setup, random.Random(3), limit=2000)
    board = live_board(setup.thread)
    record = await simcord_env.bot.store.game(1)
    names = (await simcord_env.bot.sessions.load(1)).names
    fields = board.embeds[0].fields
    assert record.status == "finished" and fields[0].name == "What was hidden"
    shown = "\n".join(f.value for f in fields)
    assert shown == named(RUMBLE.reveal(RUMBLE.load(record.state)), names)
    assert all(f"• {name}:" in shown for name in names) and "Player 1" not in shown
