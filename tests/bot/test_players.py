"""Who holds a seat: bot names and marks, bot ids, and the sentences said when a bot takes a seat (in English
and Polish)."""

from __future__ import annotations

import random

from bot.bots.contract import EASY, GOOD, LEVELS
from bot.i18n import PL, say
from bot.players import (
    BOT_MARK,
    BOT_NAMES,
    back_sentence,
    bot_name,
    deadline_sentence,
    handed_sentence,
    is_bot_user,
    level_about,
    level_word,
    replaced_sentence,
)


def test_a_bot_name_carries_the_mark_and_differs_from_every_name_at_the_table():
    """Names taken by players or other bots are skipped; every name ends with the bot mark."""
    taken = {f"{BOT_NAMES[0]} {BOT_MARK}", "Ada"}
    name = bot_name(taken, 0)
    assert name == f"{BOT_NAMES[1]} {BOT_MARK}" and name.endswith("(bot)")


def test_a_full_table_of_names_still_gets_distinct_bot_names():
    """When every listed name is taken, a number tells the next bots apart."""
    taken: set[str] = set()
    for _ in range(len(BOT_NAMES) * 2 + 1):
        taken.add(bot_name(taken, random.Random(5)))
    assert len(taken) == len(BOT_NAMES) * 2 + 1
    assert all(n.endswith(BOT_MARK) for n in taken)


def test_a_seeded_pick_gives_the_same_name_and_a_game_may_bring_its_own_names():
    """The same generator seed picks the same name; a game's own names replace the shared list."""
    assert bot_name(set(), random.Random("g1")) == bot_name(set(), random.Random("g1"))
    assert bot_name(set(), 1, ("Kettle", "Spoon")) == f"Spoon {BOT_MARK}"


def test_bot_ids_are_the_negative_ones():
    """Discord ids are positive; bot seats use negative ids."""
    assert [is_bot_user(u) for u in (-1, -7, 1, 123456789012345678)] == [True, True, False, False]


def test_the_announcements_name_the_player_and_the_bots_level():
    """Each change of who plays a seat is one sentence naming the player in bold and the level in words."""
    assert say(handed_sentence("Ada", "easy")) == (
        "**Ada** handed their seat to a bot (easy); they take it back by making a move."
    )
    assert say(back_sentence("Ada")) == "**Ada** is back and plays their own seat again."
    assert say(replaced_sentence("Ada", "good")) == "A bot (good) now plays for **Ada**, who left the game."
    assert say(deadline_sentence("Ada", "easy")) == (
        "The deadline passed: a bot (easy) plays for **Ada** until they come back."
    )
    assert level_word("mystery") == "mystery"


def test_the_announcements_and_levels_are_said_in_polish():
    """The same announcements in Polish, in the present tense (no past tense that needs the player's gender)."""
    assert say(handed_sentence("Ada", "easy"), PL) == (
        "**Ada** oddaje swoje miejsce botowi (łatwy); wystarczy wykonać ruch, aby je odzyskać."
    )
    assert say(back_sentence("Ada"), PL) == "**Ada** wraca i znów gra na swoim miejscu."
    assert say(replaced_sentence("Ada", "good"), PL) == (
        "**Ada** opuszcza grę: do jej końca na tym miejscu gra bot (dobry)."
    )
    assert say(deadline_sentence("Ada", "easy"), PL) == (
        "Minął termin: bot (łatwy) zastępuje gracza **Ada** do czasu powrotu."
    )
    assert [say(level_about(level), PL) for level in (EASY, GOOD)] == [
        "łatwy: gra szybko i rozsądnie",
        "dobry: rozważa możliwości i myśli naprzód",
    ]
    assert [say(level_about(level)) for level in (EASY, GOOD)] == [LEVELS[EASY], LEVELS[GOOD]]
