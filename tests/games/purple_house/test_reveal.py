"""The end of The Purple House: ``Game.reveal`` and the final views, which show every front."""

from __future__ import annotations

from bot.games.purple_house.cards import card_name
from bot.games.purple_house.data import STARTING_HOUSE
from bot.games.purple_house.escape import face_down_cells
from bot.games.purple_house.state import OVER, PurpleHouseState
from bot.i18n import say
from tests.games.purple_house.playthrough import every_move, finished_games
from tests.games.purple_house.purple_house_helpers import GAME, all_but, clue, escape, flip

REVEAL_LIMIT = 1500


def revealed(s: PurpleHouseState) -> str:
    """The reveal of ``s`` said in English."""
    return say(GAME.reveal(s))


def won(difficulty: str = "normal", round_no: int = 2, candles: int = 1, scoring: bool = True):
    """A game won by flipping the last Clue with ``candles`` left in ``round_no``."""
    s = escape(
        current=clue("Lamp", 1),
        path=all_but(clue("Lamp", 1), clue("Lamp", 2)),
        round=round_no,
        candles=candles,
        options={"difficulty": difficulty, "scoring": scoring},
    )
    return flip(s, clue("Lamp", 2))


def lost(difficulty: str, cleared: int, players: int = 1):
    """A game lost in round 3 with ``cleared`` Clues face-up (the last candle goes on a White Lady)."""
    s = escape(
        current=clue("Clock", 4),
        path=list(range(cleared - 1)),
        round=3,
        candles=1,
        players=players,
        options={"difficulty": difficulty, "scoring": True},
    )
    return flip(s, 16)


def left_while_scouting():
    """A 2-player game both players left during round 1's Scouting."""
    s = GAME.new_game(2, 9, {}, {"deck": list(STARTING_HOUSE)})
    return GAME.resign(GAME.resign(s, 0), 1)


def test_reveal_is_empty_while_the_game_runs() -> None:
    """Before the end nothing is revealed, at any ply of the seeded games."""
    assert all(GAME.reveal(m.before) == "" for m in every_move())


def test_reveal_names_the_front_of_every_face_down_card() -> None:
    """At the end, every card left face-down is named with its cell number."""
    for s in finished_games():
        text = revealed(s)
        for cell in face_down_cells(s):
            assert f"{cell + 1} = {card_name(s.grid[cell])}" in text


def test_reveal_tells_a_win_and_its_round() -> None:
    """A win says all 16 Clues were face-up, in which round and with how many candles."""
    assert revealed(won()).splitlines()[0] == "Result: a win: all 16 Clues face-up in round 2, with 1 candle left."


def test_reveal_tells_a_loss_with_the_clues_found() -> None:
    """A loss in round 3 says how many Clues were face-up."""
    assert revealed(lost("hard", 12)).splitlines()[0] == "Result: a loss: round 3 ended with 12 of 16 Clues face-up."


def test_reveal_scores_a_win_as_the_scoring_rules_reach_it() -> None:
    """Scoring Variant: Clues, candles (the later round's allowance included), win bonus and multiplier."""
    text = revealed(won("normal", 2, 1))
    assert "Score 25 = (16 Clues + 4 candles + 5 win bonus) ×1 for Normal." in text
    assert "Candles: 1 left + 3 for round 3, not needed." in text
    assert "Ending: Congratulations wanderers" in text


def test_reveal_shows_the_rounding_down() -> None:
    """A fractional score says it is rounded down for the ending."""
    text = revealed(lost("easy", 13))
    assert "Score 9.75 = (13 Clues + 0 candles + 0 win bonus) ×0.75 for Easy, rounded down to 9." in text


def test_reveal_without_the_scoring_variant_gives_the_clues() -> None:
    """Without the variant the score is the number of Clues face-up."""
    text = revealed(won(scoring=False))
    assert "Score 16: the Clues face-up (the Scoring Variant is off)." in text
    assert GAME.outcome(won(scoring=False)).scores == (16,)


def test_reveal_lists_the_unused_ghost_deck_with_its_backs() -> None:
    """The White Ladies never shuffled in are listed with their hidden backs."""
    text = revealed(won())
    line = next(line for line in text.splitlines() if line.startswith("Ghost deck"))
    assert line.startswith("Ghost deck, never shuffled in: 5 White Ladies (backs: ")


def test_reveal_of_a_game_left_during_scouting_lists_hands_and_deck() -> None:
    """When everyone left while scouting, each seat's dealt cards and the undealt deck are named."""
    s = left_while_scouting()
    text = revealed(s)
    for seat in (0, 1):
        names = ", ".join(card_name(c) for c in s.hands[seat])
        assert f"Player {seat + 1} was scouting: {names}." in text
    assert f"House deck, not dealt: {', '.join(card_name(c) for c in s.deck)}." in text
    assert text.splitlines()[0] == "Result: a loss: every player left in round 1, with 0 of 16 Clues face-up."


def test_reveal_fits_its_limit_one_item_a_line() -> None:
    """Every finished reveal has at most 1,500 characters, in a few non-empty lines."""
    for s in [*finished_games(), left_while_scouting(), lost("hard", 2, players=5)]:
        lines = revealed(s).split("\n")
        assert len("\n".join(lines)) <= REVEAL_LIMIT
        assert 2 <= len(lines) <= 8 and all(lines)


def test_finished_views_carry_every_front() -> None:
    """Once over, the public view and every seat's view name the front of each face-down card."""
    for s in finished_games():
        assert s.phase == OVER
        for seat in (None, *range(s.players)):
            view = GAME.view(s, seat)
            down = {i + 1: card_name(s.grid[i]) for i in face_down_cells(s)}
            assert {c.cell: c.revealed for c in view.cells if c.revealed} == down


def test_a_finished_view_names_the_cards_never_laid_out() -> None:
    """A game ended during Scouting shows the dealt and undealt cards it never laid out."""
    s = left_while_scouting()
    shown = GAME.view(s, None).not_laid_out
    assert sorted(shown) == sorted(card_name(c) for c in (*s.deck, *s.hands[0], *s.hands[1]))


def test_the_public_view_before_the_end_shows_no_front() -> None:
    """While the game runs the public view reveals nothing: no face-down front, no card never laid out."""
    for move in every_move():
        view = GAME.view(move.before, None)
        assert all(c.revealed is None for c in view.cells)
        assert view.not_laid_out == ()
        assert all(c.card is None for c in view.cells if not c.face_up)
