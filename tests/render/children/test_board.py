"""The Children board picture and its alt text, checked on decoded PNGs and pixels."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot.games.children import GAME, ChildrenState, ChildrenView
from bot.games.children.data import ROOM_BY_NAME, ids_of
from bot.games.children.views import card_view
from render.children.art import CALM_CHIP, GOLD, RAGE_CHIP
from render.children.board import GRID_Y, WIDTH, alt_text, render
from render.children.mansion import GRID_X0, SLOT_FILL, cell_box
from render.encode import encode_png

NAMES = ("Ann", "Bob", "Cy", "Di")
MAX_BYTES = 300 * 1024
R = ROOM_BY_NAME
ROSIE, PENNY = ids_of("Rosie")[0], ids_of("Penny")[0]
TEDDY, RAG_DOLL = ids_of("Teddy Bear")[0], ids_of("Rag Doll")[0]
HATPINS, TOADS, MICE = ids_of("Hatpin"), ids_of("Toad"), ids_of("Mouse")
MANSION = {R["Wine Cellar"]: 2, R["Parlor"]: 1, R["Billiards Room"]: 2, R["Kitchen"]: 3, R["Wash Room"]: 2}


def _state(players: int = 2, **setup: Any) -> ChildrenState:
    """A game in a small mansion, seat 0 acting; ``setup`` overrides the engine's scenario keys."""
    full: dict[str, Any] = {
        "grid": MANSION,
        "phase": "act",
        "room_pile": [],
        "pos": [R["Billiards Room"]] + [R["Kitchen"]] * (players - 1),
        "hands": [[] for _ in range(players)],
        "haunts": {R["Wash Room"]: [ROSIE], R["Parlor"]: [PENNY]},
        "enraged": [PENNY],
        "kitty": R["Wine Cellar"],
        "kitty_holder": 1,
    }
    full.update(setup)
    return GAME.new_game(players, 7, {}, full)


def _decode(view: ChildrenView, names: tuple[str, ...] = NAMES) -> tuple[bytes, Image.Image]:
    data = encode_png(render(view, names))
    image = Image.open(io.BytesIO(data))
    image.load()
    return data, image.convert("RGB")


def _has_colour(image: Image.Image, box: tuple[float, ...], colour: tuple[int, int, int], tol: int = 6) -> bool:
    crop = image.crop(tuple(round(v) for v in box))
    colours = crop.getcolors(crop.width * crop.height) or []
    return any(all(abs(a - b) <= tol for a, b in zip(c, colour, strict=True)) for _, c in colours)


def _room_box(view: ChildrenView, name: str) -> tuple[float, float, float, float]:
    room = next(r for r in view.rooms if r.name == name)
    return cell_box(GRID_Y, room.floor, room.column)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_is_a_phone_friendly_png_under_300_kb(players: int) -> None:
    """Public and private boards decode as PNGs 1080 px wide, not too tall, at most 300 KB."""
    state = _state(players, hands=[[HATPINS[0], TOADS[0]]] + [[] for _ in range(players - 1)])
    for seat in (None, 0):
        data, image = _decode(GAME.view(state, seat))
        assert image.size[0] == WIDTH == 1080
        assert 1000 <= image.height <= 1.5 * image.width
        assert len(data) <= MAX_BYTES


def test_a_big_hand_and_many_remembered_rooms_stay_within_bounds() -> None:
    """Twelve cards in hand and memories in every room still give a PNG of at most 300 KB."""
    view = GAME.view(_state(4), 0)
    hand = tuple(card_view(c) for c in range(13, 25))
    rooms = tuple(replace(r, seen=(card_view(HATPINS[k % 3]),), cards=3) for k, r in enumerate(view.rooms))
    data, image = _decode(replace(view, hand=hand, rooms=rooms))
    assert image.width == WIDTH and image.height <= 1.7 * image.width
    assert len(data) <= MAX_BYTES


def test_public_board_does_not_depend_on_hands() -> None:
    """Two states that differ only in which cards are held give byte-identical public pictures."""
    a = _state(2, hands=[[HATPINS[0], TEDDY], [TOADS[0]]])
    b = _state(2, hands=[[MICE[0], TOADS[1]], [HATPINS[1]]])
    assert GAME.view(a, 0).hand != GAME.view(b, 0).hand
    assert render(GAME.view(a, None), NAMES).tobytes() == render(GAME.view(b, None), NAMES).tobytes()


def test_public_board_never_draws_a_hand_or_remembered_cards() -> None:
    """A view without a seat is drawn the same even if hand and memory fields were filled in by mistake."""
    state = _state(2, hands=[[TEDDY, HATPINS[0]], []])
    public = GAME.view(state, None)
    private = GAME.view(state, 0)
    rooms = tuple(replace(r, seen=(card_view(MICE[0]),)) for r in public.rooms)
    polluted = replace(public, hand=private.hand, rooms=rooms)
    assert render(polluted, NAMES).tobytes() == render(public, NAMES).tobytes()


def test_private_board_adds_the_gold_panel() -> None:
    """A seat's view is taller than the public one and carries the gold "only you see this" frame."""
    state = _state(2, hands=[[TEDDY, HATPINS[0]], []])
    _, public = _decode(GAME.view(state, None))
    _, private = _decode(GAME.view(state, 0))
    assert private.height > public.height
    panel = (GRID_X0, public.height - 190, WIDTH - GRID_X0, private.height - 190)
    assert not _has_colour(public, (GRID_X0, public.height - 190, WIDTH - GRID_X0, public.height), GOLD)
    assert _has_colour(private, panel, GOLD)


