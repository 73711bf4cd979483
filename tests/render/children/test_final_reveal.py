"""The final reveal on the Children board: cards under rooms face up at their rooms, every hand in a strip."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

from PIL import Image

from bot.games.children import GAME, ChildrenState, ChildrenView
from bot.games.children.data import ROOM_BY_NAME, ids_of
from bot.games.children.views import card_view
from render.children import board
from render.children.board import GRID_Y, WIDTH, alt_text, render
from render.children.cards import KIND_COLOURS
from render.children.mansion import BAND_GAP, NO_BANDS, bands_of, cell_box
from render.children.reveal import MAX_BAND_ROWS, band_height
from render.encode import encode_png
from tests.games.children.test_reveal import crowded
from tests.render.children.test_board import _has_colour

NAMES = ("Ann", "Bob", "Cy", "Di")
MAX_BYTES = 300 * 1024
R = ROOM_BY_NAME
KITE, TEDDY = ids_of("Kite")[0], ids_of("Teddy Bear")[0]
HATPINS, TOADS, MICE = ids_of("Hatpin"), ids_of("Toad"), ids_of("Mouse")
MANSION = {R["Wine Cellar"]: 2, R["Parlor"]: 1, R["Billiards Room"]: 2, R["Kitchen"]: 3, R["Wash Room"]: 2}
TOY, DEVICE, TRAP = KIND_COLOURS["toy"], KIND_COLOURS["device"], KIND_COLOURS["trap"]


def _running(**setup: Any) -> ChildrenState:
    """A 2-player game in a small mansion: seat 0 holds a Kite and a Hatpin, a Toad lies under the Parlor."""
    full: dict[str, Any] = {
        "grid": MANSION,
        "phase": "act",
        "room_pile": [],
        "pos": [R["Billiards Room"], R["Kitchen"]],
        "hands": [[KITE, HATPINS[0]], [TEDDY]],
        "under": {R["Parlor"]: [TOADS[0]]},
    }
    full.update(setup)
    return GAME.new_game(2, 7, {}, full)


def _finished(**setup: Any) -> ChildrenState:
    """The same game after seat 1 resigned: seat 0 still holds its cards, the Teddy Bear lies in the Kitchen."""
    return GAME.resign(_running(**setup), 1)


def _decode(view: ChildrenView) -> tuple[bytes, Image.Image]:
    data = encode_png(render(view, NAMES[: view.players]))
    image = Image.open(io.BytesIO(data))
    image.load()
    return data, image.convert("RGB")


def _cell(view: ChildrenView, name: str) -> tuple[float, float, float, float]:
    room = next(r for r in view.rooms if r.name == name)
    return cell_box(GRID_Y, room.floor, room.column, bands_of(view))


def test_cards_under_a_room_lie_face_up_in_its_slot() -> None:
    """On the final board the Toad left under the Parlor is a device chip in the Parlor's slot, the Teddy Bear a toy
    chip in the Kitchen's."""
    view = GAME.view(_finished(), None)
    _, image = _decode(view)
    assert _has_colour(image, _cell(view, "Parlor"), DEVICE) and not _has_colour(image, _cell(view, "Parlor"), TOY)
    assert _has_colour(image, _cell(view, "Kitchen"), TOY)


def test_the_running_board_draws_no_card_under_a_room() -> None:
    """Before the end the Parlor's slot shows no face-up card chip."""
    view = GAME.view(_running(), None)
    _, image = _decode(view)
    assert not _has_colour(image, _cell(view, "Parlor"), DEVICE)


def test_every_hand_lies_face_up_in_the_hands_panel() -> None:
    """The final board has a hands panel with the Kite (toy) and the Hatpin (device) of seat 0's hand."""
    view = GAME.view(_finished(), None)
    layout = board._layout(view)
    assert layout.hands_h > 0
    _, image = _decode(view)
    x0, y0, x1, _ = layout.hands_box
    row = (x0, y0 + 38, x1, y0 + 38 + 36)
    assert _has_colour(image, row, TOY) and _has_colour(image, row, DEVICE)


def test_a_hand_with_a_trap_shows_a_trap_chip() -> None:
    """A trap kept in hand at the end is drawn on its red trap chip."""
    view = GAME.view(_finished(hands=[[MICE[0]], [TEDDY]]), None)
    _, image = _decode(view)
    assert _has_colour(image, board._layout(view).hands_box, TRAP)


