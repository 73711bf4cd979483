"""The Purple House pictures and alt text, checked on decoded PNGs, pixels and views."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.games.purple_house import GAME, PurpleHouseState, PurpleHouseView
from bot.games.purple_house.cards import card_name
from bot.games.purple_house.state import EMPTY
from render.encode import encode_png
from render.purple_house import art
from render.purple_house.art import CENTRE_X, CORNER_CENTRES, CORNER_X, EMPTY_SLOT, GOLD
from render.purple_house.board import alt_text, cell_box, render_board
from tests.games.purple_house.purple_house_helpers import all_but, clue, escape, flip

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
POSITIONS = ("ul", "ur", "ll", "lr", "c")


def _decode(view: PurpleHouseView, names: tuple[str, ...] = NAMES) -> tuple[bytes, Image.Image]:
    data = encode_png(render_board(view, names))
    image = Image.open(io.BytesIO(data))
    image.load()
    return data, image


def _scouting(players: int = 3, seed: int = 4) -> PurpleHouseState:
    return GAME.new_game(players, seed, {})


def _escape_mid_game() -> PurpleHouseState:
    """A placed Escape Phase: Current Room 2 Lamps, Lamps 1, Chairs 1 and 2 and Clocks 4 on the Path."""
    lamp1, lamp2, chair1, chair2 = clue("Lamp", 1), clue("Lamp", 2), clue("Chair", 1), clue("Chair", 2)
    state = escape(current=lamp1, path=[clue("Clock", 4)], players=3)
    for card in (chair1, chair2, lamp2):
        state = flip(state, card)
    return state


def _mark_point(view: PurpleHouseView, cell: int, position: str) -> tuple[int, int]:
    """The pixel at the middle of the X drawn at ``position`` on the card of ``cell``."""
    x0, y0, x1, _ = cell_box(view, cell)
    fx, fy = CORNER_CENTRES.get(position, (0.5, 0.5))
    size = x1 - x0
    return round(x0 + fx * size), round(y0 + fy * size)


def _play_to_end(players: int, seed: int) -> list[PurpleHouseState]:
    """Every state of a seeded random game, from setup to its end."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed, {"scoring": players % 2 == 1, "difficulty": "hard" if seed % 2 else "easy"})
    states = [state]
    while GAME.to_act(state):
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))
        states.append(state)
    return states


def test_board_is_a_phone_friendly_png_under_300_kb() -> None:
    """The public Escape board decodes as a PNG 1000–1200 px wide, wider than tall, at most 300 KB."""
    data, image = _decode(GAME.view(_escape_mid_game(), None))
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1200
    assert image.height < image.width
    assert len(data) <= 300 * 1024


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_every_phase_of_a_played_game_renders(players: int) -> None:
    """Every third ply of a seeded game, public and to-act views, gives a same-size PNG under 300 KB."""
    states = _play_to_end(players, 40 + players)
    phases = set()
    for state in [*states[::3], states[-1]]:
        phases.add(state.phase)
        seat = min(GAME.to_act(state), default=0)
        for view in (GAME.view(state, None), GAME.view(state, seat)):
            data, image = _decode(view)
            assert image.format == "PNG"
            assert image.size == (1120, 882)
            assert len(data) <= 300 * 1024
    assert phases == {"scouting", "escape", "over"}


def test_private_scouting_image_differs_from_public() -> None:
    """A seat's Scouting picture shows its own cards, so it is not the public one."""
    state = _scouting()
    public = render_board(GAME.view(state, None), NAMES)
    private = render_board(GAME.view(state, 0), NAMES)
    assert public.tobytes() != private.tobytes()


def test_two_seats_private_images_differ() -> None:
    """Two seats dealt different cards get different Scouting pictures."""
    state = _scouting()
    assert state.hands[0] != state.hands[1]
    first = render_board(GAME.view(state, 0), NAMES)
    second = render_board(GAME.view(state, 1), NAMES)
    assert first.tobytes() != second.tobytes()


def _other_scouting_secrets(state: PurpleHouseState) -> PurpleHouseState:
    """Seat 1 gets the top of the deck instead of its cards, and every one of those cards a new back."""
    count = len(state.hands[1])
    hands = (state.hands[0], state.deck[:count], *state.hands[2:])
    deck = (*state.hands[1], *state.deck[count:])
    marks = tuple(m ^ 0b10001 if c in (*state.hands[1], *state.deck[:count]) else m for c, m in enumerate(state.marks))
    return replace(state, hands=hands, deck=deck, marks=marks)


def test_public_scouting_image_ignores_the_seats_secrets() -> None:
    """Dealing seat 1 other cards with other backs leaves the public Scouting picture byte-identical."""
    state = _scouting()
    other = _other_scouting_secrets(state)
    assert GAME.view(other, 1) != GAME.view(state, 1)
    assert encode_png(render_board(GAME.view(state, None), NAMES)) == encode_png(
        render_board(GAME.view(other, None), NAMES)
    )