def test_enraged_and_calm_ghosts_are_drawn_differently() -> None:
    """Penny (enraged) sits on a blue chip; Rosie (calm) on a sepia one; calming Penny changes her room."""
    view = GAME.view(_state(), None)
    _, image = _decode(view)
    parlor, wash = _room_box(view, "Parlor"), _room_box(view, "Wash Room")
    assert _has_colour(image, parlor, RAGE_CHIP) and not _has_colour(image, parlor, CALM_CHIP)
    assert _has_colour(image, wash, CALM_CHIP) and not _has_colour(image, wash, RAGE_CHIP)
    calm = replace(
        view,
        rooms=tuple(replace(r, ghosts=tuple(replace(g, enraged=False) for g in r.ghosts)) for r in view.rooms),
    )
    _, calmed = _decode(calm)
    assert (
        calmed.crop(tuple(round(v) for v in parlor)).tobytes() != image.crop(tuple(round(v) for v in parlor)).tobytes()
    )
    assert _has_colour(calmed, parlor, CALM_CHIP)


def test_slots_for_the_tablet_being_placed_are_highlighted() -> None:
    """In step 1 the free columns next to the mansion on the tablet's floor look like open slots."""
    state = _state(2, phase="tile", room_pile=[R["Master Bedroom"]])
    view = GAME.view(state, None)
    assert view.tablet == "Master Bedroom"
    _, image = _decode(view)
    assert _has_colour(image, cell_box(GRID_Y, 2, 1), SLOT_FILL)
    assert _has_colour(image, cell_box(GRID_Y, 2, 3), SLOT_FILL)
    assert not _has_colour(image, cell_box(GRID_Y, 2, 0), SLOT_FILL)


def test_alt_text_names_rooms_ghosts_and_players_and_keeps_hands_private() -> None:
    """The alt text says who must act, names rooms, ghosts and players; the public one names no hand card."""
    state = _state(2, hands=[[RAG_DOLL], []])
    public = alt_text(GAME.view(state, None), NAMES)
    assert len(public) <= 1000
    for word in ("Ann", "Bob", "Wash Room", "Parlor", "Rosie", "Penny", "ENRAGED", "Kitty Kitty", "Hand limit 4"):
        assert word in public
    assert "Player 1" not in public and "Rag Doll" in public  # Penny's beloved toy is public
    assert "hand:" not in public
    private = alt_text(GAME.view(state, 0), NAMES)
    assert "Only you see: your hand: Rag Doll (toy of Penny)" in private


def test_alt_text_is_cut_at_1000_characters() -> None:
    """A crowded board still gives at most 1000 characters."""
    view = GAME.view(_state(4), 0)
    hand = tuple(card_view(c) for c in range(13, 30))
    assert len(alt_text(replace(view, hand=hand, status="x" * 900), NAMES)) <= 1000


def test_every_view_of_a_random_game_renders() -> None:
    """Every public and seat view of a seeded random 3-player game draws and describes without error."""
    rng = random.Random("children-render")
    state = GAME.new_game(3, 2024, {})
    plies = 0
    while GAME.outcome(state) is None and plies < 3000:
        seat = rng.choice(sorted(GAME.to_act(state)))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        plies += 1
        for who in (None, seat):
            view = GAME.view(state, who)
            image = render(view, NAMES[:3])
            assert image.width == WIDTH and image.mode == "RGB"
            assert len(alt_text(view, NAMES[:3])) <= 1000
    assert GAME.outcome(state) is not None
    data, _ = _decode(GAME.view(state, None), NAMES[:3])
    assert len(data) <= MAX_BYTES


def test_the_ghost_being_placed_is_shown_to_everyone() -> None:
    """While a drawn ghost waits for its room, the public board and alt text show which ghost it is."""
    rng = random.Random(5)
    state = GAME.new_game(3, 5, {})
    for _ in range(2000):
        window = GAME.view(state, None).window
        if window is not None and window.kind == "place":
            break
        seat = rng.choice(sorted(GAME.to_act(state)))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    view = GAME.view(state, None)
    assert view.window is not None and view.window.card is not None
    name = view.window.card.name
    assert f"Card in play: {name}, who loves {view.window.card.pair}" in alt_text(view, NAMES)
    plain = replace(view, window=replace(view.window, card=None))
    assert render(view, NAMES).tobytes() != render(plain, NAMES).tobytes()


def test_kept_rows_and_steps_draw_the_same_board() -> None:
    """Boards drawn after other boards (kept player rows and turn steps pasted) equal boards drawn afresh."""
    from render.children import board as children
    from render.children import table as children_table

    states = [_state(), _state(3), _state(2, phase="tile", room_pile=[R["Master Bedroom"]])]
    views = [GAME.view(s, seat) for s in states for seat in (None, 0, 1)]
    fresh = []
    for v in views:
        children._STEPS.clear()
        children_table._ROWS.clear()
        fresh.append(render(v, NAMES))
    for v in reversed(views):
        render(v, NAMES)
    again = [render(v, NAMES) for v in views]
    assert all(a.tobytes() == b.tobytes() for a, b in zip(fresh, again, strict=True))
