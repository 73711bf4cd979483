"""Children played through Discord: a whole two-player game, private controls, refusals and autocomplete."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import discord

from bot.games.children import GAME
from bot.i18n import say
from tests.clock import Clock
from tests.conftest import make_bot
from tests.discord_play import TableSetup, answer, game_controls, live_board, my_view_message, open_game
from tests.games.children.ch_helpers import CATNIP, R, new

NAMES = ["alice", "bob", "carol", "dave"]


async def open_table(env: Any, players: int = 2) -> TableSetup:
    """Open a Children lobby as the first user, let the others join with the button, and start."""
    return await open_game(env, "children", players, names=NAMES)


async def stored(env: Any) -> tuple[Any, int]:
    """The engine state and version of game 1."""
    record = await env.bot.store.game(1)
    return GAME.load(record.state), record.version


async def play_with_my_view(env: Any, setup: TableSetup, seat: int, action: str) -> None:
    """Press My view on the live board and choose ``action`` in its selects."""
    user = setup.users[seat]
    mine = my_view_message(await user.click(live_board(setup.thread), label="My view"))
    for row in mine.components:
        for item in getattr(row, "children", []):
            if isinstance(item, discord.SelectMenu) and any(o.value == action for o in item.options):
                await user.select(mine, [action], custom_id=item.custom_id)
                return
    raise AssertionError(f"{action} is not offered in My view")


async def test_two_players_play_a_whole_game_to_its_end(simcord_env):
    """Alice and bob play from /children new to the result, with /children play and My view's selects."""
    setup = await open_table(simcord_env, 2)
    for move in range(1000):
        state, version = await stored(simcord_env)
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        action = GAME.default_action(state, seat)
        if move % 25 == 0:
            await play_with_my_view(simcord_env, setup, seat, action)
        else:
            result = await setup.users[seat].slash(setup.thread, "children play", action=action)
            assert "Done:" in answer(result), answer(result)
        assert (await stored(simcord_env))[1] == version + 1
    record = await simcord_env.bot.store.game(1)
    assert record.status == "finished"
    text = live_board(setup.thread).embeds[0].description
    assert "🏆" in text or "Game over" in text
    assert await simcord_env.bot.store.duties(1) == {}


async def test_the_board_mentions_the_player_who_must_act_and_hides_hands(simcord_env):
    """The live board pings the acting player; its picture's alt text names no card in a hand."""
    setup = await open_table(simcord_env, 2)
    state, _ = await stored(simcord_env)
    (seat,) = GAME.to_act(state)
    board = live_board(setup.thread)
    assert f"<@{setup.users[seat].id}>" in board.content
    alt = board.attachments[0].description
    hand_names = {GAME.view(state, p).hand[0].name for p in range(2)}
    assert not any(f"hand: {name}" in alt for name in hand_names)
    assert [f.name for f in board.embeds[0].fields] == ["Now"]


async def test_my_view_shows_only_my_hand_with_my_controls(simcord_env):
    """My view lists the presser's own cards and, on their turn, selects of their legal moves."""
    setup = await open_table(simcord_env, 2)
    state, _ = await stored(simcord_env)
    (seat,) = GAME.to_act(state)
    mine = my_view_message(await setup.users[seat].click(live_board(setup.thread), label="My view"))
    for card in GAME.view(state, seat).hand:
        assert card.name in mine.content
    assert any(isinstance(i, discord.SelectMenu) for row in mine.components for i in getattr(row, "children", []))
    other = my_view_message(await setup.users[1 - seat].click(live_board(setup.thread), label="My view"))
    assert game_controls(other) == []


async def test_a_move_out_of_turn_is_refused_and_nothing_changes(simcord_env):
    """The player who is not to act is told whose turn it is and what they may do out of turn."""
    setup = await open_table(simcord_env, 2)
    state, version = await stored(simcord_env)
    (seat,) = GAME.to_act(state)
    action = GAME.legal_actions(state, seat)[0]
    result = await setup.users[1 - seat].slash(setup.thread, "children play", action=action)
    acting_name = NAMES[seat]
    assert f"It is {acting_name}'s turn; out of turn you may only play a Free Action device" in answer(result)
    assert (await stored(simcord_env))[1] == version


async def test_an_illegal_move_is_refused_with_what_is_allowed(simcord_env):
    """A made-up action gets the engine's sentence and changes nothing."""
    setup = await open_table(simcord_env, 2)
    state, version = await stored(simcord_env)
    (seat,) = GAME.to_act(state)
    result = await setup.users[seat].slash(setup.thread, "children play", action="m.99")
    assert answer(result) and "Done:" not in answer(result)
    assert (await stored(simcord_env))[1] == version


async def test_autocomplete_offers_the_callers_legal_moves_only(simcord_env):
    """The acting player sees their moves; the other player sees none."""
    setup = await open_table(simcord_env, 2)
    state, _ = await stored(simcord_env)
    (seat,) = GAME.to_act(state)
    offered = await setup.users[seat].autocomplete(setup.thread, "children play", "action", "")
    assert {c["value"] for c in offered} <= set(GAME.legal_actions(state, seat)) and offered
    assert await setup.users[1 - seat].autocomplete(setup.thread, "children play", "action", "") == []


