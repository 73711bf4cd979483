"""The engine contract: options, players, labels, descriptions, refusals, resigning, defaults."""

from __future__ import annotations

import pytest

from bot.games.base import BadOptions, IllegalAction
from bot.games.children import GAME
from bot.games.children.model import NONE, Phase
from bot.i18n import say
from tests.games.children.ch_helpers import FILLER, ROSIE, TEDDY, R, acting, check_invariants, new, play


def test_identity_and_player_counts():
    """Key children, name Children, 2 to 4 players."""
    assert (GAME.key, GAME.name, GAME.title) == ("children", "Children", "Children")
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    with pytest.raises(BadOptions):
        GAME.new_game(5, 1, {})
    with pytest.raises(BadOptions):
        GAME.new_game(1, 1, {})


def test_no_options():
    """Children has no options; any option is refused with a sentence."""
    assert GAME.check_options({}) == {}
    with pytest.raises(BadOptions) as err:
        GAME.check_options({"beginner": True})
    assert say(err.value.reason) == "Children has no options, not beginner."


def test_choices_have_labels_and_groups():
    """Every legal action comes with a readable label and a control group."""
    s = new(hands=[[TEDDY], []])
    choices = GAME.choices(s, 0)
    assert [c.action for c in choices] == list(GAME.legal_actions(s, 0))
    assert all(say(c.label) and len(say(c.label)) <= 100 and c.group for c in choices)
    assert any(say(c.label) == "Move to the Wash Room" for c in choices)


def test_describe_names_no_hidden_card():
    """The public sentence of leaving a card does not name it."""
    s = new(hands=[[TEDDY], []])
    after = play(s, (0, f"l.{TEDDY}"))
    text = say(GAME.describe(s, 0, f"l.{TEDDY}", after))
    assert text.startswith("left a card") and "Teddy" not in text


def test_refusal_says_what_is_allowed():
    """A refused action raises IllegalAction with a sentence about what to do now; the state is unchanged."""
    s = new()
    before = GAME.dump(s)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 0, "g.1.2")
    assert "take actions" in say(err.value.reason)
    assert GAME.dump(s) == before


def test_default_action_for_the_active_player_is_legal():
    """At a turn deadline the absent player takes a Skull Token rather than wandering."""
    s = new()
    assert GAME.default_action(s, 0) == "s"
    with pytest.raises(IllegalAction):
        GAME.default_action(s, 1)


def test_resign_leaves_the_hand_in_the_room_and_play_goes_on():
    """A leaving player's hand goes under its room; with one player left the game ends and they win."""
    s = new(3, hands=[[], [FILLER[0]], []])
    s = GAME.resign(s, 1)
    assert s.pos[1] == NONE and s.under[R["Kitchen"]] == (FILLER[0],) and 1 in s.resigned
    check_invariants(s)
    s = GAME.resign(s, 0)
    result = GAME.outcome(s)
    assert s.phase is Phase.OVER and result is not None and result.winners == frozenset({2})


def test_resign_during_an_out_of_turn_decision():
    """A seat leaving while it owes a run is simply skipped; the active player goes on."""
    s = new(hands=[[], [FILLER[0], FILLER[1]]], haunts={R["Billiards Room"]: [ROSIE]}, pos=[R["Spire"], R["Kitchen"]],
            phase="ghost")  # fmt: skip
    s = play(s, (0, f"g.{ROSIE}.{R['Kitchen']}"))
    assert acting(s) == 1
    s = GAME.resign(s, 1)
    assert 1 not in GAME.to_act(s)
    check_invariants(s)


def test_window_and_auto_answers():
    """Out-of-turn decisions are windows with an auto-answer; the active player's own turn is not."""
    s = new()
    assert GAME.window(s, 0) is None
    assert set(GAME.traits.auto_answers) == {"trim", "run", "pounce", "biddle"}


def test_rules_summary_mentions_the_rulings():
    """The rules summary is short and carries this project's rulings."""
    text = say(GAME.rules_summary())
    assert "Children" in text and "rulings" in text and len(text) < 4000
