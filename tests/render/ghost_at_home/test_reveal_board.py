"""The final Ghost at Home board: every seat's hand face up in a strip under its house, and in the alt text."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from bot.games.ghost_at_home import GAME, GhostState, GhostView
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.views import card_view
from bot.i18n import say
from render.encode import encode_png
from render.ghost_at_home.board import alt_text, render_board, reveal_box
from render.ghost_at_home.cards import card_colour
from render.ghost_at_home.layout import ALT_LIMIT

NAMES = ("Ann", "Bob", "Cy", "Di")
MAX_BYTES = 300 * 1024


def _ids(kind: Kind, floor: int = 0) -> list[int]:
    return [c.id for c in CARDS if c.kind is kind and c.floor == floor]


F1, F2, F3 = _ids(Kind.ROOM, 1), _ids(Kind.ROOM, 2), _ids(Kind.ROOM, 3)
GHOSTS, CATS, LIGHTNING = _ids(Kind.GHOST), _ids(Kind.CAT), _ids(Kind.LIGHTNING)[0]
ONE_SHORT = [[F1[0], F1[1]], [F2[0], F2[1]], [F3[0]]]
HANDS = [[F3[1], F1[4]], [GHOSTS[0], CATS[0]], [LIGHTNING], [F2[6], F3[5], CATS[1]]]
"""Seat 0 completes its house with F3[1]; every seat holds cards of other colours."""


def _escaped(players: int) -> GhostState:
    """Seat 0 escaped: nobody stopped it."""
    houses = [{"rooms": ONE_SHORT}] + [{}] * (players - 1)
    s = GAME.new_game(players, 7, {}, {"hands": HANDS[:players], "houses": houses})
    s = GAME.apply(s, 0, f"r.{F3[1]}")
    while GAME.outcome(s) is None:
        s = GAME.apply(s, min(GAME.to_act(s)), "nostop")
    return s


def _pixels(image: Image.Image, box: tuple[float, float, float, float]) -> set[tuple[int, ...]]:
    crop = image.convert("RGB").crop(tuple(round(v) for v in box))
    return {colour for _, colour in crop.getcolors(crop.width * crop.height)}


def _card_colours() -> set[tuple[int, int, int]]:
    """The face colour of every card."""
    return {card_colour(card_view(c.id)) for c in CARDS}


def _strip(view: GhostView, seat: int) -> tuple[float, float, float, float]:
    box = reveal_box(view, seat)
    assert box is not None
    return box


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_final_board_shows_each_hand_in_its_seats_strip(players: int) -> None:
    """Each revealed card's face colour shows inside its own seat's strip."""
    view = GAME.view(_escaped(players), None)
    image = render_board(view, NAMES)
    for seat, hand in enumerate(view.hands):
        assert hand and {card_colour(c) for c in hand} <= _pixels(image, _strip(view, seat))


def test_a_seat_with_no_cards_left_gets_a_strip_without_card_faces() -> None:
    """The escaper who played its last card shows an empty strip."""
    s = _escaped(2)
    s = replace(s, hands=((), s.hands[1]), deck=s.deck + s.hands[0])
    view = GAME.view(s, None)
    image = render_board(view, NAMES)
    assert not _card_colours() & _pixels(image, _strip(view, 0))


def test_a_seat_that_left_gets_a_strip_without_card_faces() -> None:
    """A seat that left the game has no hand to show."""
    s = GAME.resign(GAME.resign(GAME.new_game(3, 7, {}, {"hands": HANDS[:3]}), 1), 2)
    view = GAME.view(s, None)
    image = render_board(view, NAMES)
    assert not _card_colours() & _pixels(image, _strip(view, 1))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_running_board_has_no_reveal_strip(players: int) -> None:
    """Before the end no strip is laid out, and a view without revealed hands is as tall as a running board."""
    running = GAME.view(GAME.new_game(players, 7, {}), None)
    assert all(reveal_box(running, seat) is None for seat in range(players))
    final = GAME.view(_escaped(players), None)
    without = render_board(replace(final, hands=()), NAMES)
    assert without.size == render_board(running, NAMES).size
    assert render_board(final, NAMES).height > without.height


def test_the_final_board_stays_phone_friendly() -> None:
    """The four-player final board is a PNG 1000–1200 px wide, not too tall, at most 300 KB."""
    data = encode_png(render_board(GAME.view(_escaped(4), None), NAMES))
    image = Image.open(io.BytesIO(data))
    assert 1000 <= image.width <= 1200
    assert image.height <= 1.3 * image.width
    assert len(data) <= MAX_BYTES


def test_a_seats_final_board_shows_the_same_strips_as_the_public_one() -> None:
    """At the end a seat's board is laid out like the public one, with the same revealed hands."""
    s = _escaped(3)
    public, private = GAME.view(s, None), GAME.view(s, 1)
    first, second = render_board(public, NAMES), render_board(private, NAMES)
    assert first.size == second.size
    for seat in range(3):
        box = tuple(round(v) for v in _strip(public, seat))
        assert first.crop(box).tobytes() == second.crop(box).tobytes()


def test_the_final_alt_text_lists_every_hand() -> None:
    """The alt text of the final board names each seat's cards."""
    view = GAME.view(_escaped(4), None)
    text = alt_text(view, NAMES)
    for name, hand in zip(NAMES, view.hands, strict=True):
        assert f"{name}: " + ", ".join(say(c.label) for c in hand) in text


def test_the_final_alt_text_says_who_left() -> None:
    """A seat that left is said to have left instead of holding cards."""
    s = GAME.resign(GAME.resign(GAME.new_game(3, 7, {}, {"hands": HANDS[:3]}), 1), 2)
    assert "Hands at the end: Ann: " in alt_text(GAME.view(s, None), NAMES)
    assert "Bob left the game; Cy left the game." in alt_text(GAME.view(s, None), NAMES)


def test_the_final_alt_text_stays_within_1000_characters() -> None:
    """Very long names are cut after a whole word within 1000 characters, with an ellipsis."""
    text = alt_text(GAME.view(_escaped(4), None), tuple("N" * 200 for _ in range(4)))
    assert ALT_LIMIT - 200 <= len(text) <= ALT_LIMIT and text.endswith("…")  # a name is 200 long
