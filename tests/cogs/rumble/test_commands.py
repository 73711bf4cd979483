"""Slash commands in the game's thread: move and fight with autocomplete, board, rules, resign."""

from __future__ import annotations

from bot.games.rumble import GAME
from bot.games.rumble.data import CHARACTERS as CHARACTER_NAMES
from bot.games.rumble.data import LAYOUTS
from tests.discord_play import acting_user, live_board, move_options, open_table


def ephemeral_text(result) -> str:
    """The text of the ephemeral answer to an interaction."""
    return next(m for m in (result.response, *result.followups) if m is not None and m.ephemeral).content


async def stored_state(env):
    """The engine state stored for game 1."""
    return GAME.load((await env.bot.store.game(1)).state)


async def test_move_with_autocomplete_choices(simcord_env):
    """The acting player picks a character and a room from autocomplete and the move is played."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    characters = await actor.autocomplete(setup.thread, "rumble move", "character", "")
    assert characters and all("(in the " in c["name"] for c in characters)
    character = characters[0]["value"]
    rooms = await actor.autocomplete(setup.thread, "rumble move", "room", "", character=character)
    assert rooms
    before = await stored_state(simcord_env)
    result = await actor.slash(setup.thread, "rumble move", character=character, room=rooms[0]["value"])
    assert ephemeral_text(result).startswith("Done:")
    after = await stored_state(simcord_env)
    assert after.positions[int(character)] == int(rooms[0]["value"])
    assert after.positions != before.positions


async def test_autocomplete_offers_nothing_out_of_turn(simcord_env):
    """A player whose turn it is not gets no move suggestions."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    other = next(u for u in setup.users if u is not actor)
    assert await other.autocomplete(setup.thread, "rumble move", "character", "") == []


async def test_fight_with_autocomplete(simcord_env):
    """Once two characters share a room, the fight command knocks out the chosen victim."""
    setup = await open_table(simcord_env, 3)
    for _ in range(40):
        actor = acting_user(live_board(setup.thread), setup.users)
        victims = await actor.autocomplete(setup.thread, "rumble fight", "victim", "")
        if victims:
            break
        chars = await actor.autocomplete(setup.thread, "rumble move", "character", "")
        rooms = await actor.autocomplete(setup.thread, "rumble move", "room", "", character=chars[0]["value"])
        await actor.slash(setup.thread, "rumble move", character=chars[0]["value"], room=rooms[0]["value"])
    assert victims
    result = await actor.slash(setup.thread, "rumble fight", victim=victims[0]["value"])
    assert "is out" in ephemeral_text(result)
    assert (await stored_state(simcord_env)).exits == (int(victims[0]["value"]),)


async def test_board_reposts_the_live_board(simcord_env):
    """/rumble board posts the board again and retires the old controls."""
    setup = await open_table(simcord_env, 3)
    old = live_board(setup.thread)
    result = await setup.users[1].slash(setup.thread, "rumble board")
    assert "posted" in ephemeral_text(result)
    new = live_board(setup.thread)
    assert new.id != old.id and new.components
    assert next(m for m in setup.thread.history() if m.id == old.id).components == []


async def test_a_reposted_board_keeps_the_last_moves_sentence(simcord_env):
    """After a move, /rumble board posts the board with that move's sentence still on it."""
    setup = await open_table(simcord_env, 3)
    board = live_board(setup.thread)
    actor = acting_user(board, setup.users)
    custom_id, value, _label = move_options(board)[0]
    await actor.select(board, [value], custom_id=custom_id)
    said = live_board(setup.thread).embeds[0].description.split("\n\n")[0]
    await setup.users[1].slash(setup.thread, "rumble board")
    assert live_board(setup.thread).embeds[0].description.startswith(said)


async def test_board_typed_in_the_channel_says_where_the_board_went(simcord_env):
    """/rumble board used in the lobby's channel answers with a mention of the game's thread."""
    setup = await open_table(simcord_env, 3)
    result = await setup.users[1].slash(setup.channel, "rumble board")
    assert f"<#{setup.thread.id}>" in ephemeral_text(result)


