"""The final public board of The Purple House: every face-down front drawn face up, and said in the alt text."""

from __future__ import annotations

import hashlib
import io
from dataclasses import replace

from PIL import Image, ImageChops

from bot.games.purple_house import GAME, PurpleHouseView
from bot.games.purple_house.data import STARTING_HOUSE
from render.encode import encode_png
from render.purple_house.art import GOLD, card_back, card_front
from render.purple_house.board import _status_line, alt_text, cell_box, render_board
from render.purple_house.grid import _card_size
from render.purple_house.layout import BODY_Y, GRID_W, GRID_X
from render.purple_house.reveal import BADGE, BADGE_RIM, LABEL_BAND, NOT_LAID_COLUMNS, revealed_tile
from tests.games.purple_house.purple_house_helpers import clue, escape, flip
from tests.games.purple_house.test_reveal import lost, won
from tests.render.purple_house.test_board import _escape_mid_game, _play_to_end, _scouting

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
RUNNING_BOARDS = {
    "escape": "bef2767e558a0cb9de6efe061f3ba742ca810bdc764d24d18d715b2b65092c57",
    "scouting": "dca1cfa9e6299cb2e7e50513897d3d7a7f98b1e9a175dcf2817ef702044477a6",
}
"""Pixel digests of two running public boards, taken before the final reveal was added (redraw them only
when the art itself changes on purpose)."""


def _final() -> PurpleHouseView:
    """The public view of a 3-player game lost in round 3 with many cards still face-down."""
    return GAME.view(lost("hard", 5, players=3), None)


def _same(image: Image.Image, tile: Image.Image, xy: tuple[float, float]) -> bool:
    x, y = round(xy[0]), round(xy[1])
    crop = image.crop((x, y, x + tile.width, y + tile.height))
    return ImageChops.difference(crop, tile.convert("RGB")).getbbox() is None


def test_every_face_down_card_is_drawn_face_up_on_the_final_board() -> None:
    """Each revealed cell shows its front with its back's badge, exactly the revealed tile."""
    view = _final()
    image = render_board(view, NAMES)
    size = _card_size(view)
    revealed = [c for c in view.cells if c.revealed]
    assert len(revealed) > 10
    for cell in revealed:
        assert cell.revealed is not None
        box = cell_box(view, cell.cell)
        assert _same(image, revealed_tile(size, cell.revealed, cell.marks), box[:2]), cell.cell


def test_a_revealed_tile_keeps_the_fronts_number_and_icon() -> None:
    """The top of a revealed tile is the card front itself: its number and its symbol."""
    size = 114
    tile = revealed_tile(size, "3 Clocks", ("ul",))
    top = min(round(LABEL_BAND[1] * size), size - round(size * BADGE) - 1 - BADGE_RIM)
    front = card_front(size, "3 Clocks").crop((0, 0, size, top))
    assert ImageChops.difference(tile.crop((0, 0, size, top)), front).getbbox() is None


def test_a_revealed_tile_carries_its_back_in_the_corner() -> None:
    """The lower right corner of a revealed tile is the card's own back, marks included."""
    size = 114
    badge = round(size * BADGE)
    tile = revealed_tile(size, "White Lady", ("ur", "c"))
    xy = (size - badge - 1, size - badge - 1)
    assert _same(tile, card_back(badge, ("ur", "c")), xy)
    assert not _same(tile, card_back(badge, ()), xy)


def test_the_current_room_keeps_its_gold_frame_on_the_final_board() -> None:
    """The last Current Room is still framed in gold, apart from the turned-up cards."""
    view = _final()
    assert view.current_cell is not None
    image = render_board(view, NAMES)
    x0, y0, _, _ = cell_box(view, view.current_cell)
    assert image.getpixel((round(x0) - 3, round(y0) + 30)) == GOLD
    other = next(c.cell for c in view.cells if c.revealed)
    ox0, oy0, _, _ = cell_box(view, other)
    assert image.getpixel((round(ox0) - 3, round(oy0) + 30)) != GOLD


def test_the_final_status_line_says_the_cards_are_face_up() -> None:
    """The coloured result line of the final board says every card is face up."""
    assert "all cards face up" in _status_line(_final())[0]


def test_the_final_alt_text_names_every_revealed_front() -> None:
    """The alt text lists each face-down card's front by its cell instead of the backs."""
    view = _final()
    text = alt_text(view, NAMES)
    assert "Final reveal, face-down cards turned up (card = front):" in text
    for cell in view.cells:
        if cell.revealed:
            assert f"{cell.cell} = {cell.revealed}" in text
    assert "face-down cards by back" not in text


def test_final_alt_texts_stay_within_1000_characters() -> None:
    """Played-out games of every size give a final alt text of at most 1000 characters, fronts included."""
    for players in range(1, 6):
        view = GAME.view(_play_to_end(players, 60 + players)[-1], None)
        text = alt_text(view, NAMES[:players])
        assert len(text) <= 1000
        assert "Final reveal" in text


def test_the_final_board_is_a_phone_sized_png_under_300_kb() -> None:
    """The final board keeps the board's size and stays under 300 KB."""
    data = encode_png(render_board(_final(), NAMES))
    image = Image.open(io.BytesIO(data))
    assert image.size == (1120, 882)
    assert len(data) <= 300 * 1024


def test_a_win_draws_its_remaining_face_down_cards_face_up() -> None:
    """A won game's board turns up the White Ladies and Ube still in the House, with the reveal legend."""
    view = GAME.view(won("normal", 2, 1), None)
    image = render_board(view, NAMES)
    shown = [c for c in view.cells if c.revealed]
    assert {c.revealed for c in shown} <= {"White Lady", "Ube"} and shown
    hidden = replace(view, cells=tuple(replace(c, revealed=None) for c in view.cells))
    assert ImageChops.difference(image, render_board(hidden, NAMES)).getbbox() is not None


def test_a_game_left_during_scouting_draws_the_cards_never_laid_out() -> None:
    """When everyone left while scouting, the board draws the fronts of all the cards, in rows of six."""
    s = GAME.new_game(2, 9, {}, {"deck": list(STARTING_HOUSE)})
    view = GAME.view(GAME.resign(GAME.resign(s, 0), 1), None)
    image = render_board(view, NAMES)
    size = (GRID_W - (NOT_LAID_COLUMNS - 1) * 10) // NOT_LAID_COLUMNS
    assert _same(image, card_front(size, view.not_laid_out[0]), (GRID_X, BODY_Y + 66))
    assert "Never laid out: " + ", ".join(view.not_laid_out) in alt_text(view, NAMES)


def test_running_public_boards_are_pixel_identical_to_before_the_reveal() -> None:
    """The public boards of a running Escape Phase and Scouting Phase keep their pixels."""
    boards = {"escape": _escape_mid_game(), "scouting": _scouting()}
    for phase, state in boards.items():
        digest = hashlib.sha256(render_board(GAME.view(state, None), NAMES).tobytes()).hexdigest()
        assert digest == RUNNING_BOARDS[phase], phase


def test_a_running_board_draws_no_front_of_a_face_down_card() -> None:
    """One flip before the end, the public board still shows backs: no cell is drawn as a revealed tile."""
    s = escape(current=clue("Clock", 4), round=3, candles=1, players=3)
    view = GAME.view(s, None)
    image = render_board(view, NAMES)
    size = _card_size(view)
    for cell in view.cells:
        if not cell.face_up and not cell.empty:
            box = cell_box(view, cell.cell)
            assert _same(image, card_back(size, cell.marks), box[:2])
    assert GAME.view(flip(s, 16), None).cells[0].revealed is not None
