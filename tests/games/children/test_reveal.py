"""The reveal of a finished game (``Game.reveal``) and the views that show every secret once it is over."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from bot.games.children import GAME, ChildrenState
from bot.games.children.data import CARDS, GHOSTS, Kind
from bot.games.children.flow import finish
from bot.games.children.model import Phase
from bot.games.children.reveal import reveal
from bot.i18n import say
from tests.games.children.ch_helpers import FILLER, HATPIN, KITE, ROSIE, TEDDY, TOAD, R, new, play

KITCHEN, PARLOR = R["Kitchen"], R["Parlor"]
MAX_REVEAL = 1500


def finished() -> ChildrenState:
    """Seat 0 trapped Rosie and holds a Hatpin and a Toad; seat 1 leaves the Kite in the Kitchen by resigning."""
    s = new(hands=[[HATPIN[0], TOAD[0]], [KITE]], trapped=[[ROSIE, TEDDY], []], under={PARLOR: [FILLER[0]]})
    return GAME.resign(s, 1)


def played_out(players: int, seed: int) -> ChildrenState:
    """The last state of a seeded random game."""
    rng = random.Random(f"reveal:{players}:{seed}")
    s = GAME.new_game(players, seed, {})
    while GAME.outcome(s) is None:
        seat = rng.choice(sorted(GAME.to_act(s)))
        s = GAME.apply(s, seat, rng.choice(list(GAME.legal_actions(s, seat))))
    return s


def test_reveal_is_empty_while_the_game_runs() -> None:
    """A game that has not ended reveals nothing, at its start or after moves."""
    s = new(hands=[[HATPIN[0]], [KITE]])
    assert GAME.reveal(s) == ""
    assert GAME.reveal(play(s, (0, f"l.{HATPIN[0]}"), (0, f"m.{PARLOR}"))) == ""


def test_reveal_starts_with_the_result() -> None:
    """The first line is the outcome's sentence."""
    s = finished()
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert say(GAME.reveal(s)).split("\n")[0] == say(outcome.text) == "Player 1 wins with 1 ghost trapped."


def test_reveal_gives_every_score_with_the_ghosts_and_toys_trapped() -> None:
    """Each seat's score line names the ghosts it trapped and the toy each was trapped with."""
    lines = say(GAME.reveal(finished())).split("\n")
    assert "Player 1 scored 1: Rosie (with the Teddy Bear)." in lines
    assert "Player 2 (left the game) scored 0: no ghost trapped." in lines


def test_reveal_names_every_hand() -> None:
    """Each seat's hand is listed, an empty one said so."""
    lines = say(GAME.reveal(finished())).split("\n")
    assert "Player 1's hand: Hatpin, Toad." in lines
    assert "Player 2's hand: empty." in lines


def test_reveal_names_the_cards_left_under_rooms() -> None:
    """Every room holding cards gets a line with them (the resigned seat's hand lies in its room)."""
    lines = say(GAME.reveal(finished())).split("\n")
    assert f"Under the Parlor: {CARDS[FILLER[0]].name}." in lines
    assert "Under the Kitchen: Kite." in lines


def test_reveal_of_an_insane_ending_says_the_ghosts_won_and_keeps_the_scores() -> None:
    """When the ghosts drive everyone insane, the result says so and the scores still follow."""
    s = finish(new(hands=[[HATPIN[0]], []], trapped=[[ROSIE, TEDDY], []]), insane=True)
    lines = say(GAME.reveal(s)).split("\n")
    assert "ghostly children win" in lines[0]
    assert "Player 1 scored 1: Rosie (with the Teddy Bear)." in lines


def test_reveal_of_played_out_games_is_complete_and_fits() -> None:
    """After seeded random games every hand card and every card under a room is named, within 1500 characters."""
    for players in (2, 3, 4):
        for seed in (1, 5):
            s = played_out(players, seed)
            text = say(GAME.reveal(s))
            assert 0 < len(text) <= MAX_REVEAL
            for p in range(players):
                assert all(CARDS[c].name in text for c in s.hands[p])
            for room, cards in enumerate(s.under):
                assert all(CARDS[c].name in text for c in cards), room


