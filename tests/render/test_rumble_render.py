"""The Rumble board picture and its alt text, checked on decoded PNGs and pixels."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.data import LAYOUTS
from bot.games.rumble.model import RumbleView
from render.encode import encode_png
from render.rumble import (
    CHARACTER_COLOURS,
    COURTYARD,
    CROWDED_ROOM,
    ROOM,
    WALL,
    alt_text,
    cell_box,
    render_board,
    text_colour_on,
)

NAMES = ("Ann", "Bob", "Cy", "Di")
SPREAD = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
"""One character per room (character i in room i)."""


def _state(layout: str = "classic", seats: int = 4, **setup: Any) -> RumbleState:
    return GAME.new_game(seats, 5, {"layout": layout}, setup=setup or None)


def _decode(view: RumbleView, names: tuple[str, ...] = NAMES) -> tuple[bytes, Image.Image]:
    data = encode_png(render_board(view, names))
    image = Image.open(io.BytesIO(data))
    image.load()
    return data, image


def _floor_pixel(image: Image.Image, view: RumbleView, room: int) -> tuple[int, ...]:
    """A pixel of bare floor in the bottom-left corner of a room."""
    r = view.rooms[room]
    x0, _, _, y1 = cell_box(view.rows, view.cols, r.row, r.col)
    return image.getpixel((round(x0) + 7, round(y1) - 7))


def _finished() -> RumbleState:
    state, rng = _state(seats=3), random.Random(3)
    while not state.finished:
        state = GAME.apply(state, state.turn, rng.choice(GAME.legal_actions(state, state.turn)))
    return state


def test_board_is_a_phone_friendly_png_under_300_kb() -> None:
    """The public board decodes as a PNG 1000–1200 px wide, wider than tall, at most 300 KB."""
    data, image = _decode(GAME.view(_state(), None))
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1200
    assert image.height < image.width
    assert len(data) <= 300 * 1024


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_layout_renders(layout: str) -> None:
    """Each house layout gives a valid PNG of the same frame size."""
    data, image = _decode(GAME.view(_state(layout), 1))
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1200
    assert len(data) <= 300 * 1024


def test_ring_layout_has_an_empty_courtyard() -> None:
    """The cells no room uses are painted as courtyard."""
    view = GAME.view(_state("ring"), None)
    image = render_board(view, NAMES)
    x0, _, _, y1 = cell_box(view.rows, view.cols, 2, 1)
    assert image.getpixel((round(x0) + 20, round(y1) - 20)) == COURTYARD


def test_doors_are_gaps_and_other_walls_are_solid() -> None:
    """In the manor the Attic–Library wall has a door gap; the Library–Chapel wall has none."""
    view = GAME.view(_state("manor"), None)
    image = render_board(view, NAMES)
    _, y0, x_door, y1 = cell_box(view.rows, view.cols, 0, 0)
    x_wall = cell_box(view.rows, view.cols, 0, 1)[2]
    middle = round((y0 + y1) / 2)
    assert image.getpixel((round(x_door), middle)) != WALL
    assert image.getpixel((round(x_wall), middle)) == WALL


def test_crowded_room_is_highlighted_and_lone_room_is_not() -> None:
    """A room with three characters gets the fight colour; a room with one keeps the plain floor."""
    view = GAME.view(_state(positions=[0, 0, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11]), None)
    image = render_board(view, NAMES)
    assert _floor_pixel(image, view, 0) == CROWDED_ROOM
    assert _floor_pixel(image, view, 3) == ROOM


def test_twelve_characters_in_one_room_stay_inside_it() -> None:
    """With all twelve in the Hall, its floor just above the bottom wall is still bare."""
    view = GAME.view(_state(positions=[5] * 12), None)
    image = render_board(view, NAMES)
    x0, _, x1, y1 = (round(v) for v in cell_box(view.rows, view.cols, 1, 1))
    strip = image.crop((x0 + 6, y1 - 9, x1 - 6, y1 - 7))
    assert strip.getcolors() == [(strip.width * strip.height, CROWDED_ROOM)]


def test_finished_game_renders() -> None:
    """A game played to its end draws a final board."""
    data, image = _decode(GAME.view(_finished(), None))
    assert image.format == "PNG"
    assert len(data) <= 300 * 1024


def test_private_image_differs_from_public() -> None:
    """A seat's view marks its characters, so its picture is not the public one."""
    state = _state()
    public = render_board(GAME.view(state, None), NAMES)
    private = render_board(GAME.view(state, 0), NAMES)
    assert public.tobytes() != private.tobytes()