def test_a_running_board_ignores_reveal_fields_filled_by_mistake() -> None:
    """A running game's public board is the same picture even if hands and room cards were put in its view."""
    view = GAME.view(_running(), None)
    table = tuple(replace(p, hand=(card_view(HATPINS[1]),)) for p in view.table)
    rooms = tuple(replace(r, under=(card_view(MICE[0]),)) for r in view.rooms)
    polluted = replace(view, table=table, rooms=rooms)
    assert render(polluted, NAMES[:2]).tobytes() == render(view, NAMES[:2]).tobytes()


def test_a_running_board_has_no_bands_and_no_hands_panel() -> None:
    """Before the end the board keeps its usual layout: no band under the tablets, no hands panel."""
    for seat in (None, 0):
        layout = board._layout(GAME.view(_running(), seat))
        assert layout.bands == NO_BANDS and layout.hands_h == 0


def test_only_floors_with_cards_get_a_band() -> None:
    """The 1st floor (Parlor, Kitchen) grows a band; the basement, 2nd and 3rd floors without cards do not."""
    bands = bands_of(GAME.view(_finished(), None))
    assert bands[1] > 0 and bands[0] == bands[2] == bands[3] == 0


def test_a_room_full_of_cards_gets_a_band_of_bounded_height() -> None:
    """Twenty different cards under one room fill at most the band's lines, the last one saying how many more."""
    many = [*ids_of("Catnip")[:1], HATPINS[1], TOADS[0], MICE[0]]
    many += [c for n in ("Feather", "Secret Passage", "Snow Globe", "Cricket Cage", "Music Box") for c in ids_of(n)[:1]]
    many += [
        c
        for n in ("Medico Della Peste", "Dental Tools", "Crickets", "Raven's Skull", "Voodoo Doll")
        for c in ids_of(n)[:1]
    ]
    many += [
        c for n in ("Parasol", "Rag Doll", "Tin Soldier", "Jump Rope", "Spinning Top", "Marbles") for c in ids_of(n)
    ]
    view = GAME.view(_finished(under={R["Parlor"]: many}), None)
    assert bands_of(view)[1] == band_height(MAX_BAND_ROWS) + BAND_GAP
    data, image = _decode(view)
    assert image.width == WIDTH and len(data) <= MAX_BYTES


def test_a_seat_view_of_a_finished_game_needs_no_private_panel() -> None:
    """Once everything is face up a seat's board has no "only you see this" panel and the public board's size."""
    s = _finished()
    assert board._layout(GAME.view(s, 0)).private_h == 0
    assert render(GAME.view(s, 0), NAMES[:2]).size == render(GAME.view(s, None), NAMES[:2]).size


def test_a_crowded_final_board_is_a_phone_friendly_png() -> None:
    """Four full hands and cards under twenty rooms: 1080 px wide, at most twice as tall, at most 300 KB."""
    data, image = _decode(GAME.view(crowded(5), None))
    assert image.width == WIDTH and image.height <= 2 * image.width and len(data) <= MAX_BYTES


def test_final_alt_text_names_every_hand_and_the_cards_under_rooms() -> None:
    """The alt text of the final board gives each hand and each room's cards, within 1000 characters."""
    text = alt_text(GAME.view(_finished(), None), NAMES[:2])
    assert len(text) <= 1000
    assert "Hands at the end: Ann: Kite, Hatpin; Bob: none." in text
    assert "Left under rooms, face up: Parlor: Toad; Kitchen: Teddy Bear." in text


def test_running_alt_text_reveals_nothing() -> None:
    """Before the end the public alt text names no hand and no card under a room."""
    text = alt_text(GAME.view(_running(), None), NAMES[:2])
    assert "Hands at the end" not in text and "Left under rooms" not in text
    assert "Hatpin" not in text and "Toad" not in text


def test_a_seats_final_alt_text_no_longer_says_only_it_sees_its_hand() -> None:
    """At the end every hand is face up for everyone, so a seat's alt text tells it with the others."""
    text = alt_text(GAME.view(_finished(), 0), NAMES[:2])
    assert "Only you see" not in text and "Hands at the end" in text
