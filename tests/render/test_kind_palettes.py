"""Each kind's kept palette serves boards it never saw, within the encoder's tolerance, one thread at a time."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from itertools import islice

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.registry import KITS
from bot.sample_games import boards
from render.encode import encode_png
from render.kind_palettes import PALETTE_DIR, from_swatch, learn, load, map_to
from tests.render.png_checks import decode, within_tolerance
from tests.tiny.kit import TINY_KIT
from tools.make_palettes import LEARN_SEEDS, main

UNSEEN_SEED = 7
assert UNSEEN_SEED not in LEARN_SEEDS
WITH_PALETTES = sorted(kind for kind, kit in KITS.items() if kit.palette is not None)


def test_every_kept_swatch_is_the_palette_of_its_kind() -> None:
    """Each swatch under render/palettes is a registered kind's, and that kind stores its boards with it."""
    kept = sorted(path.stem for path in PALETTE_DIR.glob("*.png"))
    assert kept and kept == WITH_PALETTES


def test_a_kind_without_a_palette_stores_each_board_with_its_own() -> None:
    """A kit without a kept palette (Three in a row) works: each board gets a palette of its own, within tolerance."""
    assert TINY_KIT.palette is None
    for board in islice(boards(TINY_KIT, "tiny", UNSEEN_SEED, every=1), 6):
        assert within_tolerance(board, decode(encode_png(board, TINY_KIT.palette)))


@pytest.mark.parametrize("kind", WITH_PALETTES)
def test_the_kind_palette_serves_boards_it_never_saw(kind: str) -> None:
    """Boards of a game the palette was not learned from are mapped by it, within the encoder's tolerance.

    A failure here means the renderer's colours changed: run ``python tools/make_palettes.py``.
    """
    kit = KITS[kind]
    assert kit.palette is not None
    for board in islice(boards(kit, kind, UNSEEN_SEED, every=7), 24):
        mapped = map_to(kit.palette, board)
        assert mapped is not None, f"the {kind} palette turned down a board: regenerate it"
        assert within_tolerance(board, mapped)
        assert within_tolerance(board, decode(encode_png(board, kit.palette)))


def test_a_colour_the_palette_lacks_is_encoded_with_a_palette_of_its_own() -> None:
    """A board with a large area in a colour far from the kind's palette still decodes that area within 6 levels."""
    kit = KITS["rumble"]
    assert kit.palette is not None
    board = next(boards(kit, "rumble", UNSEEN_SEED, every=1))
    ImageDraw.Draw(board).rectangle((200, 200, 600, 500), fill=(0, 255, 40))
    assert map_to(kit.palette, board) is None
    decoded = decode(encode_png(board, kit.palette)).convert("RGB")
    r, g, b = decoded.getpixel((400, 350))
    assert max(abs(r - 0), abs(g - 255), abs(b - 40)) <= 6
    assert within_tolerance(board, decoded)


def test_a_busy_palette_is_waited_for_not_shared() -> None:
    """While another thread maps with the kind's palette, a board waits for it, then gets the same pixels."""
    kit = KITS["rumble"]
    palette = kit.palette
    assert palette is not None
    board = next(boards(kit, "rumble", UNSEEN_SEED, every=1))
    alone = map_to(palette, board)
    assert alone is not None
    with ThreadPoolExecutor(max_workers=1) as pool:
        with palette.lock:
            waiting = pool.submit(map_to, palette, board)
            time.sleep(0.05)
            assert not waiting.done()
        mapped = waiting.result(timeout=10)
    assert mapped is not None
    assert mapped.tobytes() == alone.tobytes()


def test_a_learned_palette_keeps_few_flat_colours_exactly() -> None:
    """Learned from pictures of a few flat colours, the palette reproduces them exactly."""
    image = Image.new("RGB", (120, 80), (22, 16, 32))
    ImageDraw.Draw(image).rectangle((8, 8, 60, 70), fill=(250, 236, 206))
    ImageDraw.Draw(image).rectangle((64, 8, 112, 70), fill=(44, 100, 196))
    palette = from_swatch(learn([image]))
    mapped = map_to(palette, image)
    assert mapped is not None
    assert ImageChops.difference(image, mapped.convert("RGB")).getbbox() is None


def test_learning_is_deterministic_and_swatches_round_trip(tmp_path) -> None:
    """The same pictures give the same swatch, and a saved swatch loads as the same palette."""
    kit = KITS["quiethouse"]
    pictures = list(islice(boards(kit, "quiethouse", UNSEEN_SEED, every=5), 3))
    swatch = learn(pictures)
    assert swatch.tobytes() == learn(pictures).tobytes()
    assert swatch.size == (16, 16)
    swatch.save(tmp_path / "quiethouse.png")
    loaded = load("quiethouse", tmp_path)
    assert loaded is not None
    assert loaded.image.getpalette() == from_swatch(swatch).image.getpalette()


def test_a_kind_without_a_swatch_has_no_palette(tmp_path) -> None:
    """A kind with no kept swatch gets None: its boards get a palette each."""
    assert load("rumble", tmp_path) is None


def test_the_tool_refuses_an_unknown_kind(capsys: pytest.CaptureFixture[str]) -> None:
    """``tools/make_palettes.py`` names the kinds when given one it does not know, and writes nothing."""
    assert main(["chess"]) == 2
    assert "rumble" in capsys.readouterr().err
