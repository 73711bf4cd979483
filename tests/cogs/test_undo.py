"""Taking a move back through real discord.py dispatch: the board's "Take back" button, who may use it, what the
board and the history say, a restart in between, and a game whose moves may never be taken back."""

from __future__ import annotations

import pytest

from bot.games.rumble import GAME as RUMBLE
from bot.sessions import Refusal
from tests import clocked
from tests.conftest import make_bot
from tests.discord_play import acting_user, answer, live_board, move_options, open_game, open_table

clock = clocked.clock
simcord_bot = clocked.simcord_bot


def undo_buttons(message) -> list:
    """The Take back buttons of a message."""
    return [
        item
        for row in message.components
        for item in getattr(row, "children", [])
        if (getattr(item, "custom_id", None) or "").startswith("hbu:")
    ]


async def move(setup) -> None:
    """The acting player plays a move through a door from the live board's select."""
    board = live_board(setup.thread)
    user = acting_user(board, setup.users)
    custom_id, value, _ = next(o for o in move_options(board) if o[1].startswith("m"))
    await user.select(board, [value], custom_id=custom_id)


async def test_the_mover_takes_a_move_back_and_the_board_and_history_say_so(simcord_env, clock):
    """The mover's Take back restores the board, gives them their turn back with the deadline they had (named on
    the board, not pinged: they just acted), and the thread and history tell it."""
    setup = await open_table(simcord_env, 3, turn_time=2880)
    before = await simcord_env.bot.store.game(1)
    duty = await simcord_env.bot.store.duties(1)
    mover = acting_user(live_board(setup.thread), setup.users)
    clock.advance(hours=1)
    await move(setup)
    board = live_board(setup.thread)
    (button,) = undo_buttons(board)
    assert button.label == f"Take back ({mover.name})"
    clock.advance(hours=1)
    result = await mover.click(board, custom_id=button.custom_id)
    assert "You took back your move" in answer(result)
    after = await simcord_env.bot.store.game(1)
    assert RUMBLE.load(after.state) == RUMBLE.load(before.state) and after.version == before.version + 2
    assert await simcord_env.bot.store.duties(1) == duty
    live = live_board(setup.thread)
    assert "took back their move" in live.embeds[0].description and acting_user(live, setup.users) == mover
    assert not undo_buttons(live)
    path = f"/channels/{setup.thread.id}/messages"
    restored = [r.json for r in simcord_env.http_requests if r.method == "POST" and r.path == path][-1]
    assert not restored["allowed_mentions"].get("users") and not restored["allowed_mentions"].get("parse")  # no ping
    shown = await mover.slash(setup.thread, "rumble history")
    page = shown.followups[0].message if shown.followups else shown.response.message
    assert "(taken back)" in page.embeds[0].description and "took back their move" in page.embeds[0].description


async def test_another_players_press_is_refused_and_changes_nothing(simcord_env):
    """Anyone sees the button; only the mover may use it: the others are told what is allowed."""
    setup = await open_table(simcord_env, 3)
    mover = acting_user(live_board(setup.thread), setup.users)
    await move(setup)
    board = live_board(setup.thread)
    kept = await simcord_env.bot.store.game(1)
    other = next(u for u in setup.users if u != mover)
    result = await other.click(board, custom_id=undo_buttons(board)[0].custom_id)
    assert "Only your own last move can be taken back" in answer(result)
    assert await simcord_env.bot.store.game(1) == kept


async def test_a_move_may_not_be_taken_back_after_someone_else_acted(simcord_env):
    """Once the next player moved, the first mover's press on the new board is refused."""
    setup = await open_table(simcord_env, 3)
    first = acting_user(live_board(setup.thread), setup.users)
    await move(setup)
    await move(setup)
    board = live_board(setup.thread)
    kept = await simcord_env.bot.store.game(1)
    result = await first.click(board, custom_id=undo_buttons(board)[0].custom_id)
    assert "only until someone else acts" in answer(result)
    assert await simcord_env.bot.store.game(1) == kept


async def test_a_restart_between_the_move_and_the_press_still_takes_it_back(simcord_env, db_path, clock):
    """The button and the undo point outlive a restart."""
    setup = await open_table(simcord_env, 3)
    before = await simcord_env.bot.store.game(1)
    mover = acting_user(live_board(setup.thread), setup.users)
    await move(setup)
    await simcord_env.restart_bot(make_bot(db_path, clock=clock))
    board = live_board(setup.thread)
    result = await mover.click(board, custom_id=undo_buttons(board)[0].custom_id)
    assert "You took back your move" in answer(result)
    assert (await simcord_env.bot.store.game(1)).state == before.state


async def test_a_move_that_draws_a_card_offers_no_take_back(simcord_env):
    """Quiet House flips a Time Card after every move: its boards never offer Take back."""
    setup = await open_game(simcord_env, "quiethouse", 2)
    await simcord_env.bot.scheduler.tick()
    record = await simcord_env.bot.store.game(1)
    table = await simcord_env.bot.sessions.load(1)
    (seat,) = table.to_act()
    action = table.choices(seat)[-1].action
    await simcord_env.bot.sessions.play(1, table.user_of(seat), action, version=record.version, publish=_noop)
    await simcord_env.bot.scheduler.tick()  # the owed board is posted
    assert (await simcord_env.bot.store.game(1)).undo_seat is None
    assert live_board(setup.thread).embeds[0].footer.text.endswith(str(record.version + 1))
    assert not undo_buttons(live_board(setup.thread))
    with pytest.raises(Refusal, match="Time Card"):
        await simcord_env.bot.sessions.undo_move(1, table.user_of(seat), version=None, publish=_noop)


async def _noop(result) -> None:
    """A publish that shows nothing."""


@pytest.mark.skipif(
    not hasattr(__import__("cogs.base").base.GameCog, "undo"), reason="GameCog mixes in cogs.undo.UndoCommands"
)
async def test_the_undo_command_takes_back_and_refuses_a_revealing_move(simcord_env):
    """``/rumble undo`` takes the caller's move back; a second one is refused with what is allowed."""
    setup = await open_table(simcord_env, 3)
    mover = acting_user(live_board(setup.thread), setup.users)
    await move(setup)
    assert "You took back your move" in answer(await mover.slash(setup.thread, "rumble undo"))
    assert "Only your own last move" in answer(await mover.slash(setup.thread, "rumble undo"))
