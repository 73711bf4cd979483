"""The animated summary: a GIF of the boards in order, every frame as drawn, made to fit a size limit."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.registry import KITS
from bot.replay import Boards, Move, Replay
from render.animation import CLEAR, Canvas, Framer, TooLarge, animate, kept
from tests.contract.playouts import play


def noisy_board(n: int, size: tuple[int, int] = (320, 240)) -> Image.Image:
    """A synthetic board: grey noise of its own (hard to compress) with a marker that moves with ``n``."""
    board = Image.frombytes("L", size, random.Random(n).randbytes(size[0] * size[1])).convert("RGB")
    ImageDraw.Draw(board).rectangle((10 + 7 * n % 250, 20, 40 + 7 * n % 250, 60), fill=(200, 30, 30))
    return board


def flat_board(n: int) -> Image.Image:
    """A synthetic board of flat colours whose marker moves with ``n`` (boards 3 and 4 are the same)."""
    board = Image.new("RGB", (200, 120), (20, 17, 28))
    x = 10 + 12 * (3 if n == 4 else n)
    ImageDraw.Draw(board).rectangle((x, 30, x + 20, 60), fill=(230, 200, 40))
    return board


def frames(data: bytes) -> list[Image.Image]:
    """Every frame of a GIF as shown (each drawn over the ones before), in RGB."""
    out = []
    with Image.open(io.BytesIO(data)) as gif:
        for i in range(gif.n_frames):
            gif.seek(i)
            out.append(gif.convert("RGB"))
    return out


def durations(data: bytes) -> list[int]:
    """How long each frame of a GIF is shown (ms)."""
    out = []
    with Image.open(io.BytesIO(data)) as gif:
        for i in range(gif.n_frames):
            gif.seek(i)
            out.append(int(gif.info["duration"]))
    return out


def framed(draw, last: int, n: int, scale: float = 1.0) -> Image.Image:
    """Board ``n`` as the animation frames it (same canvas, palette and scale), in RGB."""
    canvas = Canvas.of(draw(0), draw(last), None)
    return Framer(scale, canvas.size, canvas.background, canvas.colours)(draw(n)).convert("RGB")


def same(a: Image.Image, b: Image.Image) -> bool:
    """Whether two pictures have the same pixels."""
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


def test_every_frame_shows_its_board_as_framed() -> None:
    """With room to spare, the GIF holds every board in order, each exactly as framed."""
    made = animate(flat_board, 9, limit=10 * 2**20)
    assert made.moves == tuple(range(10)) and made.scale == 1.0 and made.attempts == 1
    shown = frames(made.data)
    distinct = [n for n in range(10) if n != 4]  # board 4 repeats board 3: one frame shown longer
    assert len(shown) == len(distinct)
    for picture, n in zip(shown, distinct, strict=True):
        assert same(picture, framed(flat_board, 9, n)), n


def test_a_board_that_did_not_change_lengthens_the_frame_before() -> None:
    """A repeated board adds no frame; the whole animation lasts as long as with it."""
    made = animate(flat_board, 9, limit=10 * 2**20)
    shown = durations(made.data)
    assert shown[0] == 1500 and shown[-1] == 4000
    assert shown[3] == 2 * shown[2]
    assert sum(shown) == 1500 + 8 * shown[2] + 4000


def test_an_animation_too_large_is_scaled_and_thinned_to_fit_keeping_the_first_and_last() -> None:
    """Held to 400 KB, noisy boards are scaled down and middle moves dropped; the first and last boards stay."""
    limit = 400_000
    made = animate(noisy_board, 60, limit=limit)
    assert len(made.data) <= limit
    assert made.attempts > 1 and (made.scale < 1.0 or len(made.moves) < 61)
    assert made.moves[0] == 0 and made.moves[-1] == 60
    shown = frames(made.data)
    assert same(shown[0], framed(noisy_board, 60, 0, made.scale))
    assert same(shown[-1], framed(noisy_board, 60, 60, made.scale))


def test_a_limit_nothing_fits_in_is_refused() -> None:
    """A limit smaller than the first and last boards at the smallest scale raises TooLarge."""
    with pytest.raises(TooLarge):
        animate(noisy_board, 5, limit=2_000)


def test_progress_is_told_before_each_board_drawn() -> None:
    """The progress callback hears (move, last) for every move of the animation, in order."""
    told: list[tuple[int, int]] = []
    animate(flat_board, 9, limit=10 * 2**20, progress=lambda n, last: told.append((n, last)))
    assert told == [(n, 9) for n in range(10)]


def test_boards_that_grow_fit_on_one_canvas() -> None:
    """A board taller than the first is shown whole: the canvas holds the first and the last board."""

    def growing(n: int) -> Image.Image:
        return Image.new("RGB", (100, 50 + 10 * n), (10 * n, 80, 120))

    made = animate(growing, 5, limit=10 * 2**20)
    shown = frames(made.data)
    assert made.size == (100, 100)
    assert same(shown[-1], framed(growing, 5, 5))
    assert shown[0].getpixel((50, 90)) == shown[0].getpixel((0, 0))  # below the first board: its background


def test_no_frame_uses_the_unchanged_colour() -> None:
    """Frames never hold the palette index kept for "unchanged" (it would show the frame below)."""
    canvas = Canvas.of(noisy_board(0), noisy_board(1), None)
    frame = Framer(1.0, canvas.size, canvas.background, canvas.colours)(noisy_board(0))
    assert max(frame.tobytes()) < CLEAR


def test_kept_moves_are_evenly_spaced_with_the_first_and_last() -> None:
    """Dropping frames keeps the first and last moves and spaces the others evenly."""
    moves = kept(300, 11)
    assert moves == tuple(range(0, 301, 30))
    assert kept(5, 50) == tuple(range(6))


def test_a_real_game_animates_its_first_and_last_boards() -> None:
    """A seeded Rumble game: the GIF starts on its first board and ends on its last, with the kind's palette."""
    p = play("rumble", 3, 0)
    kit = KITS["rumble"]
    moves = tuple(Move(seat, action, None) for seat, action in p.log)
    replay = Replay(kit, 1, p.players, p.seed, p.options, moves, ("Ada", "Bramwell", "Cleo"))
    made = animate(Boards(replay), replay.last, limit=10 * 2**20, palette=kit.palette)
    shown = frames(made.data)
    boards = Boards(replay)
    canvas = Canvas.of(boards(0), boards(replay.last), kit.palette)
    framer = Framer(1.0, canvas.size, canvas.background, canvas.colours)
    assert same(shown[0], framer(boards(0)).convert("RGB"))
    assert same(shown[-1], framer(boards(replay.last)).convert("RGB"))
    assert len(made.data) <= 10 * 2**20
