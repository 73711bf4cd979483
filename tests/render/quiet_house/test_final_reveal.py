"""The final public board reveals the goal tiles: each on its wall, face up, edged green when met, red when missed."""

from __future__ import annotations

import io
import random
from dataclasses import replace

from PIL import Image

from bot.games.quiet_house import GAME, QuietHouseState, QuietHouseView, Status
from bot.games.quiet_house.data import STATUES
from bot.i18n import say
from render.encode import encode_png
from render.quiet_house.board import alt_text, render_board
from render.quiet_house.parts import (
    BACKGROUND,
    BOARD_W,
    BODY_Y,
    FAILS,
    HEIGHT,
    HOLDS,
    PANEL_X,
    VERDICT_RING,
    WIDTH,
    tile_box,
)

NAMES = ("Ann", "Bob", "Cy", "Di")
EXAMPLE = {"mouse": "E2", "candlestick": "C3", "monkey": "A4", "mirror": "B5", "rook": "D6"}
# Monkey and Mirror trade places: the top and right tiles still hold, the bottom and left ones do not.
HALF = dict(EXAMPLE, monkey="B5", mirror="A4")


def _deck(card: str, drawn: int) -> list[str]:
    """A legal Time Deck whose card number ``drawn`` shows ``card``."""
    at = (drawn - 1) % len(STATUES)
    others = [s for s in STATUES if s != card]
    return [*others[:at], card, *others[at:]] * 5


def _state(layout: dict[str, str], drawn: int, players: int = 4, **options: object) -> QuietHouseState:
    setup = {"layout": layout, "target": EXAMPLE, "deck": _deck("mirror", drawn), "drawn": drawn, "turn": 0}
    return GAME.new_game(players, 7, options, setup)


def _lost() -> QuietHouseState:
    """The Time Deck runs out with 4 of the 8 tiles met."""
    return GAME.apply(_state(HALF, 25), 0, "monkey.C3")


def _won(**options: object) -> QuietHouseState:
    """The first seat declares with every tile holding."""
    return GAME.apply(_state(EXAMPLE, 3, **options), 0, "declare")


def _edge(image: Image.Image, wall: str, shade: str) -> tuple[int, ...]:
    """The colour of a tile's edge, half way along its left side."""
    x0, y0, _, y1 = tile_box(wall, shade)
    return image.getpixel((round(x0) + VERDICT_RING // 2, round((y0 + y1) / 2)))


def _running_states() -> list[QuietHouseState]:
    """Every state of a seeded four-player game until it ends (the last one finished)."""
    rng = random.Random("final-reveal")
    s = GAME.new_game(4, 3, {})
    states = [s]
    while s.status is Status.PLAYING:
        s = GAME.apply(s, s.turn, rng.choice(list(GAME.legal_actions(s, s.turn))))
        states.append(s)
    return states


def test_the_finished_public_view_carries_every_goal_tile():
    """Once the game is over the public view shows all eight tiles, each with its statue and whether it holds."""
    for state in (_lost(), _won()):
        view = GAME.view(state, None)
        assert len(view.goal_tiles) == 8
        assert all(t.statue is not None and t.holds is not None for t in view.goal_tiles)


def test_the_running_public_view_shows_no_goal_tile():
    """While the game runs the public view keeps every tile face down, whatever the tiles are."""
    for state in _running_states()[:-1]:
        view = GAME.view(state, None)
        assert all(t.statue is None and t.holds is None for t in view.goal_tiles)
        other = replace(state, goals=state.goals[::-1])
        assert GAME.view(other, None) == view


def test_met_tiles_get_a_green_edge_and_missed_ones_a_red_edge():
    """On the final board each tile's edge says at a glance whether it was met."""
    view = GAME.view(_lost(), None)
    image = render_board(view, NAMES)
    assert {t.holds for t in view.goal_tiles} == {True, False}
    for tile in view.goal_tiles:
        assert _edge(image, tile.wall, tile.shade) == (HOLDS if tile.holds else FAILS), tile


def test_a_won_board_edges_every_tile_green():
    """After a win all eight tiles are edged green."""
    image = render_board(GAME.view(_won(), None), NAMES)
    for wall in ("top", "right", "bottom", "left"):
        for shade in ("bright", "dark"):
            assert _edge(image, wall, shade) == HOLDS


def test_running_boards_keep_their_usual_tile_edges():
    """A running board, public or a seat's own, draws no green or red tile edge."""
    state = _state(HALF, 5)
    for seat in (None, 0, 1):
        image = render_board(GAME.view(state, seat), NAMES)
        for tile in GAME.view(state, seat).goal_tiles:
            assert _edge(image, tile.wall, tile.shade) not in (HOLDS, FAILS), (seat, tile)


def test_the_final_alt_text_names_every_tile_and_counts_those_met():
    """The alt text of the final board reveals the tiles wall by wall and how many were met."""
    view = GAME.view(_lost(), None)
    text = alt_text(view, NAMES)
    assert "Goal tiles revealed, 4 of 8 met:" in text
    for tile in view.goal_tiles:
        assert f"{say(tile.statue or '')} ({'holds' if tile.holds else 'does not hold'})" in text
    assert "face down" not in text


def test_the_running_alt_text_reveals_nothing():
    """While the game runs the public alt text names no tile and counts none."""
    text = alt_text(GAME.view(_state(HALF, 5), None), NAMES)
    assert "revealed" not in text and "face down" in text


def _draws_below_the_board(view: QuietHouseView) -> bool:
    """Whether the side panel draws anything under the bottom of the board (a legend cut off at the edge)."""
    image = render_board(view, NAMES[: view.players])
    strip = image.crop((PANEL_X, BODY_Y + BOARD_W, WIDTH, HEIGHT))
    return {colour for _, colour in strip.getcolors(strip.width * strip.height) or []} != {BACKGROUND}


def test_the_final_legend_fits_with_every_variant_and_a_random_side():
    """A four-player win with both variants and a side drawn at random keeps its whole legend on the board."""
    assert not _draws_below_the_board(GAME.view(_won(variant1=True, variant2=True, rook="random"), None))


def test_the_final_board_is_a_phone_friendly_png():
    """The final public board is a PNG 1000–1200 px wide, wider than tall, at most 300 KB."""
    for state in (_lost(), _won(variant2=True)):
        data = encode_png(render_board(GAME.view(state, None), NAMES))
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG" and 1000 <= image.width <= 1200 and image.height < image.width
        assert len(data) <= 300 * 1024
