"""Secret Scouting: private views with their controls, the public board, and hiding fronts afterwards."""

from __future__ import annotations

from bot.games.purple_house.cards import card_name, positions
from bot.i18n import say
from cogs.purple_house.text import SILENCE
from tests.cogs.purple_house.play import (
    STEP,
    button,
    controls,
    fast_scouting,
    my_view,
    open_house,
    scout_step,
    scout_together,
    select_options,
    stored_state,
)
from tests.discord_play import live_board


def public_text(message) -> str:
    """Everything a public message says in words: content, embed and alt text."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.description or "", *(f.value for f in embed.fields)]
    parts += [a.description or "" for a in message.attachments]
    return "\n".join(parts)


async def test_my_view_shows_my_cards_front_and_back_and_my_items(simcord_env):
    """My view lists the clicker's dealt cards with their backs, the items left and the controls."""
    setup = await open_house(simcord_env, 3)
    state = await stored_state(simcord_env)
    view = await my_view(setup.users[1], setup)
    for slot, card in enumerate(state.hands[1], 1):
        assert f"**{slot}.** {card_name(card)} — back:" in view.content
    assert "1 Handkerchief · ❌ 1 Corner X · ⊕ 1 Centre X" in view.content
    assert view.attachments[0].filename == "my-view.png"
    assert "Your cards: card 1" in view.attachments[0].description
    _, options = select_options(view, "hbk:purplehouse:1:1:mod")
    assert options and all(label.startswith("Card ") for _, label in options)
    assert button(view, "hbk:purplehouse:1:1:ready").disabled


async def test_a_corner_x_asks_for_the_corner_in_a_second_step(simcord_env):
    """Choosing Corner X on a card replaces the select with the free corners, and one of them is played."""
    setup = await open_house(simcord_env, 3)
    alice = setup.users[0]
    view = await my_view(alice, setup)
    custom_id, options = select_options(view, STEP)
    value = next(v for v, _ in options if v.startswith("pick:") and v.endswith(".corner"))
    slot = int(value.removeprefix("pick:").split(".")[0])
    await alice.select(view, [value], custom_id=custom_id)
    custom_id, corners = select_options(view, STEP)
    assert custom_id == "hbk:purplehouse:1:1:pos"
    assert all(v.startswith(f"x{slot}.") for v, _ in corners)
    assert "choose where the Corner X goes" in view.content
    assert button(view, "hbk:purplehouse:1:1:back") is not None
    before = await stored_state(simcord_env)
    await alice.select(view, [corners[0][0]], custom_id=custom_id)
    after = await stored_state(simcord_env)
    corner = corners[0][0].split(".")[1]
    card = after.hands[0][slot - 1]
    assert corner not in positions(before.marks[card]) and corner in positions(after.marks[card])
    assert "✏️ modified" in view.content
    assert not button(view, "hbk:purplehouse:1:1:ready").disabled


async def test_back_returns_to_the_card_choice_without_a_move(simcord_env):
    """Back from the corner step shows the first step again and changes nothing."""
    setup = await open_house(simcord_env, 1)
    alice = setup.users[0]
    view = await my_view(alice, setup)
    custom_id, options = select_options(view, STEP)
    value = next(v for v, _ in options if v.startswith("pick:"))
    await alice.select(view, [value], custom_id=custom_id)
    version = (await simcord_env.bot.store.game(1)).version
    await alice.click(view, custom_id="hbk:purplehouse:1:1:back")
    assert select_options(view, STEP)[0] == "hbk:purplehouse:1:1:mod"
    assert (await simcord_env.bot.store.game(1)).version == version


async def test_solo_first_step_fits_one_select(simcord_env):
    """Seven solo cards with three items give at most 21 card-and-item choices, in one select."""
    setup = await open_house(simcord_env, 1)
    view = await my_view(setup.users[0], setup)
    _, options = select_options(view, STEP)
    assert 7 <= len(options) <= 21
    assert len(controls(view)) <= 5


async def test_three_scouts_act_at_once_from_views_opened_before_the_others_moved(simcord_env):
    """Modifications by the others never make a scout's open private view out of date."""
    setup = await open_house(simcord_env, 3)
    views = {u.id: await my_view(u, setup) for u in setup.users}
    for user in setup.users:
        assert not await scout_step(user, views[user.id])
    state = await stored_state(simcord_env)
    assert [len(m) for m in state.modified] == [1, 1, 1]
    for user in setup.users:
        assert await scout_step(user, views[user.id])
    assert (await stored_state(simcord_env)).phase == "escape"


async def test_the_board_says_who_is_still_scouting_without_new_pings(simcord_env):
    """A modification or a ready redraws the same board; it names who is still scouting."""
    setup = await open_house(simcord_env, 3)
    alice = setup.users[0]
    board = live_board(setup.thread)
    view = await my_view(alice, setup)
    await scout_step(alice, view)
    await scout_step(alice, view)
    now = live_board(setup.thread)
    assert now.id == board.id
    text = now.embeds[0].description
    assert "**alice** covered their cards: ready" in text
    assert "Waiting for **bob**, **carol**." in text
    assert str(alice.id) not in now.content
    assert "alice ready" in now.attachments[0].description and "bob scouting" in now.attachments[0].description


