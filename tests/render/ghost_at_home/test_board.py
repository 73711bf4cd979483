"""The Ghost at Home board picture and its alt text, checked on decoded PNGs and pixels."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.games.ghost_at_home import GAME, GhostState, GhostView
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.model import Phase
from bot.games.ghost_at_home.views import card_view
from bot.i18n import say
from render.cache import clear_all
from render.encode import encode_png
from render.ghost_at_home import house as gah_house
from render.ghost_at_home.board import (
    EMPTY_DARK,
    GOLD,
    GREEN,
    ROOM_DARK,
    ROOM_LIT,
    alt_text,
    cell_box,
    floor_box,
    render_board,
    room_box,
)
from render.ghost_at_home.icons import ALARM, CAT_ORANGE, GHOST_WHITE

NAMES = ("Ann", "Bob", "Cy", "Di")
MAX_BYTES = 300 * 1024


def _ids(kind: Kind, floor: int = 0) -> list[int]:
    return [c.id for c in CARDS if c.kind is kind and c.floor == floor]


F1, F2, F3 = _ids(Kind.ROOM, 1), _ids(Kind.ROOM, 2), _ids(Kind.ROOM, 3)
GHOSTS, CATS = _ids(Kind.GHOST), _ids(Kind.CAT)
LIGHTNING = _ids(Kind.LIGHTNING)[0]
FULL = [[F1[0], F1[1]], [F2[0], F2[1]], [F3[0], F3[1]]]


def _state(players: int = 2, **setup: Any) -> GhostState:
    return GAME.new_game(players, 7, {}, setup or None)


def _decode(view: GhostView, names: tuple[str, ...] = NAMES) -> tuple[bytes, Image.Image]:
    data = encode_png(render_board(view, names))
    image = Image.open(io.BytesIO(data))
    image.load()
    return data, image


def _pixels(image: Image.Image, box: tuple[float, float, float, float]) -> set[tuple[int, ...]]:
    crop = image.convert("RGB").crop(tuple(round(v) for v in box))
    return {colour for _, colour in crop.getcolors(crop.width * crop.height)}


def _centre(box: tuple[float, float, float, float]) -> tuple[int, int]:
    return round((box[0] + box[2]) / 2), round((box[1] + box[3]) / 2)


def _busy() -> GhostState:
    """Seat 0: floor 1 lit with a cat, floor 2 dark; seat 1: floor 1 lit with a ghost."""
    houses = [
        {"rooms": [[F1[0], F1[1]], [F2[0]], []], "cats": [[CATS[0]], [], []], "lights": [True, False, False]},
        {"rooms": [[F1[2], F1[3]], [], []], "ghosts": [GHOSTS[0], None, None], "lights": [True, False, False]},
    ]
    return _state(houses=houses, hands=[[LIGHTNING, F2[1], GHOSTS[1]], [F2[2], F3[0], CATS[1]]])


def _defend() -> GhostState:
    """Seat 0 has played a ghost at seat 1's floor 1; seat 1 must answer."""
    houses = [{}, {"rooms": [[F1[0], F1[1]], [], []]}]
    state = _state(houses=houses, hands=[[GHOSTS[0], F1[2], F1[3]], [CATS[0], F2[0], F2[1]]])
    return GAME.apply(state, 0, "g.1")


def _escape() -> GhostState:
    """Seat 0 has explored its last room and is escaping; seat 1 is asked."""
    houses = [{"rooms": [FULL[0], FULL[1], [F3[0]]]}, {}]
    state = _state(houses=houses, hands=[[F3[1], F1[2], F1[3]], [GHOSTS[0], F2[2], F2[3]]])
    return GAME.apply(state, 0, f"r.{F3[1]}")


def _over() -> GhostState:
    """Seat 0 escaped: the game is over."""
    return GAME.apply(_escape(), 1, "nostop")


def test_board_is_a_phone_friendly_png_under_300_kb() -> None:
    """The four-player public board decodes as a PNG 1000–1200 px wide, not too tall, at most 300 KB."""
    data, image = _decode(GAME.view(_state(4), None))
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1200
    assert image.height <= 1.3 * image.width
    assert len(data) <= MAX_BYTES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_private_board_with_a_big_hand_stays_within_bounds(players: int) -> None:
    """A seat holding nine cards still gets a PNG 1000–1200 px wide of at most 300 KB."""
    hand = tuple(card_view(c) for c in (F1[0], F2[0], F3[0], GHOSTS[0], CATS[0], *range(46, 50)))
    view = replace(GAME.view(_state(players), 0), hand=hand)
    data, image = _decode(view)
    assert 1000 <= image.width <= 1200
    assert image.height <= 1.4 * image.width
    assert len(data) <= MAX_BYTES


def test_private_image_differs_from_public() -> None:
    """A seat's view adds its hand, so its picture is not the public one."""
    state = _busy()
    public = render_board(GAME.view(state, None), NAMES)
    private = render_board(GAME.view(state, 0), NAMES)
    assert public.tobytes() != private.tobytes()


