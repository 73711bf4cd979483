"""The Rumble board picture and its alt text, checked on decoded PNGs and pixels."""

from __future__ import annotations

import dataclasses
import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.games.rumble import GAME, RumbleState
from bot.games.rumble.data import LAYOUTS
from bot.games.rumble.model import RumbleView
from render.encode import encode_png
from render.rumble.board import (
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
from render.rumble.reveal import CHIP_FONT, CHIP_GAP, column_box, names_box, row_top
from render.rumble.style import HEIGHT, PANEL_X, REVEAL_ROW_H, REVEAL_Y, board_height

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
    """Names far beyond Discord's length are cut after a whole word within 1000 characters, ending with an ellipsis."""
    text = alt_text(GAME.view(_state(seats=6), 0), tuple("N" * 300 for _ in range(6)))
    assert 1000 - 300 <= len(text) <= 1000 and text.endswith("…")  # cut after a whole word: a name is 300 long


def test_finished_alt_text_names_the_winner() -> None:
    """Once the game is over the alt text says so and names a winner."""
    state = _finished()
    best = max(state.totals)
    text = alt_text(GAME.view(state, None), NAMES)
    assert "Game over" in text
    assert NAMES[state.totals.index(best)] in text.split("Game over", 1)[1].split(".", 1)[0]


# --- the reveal table (issue 16) -------------------------------------------------------------

LAST_FIGHT = [-1] * 10 + [0, 0]
"""Characters 0..9 out (character i at rank i + 1); Witch and Robot share the Attic, so ``f10`` ends the rumble."""


def _scored(secrets: list[list[int]]) -> RumbleState:
    """The first board of rumble 2, after a rumble 1 in which each seat held ``secrets``."""
    state = _state(positions=LAST_FIGHT, exits=list(range(10)), secrets=secrets, turn=0)
    return GAME.apply(state, 0, "f10")


def _box(box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    return round(box[0]), round(box[1]), round(box[2]), round(box[3])


def _chip_pixel(image: Image.Image, view: RumbleView, rumble: int, seat: int, line: int) -> tuple[int, ...]:
    """A pixel inside the left end of a revealed chip (0: the seat's best character, 1: the other)."""
    x0 = column_box(view.players, view.rumbles, rumble)[0]
    top = row_top(seat) + (REVEAL_ROW_H - 2 * (CHIP_FONT + 12) - CHIP_GAP) / 2
    y = top + line * (CHIP_FONT + 12 + CHIP_GAP) + (CHIP_FONT + 12) / 2
    return image.getpixel((round(x0) + 12 + 18, round(y)))


def test_first_rumble_board_has_no_reveal_table() -> None:
    """Before any rumble is scored the board keeps its size and the view holds no reveal."""
    view = GAME.view(_state(positions=LAST_FIGHT, exits=list(range(10)), turn=0), None)
    assert view.reveals == ()
    assert render_board(view, NAMES).height == HEIGHT


def test_reveal_table_is_drawn_below_the_exit_line_once_a_rumble_is_scored() -> None:
    """After rumble 1 the PNG is taller, still 1080 wide and under 300 KB; the table starts under the exit line."""
    view = GAME.view(_scored([[0, 11], [1, 10], [2, 9], [3, 8]]), None)
    data, image = _decode(view)
    assert image.format == "PNG"
    assert image.width == 1080
    assert image.height == board_height(4, revealed=True) > HEIGHT
    assert image.height <= 1400
    assert len(data) <= 300 * 1024
    image = render_board(view, NAMES)
    revealed = {colour for _, colour in image.crop(_box(column_box(4, 3, 0))).getcolors(1 << 16)}
    to_come = {colour for _, colour in image.crop(_box(column_box(4, 3, 2))).getcolors(1 << 16)}
    owned = {CHARACTER_COLOURS[c] for c in (0, 11, 1, 10, 2, 9, 3, 8)}
    assert owned <= revealed
    assert not set(CHARACTER_COLOURS) & to_come


def test_a_rumbles_column_changes_from_waiting_to_revealed_when_it_is_scored() -> None:
    """Rumble 2's column is empty during rumble 2 and holds its owners from the first board of rumble 3."""
    state, rng = _state(seats=4), random.Random(2)
    boards: dict[int, Image.Image] = {}
    while state.rumble < 3:
        state = GAME.apply(state, state.turn, rng.choice(GAME.legal_actions(state, state.turn)))
        if state.rumble not in boards and state.rumble > 1:
            boards[state.rumble] = render_board(GAME.view(state, None), NAMES)
    column = _box(column_box(4, 3, 1))
    waiting, revealed = boards[2].crop(column), boards[3].crop(column)
    assert boards[2].size == boards[3].size
    assert waiting.tobytes() != revealed.tobytes()
    assert not set(CHARACTER_COLOURS) & {colour for _, colour in waiting.getcolors(1 << 16)}
    owned = {CHARACTER_COLOURS[c] for pair in state.past[1].secrets for c in pair}
    assert owned <= {colour for _, colour in revealed.getcolors(1 << 16)}


def test_revealed_chips_wear_their_characters_colours_best_first() -> None:
    """Each seat's row shows its two characters in their board colours, the one that scored on top."""
    view = GAME.view(_scored([[0, 11], [1, 10], [2, 9], [3, 8]]), None)
    image = render_board(view, NAMES)
    for seat, (best, other) in enumerate([(11, 0), (10, 1), (9, 2), (8, 3)]):
        assert _chip_pixel(image, view, 0, seat, 0) == CHARACTER_COLOURS[best], seat
        assert _chip_pixel(image, view, 0, seat, 1) == CHARACTER_COLOURS[other], seat


def test_reveal_column_depends_on_who_had_whom_and_nothing_else_changes() -> None:
    """Two games alike but for rumble 1's owners differ in its reveal column only (the scores aside)."""
    a = render_board(GAME.view(_scored([[0, 11], [1, 10], [2, 9], [3, 8]]), None), NAMES)
    b = render_board(GAME.view(_scored([[0, 1], [2, 3], [4, 5], [6, 7]]), None), NAMES)
    column = _box(column_box(4, 3, 0))
    assert a.crop(column).tobytes() != b.crop(column).tobytes()
    house = (0, 0, PANEL_X - 10, REVEAL_Y)
    assert a.crop(house).tobytes() == b.crop(house).tobytes()


def test_rumble_in_play_column_shows_no_secret() -> None:
    """Dealing rumble 2 differently leaves the whole public picture, reveal table included, unchanged."""
    state = _scored([[0, 11], [1, 10], [2, 9], [3, 8]])
    other = dataclasses.replace(state, secrets=((8, 9), (10, 11), (0, 1), (2, 3)))
    assert other.secrets != state.secrets
    image_a = render_board(GAME.view(state, None), NAMES)
    image_b = render_board(GAME.view(other, None), NAMES)
    assert image_a.tobytes() == image_b.tobytes()
    for index in (1, 2):
        region = image_a.crop(_box(column_box(4, 3, index)))
        assert not set(CHARACTER_COLOURS) & {colour for _, colour in region.getcolors(1 << 16)}


def test_final_board_keeps_every_rumbles_reveal() -> None:
    """The last board shows all three rumbles' owners in their columns."""
    state = _finished()
    view = GAME.view(state, None)
    image = render_board(view, NAMES)
    assert image.height == board_height(3, revealed=True)
    for index, reveal in enumerate(view.reveals):
        for seat in reveal.seats:
            for line, character in enumerate(seat.characters):
                assert _chip_pixel(image, view, index, seat.seat, line) == CHARACTER_COLOURS[character]


def test_private_board_after_a_rumble_shows_the_same_reveal_and_new_secrets() -> None:
    """A seat's picture holds the same reveal as the public one, with its own row's name picked out."""
    state = _scored([[0, 11], [1, 10], [2, 9], [3, 8]])
    public = render_board(GAME.view(state, None), NAMES)
    private = render_board(GAME.view(state, 2), NAMES)
    column = _box(column_box(4, 3, 0))
    assert public.crop(column).tobytes() == private.crop(column).tobytes()
    names = _box(names_box(4))
    assert public.crop(names).tobytes() != private.crop(names).tobytes()


def test_alt_text_tells_the_reveal_after_a_rumble() -> None:
    """Each seat's two characters with their exit ranks, and its points, in the words of the board."""
    text = alt_text(GAME.view(_scored([[0, 11], [1, 10], [2, 9], [3, 8]]), None), NAMES)
    assert (
        "Rumble 1 revealed: Ann had Robot (last standing) and Ninja (1st out): 10 points; "
        "Bob had Witch (11th out) and Ape (2nd out): 9 points; "
        "Cy had Mummy (10th out) and Penguin (3rd out): 8 points; "
        "Di had Vampire (9th out) and Cat (4th out): 7 points."
    ) in text


def test_alt_text_of_a_rumble_in_play_reveals_nothing() -> None:
    """The first rumble's alt text never speaks of a reveal."""
    text = alt_text(GAME.view(_state(positions=LAST_FIGHT, exits=list(range(10)), turn=0), None), NAMES)
    assert "revealed" not in text.lower()


def test_final_alt_text_keeps_every_reveal_within_the_limit() -> None:
    """The final board's words give the winner, the scores and all three rumbles' owners, in 1000 characters."""
    view = GAME.view(_finished(), None)
    text = alt_text(view, NAMES)
    assert len(text) <= 1000
    assert "Game over" in text
    for reveal in view.reveals:
        assert f"Rumble {reveal.rumble} revealed" in text
        for seat in reveal.seats:
            assert all(view.character_names[c] in text for c in seat.characters)


def test_six_players_final_alt_text_shortens_the_reveals_and_keeps_the_newest() -> None:
    """Six players' three reveals do not fit in full: they are told in short, newest first, never cut mid-word."""
    state, rng = _state(seats=6), random.Random(6)
    while not state.finished:
        state = GAME.apply(state, state.turn, rng.choice(GAME.legal_actions(state, state.turn)))
    names = ("Morticia", "Vlad", "Elvira", "Casper", "Winifred", "Gomez")
    text = alt_text(GAME.view(state, None), names)
    assert len(text) <= 1000
    assert not text.endswith("…")
    assert "Scores: Morticia" in text
    assert "Rumble 3 revealed, with exit ranks: Morticia: " in text
    assert "Rumble 2 revealed, with exit ranks: " in text