async def test_rules_are_ephemeral_and_include_the_rulings(simcord_env):
    """/rumble rules answers only the caller, with the anti-stall ruling."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    result = await alice.slash(channel, "rumble rules")
    assert result.ephemeral
    assert "Anti-stall" in result.response.content


async def test_resign_skips_the_player_and_the_game_goes_on(simcord_env):
    """In a 4-player game a resigning player is skipped and the others keep playing."""
    setup = await open_table(simcord_env, 4)
    leaver = setup.users[2]
    result = await leaver.slash(setup.thread, "rumble resign")
    assert "left the game" in ephemeral_text(result)
    state = await stored_state(simcord_env)
    assert state.resigned == (2,) and not state.finished
    assert "resigned" in live_board(setup.thread).embeds[0].description
    assert acting_user(live_board(setup.thread), setup.users) is not leaver


async def test_last_two_resignations_end_the_game(simcord_env):
    """When only one player is left the game ends with a clear result."""
    setup = await open_table(simcord_env, 3)
    await setup.users[1].slash(setup.thread, "rumble resign")
    await setup.users[2].slash(setup.thread, "rumble resign")
    record = await simcord_env.bot.store.game(1)
    assert record.status == "finished"
    assert "🏆 **alice** wins" in live_board(setup.thread).embeds[0].description


async def test_room_suggestions_name_the_rooms_next_door(simcord_env):
    """The room autocomplete lists, by name, the rooms the chosen character may move to."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    state = await stored_state(simcord_env)
    character = (await actor.autocomplete(setup.thread, "rumble move", "character", ""))[0]["value"]
    rooms = await actor.autocomplete(setup.thread, "rumble move", "room", "", character=character)
    doors = LAYOUTS[state.layout].doors
    here = state.positions[int(character)]
    assert sorted(int(r["value"]) for r in rooms) == sorted({a + b - here for a, b in doors if here in (a, b)})
    assert [r["name"] for r in rooms] == [LAYOUTS[state.layout].rooms[int(r["value"])][0] for r in rooms]


async def test_a_typed_move_through_a_wall_says_why_it_is_refused(simcord_env):
    """A move the house does not allow gets the rules' reason, with nothing changed."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    state = await stored_state(simcord_env)
    character = next(c for c, room in enumerate(state.positions) if room == 0)  # in the Attic
    before = await simcord_env.bot.store.game(1)
    result = await actor.slash(setup.thread, "rumble move", character=str(character), room="11")
    assert "No door joins the Attic and the Crypt" in ephemeral_text(result)
    assert (await simcord_env.bot.store.game(1)).version == before.version


async def test_a_typed_move_out_of_turn_names_who_the_game_waits_for(simcord_env):
    """Typing a move on someone else's turn is refused with the name of the player to act."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    other = next(u for u in setup.users if u is not actor)
    result = await other.slash(setup.thread, "rumble move", character="0", room="1")
    assert f"It is not your turn; the game is waiting for {actor.name}." in ephemeral_text(result)


async def test_a_move_typed_by_name_plays_like_the_lists_value(simcord_env):
    """Typing a character's and a room's names (any case, as words) plays the move their list values name."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    state = await stored_state(simcord_env)
    move = next(a for a in GAME.legal_actions(state, state.turn) if a.startswith("m"))
    character, room = (int(x) for x in move[1:].split("-"))
    names = (CHARACTER_NAMES[character].upper(), LAYOUTS[state.layout].rooms[room][0].lower())
    result = await actor.slash(setup.thread, "rumble move", character=names[0], room=names[1])
    assert "Done:" in ephemeral_text(result)
    assert (await stored_state(simcord_env)).positions[character] == room


async def test_a_fight_typed_by_name_plays(simcord_env):
    """A victim typed by name starts the fight its list value would."""
    setup = await open_table(simcord_env, 3)
    for _ in range(20):
        state = await stored_state(simcord_env)
        fights = [a for a in GAME.legal_actions(state, state.turn) if a.startswith("f")]
        if fights:
            break
        actor = acting_user(live_board(setup.thread), setup.users)
        chars = await actor.autocomplete(setup.thread, "rumble move", "character", "")
        rooms = await actor.autocomplete(setup.thread, "rumble move", "room", "", character=chars[0]["value"])
        await actor.slash(setup.thread, "rumble move", character=chars[0]["value"], room=rooms[0]["value"])
    actor = acting_user(live_board(setup.thread), setup.users)
    victim = int(fights[0][1:])
    result = await actor.slash(setup.thread, "rumble fight", victim=f"  {CHARACTER_NAMES[victim].lower()} ")
    assert "Done:" in ephemeral_text(result)
    assert (await stored_state(simcord_env)).positions[victim] != state.positions[victim]


async def test_a_name_typed_out_of_turn_is_told_it_is_not_their_turn(simcord_env):
    """A player typing a move on another's turn hears it is not their turn, whatever they typed."""
    setup = await open_table(simcord_env, 3)
    actor = acting_user(live_board(setup.thread), setup.users)
    other = next(u for u in setup.users if u is not actor)
    for character, room in (("Ninja", "Kitchen"), ("nobody", "nowhere")):
        result = await other.slash(setup.thread, "rumble move", character=character, room=room)
        assert f"It is not your turn; the game is waiting for {actor.name}." in ephemeral_text(result)