def test_two_seats_private_images_differ() -> None:
    """Two seats holding different characters get different pictures."""
    state = _state(secrets=[[0, 1], [2, 3], [4, 5], [6, 7]])
    first = render_board(GAME.view(state, 0), NAMES)
    second = render_board(GAME.view(state, 1), NAMES)
    assert first.tobytes() != second.tobytes()


def test_public_image_does_not_depend_on_secrets() -> None:
    """Dealing the secret characters differently leaves the public picture unchanged."""
    a = _state(positions=SPREAD, secrets=[[0, 1], [2, 3], [4, 5], [6, 7]])
    b = _state(positions=SPREAD, secrets=[[8, 9], [10, 11], [0, 2], [1, 3]])
    image_a = render_board(GAME.view(a, None), NAMES)
    image_b = render_board(GAME.view(b, None), NAMES)
    assert image_a.tobytes() == image_b.tobytes()


def test_character_colours_are_distinct_with_readable_text() -> None:
    """The twelve chip colours differ and their text contrast is at least 4.5:1."""

    def luminance(c: tuple[int, ...]) -> float:
        lin = [(v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    assert len(set(CHARACTER_COLOURS)) == 12
    for colour in CHARACTER_COLOURS:
        low, high = sorted((luminance(colour), luminance(text_colour_on(colour))))
        assert (high + 0.05) / (low + 0.05) >= 4.5, colour


def test_alt_text_names_every_character_with_its_room() -> None:
    """Each character in the house appears right after its room's name."""
    view = GAME.view(_state(positions=[0, 0, 2, 3, 4, 5, 6, 7, 8, 9, -1, -1], exits=[10, 11]), None)
    text = alt_text(view, NAMES)
    for room in view.rooms:
        if room.characters:
            segment = text.split(f"{room.name}: ", 1)[1].split(";", 1)[0]
            for c in room.characters:
                assert view.character_names[c] in segment, (room.name, c)


def test_alt_text_lists_exits_scores_and_turn() -> None:
    """The alt text gives the exit line in order, each seat's score and whose turn it is."""
    view = GAME.view(_state(positions=[0, 0, 2, 3, 4, 5, 6, 7, 8, 9, -1, -1], exits=[11, 10], turn=2), None)
    text = alt_text(view, NAMES)
    assert "Exit line: 1 Robot (0), 2 Witch (0)." in text
    assert "Scores: Ann 0, Bob 0, Cy 0, Di 0." in text
    assert "Cy to play." in text


def test_public_alt_text_has_no_secret_wording() -> None:
    """The public alt text never speaks of anyone's own characters."""
    text = alt_text(GAME.view(_state(), None), NAMES)
    assert "your" not in text.lower()


def test_private_alt_text_names_the_seats_characters() -> None:
    """A seat's alt text names its two secret characters."""
    state = _state(secrets=[[0, 1], [2, 3], [4, 5], [6, 7]])
    assert "Your characters: Penguin and Cat." in alt_text(GAME.view(state, 1), NAMES)


def test_alt_text_stays_within_1000_characters() -> None:
    """Six 32-character names and a full exit line still fit Discord's limit."""
    names = tuple(f"Extraordinarily Long Name {i:06d}" for i in range(6))
    view = GAME.view(_finished(), None)
    big = GAME.view(_state(seats=6, positions=[0] + [-1] * 11, exits=list(range(1, 12))), 2)
    for v in (view, big):
        assert len(alt_text(v, names)) <= 1000


def test_overlong_alt_text_is_cut_with_an_ellipsis() -> None:
    """Names far beyond Discord's length are cut at 1000 characters, ending with an ellipsis."""
    text = alt_text(GAME.view(_state(seats=6), 0), tuple("N" * 300 for _ in range(6)))
    assert len(text) == 1000
    assert text.endswith("…")


def test_finished_alt_text_names_the_winner() -> None:
    """Once the game is over the alt text says so and names a winner."""
    state = _finished()
    best = max(state.totals)
    text = alt_text(GAME.view(state, None), NAMES)
    assert "Game over" in text
    assert NAMES[state.totals.index(best)] in text.split("Game over", 1)[1].split(".", 1)[0]
