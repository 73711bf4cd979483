"""Engine contract: round trips, refusals, describe, resign, outcome, choices and rules text."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.purple_house.state import ESCAPE, LOSS, OVER
from bot.i18n import say
from tests.games.purple_house.purple_house_helpers import GAME, all_but, cell_of, clue, escape, flip, refused


def test_contract_attributes():
    """Key, title and player range of the game object."""
    assert (GAME.key, GAME.title, GAME.min_players, GAME.max_players) == ("purplehouse", "The Purple House", 1, 5)


def test_load_refuses_unknown_schema():
    """A dump of another schema is refused."""
    d = GAME.dump(GAME.new_game(1, 1, {}))
    d["schema"] = 99
    with pytest.raises(ValueError):
        GAME.load(d)


@pytest.mark.parametrize("action", ["zzz", "f", "f99", "c9", "x1.up", "", "ready:now"])
def test_garbage_action_is_refused_in_scouting(action):
    """Garbage during Scouting raises IllegalAction and leaves the state as it was."""
    s = GAME.new_game(2, 1, {})
    copy = GAME.load(GAME.dump(s))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, action)
    assert s == copy


@pytest.mark.parametrize("action", ["zzz", "f0", "f99", "c1", "ready", "auto"])
def test_garbage_action_is_refused_in_escape(action):
    """Garbage or Scouting actions during the Escape Phase raise IllegalAction."""
    s = escape(current=clue("Lamp", 1))
    copy = GAME.load(GAME.dump(s))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, action)
    assert s == copy


def test_refusal_sentences_say_what_is_allowed():
    """Refusals are sentences a player can act on."""
    s = escape(current=clue("Lamp", 1))
    with refused("flip one of the face-down cards"):
        GAME.apply(s, 0, "zzz")
    with refused("cards 1 to 20"):
        GAME.apply(s, 0, "f21")


def test_unseated_player_is_refused():
    """A seat number outside the table is refused."""
    with refused("not seated"):
        GAME.apply(GAME.new_game(2, 1, {}), 5, "c1")


def test_finished_game_refuses_actions():
    """Once the game is over, every action is refused and nobody is to act."""
    s = flip(escape(current=clue("Lamp", 2), round=3, candles=1), 16)
    assert s.phase == OVER
    assert GAME.to_act(s) == frozenset()
    assert GAME.legal_actions(s, 0) == ()
    with refused("over"):
        GAME.apply(s, 0, "f1")


def test_outcome_is_none_while_playing():
    """No outcome while the game goes on."""
    assert GAME.outcome(GAME.new_game(1, 1, {})) is None


def test_describe_a_white_lady():
    """describe tells everyone what the flip revealed and what it cost."""
    s = escape(current=clue("Lamp", 1), options={"difficulty": "normal"})
    a = f"f{cell_of(s, 16)}"
    text = say(GAME.describe(s, 0, a, GAME.apply(s, 0, a)))
    assert text.startswith(f"flipped card {cell_of(s, 16)}: a White Lady")
    assert "2 candles go out (1 left)" in text


def test_describe_a_match_names_both_rooms():
    """describe of a match names the new and the old Current Room."""
    s = escape(current=clue("Lamp", 1))
    a = f"f{cell_of(s, clue('Clock', 1))}"
    text = say(GAME.describe(s, 0, a, GAME.apply(s, 0, a)))
    assert "1 Clock matches 1 Lamp (same number)" in text


def test_describe_a_scouting_modification_keeps_it_secret():
    """describe of a Scouting modification names no card, item or position."""
    s = GAME.new_game(1, 1, {}, {"deck": list(range(19)) + [24], "marks": {}})
    text = say(GAME.describe(s, 0, "x1.ul", GAME.apply(s, 0, "x1.ul")))
    assert text == "modified one of their cards in secret."


def test_describe_the_last_ready_announces_the_escape():
    """describe of the last ready player announces the layout and who starts."""
    s = GAME.new_game(1, 1, {})
    text = say(GAME.describe(s, 0, "auto", GAME.apply(s, 0, "auto")))
    assert "the Escape Phase of round 1 starts with Player 1" in text


def test_resign_of_key_holder_passes_the_key():
    """Ruling: a leaving Key holder passes the Key to the left; the others play on."""
    s = escape(current=clue("Lamp", 1), players=3)
    after = GAME.resign(s, 0)
    assert after.key == 1
    assert after.phase == ESCAPE
    with refused("left this game"):
        GAME.apply(after, 0, "f1")


def test_resigned_seat_is_skipped_by_the_key():
    """The Key skips a seat whose player left."""
    s = GAME.resign(escape(current=clue("Lamp", 1), players=3), 1)
    assert flip(s, 16).key == 2


def test_resign_of_last_scout_lays_out_the_house():
    """A scout leaving while everyone else is ready starts the Escape Phase."""
    s = GAME.new_game(2, 1, {})
    s = GAME.apply(s, 0, "auto")
    after = GAME.resign(s, 1)
    assert after.phase == ESCAPE
    assert len(after.grid) == 20


def test_resigned_seat_is_not_dealt_cards():
    """A seat whose player left gets no cards in later rounds."""
    s = GAME.resign(escape(current=clue("Lamp", 2), candles=1, players=3), 1)
    after = flip(s, 16)
    assert after.hands[1] == ()
    assert len(after.hands[0]) == 3


def test_everyone_leaving_loses_the_game():
    """Ruling: when every player has left, the game is lost."""
    s = GAME.resign(GAME.new_game(2, 1, {}), 0)
    s = GAME.resign(s, 1)
    assert (s.phase, s.result) == (OVER, LOSS)
    assert GAME.outcome(s).winners == frozenset()


def test_resigned_seat_does_not_share_the_win():
    """A seat whose player left is not among the winners."""
    s = escape(current=clue("Lamp", 1), path=all_but(clue("Lamp", 1), clue("Lamp", 2)), players=3)
    s = GAME.resign(s, 2)
    assert GAME.outcome(flip(s, clue("Lamp", 2))).winners == frozenset({0, 1})


def test_resign_after_the_end_changes_nothing():
    """Resigning from a finished game leaves it as it is."""
    s = flip(escape(current=clue("Lamp", 2), round=3, candles=1), 16)
    assert GAME.resign(s, 0) == s


def test_escape_default_flips_lowest_numbered_card():
    """Ruling: the Key holder's deadline default flips the lowest-numbered face-down card."""
    s = escape(current=clue("Lamp", 1), grid=None)
    assert GAME.default_action(s, 0) == "f1"


def test_flip_choice_names_the_back_markings():
    """Flip labels give the cell number and the X markings on its back."""
    s = escape(current=clue("Lamp", 1), marks={16: "ul.c"})
    labels = {c.action: say(c.label) for c in GAME.choices(s, 0)}
    assert labels[f"f{cell_of(s, 16)}"] == f"Flip card {cell_of(s, 16)} (X upper left, centre)"


def test_rules_summary_is_short_and_has_rulings():
    """The rules reminder fits in 1800 characters and lists the rulings."""
    text = say(GAME.rules_summary())
    assert len(text) <= 1800
    assert "rulings" in text
    assert "Kid-Friendly" in text


def test_view_of_unknown_seat_is_refused():
    """view refuses a seat that is not at the table."""
    with pytest.raises(ValueError):
        GAME.view(GAME.new_game(2, 1, {}), 2)