def crowded(in_hands: int) -> ChildrenState:
    """A finished 4-player game in a full mansion: all 13 ghosts trapped, ``in_hands`` cards a hand, the rest
    of the devices and traps under the rooms."""
    s = new(4, grid={r: r % 5 for r in range(20)}, pos=[0] * 4)
    trapped = tuple(tuple(x for g in GHOSTS[p::4] for x in (g, CARDS[g].pair)) for p in range(4))
    rest = [c for c in range(len(CARDS)) if CARDS[c].kind in (Kind.DEVICE, Kind.TRAP)]
    rest = rest[::3] + rest[1::3] + rest[2::3]
    hands = tuple(tuple(rest[in_hands * p : in_hands * (p + 1)]) for p in range(4))
    under: list[tuple[int, ...]] = [()] * len(s.under)
    for k, c in enumerate(rest[4 * in_hands :]):
        under[k % 20] += (c,)
    return replace(s, phase=Phase.OVER, hands=hands, trapped=trapped, under=tuple(under), tasks=())


def test_a_crowded_four_player_ending_stays_within_1500_characters() -> None:
    """Full hands, all 13 ghosts trapped and the other cards under 20 rooms: complete, in 1500 characters."""
    s = crowded(5)
    text = say(GAME.reveal(s))
    assert len(text) <= MAX_REVEAL and "(with the Teddy Bear)" in text
    assert all(CARDS[c].name in text for cards in (*s.hands, *s.under) for c in cards)


def test_a_reveal_too_long_drops_the_toys_first() -> None:
    """Past its limit the reveal leaves the toys out of the scores and still names every card."""
    s = crowded(0)
    outcome = GAME.outcome(s)
    assert outcome is not None
    text = say(reveal(s, outcome, limit=1200))
    assert len(text) <= 1200 and "(with the" not in text and "Player 1 scored 4: Rosie, Mabel" in text
    assert all(CARDS[c].name in text for cards in s.under for c in cards)


def test_a_reveal_still_too_long_counts_the_rooms_left_out() -> None:
    """Still past its limit, the last rooms are summed up in one line of cards and rooms left out."""
    s = crowded(0)
    outcome = GAME.outcome(s)
    assert outcome is not None
    text = say(reveal(s, outcome, limit=900))
    assert len(text) <= 900 and "Under the Wine Cellar:" in text
    assert re.search(r"… and \d+ more cards under \d+ more rooms\.$", text)


def test_reveal_says_so_when_no_card_lies_under_a_room() -> None:
    """A game ending with nothing under the rooms says so on its own line."""
    s = GAME.resign(new(hands=[[HATPIN[0]], []]), 1)
    assert "No card was left under a room." in say(GAME.reveal(s)).split("\n")


# --- the views of a finished game ----------------------------------------------------------------


def test_public_view_of_a_finished_game_shows_every_hand() -> None:
    """Once the game is over the public view carries every seat's hand, face up."""
    v = GAME.view(finished(), None)
    assert [[c.name for c in p.hand] for p in v.table] == [["Hatpin", "Toad"], []]


def test_public_view_of_a_finished_game_shows_the_cards_under_rooms() -> None:
    """Once the game is over the public view carries the cards under every room, face up."""
    v = GAME.view(finished(), None)
    under = {r.name: [c.name for c in r.under] for r in v.rooms if r.under}
    assert under == {"Parlor": [CARDS[FILLER[0]].name], "Kitchen": ["Kite"]}


def test_every_seat_sees_the_same_reveal() -> None:
    """After the end a seat's view carries the same hands and room cards as the public view."""
    s = finished()
    public = GAME.view(s, None)
    for seat in (0, 1):
        mine = GAME.view(s, seat)
        assert [p.hand for p in mine.table] == [p.hand for p in public.table]
        assert [r.under for r in mine.rooms] == [r.under for r in public.rooms]


def test_public_view_of_a_running_game_shows_no_hand_and_no_card_under_a_room() -> None:
    """Before the end the public view is as it was: no hand, no card under a room, only their counts."""
    s = new(hands=[[HATPIN[0], TOAD[0]], [KITE]], under={PARLOR: [FILLER[0]]})
    v = GAME.view(s, None)
    assert all(p.hand == () for p in v.table) and all(r.under == () for r in v.rooms)
    assert [p.hand_size for p in v.table] == [2, 1] and next(r.cards for r in v.rooms if r.id == PARLOR) == 1


def test_a_seat_view_of_a_running_game_shows_only_its_own_hand() -> None:
    """Before the end a seat sees its hand in ``hand`` only; the table rows and rooms stay without cards."""
    v = GAME.view(new(hands=[[HATPIN[0]], [KITE]], under={PARLOR: [FILLER[0]]}), 0)
    assert [c.name for c in v.hand] == ["Hatpin"]
    assert all(p.hand == () for p in v.table) and all(r.under == () for r in v.rooms)
