"""Public sentences, control labels and view texts."""

from __future__ import annotations

from bot.games.ghost_at_home import GAME
from bot.i18n import say
from tests.games.ghost_at_home.gah_helpers import CATS, F1, F2, GHOSTS, WILDS, houses, new, play

TWO_FLOORS = {"rooms": [[F1[0], F1[1]], [F2[0]], []]}


def said(s, *moves):
    """The sentences of a sequence of moves."""
    out = []
    for seat, a in moves:
        after = GAME.apply(s, seat, a)
        out.append(say(GAME.describe(s, seat, a, after)))
        s = after
    return out


def test_ghost_sentences_tell_the_result():
    """The ghost play asks for a defence; letting it in tells what was lost."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=TWO_FLOORS))
    played, allowed = said(s, (0, "g.1"), (1, "allow"))
    assert played == "played a ghost on Player 2's floor 2. Player 2 may defend with a cat from hand."
    assert allowed == "let the ghost in: floor 2's rooms are discarded."


def test_ghost_sentence_on_a_lit_floor():
    """A ghost on a lit floor is said to stay."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1={**TWO_FLOORS, "lights": [False, True, False]}))
    assert said(s, (0, "g.1"), (1, "allow"))[1] == "let the ghost in: floor 2 is lit, so the ghost stays there."


def test_ghost_sentence_against_a_cat_on_the_floor():
    """A cat on the floor is said to chase the ghost off."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1={**TWO_FLOORS, "cats": [[], [CATS[0]], []]}))
    assert said(s, (0, "g.1"))[0].endswith("the cat on that floor chased it off (both discarded).")


def test_wild_room_label_names_its_floor():
    """The control for a wild room says which floor it becomes."""
    s = new(hands=[[WILDS[0], F2[0]], []], houses=houses(2, s0={"rooms": [[F1[0]], [], []]}))
    labels = {c.action: say(c.label) for c in GAME.choices(s, 0)}
    assert labels[f"r.{F2[0]}.{WILDS[0]}"] == "Play Floor 2 room (1 bulb), Wild room as floor 1"


def test_status_follows_the_game():
    """The view's status sentence names whose move it is, then the window question."""
    s = new(hands=[[GHOSTS[0]], []], houses=houses(2, s1=TWO_FLOORS))
    assert say(GAME.view(s, None).status) == "Player 1 to play."
    s = play(s, (0, "g.1"))
    assert say(GAME.view(s, None).status).startswith("A ghost from Player 1 is coming at Player 2's floor 2")