def test_two_seats_private_images_differ_where_hands_differ() -> None:
    """Two seats whose hands differ get different pictures."""
    state = _busy()
    first = render_board(GAME.view(state, 0), NAMES)
    second = render_board(GAME.view(state, 1), NAMES)
    assert first.tobytes() != second.tobytes()


def test_public_image_does_not_depend_on_secrets() -> None:
    """Swapping a seat's hand for other cards (the deck taking the old ones) leaves the public PNG byte-identical."""
    state = _busy()
    new_hand = (F3[3], F3[4], F3[5])
    other = state.with_hand(0, new_hand)
    other = replace(other, deck=tuple(c for c in state.deck if c not in new_hand) + state.hands[0])
    assert other.hands != state.hands and len(other.deck) == len(state.deck)
    public_a = encode_png(render_board(GAME.view(state, None), NAMES))
    public_b = encode_png(render_board(GAME.view(other, None), NAMES))
    assert public_a == public_b


def test_rooms_are_drawn_lit_dark_or_unexplored() -> None:
    """A lit explored room, a dark explored room and an unexplored room get their own fills."""
    view = GAME.view(_busy(), None)
    image = render_board(view, NAMES)
    lit, dark, empty = room_box(view, 0, 1, 1), room_box(view, 0, 2, 0), room_box(view, 0, 3, 0)
    assert image.getpixel((round(lit[0]) + 3, round(lit[1]) + 3)) == ROOM_LIT
    assert image.getpixel((round(dark[0]) + 3, round(dark[1]) + 3)) == ROOM_DARK
    assert image.getpixel(_centre(empty)) == EMPTY_DARK


def test_cat_sits_in_its_room_and_ghost_on_its_floor() -> None:
    """Cat orange shows in seat 0's left floor-1 room only; ghost white shows on seat 1's floor 1 only."""
    view = GAME.view(_busy(), None)
    image = render_board(view, NAMES)
    assert CAT_ORANGE in _pixels(image, room_box(view, 0, 1, 0))
    assert CAT_ORANGE not in _pixels(image, room_box(view, 0, 1, 1))
    assert GHOST_WHITE in _pixels(image, floor_box(view, 1, 1))
    assert GHOST_WHITE not in _pixels(image, floor_box(view, 0, 1))


def test_turn_is_marked_with_a_gold_outline() -> None:
    """The active player's cell is outlined in gold; the other's is not."""
    view = GAME.view(_busy(), None)
    image = render_board(view, NAMES)
    assert image.getpixel((round(cell_box(view, 0)[0]) + 1, _centre(cell_box(view, 0))[1])) == GOLD
    assert image.getpixel((round(cell_box(view, 1)[0]) + 1, _centre(cell_box(view, 1))[1])) != GOLD


def test_cat_defence_window_marks_the_target_floor_in_red() -> None:
    """The floor a ghost is coming at is ringed in red, and so is the cell of the seat that must answer."""
    view = GAME.view(_defend(), None)
    image = render_board(view, NAMES)
    x0, y0, _, y1 = floor_box(view, 1, 1)
    assert image.getpixel((round(x0) - 3, round((y0 + y1) / 2))) == ALARM
    assert image.getpixel((round(cell_box(view, 1)[0]) + 1, _centre(cell_box(view, 1))[1])) == ALARM


def test_escaping_house_is_outlined_green() -> None:
    """During an escape the escaper's cell is green and the asked seat's is red."""
    view = GAME.view(_escape(), None)
    image = render_board(view, NAMES)
    assert image.getpixel((round(cell_box(view, 0)[0]) + 1, _centre(cell_box(view, 0))[1])) == GREEN
    assert image.getpixel((round(cell_box(view, 1)[0]) + 1, _centre(cell_box(view, 1))[1])) == ALARM


def test_winner_is_outlined_gold_once_the_game_is_over() -> None:
    """The escaped winner's cell is gold at the end."""
    view = GAME.view(_over(), None)
    image = render_board(view, NAMES)
    assert image.getpixel((round(cell_box(view, 0)[0]) + 1, _centre(cell_box(view, 0))[1])) == GOLD


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_phase_renders_for_every_player_count(players: int) -> None:
    """Seeded random games render for every viewer every 12 plies, and at every window and the end."""
    phases: set[str] = set()
    sizes: set[tuple[int, int]] = set()
    for game in range(2):
        rng = random.Random(f"render:{players}:{game}")
        state = GAME.new_game(players, 100 * players + game, {"beginner": game == 1})
        ply = 0
        while True:
            viewers: tuple[int | None, ...] = ()
            if ply % 12 == 0:
                viewers = (None, *range(players))
            elif state.phase is not Phase.TURN:
                viewers = (None, *sorted(GAME.to_act(state)))
            if viewers:
                phases.add(state.phase.value)
            for seat in viewers:
                sizes.add(render_board(GAME.view(state, seat), NAMES).size)
            if GAME.outcome(state) is not None:
                break
            seat = min(GAME.to_act(state))
            legal = GAME.legal_actions(state, seat)
            eager = [a for a in legal if a.startswith(("r.", "g.", "stop", "cat"))]
            state = GAME.apply(state, seat, rng.choice(eager if eager and rng.random() < 0.7 else legal))
            ply += 1
    assert {"turn", "defend", "stop", "over"} <= phases
    assert all(1000 <= w <= 1200 for w, _ in sizes)


