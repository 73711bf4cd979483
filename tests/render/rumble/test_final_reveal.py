"""The final public board reveals every secret: the rumble a game was cut short in, drawn and told."""

from __future__ import annotations

import dataclasses
import io

from PIL import Image

from bot.games.rumble import GAME
from bot.games.rumble.model import RumbleView
from bot.games.rumble.reveal import ordinal
from render.encode import encode_png
from render.rumble.board import CHARACTER_COLOURS, alt_text, render_board
from render.rumble.reveal import CHIP_FONT, CHIP_GAP, column_box, row_top
from render.rumble.style import PANEL_X, REVEAL_ROW_H, REVEAL_Y, board_height
from tests.games.rumble.test_reveal import ended_early

NAMES = ("Ann", "Bob", "Cy", "Di")


def _box(box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    return round(box[0]), round(box[1]), round(box[2]), round(box[3])


def _chip_pixel(image: Image.Image, view: RumbleView, column: int, seat: int, line: int) -> tuple[int, ...]:
    """A pixel inside the left end of the chip on ``line`` (0 or 1) of a seat's cell in a reveal column."""
    x0 = column_box(view.players, view.rumbles, column)[0]
    top = row_top(seat) + (REVEAL_ROW_H - 2 * (CHIP_FONT + 12) - CHIP_GAP) / 2
    y = top + line * (CHIP_FONT + 12 + CHIP_GAP) + (CHIP_FONT + 12) / 2
    return image.getpixel((round(x0) + 12 + 18, round(y)))


def _colours(image: Image.Image, box: tuple[float, float, float, float]) -> set[tuple[int, ...]]:
    return {colour for _, colour in image.crop(_box(box)).getcolors(1 << 16)}


def test_final_board_of_a_game_ended_early_draws_every_owner_of_its_last_rumble() -> None:
    """Each seat's row of the unscored rumble's column holds its two characters in their colours, still-in first."""
    view = GAME.view(ended_early(), None)
    cut = view.cut_short
    assert cut is not None
    image = render_board(view, NAMES)
    for seat in range(4):
        for line, (character, _rank) in enumerate(cut.held(seat)):
            assert _chip_pixel(image, view, cut.rumble - 1, seat, line) == CHARACTER_COLOURS[character]


def test_a_game_ended_in_its_first_rumble_grows_the_reveal_table() -> None:
    """No rumble was scored, yet the final board is taller and shows the reveal table."""
    state = ended_early(3, plies=10)
    assert state.past == ()
    data = encode_png(render_board(GAME.view(state, None), NAMES))
    image = Image.open(io.BytesIO(data))
    assert image.size == (1080, board_height(3, revealed=True))
    assert len(data) <= 300 * 1024


def test_rumbles_never_played_show_no_character() -> None:
    """The columns after the rumble the game ended in hold no chip."""
    view = GAME.view(ended_early(3, plies=10), None)
    image = render_board(view, NAMES)
    for index in (1, 2):
        assert not set(CHARACTER_COLOURS) & _colours(image, column_box(3, 3, index))


def test_the_unscored_column_depends_on_who_had_whom_and_the_house_does_not() -> None:
    """Two games alike but for the owners differ in the unscored column, never in the house or the exit line."""
    a = render_board(GAME.view(ended_early(secrets=((0, 1), (2, 3), (4, 5), (6, 7))), None), NAMES)
    b = render_board(GAME.view(ended_early(secrets=((8, 9), (10, 11), (0, 1), (2, 3))), None), NAMES)
    column = _box(column_box(4, 3, 0))
    assert a.crop(column).tobytes() != b.crop(column).tobytes()
    house = (0, 0, PANEL_X - 10, REVEAL_Y)
    assert a.crop(house).tobytes() == b.crop(house).tobytes()


def test_a_running_game_with_a_seat_that_left_keeps_its_secrets_off_the_board() -> None:
    """Until the game is over, re-dealing the rumble in play leaves the public picture unchanged."""
    state = GAME.resign(GAME.new_game(4, 2, {}), 1)
    assert not state.finished
    other = dataclasses.replace(state, secrets=((8, 9), (10, 11), (0, 1), (2, 3)))
    assert other.secrets != state.secrets
    a, b = (render_board(GAME.view(s, None), NAMES) for s in (state, other))
    assert a.tobytes() == b.tobytes()


def test_alt_text_of_a_game_ended_early_names_every_owner_of_its_last_rumble() -> None:
    """The words say the rumble was not scored and name each seat's two characters."""
    view = GAME.view(ended_early(), None)
    cut = view.cut_short
    assert cut is not None
    text = alt_text(view, NAMES)
    assert len(text) <= 1000
    assert f"Rumble {cut.rumble} not scored, the game ended first: " in text
    for seat, pair in enumerate(cut.secrets):
        assert f"{NAMES[seat]} had " in text
        assert all(view.character_names[c] in text for c in pair)


def test_alt_text_says_which_characters_were_still_in_the_house() -> None:
    """A character that never left is "still in"; one that left has its rank."""
    view = GAME.view(ended_early(3, plies=10), None)
    cut = view.cut_short
    assert cut is not None
    text = alt_text(view, NAMES)
    for seat in range(3):
        for character, rank in cut.held(seat):
            name = view.character_names[character]
            assert (f"{name} (still in)" if rank is None else f"{name} ({ordinal(rank)} out)") in text
