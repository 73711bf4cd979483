"""``/rumble replay`` through real discord.py dispatch: a finished game's boards byte for byte, step by step,
after a restart too; the refusals; and the animation."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

from PIL import Image, ImageChops, ImageStat

import cogs.replay
from bot.names import named_text
from bot.registry import KITS
from tests.conftest import make_bot
from tests.discord_play import acting_user, at_once, live_board, move_options, open_table, pick


async def play_moves(setup: Any, rng: random.Random, *, limit: int = 10_000) -> list[bytes]:
    """Play up to ``limit`` moves with the board's selects; the PNG of the board after each (0: the first board)."""
    boards = [await live_board(setup.thread).attachments[0].read()]
    while len(boards) <= limit:
        board = live_board(setup.thread)
        options = move_options(board)
        if not options:
            break
        custom_id, value, _ = pick(options, rng)
        await acting_user(board, setup.users).select(board, [value], custom_id=custom_id)
        boards.append(await live_board(setup.thread).attachments[0].read())
    return boards


async def finished_game(env: Any) -> tuple[Any, list[bytes]]:
    """A Rumble game of three played to its end through Discord, and every board it posted, by move."""
    setup = await open_table(env, 3)
    boards = await play_moves(setup, random.Random(3))
    assert (await env.bot.store.game(1)).status == "finished"
    return setup, boards


def shown(result: Any) -> Any:
    """The ephemeral message an interaction answered with (its follow-up after deferring, else its response)."""
    return result.followups[0] if result.followups else result.response


def move_of(message: Any) -> int:
    """The move a replay message shows, read from its "Move N of M"."""
    words = message.embeds[0].description.split("**")[1]
    return int(words.split()[1])


async def frame_bytes(message: Any) -> bytes:
    """The picture a replay message carries."""
    return await message.attachments[0].read()


def jump_values(message: Any) -> tuple[str, list[str]]:
    """The jump select's custom id and its values."""
    for row in message.components:
        for item in row["components"]:
            if item["type"] == 3:
                return item["custom_id"], [o["value"] for o in item["options"]]
    raise AssertionError("no jump select")


def sent_with(env: Any, words: str) -> list[str]:
    """The contents the bot sent or edited so far that hold ``words``."""
    out = []
    for request in env.http_requests:
        body = request.json if isinstance(request.json, dict) else {}
        content = body.get("content")
        if isinstance(content, str) and words in content:
            out.append(content)
    return out


async def test_every_frame_is_byte_identical_to_the_board_posted_at_that_move(simcord_env):
    """Stepping with every control, the replay's picture of move N is the board posted after move N, byte for byte."""
    setup, boards = await finished_game(simcord_env)
    viewer = setup.users[1]
    message = shown(await viewer.slash(setup.thread, "rumble replay"))
    assert move_of(message) == 0 and await frame_bytes(message) == boards[0]
    for label, expected in (("Forward", 1), ("Forward", 2), ("Back", 1), ("Last", len(boards) - 1), ("First", 0)):
        await viewer.click(message, label=label)
        assert move_of(message) == expected
        assert await frame_bytes(message) == boards[expected], label
    _, values = jump_values(message)
    assert len(values) <= 25 and values[0] == "0" and values[-1] == str(len(boards) - 1)
    for value in values:
        await viewer.select(message, [value], custom_id=jump_values(message)[0])
        assert move_of(message) == int(value)
        assert await frame_bytes(message) == boards[int(value)], value


async def test_the_replay_says_move_n_of_m_and_what_that_move_did(simcord_env):
    """The replay opened at a move shows "Move N of M" and that move's public sentence with display names."""
    setup, boards = await finished_game(simcord_env)
    events = await simcord_env.bot.store.events(1)
    message = shown(await setup.users[0].slash(setup.thread, "rumble replay", move=5))
    description = message.embeds[0].description
    assert f"Move 5 of {len(boards) - 1}" in description
    names = (await simcord_env.bot.sessions.load(1)).names
    assert events[4].sentence and named_text(events[4].sentence, names) in description
    assert any(user.name in description for user in setup.users)
    assert message.ephemeral


async def test_a_restart_in_the_middle_of_a_replay_leaves_its_buttons_working(simcord_env, db_path):
    """A new bot on the same database steps on from the replay message the old bot posted."""
    setup, boards = await finished_game(simcord_env)
    viewer = setup.users[2]
    message = shown(await viewer.slash(setup.thread, "rumble replay"))
    await viewer.click(message, label="Forward")
    await viewer.click(message, label="Forward")
    await simcord_env.restart_bot(make_bot(db_path))
    result = await viewer.click(message, label="Forward")
    assert not result.followups
    assert move_of(message) == 3 and await frame_bytes(message) == boards[3]


async def test_a_running_game_is_refused_until_it_is_over(simcord_env):
    """In a game's thread while it is played, the replay is refused with one sentence saying when it opens."""
    setup = await open_table(simcord_env, 3)
    await play_moves(setup, random.Random(1), limit=2)
    result = await setup.users[0].slash(setup.thread, "rumble replay")
    message = shown(result)
    assert message.ephemeral and not message.attachments
    assert "replay opens when the game is over" in message.content
    by_number = shown(await setup.users[0].slash(setup.thread, "rumble replay", game=1))
    assert "replay opens when the game is over" in by_number.content