async def play_until(env: Any, setup: TableSetup, done: Any, *, limit: int = 2000) -> Any:
    """Play default moves with /children play until ``done(state)``; return that state."""
    for _ in range(limit):
        state, _ = await stored(env)
        if done(state) or GAME.outcome(state) is not None:
            return state
        (seat,) = GAME.to_act(state)
        await setup.users[seat].slash(setup.thread, "children play", action=GAME.default_action(state, seat))
    raise AssertionError("the game never reached the wanted state")


def out_of_turn(state: Any) -> bool:
    """Some seat owes a "respond now" decision."""
    return any(GAME.window(state, seat) for seat in GAME.to_act(state))


async def test_an_out_of_turn_decision_gets_its_default_answer_at_the_deadline(simcord_env, db_path):
    """When a player owes a decision out of turn and stays away, the scheduler answers it for them."""
    clock = Clock()
    await simcord_env.restart_bot(make_bot(db_path, clock=clock))
    setup = await open_table(simcord_env, 3)
    state = await play_until(simcord_env, setup, out_of_turn)
    assert GAME.outcome(state) is None, "the seeded game reaches an out-of-turn decision"
    (seat,) = GAME.to_act(state)
    board = live_board(setup.thread)
    assert f"<@{setup.users[seat].id}>" in board.content and "Deadline <t:" in board.embeds[0].fields[0].value
    clock.advance(minutes=11)
    await simcord_env.bot.scheduler.tick()
    events = await simcord_env.bot.store.events(1)
    assert events[-1].seat == seat and events[-1].action == GAME.default_action(state, seat)
    assert "no answer in time, default answer" in live_board(setup.thread).embeds[0].description


async def test_a_restart_in_the_middle_changes_nothing(simcord_env, db_path):
    """A new bot on the same file carries on: My view on the old board still shows the hand and plays."""
    setup = await open_table(simcord_env, 2)
    await play_until(simcord_env, setup, lambda s: s.ply >= 12)
    before, version = await stored(simcord_env)
    await simcord_env.restart_bot(make_bot(db_path))
    (seat,) = GAME.to_act(before)
    await play_with_my_view(simcord_env, setup, seat, GAME.default_action(before, seat))
    assert (await stored(simcord_env))[1] == version + 1


async def test_a_free_action_device_is_played_out_of_turn_from_my_view(simcord_env):
    """Bob, not to act, holds Catnip and a Skull Token: My view offers it, and playing it keeps alice's turn."""
    setup = await open_table(simcord_env, 2)
    kitchen, cellar = R["Kitchen"], R["Wine Cellar"]
    crafted = new(hands=[[], [CATNIP[0]]], kitty=kitchen, kitty_holder=0, skulls=[0, 1])
    record = await simcord_env.bot.store.game(1)
    await simcord_env.bot.store.save_move(
        1, expected_version=record.version, state=GAME.dump(crafted), status="active", seat=None, action="setup",
        now=record_time(record),
    )  # fmt: skip
    bob = setup.users[1]
    mine = my_view_message(await bob.click(live_board(setup.thread), label="My view"))
    action = f"u.{CATNIP[0]}.{cellar}"
    offered = {o.value for i in game_controls(mine) for o in i.options}
    assert action in offered
    select = next(i for i in game_controls(mine))
    await bob.select(mine, [action], custom_id=select.custom_id)
    after, _ = await stored(simcord_env)
    assert after.pos[1] == cellar and after.skulls[1] == 0 and GAME.to_act(after) == frozenset({0})
    assert "out of turn" in live_board(setup.thread).embeds[0].description


def record_time(record: Any) -> datetime:
    """The time a stored game was last saved, as a datetime."""
    return datetime.fromisoformat(record.updated_at)


async def test_move_and_device_find_the_move_by_its_parts_and_refuse_what_is_not_offered(simcord_env):
    """``/children move`` takes a room the autocomplete offers; anything else is refused with what is allowed."""
    setup = await open_table(simcord_env, 2)
    state, _ = await stored(simcord_env)
    (seat,) = GAME.to_act(state)
    user = setup.users[seat]
    refused = answer(await user.slash(setup.thread, "children move", room="3"))
    assert refused == f"There is no room to go to now. {NAMES[seat]} must place the room tablet drawn."
    refused = answer(await user.slash(setup.thread, "children device", device="3"))
    assert refused.startswith("You have no device to use now.")
    state = await play_until(simcord_env, setup, lambda s: s.phase.value == "enter")
    (seat,) = GAME.to_act(state)
    user = setup.users[seat]
    rooms = await user.autocomplete(setup.thread, "children move", "room", "")
    entries = [c for c in GAME.choices(state, seat) if c.group == "enter"]
    assert rooms == [{"name": say(c.label), "value": c.part("room")} for c in entries]
    refused = answer(await user.slash(setup.thread, "children move", room="99"))
    assert refused.startswith("You cannot go to that room now; pick one the list offers: Enter the ")
    _, version = await stored(simcord_env)
    done = answer(await user.slash(setup.thread, "children move", room=rooms[0]["value"]))
    assert done.startswith(f"Done: **{NAMES[seat]}** entered the ")
    assert (await stored(simcord_env))[1] == version + 1