async def test_a_modification_is_announced_without_saying_which(simcord_env):
    """The public sentence for a modification names no card and no item."""
    setup = await open_house(simcord_env, 3)
    alice = setup.users[0]
    await scout_step(alice, await my_view(alice, setup))
    assert "**alice** modified one of their cards in secret." in live_board(setup.thread).embeds[0].description


async def test_fronts_are_never_visible_to_other_users(simcord_env):
    """Bob sees neither Alice's private view nor her card fronts anywhere in the thread."""
    setup = await open_house(simcord_env, 3)
    alice, bob = setup.users[0], setup.users[1]
    state = await stored_state(simcord_env)
    view = await my_view(alice, setup)
    await scout_step(alice, view)
    fronts = [card_name(c) for c in state.hands[0] if c < 16]
    seen_by_bob = setup.thread.history(viewer=bob)
    assert view.id in [m.id for m in setup.thread.history(viewer=alice)]
    assert view.id not in [m.id for m in seen_by_bob]
    assert not any("— back:" in public_text(m) for m in seen_by_bob)
    assert not any(f in public_text(m) for m in seen_by_bob for f in fronts)


async def test_fronts_are_hidden_from_every_private_view_when_scouting_ends(simcord_env):
    """When the last scout is ready, each ephemeral My view becomes a text without picture or controls."""
    setup = await open_house(simcord_env, 3)
    views = await scout_together(simcord_env, setup)
    for view in views.values():
        assert view.content.startswith("🕯️ Scouting of round 1 is over") or "Round 1 — Escape" in view.content
        assert "— back:" not in view.content
        assert not any(c for c in controls(view) if (getattr(c, "custom_id", "") or "").startswith(STEP))
    hidden = [v for v in views.values() if v.content.startswith("🕯️")]
    assert len(hidden) == 2 and all(not v.attachments and not controls(v) for v in hidden)


async def test_hiding_fronts_is_best_effort_once_tokens_expire(simcord_env):
    """After 15 minutes the private views cannot be edited; the game goes on without an error."""
    setup = await open_house(simcord_env, 2)
    view = await my_view(setup.users[1], setup)
    await simcord_env.advance_time(16 * 60)
    await fast_scouting(simcord_env, setup)
    assert (await stored_state(simcord_env)).phase == "escape"
    assert "Escape" in live_board(setup.thread).attachments[0].description
    assert "— back:" in view.content


async def test_the_first_board_reminds_of_the_silence_rule(simcord_env):
    """Without Kid-Friendly, the first board asks the players not to talk while scouting."""
    setup = await open_house(simcord_env, 2)
    fields = live_board(setup.thread).embeds[0].fields
    assert any(say(SILENCE) in f.value for f in fields)


async def test_kid_friendly_boards_allow_talking(simcord_env):
    """With Kid-Friendly, the board says talking is allowed and has no silence reminder."""
    setup = await open_house(simcord_env, 2, kid_friendly=True)
    text = "\n".join(f.value for f in live_board(setup.thread).embeds[0].fields)
    assert "you may talk" in text and say(SILENCE) not in text


async def test_cancelling_during_scouting_hides_the_fronts(simcord_env):
    """When the host cancels a game while scouting, the open private views lose their fronts."""
    setup = await open_house(simcord_env, 2)
    view = await my_view(setup.users[1], setup)
    await setup.users[0].slash(setup.thread, "purplehouse cancel")
    assert view.content.startswith("🕯️ This game was cancelled") and not view.attachments and not controls(view)


async def test_a_spectator_has_no_private_view(simcord_env):
    """Someone who is not playing is told the board is public and gets no picture."""
    setup = await open_house(simcord_env, 2)
    stranger = setup.guild.add_member(simcord_env.create_user("mallory"))
    result = await stranger.click(live_board(setup.thread), label="My view")
    message = next(m for m in (result.response, *result.followups) if m is not None and m.ephemeral)
    assert "not playing" in message.content and not message.attachments


async def test_an_open_my_view_is_refreshed_after_a_typed_modification(simcord_env):
    """A scout with My view open who types /purplehouse modify auto sees that view offer no spent modification."""
    from bot.games.purple_house import GAME as PURPLE
    from tests.cogs.purple_house.play import my_view, open_house, select_options, stored_state

    setup = await open_house(simcord_env, 2)
    state = await stored_state(simcord_env)
    seat = next(s for s in sorted(PURPLE.to_act(state)) if PURPLE.default_action(state, s) == "auto")
    view = await my_view(setup.users[seat], setup)
    assert select_options(view, STEP)[1], "a modification is offered before"
    await setup.users[seat].slash(setup.thread, "purplehouse modify", change="auto")
    assert select_options(view, STEP)[1] == []
    assert "ready" in (view.content or "").lower()
