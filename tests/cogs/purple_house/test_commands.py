"""Slash commands of The Purple House: lobby, flip and modify with autocomplete, sort, rules, resign."""

from __future__ import annotations

from tests.cogs.purple_house.play import (
    fast_scouting,
    open_house,
    refusal,
    select_options,
    stored_state,
)
from tests.discord_play import acting_user, live_board


async def test_new_records_the_options_and_one_player_can_start(simcord_env):
    """/purplehouse new keeps difficulty, kid_friendly and scoring, and the host may start alone."""
    setup = await open_house(simcord_env, 1, difficulty="hard", kid_friendly=True, scoring=True)
    record = await simcord_env.bot.store.game(1)
    assert record.options == {"difficulty": "hard", "kid_friendly": True, "scoring": True}
    assert record.status == "active"
    assert setup.thread.name == "The Purple House #1"


async def test_flip_with_autocomplete(simcord_env):
    """The Key holder picks a card from autocomplete and the flip is played and announced."""
    setup = await open_house(simcord_env, 3)
    await fast_scouting(simcord_env, setup)
    key_user = acting_user(live_board(setup.thread), setup.users)
    cards = await key_user.autocomplete(setup.thread, "purplehouse flip", "card", "")
    assert len(cards) == 20 and cards[0]["name"].startswith("Flip card 1 (")
    result = await key_user.slash(setup.thread, "purplehouse flip", card=cards[4]["value"])
    assert refusal(result).startswith(f"Done: **{key_user.name}** flipped card 5:")
    assert "flipped card 5" in live_board(setup.thread).embeds[0].description


async def test_autocomplete_offers_nothing_to_others(simcord_env):
    """Players without the Key get no flip suggestions."""
    setup = await open_house(simcord_env, 3)
    await fast_scouting(simcord_env, setup)
    key_user = acting_user(live_board(setup.thread), setup.users)
    other = next(u for u in setup.users if u is not key_user)
    assert await other.autocomplete(setup.thread, "purplehouse flip", "card", "") == []


async def test_modify_lists_only_my_cards_and_plays_in_secret(simcord_env):
    """/purplehouse modify autocompletes the caller's own modifications; the answer is ephemeral."""
    setup = await open_house(simcord_env, 2)
    bob = setup.users[1]
    state = await stored_state(simcord_env)
    changes = await bob.autocomplete(setup.thread, "purplehouse modify", "change", "centre")
    assert changes and all("Centre X" in c["name"] for c in changes)
    result = await bob.slash(setup.thread, "purplehouse modify", change=changes[0]["value"])
    assert result.ephemeral and "modified one of their cards in secret" in refusal(result)
    after = await stored_state(simcord_env)
    assert after.centre_x[1] == state.centre_x[1] - 1 and after.modified[0] == ()


async def test_sort_button_sorts_the_face_down_cards(simcord_env):
    """The Key holder's Sort button reorders the face-down cards by their Xs without using the turn."""
    setup = await open_house(simcord_env, 2)
    await fast_scouting(simcord_env, setup)
    board = live_board(setup.thread)
    key_user = acting_user(board, setup.users)
    sort_id = next(c.custom_id for row in board.components for c in row.children if c.custom_id.endswith(":sort"))
    result = await key_user.click(board, custom_id=sort_id)
    assert not result.followups
    state = await stored_state(simcord_env)
    counts = [bin(state.marks[c]).count("1") for c in state.grid]
    assert counts == sorted(counts)
    assert acting_user(live_board(setup.thread), setup.users) is key_user
    assert "sorted the face-down cards" in live_board(setup.thread).embeds[0].description
    assert not any(c.custom_id.endswith(":sort") for row in live_board(setup.thread).components for c in row.children)


async def test_rules_are_ephemeral_and_include_the_rulings(simcord_env):
    """/purplehouse rules answers only the caller, with this project's rulings."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    result = await alice.slash(channel, "purplehouse rules")
    assert result.ephemeral and "Hauntbot's rulings" in result.response.content


async def test_resign_during_scouting_lets_the_others_play_on(simcord_env):
    """A scout who leaves is skipped: the others finish scouting and the Escape Phase starts."""
    setup = await open_house(simcord_env, 3)
    result = await setup.users[2].slash(setup.thread, "purplehouse resign")
    assert "left the game" in refusal(result)
    await fast_scouting(simcord_env, setup)
    state = await stored_state(simcord_env)
    assert state.phase == "escape" and state.gone == (False, False, True)
    assert select_options(live_board(setup.thread), "hbs:")[1]
