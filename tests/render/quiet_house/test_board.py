"""The Quiet House board picture and its alt text, checked on decoded PNGs and pixels."""

from __future__ import annotations

import io
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot.games.quiet_house import GAME, QuietHouseState, QuietHouseView, Status
from bot.games.quiet_house.data import RANDOM, RED_DOTS_SPIDER, RED_DOTS_STANDARD, SIDED, STATUES
from bot.i18n import say
from render.encode import encode_png
from render.quiet_house.board import alt_text, render_board
from render.quiet_house.glyphs import STATUE_COLOURS
from render.quiet_house.parts import (
    AMBER,
    FAILS,
    HEART,
    HOLDS,
    PANEL_W,
    PANEL_X,
    RED_DOT,
    STATUE_ROW_H,
    STATUES_Y,
    WHIRL,
    cell_box,
    corner_box,
    tile_box,
)

NAMES = ("Ann", "Bob", "Cy", "Di")
START = {"rook": "A1", "candlestick": "B3", "monkey": "C4", "mouse": "E2", "mirror": "F6"}
"""A legal start (one statue per row and column, the Mouse on a standard red dot)."""
TARGET = {"rook": "F4", "candlestick": "A2", "monkey": "D1", "mouse": "C5", "mirror": "B6"}
OPTION_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"rook": "advanced", "mouse": "advanced", "variant2": True},
    {"candlestick": "advanced", "monkey": "advanced", "variant1": True},
)


def _state(seats: int = 4, options: dict[str, Any] | None = None, **setup: Any) -> QuietHouseState:
    return GAME.new_game(seats, 5, options or {}, setup=setup or None)


def _decode(view: QuietHouseView) -> tuple[bytes, Image.Image]:
    data = encode_png(render_board(view, NAMES[: view.players]))
    image = Image.open(io.BytesIO(data))
    image.load()
    return data, image


def _colours(image: Image.Image, box: tuple[float, float, float, float]) -> set[tuple[int, ...]]:
    """The exact colours inside a box of the picture."""
    crop = image.crop(tuple(round(v) for v in box))
    return {colour for _, colour in crop.getcolors(crop.width * crop.height) or []}


def _random_game(seats: int, seed: int, options: dict[str, Any]) -> list[QuietHouseState]:
    """Every state of a seeded game, half greedy (the deadline move) and half random, ended by resigning if needed."""
    rng = random.Random(seed)
    state = GAME.new_game(seats, seed, options)
    states = [state]
    while state.status is Status.PLAYING:
        actions = GAME.legal_actions(state, state.turn)
        action = GAME.default_action(state, state.turn) if rng.random() < 0.5 else rng.choice(actions)
        state = GAME.apply(state, state.turn, action)
        states.append(state)
    return states


def _won() -> QuietHouseState:
    """Statues already on the target: the first player declares and every paddle shows the heart."""
    state = _state(3, layout=TARGET, target=TARGET, drawn=9)
    return GAME.apply(state, 0, "declare")


def test_board_is_a_phone_friendly_png_under_300_kb() -> None:
    """The public board decodes as a PNG 1000–1200 px wide, wider than tall, at most 300 KB."""
    data, image = _decode(GAME.view(_state(), None))
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1200
    assert image.height < image.width
    assert len(data) <= 300 * 1024


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_phase_renders(seats: int) -> None:
    """Seeded games at each player count render every third ply, public and private, as PNGs within bounds."""
    for n, options in enumerate(OPTION_SETS):
        states = _random_game(seats, 40 + 7 * seats + n, options)
        for ply, state in enumerate(states):
            if ply % 3 and state.status is Status.PLAYING:
                continue
            for seat in (None, ply % seats):
                data, image = _decode(GAME.view(state, seat))
                assert image.format == "PNG"
                assert 1000 <= image.width <= 1200
                assert len(data) <= 300 * 1024


def test_won_and_resigned_games_render() -> None:
    """The end of a won game and of a game a player left both give valid PNGs."""
    left = GAME.resign(_state(), 2)
    for state in (_won(), left):
        data, image = _decode(GAME.view(state, None))
        assert image.format == "PNG"
        assert len(data) <= 300 * 1024


def test_renders_in_threads_match_renders_in_turn() -> None:
    """Boards drawn by four worker threads at once equal the same boards drawn one by one."""
    states = _random_game(4, 99, OPTION_SETS[1])[::2]
    views = [GAME.view(state, seat) for state in states for seat in (None, 0, 1, 2, 3)]
    names = ("Threaded Ann", "Threaded Bob", "Threaded Cy", "Threaded Di")
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda v: render_board(v, names).tobytes(), views))
    assert together == [render_board(v, names).tobytes() for v in views]


def test_private_image_differs_from_public() -> None:
    """A seat's view turns its four tiles face up, so its picture is not the public one."""
    state = _state()
    public = render_board(GAME.view(state, None), NAMES)
    private = render_board(GAME.view(state, 0), NAMES)
    assert public.tobytes() != private.tobytes()


