"""``/quiethouse new`` with sides left to chance: offered as a choice, drawn at start, shown on the first board."""

from __future__ import annotations

import pytest

from bot.games.quiet_house import GAME
from tests.cogs.quiet_house.play import acting_user, live_board, open_quiet, play_by_menus, solve, stored_state
from tests.conftest import make_bot

DRAWN_SEED = 445
"""With this seed a 2-player game with a random Rook and a random Mouse draws both advanced,
and two moves solve it (checked in the tests that rely on it)."""
RANDOM_ROOK_AND_MOUSE = {"rook": "random", "mouse": "random"}


@pytest.fixture
def simcord_bot(db_path):
    """A bot whose games use a seed that draws the random Rook and Mouse advanced."""
    return make_bot(db_path, seed=DRAWN_SEED)


def _basic_rook_seed() -> int:
    """A seed whose game draws a random Rook basic and a random Mouse basic."""
    return next(
        seed
        for seed in range(100)
        if not {"rook", "mouse"} & set(GAME.new_game(2, seed, RANDOM_ROOK_AND_MOUSE).advanced)
    )


async def test_every_side_option_offers_random(simcord_env):
    """The four side options of /quiethouse new are Discord choices: basic, advanced and random."""
    group = simcord_env.bot.tree.get_command("quiethouse")
    new = group.get_command("new")
    for name in ("rook", "candlestick", "monkey", "mouse"):
        values = [c.value for c in new.get_parameter(name).choices]
        assert values == ["basic", "advanced", "random"], name


async def test_lobby_says_which_sides_will_be_drawn(simcord_env):
    """Before the start the lobby keeps "random" and says the side is drawn when the game starts."""
    setup = await open_quiet(simcord_env, start=False, **RANDOM_ROOK_AND_MOUSE)
    lobby = setup.channel.last_message
    assert "rook: random (drawn when the game starts)" in lobby.embeds[0].fields[0].value
    assert "Rook and Mouse cards' sides are drawn at random when the game starts" in lobby.content
    assert (await simcord_env.bot.store.game(1)).options["rook"] == "random"


async def test_first_board_shows_the_sides_drawn(simcord_env):
    """After the start the stored game holds the drawn sides, and the first board says them in words and alt text."""
    setup = await open_quiet(simcord_env, monkey="advanced", **RANDOM_ROOK_AND_MOUSE)
    state = await stored_state(simcord_env)
    assert state == GAME.new_game(2, DRAWN_SEED, {"monkey": "advanced", **RANDOM_ROOK_AND_MOUSE})
    assert state.advanced == ("rook", "mouse", "monkey") and state.random_sides == ("rook", "mouse")
    board = live_board(setup.thread)
    text = board.embeds[0].description
    assert (
        "Rook: advanced (drawn at random) · Candlestick: basic · Monkey: advanced · Mouse: advanced (drawn at random)."
        in text
    )
    assert "The board is on its spider-web side." in text
    alt = board.attachments[0].description
    assert "Rook" in alt and "(advanced side, drawn at random)" in alt
    assert "Red dots (spider-web board)" in alt


class TestSidesDrawnBasic:
    """Games whose seed draws the random Rook and Mouse on their basic sides."""

    @pytest.fixture
    def simcord_bot(self, db_path):
        """A bot whose games use a seed that draws the random Rook and Mouse basic."""
        return make_bot(db_path, seed=_basic_rook_seed())

    async def test_a_random_side_drawn_basic_is_shown_as_basic(self, simcord_env):
        """A random Rook and Mouse drawn basic read "basic (drawn at random)", on the standard board."""
        setup = await open_quiet(simcord_env, **RANDOM_ROOK_AND_MOUSE)
        state = await stored_state(simcord_env)
        assert state.advanced == () and state.random_sides == ("rook", "mouse")
        board = live_board(setup.thread)
        text = board.embeds[0].description
        assert "Rook: basic (drawn at random)" in text and "Mouse: basic (drawn at random)" in text
        assert "The board is on its standard side." in text
        assert "Rook" in board.attachments[0].description
        assert "(basic side, drawn at random)" in board.attachments[0].description


async def test_a_won_random_game_scores_in_the_row_of_the_sides_drawn(simcord_env):
    """The server's score table records the win under the sides drawn (Rook and Mouse advanced), not "random"."""
    setup = await open_quiet(simcord_env, **RANDOM_ROOK_AND_MOUSE)
    state = await stored_state(simcord_env)
    assert state.advanced == ("rook", "mouse")
    plan = solve(state, 2)
    await play_by_menus(setup, plan[:-1])
    board = live_board(setup.thread)
    await acting_user(board, setup.users).click(board, label="Declare solved")
    final = await stored_state(simcord_env)
    best = await simcord_env.bot.store.best_scores(setup.guild.id, "quiethouse")
    assert best == {"rook+mouse": GAME.outcome(final).scores[0]}
    assert "advanced Rook and Mouse" in live_board(setup.thread).embeds[0].description


async def test_a_polish_servers_lobby_says_which_sides_will_be_drawn_in_polish(simcord_env):
    """On a Polish server the line above the lobby card is said in Polish, as the card is."""
    from bot.games.quiet_house import words
    from bot.i18n import PL, say

    guild = simcord_env.create_guild(preferred_locale="pl")
    channel = guild.create_text_channel("gry")
    ada = guild.add_member(simcord_env.create_user("ada"))
    await ada.slash(channel, "quiethouse new", **RANDOM_ROOK_AND_MOUSE)
    note = words.random_sides_note(RANDOM_ROOK_AND_MOUSE)
    assert note is not None and channel.last_message.content == say(note, PL) != say(note)