def test_a_seats_image_ignores_other_seats_secrets() -> None:
    """Seat 0's Scouting picture stays byte-identical when only seat 1's cards and backs change."""
    state = _scouting()
    other = _other_scouting_secrets(state)
    assert render_board(GAME.view(state, 0), NAMES).tobytes() == render_board(GAME.view(other, 0), NAMES).tobytes()


def test_public_escape_image_ignores_face_down_fronts() -> None:
    """Shuffling which fronts lie under the face-down backs (backs kept in place) changes no pixel."""
    state = _escape_mid_game()
    cells = [i for i, c in enumerate(state.grid) if c not in (EMPTY, state.current)]
    cards = [state.grid[i] for i in cells]
    moved = cards[1:] + cards[:1]
    grid = list(state.grid)
    marks = list(state.marks)
    for cell, old, new in zip(cells, cards, moved, strict=True):
        grid[cell] = new
        marks[new] = state.marks[old]
    other = replace(state, grid=tuple(grid), marks=tuple(marks))
    assert other.grid != state.grid
    assert (
        render_board(GAME.view(state, None), NAMES).tobytes() == render_board(GAME.view(other, None), NAMES).tobytes()
    )


@pytest.mark.parametrize("position", POSITIONS)
def test_each_x_is_drawn_exactly_where_it_is(position: str) -> None:
    """A card marked at one position shows its X there and no X at the four other positions."""
    state = escape(players=3, marks={0: position}, items=[[1, 0, 0]] * 3)
    view = GAME.view(state, None)
    cell = state.grid.index(0) + 1
    image = render_board(view, NAMES)
    colour = CENTRE_X if position == "c" else CORNER_X
    assert image.getpixel(_mark_point(view, cell, position)) == colour
    for other in POSITIONS:
        if other != position:
            assert image.getpixel(_mark_point(view, cell, other)) not in (CORNER_X, CENTRE_X), other


def test_cells_are_numbered_in_reading_order_of_five_columns() -> None:
    """Cell 6 starts the second row, under cell 1; cell 5 ends the first row."""
    view = GAME.view(_escape_mid_game(), None)
    one, five, six = cell_box(view, 1), cell_box(view, 5), cell_box(view, 6)
    assert six[0] == one[0] and six[1] > one[3]
    assert five[1] == one[1] and five[0] > one[2]


def test_empty_cell_is_drawn_empty_and_current_room_framed_in_gold() -> None:
    """The cell whose card went to the Path is a bare slot; the Current Room's cell has a gold frame."""
    state = _escape_mid_game()
    view = GAME.view(state, None)
    image = render_board(view, NAMES)
    empty = next(c.cell for c in view.cells if c.empty)
    x0, y0, _, y1 = cell_box(view, empty)
    assert image.getpixel((round(x0) + 12, round(y1) - 12)) == EMPTY_SLOT
    assert view.current_cell is not None
    x0, y0, _, _ = cell_box(view, view.current_cell)
    assert image.getpixel((round(x0) - 3, round(y0) + 30)) == GOLD


def test_public_escape_alt_text_gives_the_key_candles_room_and_backs() -> None:
    """The alt text names the Key holder, candles, Current Room with its cell, Path and the grid by backs."""
    state = _escape_mid_game()
    view = GAME.view(state, None)
    text = alt_text(view, NAMES)
    assert f"{NAMES[state.key]} holds the Key" in text
    assert "Candles 4 of 4." in text
    assert f"Current Room: 2 Lamps, card {view.current_cell}." in text
    assert "Path: Lamps 1; Chairs 1, 2; Clocks 4." in text
    assert "round 1 of 3" in text
    assert "face-down cards by back:" in text


def test_public_escape_alt_text_names_no_face_down_card() -> None:
    """No face-down card's front is named in the public alt text."""
    state = _escape_mid_game()
    text = alt_text(GAME.view(state, None), NAMES)
    for card in state.grid:
        if card not in (EMPTY, state.current):
            assert card_name(card) not in text, card_name(card)


def test_public_scouting_alt_text_has_no_cards_and_says_who_is_ready() -> None:
    """The public Scouting alt text tells who is ready or scouting and names nobody's cards."""
    state = GAME.apply(_scouting(), 0, "auto")
    text = alt_text(GAME.view(state, None), NAMES)
    assert "Ann ready" in text and "Bob scouting" in text
    assert "Your" not in text and "card 1" not in text


def test_private_scouting_alt_text_names_the_seats_cards_and_items() -> None:
    """A seat's Scouting alt text lists its own cards with their backs, and its items."""
    state = _scouting()
    text = alt_text(GAME.view(state, 1), NAMES)
    for slot, card in enumerate(state.hands[1], 1):
        assert f"card {slot} {card_name(card)}, back" in text
    assert "Your items: 1 handkerchief, 1 corner X, 1 centre X." in text


