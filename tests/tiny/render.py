"""Drawing a Three in a row board: the grid and its marks."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from tests.tiny.engine import CELLS, EMPTY, TinyView

SIZE, STEP = 240, 80


def render_board(view: TinyView, names: Sequence[str], lang: str = "en") -> Image.Image:
    """The 3 x 3 grid with X and O."""
    image = Image.new("RGB", (SIZE, SIZE), "white")
    draw = ImageDraw.Draw(image)
    for n in (1, 2):
        draw.line([(n * STEP, 0), (n * STEP, SIZE)], fill="black", width=3)
        draw.line([(0, n * STEP), (SIZE, n * STEP)], fill="black", width=3)
    for n, seat in enumerate(view.cells):
        if seat == EMPTY:
            continue
        x, y = (n % 3) * STEP + STEP // 2, (n // 3) * STEP + STEP // 2
        draw.text((x, y), view.marks[seat], fill="black", anchor="mm", font_size=48)
    return image


def alt_text(view: TinyView, names: Sequence[str], lang: str = "en") -> str:
    """The grid in words (in English whatever ``lang``: the test game has no catalogue)."""
    marked = [f"{CELLS[n]}: {view.marks[s]} ({names[s]})" for n, s in enumerate(view.cells) if s != EMPTY]
    return "Three in a row. " + ("; ".join(marked) if marked else "The grid is empty.")
