"""The reveal at the end of a rumble, through Discord: the board's sentence, its alt text and My view (issue 16)."""

from __future__ import annotations

import random

from bot.games.rumble import GAME
from bot.games.rumble.data import CHARACTERS
from tests.discord_play import acting_user, live_board, move_options, open_table, pick

FALSE_TEXT = "every secret character has been revealed on the board"


async def stored_state(env):
    """The engine state stored for game 1."""
    return GAME.load((await env.bot.store.game(1)).state)


def ephemeral_text(result) -> str:
    """The text of the ephemeral answer to an interaction."""
    return next(m for m in (result.response, *result.followups) if m is not None and m.ephemeral).content


async def play_until(env, setup, rng, done, *, limit: int = 2000):
    """Play with the board's controls until ``done(state)``; the rumble-ending fight is typed as /rumble fight.

    Returns the ephemeral answers to the typed fights that ended a rumble.
    """
    answers = []
    for _ in range(limit):
        state = await stored_state(env)
        if done(state):
            return answers
        board = live_board(setup.thread)
        user = acting_user(board, setup.users)
        custom_id, value, _label = pick(move_options(board), rng)
        if len(state.exits) == len(CHARACTERS) - 2 and value.startswith("f"):
            result = await user.slash(setup.thread, "rumble fight", victim=value[1:])
            answers.append(ephemeral_text(result))
        else:
            result = await user.select(board, [value], custom_id=custom_id)
            assert not result.followups, [f.content for f in result.followups]
    raise AssertionError("the game did not get there")


async def my_view(user, board) -> str:
    result = await user.click(board, label="My view")
    return ephemeral_text(result)


def owners(names, secrets) -> dict[str, set[str]]:
    """Each display name with the names of the characters it held."""
    return {names[p]: {CHARACTERS[c] for c in pair} for p, pair in enumerate(secrets)}


async def test_the_board_after_the_first_rumble_reveals_who_had_whom(simcord_env):
    """The sentence of the ending fight, the board's alt text and the fighter's answer name each player's characters."""
    setup = await open_table(simcord_env, 3)
    answers = await play_until(simcord_env, setup, random.Random(16), lambda s: len(s.past) == 1)
    state = await stored_state(simcord_env)
    names = (await simcord_env.bot.sessions.load(1)).names
    record = state.past[0]
    board = live_board(setup.thread)
    sentence = board.embeds[0].description.split("\n\n")[0]
    alt = board.attachments[0].description
    assert "rumble 1 is over" in sentence
    assert "Revealed:" in sentence
    assert "Player 1" not in sentence and "Player 2" not in sentence and "Player 3" not in sentence
    assert "Rumble 1 revealed" in alt
    for name, held in owners(names, record.secrets).items():
        part = sentence.split(f"{name} had ", 1)[1].split(";", 1)[0]
        assert all(c in part for c in held), (name, part)
        assert part.endswith(("point", "points", "points.", "point."))
        alt_part = alt.split(f"{name} had ", 1)[1].split(";", 1)[0]
        assert all(c in alt_part for c in held), (name, alt_part)
    for p, points in enumerate(record.points):
        assert f"{names[p]} had" in sentence
        assert f": {points} point" in sentence.split(f"{names[p]} had ", 1)[1].split(";", 1)[0]
    assert answers, "the ending fight was typed as /rumble fight"
    typed = answers[-1].split("Revealed:", 1)[1]
    assert all(f"{name} had" in typed for name in names)
    assert "Player 1" not in typed


async def test_my_view_after_the_first_rumble_is_true(simcord_env):
    """My view names the player's new characters, and the first rumble's reveal; never the old false sentence."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, random.Random(16), lambda s: len(s.past) == 1)
    state = await stored_state(simcord_env)
    names = (await simcord_env.bot.sessions.load(1)).names
    board = live_board(setup.thread)
    for seat, user in enumerate(setup.users):
        text = await my_view(user, board)
        assert FALSE_TEXT not in text
        if text.startswith("**Since your last move:**"):  # what happened since, then the view's summary
            text = text.split("\n\n", 1)[1]
        first = text.split("\n", 1)[0]
        assert first.startswith("Your secret characters this rumble:")
        assert {c for c in CHARACTERS if f"**{c}**" in first} == {CHARACTERS[c] for c in state.secrets[seat]}
        assert "**Rumble 1**" in text and "**Rumble 2**" not in text
        for name, held in owners(names, state.past[0].secrets).items():
            line = next(x for x in text.split("\n") if x.startswith(f"• **{name}** had"))
            assert all(c in line for c in held)


async def test_my_view_at_the_end_lists_every_rumbles_characters(simcord_env):
    """Once the game is over My view lists each player's characters and points, rumble by rumble."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, random.Random(5), lambda s: s.finished)
    state = await stored_state(simcord_env)
    names = (await simcord_env.bot.sessions.load(1)).names
    board = live_board(setup.thread)
    assert "Rumble 3 revealed" in board.attachments[0].description
    text = await my_view(setup.users[1], board)
    assert FALSE_TEXT not in text
    assert text.startswith("The game is over. Who had whom:")
    assert "Your secret characters" not in text
    chunks = text.split("**Rumble ")[1:]
    assert [chunk[0] for chunk in chunks] == ["1", "2", "3"]
    for chunk, record in zip(chunks, state.past, strict=True):
        for p, (name, held) in enumerate(owners(names, record.secrets).items()):
            line = next(x for x in chunk.split("\n") if x.startswith(f"• **{name}** had"))
            assert all(c in line for c in held)
            assert line.endswith(f": {record.points[p]} point{'' if record.points[p] == 1 else 's'}")


async def test_the_public_thread_names_no_current_pairing_after_the_reveal(simcord_env):
    """After the reveal of rumble 1, no public message names who holds what in rumble 2."""
    setup = await open_table(simcord_env, 3)
    await play_until(simcord_env, setup, random.Random(16), lambda s: len(s.past) == 1)
    state = await stored_state(simcord_env)
    board = live_board(setup.thread)
    for user in setup.users:
        await my_view(user, board)
    public = [m for m in setup.thread.history() if not m.flags.ephemeral]
    assert not any("Your secret characters" in (m.content or "") for m in public)
    assert state.rumble == 2
    alt = board.attachments[0].description
    assert "Rumble 2 revealed" not in alt and "Your characters" not in alt