def test_two_seats_private_images_differ() -> None:
    """Seats in opposite corners see different walls, so their pictures differ."""
    state = _state()
    first = render_board(GAME.view(state, 0), NAMES)
    third = render_board(GAME.view(state, 2), NAMES)
    assert first.tobytes() != third.tobytes()


def test_private_image_follows_the_seats_own_tiles() -> None:
    """Changing the statues on the tiles a seat sees changes that seat's picture."""
    state = _state()
    shuffled = replace(state, goals=state.goals[1:] + state.goals[:1])
    first = render_board(GAME.view(state, 0), NAMES)
    second = render_board(GAME.view(shuffled, 0), NAMES)
    assert first.tobytes() != second.tobytes()


def test_public_image_does_not_depend_on_secrets() -> None:
    """Dealing other goal tiles (and another hidden target) leaves the public PNG byte-identical."""
    a = _state(layout=START, target=TARGET)
    b = replace(a, goals=tuple(reversed(a.goals)), target=a.layout)
    assert a.goals != b.goals
    assert encode_png(render_board(GAME.view(a, None), NAMES)) == encode_png(render_board(GAME.view(b, None), NAMES))


def test_public_tiles_are_face_down() -> None:
    """No statue token appears on a goal tile of the public picture."""
    view = GAME.view(_state(), None)
    image = render_board(view, NAMES)
    tokens = set(STATUE_COLOURS.values())
    for tile in view.goal_tiles:
        assert not _colours(image, tile_box(tile.wall, tile.shade)) & tokens, tile.wall


def test_private_tiles_show_their_statue_and_whether_they_hold() -> None:
    """The seat's four tiles show the named statue's colour and a green tick or red cross."""
    view = GAME.view(_state(), 1)
    image = render_board(view, NAMES)
    seen = [t for t in view.goal_tiles if t.statue is not None]
    assert len(seen) == 4
    for tile in seen:
        assert tile.statue is not None
        colours = _colours(image, tile_box(tile.wall, tile.shade))
        assert STATUE_COLOURS[say(tile.statue).lower()] in colours, tile
        assert (HOLDS if tile.holds else FAILS) in colours, tile
        assert (FAILS if tile.holds else HOLDS) not in colours, tile


def test_end_of_game_reveals_every_tile_in_the_public_picture() -> None:
    """After a win all eight tiles are face up, each with its statue and a tick."""
    view = GAME.view(_won(), None)
    image = render_board(view, NAMES)
    for tile in view.goal_tiles:
        colours = _colours(image, tile_box(tile.wall, tile.shade))
        assert tile.statue is not None
        assert STATUE_COLOURS[say(tile.statue).lower()] in colours
        assert HOLDS in colours


def test_time_card_statue_is_marked() -> None:
    """The statue on the Time Card gets the amber padlock frame; the others do not."""
    state = _state(layout=START, target=TARGET, deck=list(STATUES) * 5)
    view = GAME.view(state, None)
    image = render_board(view, NAMES)
    for statue in view.statues:
        marked = AMBER in _colours(image, cell_box(statue.row, statue.col))
        assert marked == (statue.key == "rook"), statue.key


def test_red_dots_follow_the_board_side() -> None:
    """An empty red-dot square shows red on its own board side and not on the other side's dots."""
    standard = render_board(GAME.view(_state(layout=START, target=TARGET), None), NAMES)
    assert RED_DOT in _colours(standard, cell_box(3, 5))
    assert RED_DOT not in _colours(standard, cell_box(4, 5))
    spider_start = {"rook": "E1", "candlestick": "B3", "monkey": "C4", "mouse": "D2", "mirror": "F6"}
    spider = _state(options={"mouse": "advanced"}, layout=spider_start, target=spider_start)
    image = render_board(GAME.view(spider, None), NAMES)
    assert RED_DOT in _colours(image, cell_box(4, 5))
    assert RED_DOT not in _colours(image, cell_box(3, 5))


def test_paddles_of_a_fresh_declaration_show_in_the_corners() -> None:
    """Right after a declaration each corner shows a heart or a whirlwind as that seat answered."""
    state = replace(_state(), declarer=1, paddles=(True, False, True, False), last_seat=1, last_action="declare")
    view = GAME.view(state, None)
    image = render_board(view, NAMES)
    for seat, corner in enumerate(view.corners):
        colours = _colours(image, corner_box(corner))
        assert (HEART if view.paddles[seat] else WHIRL) in colours, corner