def test_won_game_alt_text_gives_the_score() -> None:
    """A game won with the Scoring Variant says so and gives the exact score."""
    lamp1, lamp2 = clue("Lamp", 1), clue("Lamp", 2)
    state = escape(current=lamp1, path=all_but(lamp1, lamp2), options={"scoring": True, "difficulty": "hard"}, round=2)
    text = alt_text(GAME.view(flip(state, lamp2), None), NAMES)
    assert "Everyone escaped" in text
    assert "Score 40.5 = (16 Clues + 6 candles + 5 bonus) ×1.5" in text


def test_alt_text_stays_within_1000_characters() -> None:
    """Very long names are cut after a whole word within 1000 characters, ending with an ellipsis."""
    state = _play_to_end(5, 3)[-1]
    text = alt_text(GAME.view(state, None), tuple("N" * 300 for _ in range(5)))
    assert 1000 - 300 <= len(text) <= 1000 and text.endswith("…")  # cut after a whole word: a name is 300 long


def _whole_shrink(big: Image.Image, size: int) -> Image.Image:
    return big.resize((size, size), Image.Resampling.LANCZOS)


@pytest.mark.parametrize("size", [36, 40, 92, 114, 140, 150])
def test_card_tiles_equal_shrinking_the_whole_card(size: int) -> None:
    """Tiles shrunk part by part are pixel for pixel the whole big card shrunk at once."""
    big = art._back_big(size).copy()
    draw = ImageDraw.Draw(big)
    marks = ("ul", "c", "lr")
    for mark in marks:
        cx, cy, half, width, colour = art._mark_geometry(mark, size * art.SUPER)
        art._x_mark(draw, cx, cy, half, width, colour)
    assert ImageChops.difference(art.card_back(size, marks), _whole_shrink(big, size)).getbbox() is None
    assert ImageChops.difference(art.card_back(size, ()), _whole_shrink(art._back_big(size), size)).getbbox() is None
    s = size * art.SUPER
    big = Image.new("RGB", (s, s), art.BACKGROUND)
    draw = ImageDraw.Draw(big)
    draw.rounded_rectangle((0, 0, s - 1, s - 1), radius=0.09 * s, fill=art.LADY_INK)
    rim = 0.05 * s
    draw.rounded_rectangle((rim, rim, s - 1 - rim, s - 1 - rim), radius=0.06 * s, fill=art.LADY_FRONT)
    frame = art._front_frame(size, art.LADY_FRONT, art.LADY_INK)
    assert ImageChops.difference(frame, _whole_shrink(big, size)).getbbox() is None


def test_kept_parts_draw_the_same_board() -> None:
    """A board drawn again after other boards (kept parts pasted) equals the board drawn from scratch."""
    views = [GAME.view(_scouting(), None), GAME.view(_escape_mid_game(), None)]
    fresh = [render_board(v, NAMES) for v in views]
    for v in views * 2:
        render_board(v, NAMES)
    again = [render_board(v, NAMES) for v in views]
    assert all(ImageChops.difference(a, b).getbbox() is None for a, b in zip(fresh, again, strict=True))


def test_the_solo_scouting_pill_leaves_all_seven_card_backs_visible() -> None:
    """In a solo game's Scouting row all seven backs show their "?", and they end before the "Scouting…" pill."""
    from render.purple_house.layout import BODY_Y, GRID_W, GRID_X, SCOUTING_AMBER

    _, image = _decode(GAME.view(_scouting(1), None), ("Alice",))
    rgb = image.convert("RGB")
    back = art.card_back(40, ()).convert("RGB").getpixel((8, 30))

    def near(c: tuple[int, ...], target: tuple[int, ...]) -> bool:
        return sum(abs(a - b) for a, b in zip(c, target, strict=False)) < 30

    xs = range(GRID_X + 240, GRID_X + GRID_W)  # right of the name and the key
    rows = range(BODY_Y + 100, image.height // 2)  # the Scouting table, below its title and text
    best = max(rows, key=lambda y: sum(near(rgb.getpixel((x, y)), SCOUTING_AMBER) for x in xs))
    line = [rgb.getpixel((x, best)) for x in xs]
    amber = [i for i, c in enumerate(line) if near(c, SCOUTING_AMBER)]
    backs = [i for i, c in enumerate(line) if near(c, back)]
    assert amber and backs and max(backs) < min(amber)
    marked = [any(near(rgb.getpixel((x, y)), (255, 255, 255)) for y in range(best - 22, best + 22)) for x in xs]
    runs = sum(1 for i, m in enumerate(marked) if m and (i == 0 or not marked[i - 1]))
    assert runs == 7