async def test_a_channel_without_a_finished_game_is_refused(simcord_env):
    """A spectator asking where no game of the kind has finished is told where a replay can be asked."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("lounge")
    spectator = guild.add_member(simcord_env.create_user("mallory"))
    message = shown(await spectator.slash(channel, "rumble replay"))
    assert message.ephemeral and not message.attachments
    assert "No Rumble in the House game has finished in this channel" in message.content


async def test_an_unknown_game_number_is_refused(simcord_env):
    """A number that is no game of this kind in this server is refused, saying which numbers are meant."""
    setup = await open_table(simcord_env, 3)
    message = shown(await setup.users[0].slash(setup.channel, "rumble replay", game=99))
    assert message.ephemeral and not message.attachments
    assert "There is no Rumble in the House game #99 here" in message.content


async def test_a_move_past_the_end_is_refused(simcord_env):
    """Asking for a move after the last one says which moves there are."""
    setup, boards = await finished_game(simcord_env)
    message = shown(await setup.users[0].slash(setup.thread, "rumble replay", move=len(boards) + 5))
    assert f"pick a move from 0 to {len(boards) - 1}" in message.content


def _gif_frames(data: bytes) -> tuple[Image.Image, Image.Image, int]:
    """The first and the last frame of a GIF (as shown), and how many frames it has."""
    with Image.open(io.BytesIO(data)) as gif:
        first = gif.convert("RGB")
        gif.seek(gif.n_frames - 1)
        return first, gif.convert("RGB"), gif.n_frames


def _close(picture: Image.Image, png: bytes) -> bool:
    """Whether the top of ``picture`` is the board ``png`` scaled to its width (palette rounding aside).

    Rumble boards share one width; the animation's canvas is as tall as its tallest board.
    """
    board = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(board.height * picture.width / board.width)
    board = board.resize((picture.width, height), Image.Resampling.LANCZOS)
    top = picture.crop((0, 0, picture.width, height))
    return max(ImageStat.Stat(ImageChops.difference(top, board)).mean) < 3.0


async def test_the_animation_fits_the_limit_and_shows_the_first_and_last_boards(simcord_env, monkeypatch):
    """Held to 300 KB, the animation is a GIF within it that starts on the first board and ends on the last."""
    monkeypatch.setattr(cogs.replay, "MAX_ANIMATION", 300_000)
    setup, boards = await finished_game(simcord_env)
    viewer = setup.users[0]
    message = shown(await viewer.slash(setup.thread, "rumble replay"))
    result = await viewer.click(message, label="Animation")
    made = shown(result)
    assert made.ephemeral and made.id != message.id
    (attachment,) = made.attachments
    data = await attachment.read()
    assert attachment.filename == "rumble-1.gif" and len(data) <= 300_000
    first, last, frames = _gif_frames(data)
    assert frames >= 2
    assert _close(first, boards[0]) and _close(last, boards[-1])
    assert "Rumble in the House #1" in made.content


async def test_the_animation_reports_its_progress(simcord_env, monkeypatch):
    """While a long animation is drawn, its message says which move is being drawn, then carries the file."""
    monkeypatch.setattr(cogs.replay, "PROGRESS_SECONDS", 0.05)
    setup, boards = await finished_game(simcord_env)
    viewer = setup.users[0]
    message = shown(await viewer.slash(setup.thread, "rumble replay"))
    made = shown(await viewer.click(message, label="Animation"))
    told = sent_with(simcord_env, "Drawing move ")
    assert told and all(t.endswith(f" of {len(boards) - 1}…") for t in told)
    assert made.attachments and "Drawing" not in made.content


async def test_a_second_press_while_the_animation_is_made_says_so(simcord_env):
    """Two presses at once: one animation is made, the other press is told it is being made."""
    setup, _boards = await finished_game(simcord_env)
    alice, bob = setup.users[0], setup.users[1]
    mine = shown(await alice.slash(setup.thread, "rumble replay"))
    theirs = shown(await bob.slash(setup.thread, "rumble replay"))
    async with at_once(simcord_env):
        presses = [await alice.click(mine, label="Animation"), await bob.click(theirs, label="Animation")]
    answers = [shown(press) for press in presses]
    made = [a for a in answers if a.attachments]
    told = [a for a in answers if "is being made already" in a.content]
    assert len(made) == 1 and len(told) == 1


async def test_no_more_than_two_animations_are_drawn_at_once(simcord_env, monkeypatch):
    """While two other games' animations are drawn, a third press is told to try again, and nothing is drawn."""
    setup, _boards = await finished_game(simcord_env)
    viewer = setup.users[0]
    message = shown(await viewer.slash(setup.thread, "rumble replay"))
    monkeypatch.setattr(cogs.replay, "ANIMATING", {98, 99})
    answer = shown(await viewer.click(message, label="Animation"))
    assert "press Animation again in a minute" in answer.content and not answer.attachments
    assert {98, 99} == cogs.replay.ANIMATING


async def test_a_polish_viewers_frames_and_animation_are_drawn_in_polish(simcord_env, db_path, locales):
    """Every board of the replay and of the animation a Polish viewer asks for is drawn in Polish."""
    setup, _boards = await finished_game(simcord_env)
    drawn: list[str] = []

    def recording(view: Any, names: Any, lang: str = "en") -> Image.Image:
        drawn.append(lang)
        return Image.new("RGB", (8, 8))

    await simcord_env.restart_bot(
        make_bot(db_path, kits={k: replace(kit, render=recording) for k, kit in KITS.items()})
    )
    viewer = setup.users[0]
    locales[viewer.id] = "pl"
    message = shown(await viewer.slash(setup.thread, "rumble replay"))
    animate = next(
        i["custom_id"] for row in message.components for i in row["components"] if i["custom_id"].endswith(":animate")
    )
    made = shown(await viewer.click(message, custom_id=animate))
    assert made.attachments and len(drawn) > 2 and set(drawn) == {"pl"}