def test_alt_text_gives_turn_houses_and_piles() -> None:
    """The alt text names whose turn it is, each house with its hand size and lit floors, and the piles."""
    view = GAME.view(_busy(), None)
    text = alt_text(view, NAMES)
    assert "Ann to play" in text
    assert "Ann, 3 cards in hand, 3 of 6 rooms: floor 1 2 rooms, lit, a cat; floor 2 1 room." in text
    assert "Bob, 3 cards in hand, 2 of 6 rooms: floor 1 2 rooms, lit, a ghost." in text
    assert f"Deck {view.deck_size} cards, discard pile {view.discard_size}." in text


def test_alt_text_describes_the_open_windows() -> None:
    """The cat defence names attacker, target and floor; the escape names escaper and the seat asked."""
    defend = alt_text(GAME.view(_defend(), None), NAMES)
    assert "A ghost from Ann is coming at Bob's floor 1" in defend
    escape = alt_text(GAME.view(_escape(), None), NAMES)
    assert "Ann is escaping" in escape and "Bob" in escape.split("escaping", 1)[1]


def test_alt_text_names_the_winner() -> None:
    """Once someone escapes the alt text says who won."""
    assert "Ann explored the whole house and escaped!" in alt_text(GAME.view(_over(), None), NAMES)


def test_public_alt_text_reveals_no_hand() -> None:
    """The public alt text names no card held in any hand."""
    text = alt_text(GAME.view(_busy(), None), NAMES)
    assert "hand:" not in text.lower()
    assert "Lightning" not in text and "bulb" not in text


def test_private_alt_text_lists_the_seats_hand() -> None:
    """A seat's alt text lists its own cards with their bulbs, and no card of another hand."""
    view = GAME.view(_busy(), 0)
    text = alt_text(view, NAMES)
    assert "Your hand: " + ", ".join(say(c.label) for c in view.hand) + "." in text
    assert say(CARDS[F3[0]].label) not in text


def test_alt_text_stays_within_1000_characters() -> None:
    """Names far beyond Discord's length and a nine-card hand are cut after a whole word within 1000
    characters, with an ellipsis."""
    names = tuple("N" * 200 for _ in range(4))
    hand = tuple(card_view(c) for c in range(40, 49))
    state = _state(4, houses=[{"rooms": FULL, "lights": [True, True, True]}, {}, {}, {}])
    text = alt_text(replace(GAME.view(state, 0), hand=hand), names)
    assert 1000 - 200 <= len(text) <= 1000 and text.endswith("…")  # cut after a whole word: a name is 200 long


def test_ring_bands_paint_like_the_whole_ring_mask() -> None:
    """Pasting the ring's four edge bands gives exactly the pixels of pasting its whole mask."""
    whole = Image.new("RGB", (300, 200), (33, 28, 46))
    banded = whole.copy()
    box = (20, 15, 280, 190)
    whole.paste(GOLD, box[:2], gah_house._ring_mask(box[2] - box[0], box[3] - box[1], 14, 4))
    gah_house._ring(banded, box, 14, GOLD, 4)
    assert ImageChops.difference(whole, banded).getbbox() is None


def test_boards_drawn_in_any_order_are_the_same_boards() -> None:
    """Boards drawn after other boards (kept pieces reused) equal the same boards drawn in another order."""
    views = [GAME.view(s, seat) for s in (_busy(), _defend(), _escape(), _over()) for seat in (None, 0)]
    clear_all()
    fresh = [render_board(v, NAMES) for v in views]
    again = [render_board(v, NAMES) for v in reversed(views)][::-1]
    assert all(ImageChops.difference(a, b).getbbox() is None for a, b in zip(fresh, again, strict=True))


@pytest.mark.parametrize(("players", "viewer"), [(2, None), (4, None), (3, 0)])
def test_kept_pieces_follow_a_whole_game(players: int, viewer: int | None) -> None:
    """Along a seeded game, each board drawn after the previous one equals the same board drawn afresh."""
    rng = random.Random(f"house-cells:{players}")
    state = GAME.new_game(players, rng.getrandbits(32), {})
    clear_all()
    moves = 0
    while GAME.outcome(state) is None and moves < 120:
        seat = rng.choice(sorted(GAME.to_act(state)))
        state = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))
        moves += 1
        view = GAME.view(state, viewer)
        kept = render_board(view, NAMES)  # with the pieces of the previous board
        clear_all()
        assert ImageChops.difference(kept, render_board(view, NAMES)).getbbox() is None, f"move {moves}"
