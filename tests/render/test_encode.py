"""The shared PNG encoder: valid PNGs and honest round trips, from any thread."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PIL import Image, ImageChops, ImageDraw

from bot.games.rumble import GAME
from bot.registry import KITS
from render.encode import encode_png
from render.rumble.board import CHARACTER_COLOURS, render_board
from tests.render.png_checks import decode, within_tolerance

NAMES = ("Ann", "Bob", "Cy", "Di")


def _board() -> Image.Image:
    state = GAME.new_game(4, 11, {"layout": "classic"})
    return render_board(GAME.view(state, 0), NAMES)


def test_encode_png_returns_a_png_of_the_same_size() -> None:
    """The bytes decode as a PNG with the source's width and height."""
    board = _board()
    decoded = decode(encode_png(board))
    assert decoded.format == "PNG"
    assert decoded.size == board.size


def test_flat_colours_round_trip_exactly() -> None:
    """A picture of a few flat colours decodes to exactly the same pixels."""
    image = Image.new("RGB", (240, 120), (20, 17, 28))
    draw = ImageDraw.Draw(image)
    for i, colour in enumerate(CHARACTER_COLOURS):
        draw.rectangle((i * 20, 10 + (i % 3) * 30, i * 20 + 15, 35 + (i % 3) * 30), fill=colour)
    decoded = decode(encode_png(image)).convert("RGB")
    assert ImageChops.difference(image, decoded).getbbox() is None


def test_board_round_trips_within_palette_tolerance() -> None:
    """A board with anti-aliased text decodes with ≥99.5% of pixels within 8 levels and none beyond 48."""
    board = _board()
    diff = ImageChops.difference(board, decode(encode_png(board)).convert("RGB")).convert("L")
    histogram = diff.histogram()
    assert sum(histogram[:9]) / sum(histogram) >= 0.995
    assert diff.getextrema()[1] <= 48


def test_rgba_is_kept_lossless() -> None:
    """A picture with transparency keeps its mode and exact pixels."""
    image = Image.new("RGBA", (50, 40), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((5, 5, 45, 35), fill=(200, 30, 60, 128))
    decoded = decode(encode_png(image))
    assert decoded.mode == "RGBA"
    assert ImageChops.difference(image, decoded).getbbox() is None


def test_boards_encoded_one_after_another_stay_within_tolerance() -> None:
    """Every seat's board of one position, encoded in turn with a palette of its own, decodes faithfully."""
    state = GAME.new_game(4, 11, {"layout": "classic"})
    for seat in (None, 0, 1, 2, 3):
        board = render_board(GAME.view(state, seat), NAMES)
        assert within_tolerance(board, decode(encode_png(board)))


def test_flat_colours_stay_exact_after_a_board() -> None:
    """A picture of few colours round-trips exactly whatever was encoded before it."""
    encode_png(_board())
    image = Image.new("RGB", (200, 60), (22, 16, 32))
    ImageDraw.Draw(image).rectangle((10, 10, 90, 50), fill=(250, 236, 206))
    ImageDraw.Draw(image).rectangle((100, 10, 190, 50), fill=(44, 100, 196))
    decoded = decode(encode_png(image)).convert("RGB")
    assert ImageChops.difference(image, decoded).getbbox() is None


def test_threads_encoding_at_once_stay_within_tolerance() -> None:
    """Threads encoding at once, with the kind's palette or without, get the bytes encoding alone gives."""
    board = _board()
    palette = KITS["rumble"].palette
    alone = {None: encode_png(board), "kind": encode_png(board, palette)}
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda key: (key, encode_png(board, palette if key else None)), [None, "kind"] * 6))
    for key, data in results:
        assert data == alone[key]
        assert within_tolerance(board, decode(data))


def test_a_new_flat_colour_keeps_its_colour() -> None:
    """A board with a new flat area decodes that area within 6 levels."""
    board = _board()
    encode_png(board)
    changed = board.copy()
    ImageDraw.Draw(changed).rectangle((300, 300, 480, 464), fill=(74, 60, 22))
    decoded = decode(encode_png(changed)).convert("RGB")
    r, g, b = decoded.getpixel((390, 382))
    assert max(abs(r - 74), abs(g - 60), abs(b - 22)) <= 6
    assert within_tolerance(changed, decoded)