def test_alt_text_gives_turn_time_card_and_statues() -> None:
    """The alt text names who plays, the Time Card and every statue's square."""
    state = _state(layout=START, target=TARGET, deck=list(STATUES) * 5, turn=2)
    text = alt_text(GAME.view(state, None), NAMES)
    assert "Cy to play." in text
    assert "Time Card: Rook, score 5; the Rook may not move and the Mirror moves as the Rook." in text
    assert "Statues: Rook A1, Candlestick B3, Monkey C4, Mouse E2, Mirror F6." in text


def test_public_alt_text_names_no_goal_tile() -> None:
    """The public alt text is the same whatever the goal tiles are, and never speaks of "your" tiles."""
    a = _state(layout=START, target=TARGET)
    b = replace(a, goals=tuple(reversed(a.goals)))
    text = alt_text(GAME.view(a, None), NAMES)
    assert text == alt_text(GAME.view(b, None), NAMES)
    assert "your" not in text.lower()
    assert "face down" in text


def test_private_alt_text_lists_the_seats_tiles() -> None:
    """A seat's alt text gives its four tiles, wall by wall, with whether each holds."""
    view = GAME.view(_state(), 0)
    text = alt_text(view, NAMES)
    for tile in view.goal_tiles:
        if tile.statue is not None:
            assert f"{tile.wall} wall" in text
    assert text.count("hold") >= 4


def test_won_alt_text_gives_the_score_and_every_tile() -> None:
    """After a win the alt text says so with the points and reveals all eight tiles."""
    view = GAME.view(_won(), None)
    text = alt_text(view, NAMES)
    assert f"The ghosts won with {view.score} points." in text
    assert text.count("(holds)") == 8


def test_alt_text_stays_within_1000_characters() -> None:
    """Four very long names and a declaration still fit Discord's limit, cut with an ellipsis."""
    names = tuple("N" * 300 for _ in range(4))
    state = replace(_state(), declarer=1, paddles=(True, False, True, False), last_seat=1, last_action="declare")
    text = alt_text(GAME.view(state, 0), names)
    assert 1000 - 300 <= len(text) <= 1000 and text.endswith("…")  # cut after a whole word: a name is 300 long


def _statue_row_box(index: int) -> tuple[float, float, float, float]:
    """The side panel's line of the statue ``index`` (in ``STATUES`` order)."""
    y0 = STATUES_Y + 44 + index * STATUE_ROW_H
    return PANEL_X, y0, PANEL_X + PANEL_W, y0 + STATUE_ROW_H


def test_a_side_drawn_at_random_is_marked_on_its_statue_line() -> None:
    """Only the lines of statues whose side was drawn at random change when the sides were drawn."""
    chosen = _state(layout=START, target=TARGET)
    drawn = replace(chosen, random_sides=("rook", "monkey"))
    plain = render_board(GAME.view(chosen, None), NAMES)
    marked = render_board(GAME.view(drawn, None), NAMES)
    for i, name in enumerate(STATUES):
        box = tuple(round(v) for v in _statue_row_box(i))
        differs = plain.crop(box).tobytes() != marked.crop(box).tobytes()
        assert differs == (name in ("rook", "monkey")), name


def test_random_sides_render_in_every_combination() -> None:
    """Boards of games with every card drawn at random render as valid PNGs, public and private."""
    for seed in range(6):
        state = GAME.new_game(2 + seed % 3, seed, {name: RANDOM for name in SIDED})
        for seat in (None, 0):
            data, image = _decode(GAME.view(state, seat))
            assert image.format == "PNG" and len(data) <= 300 * 1024


def test_a_random_mouse_drawn_advanced_shows_the_spider_web_board() -> None:
    """The red dots drawn are those of the spider-web side when a random Mouse is drawn advanced."""
    seed = next(s for s in range(100) if "mouse" in GAME.new_game(2, s, {"mouse": RANDOM}).advanced)
    state = GAME.new_game(2, seed, {"mouse": RANDOM})
    image = render_board(GAME.view(state, None), NAMES)
    free = set(RED_DOTS_STANDARD | RED_DOTS_SPIDER) - set(state.layout)
    for square in free:
        assert (RED_DOT in _colours(image, cell_box(*square))) == (square in RED_DOTS_SPIDER), square
    assert "Red dots (spider-web board)" in alt_text(GAME.view(state, None), NAMES)


def test_alt_text_says_which_sides_were_drawn_at_random() -> None:
    """A drawn side is named with its statue, basic or advanced; chosen basic sides stay unmentioned."""
    state = replace(_state(layout=START, target=TARGET), advanced=("rook",), random_sides=("rook", "monkey"))
    text = alt_text(GAME.view(state, None), NAMES)
    assert (
        "Statues: Rook A1 (advanced side, drawn at random), Candlestick B3, Monkey C4 (basic side, drawn at random),"
        " Mouse E2, Mirror F6." in text
    )
    chosen = replace(state, random_sides=())
    assert "Rook A1 (advanced side), Candlestick B3, Monkey C4, Mouse E2" in alt_text(GAME.view(chosen, None), NAMES)
