"""Colours, sizes and small view helpers of the Rumble in the House board."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bot.games.rumble.model import RumbleView
from bot.i18n import msg, say

RGB = tuple[int, int, int]

CHARACTER_COLOURS: tuple[RGB, ...] = (
    (200, 36, 36),  # Ninja: red
    (141, 85, 36),  # Ape: brown
    (50, 100, 206),  # Penguin: blue
    (247, 127, 0),  # Cat: orange
    (255, 214, 10),  # Kid: yellow
    (23, 163, 152),  # Cthulhu: teal
    (255, 143, 171),  # Chicken-Man: pink
    (167, 201, 87),  # Meerkats: lime
    (123, 44, 191),  # Vampire: purple
    (233, 225, 200),  # Mummy: bone
    (184, 44, 140),  # Witch: magenta
    (154, 165, 177),  # Robot: steel
)
"""One colour per character id, the same on every board."""

BACKGROUND: RGB = (20, 17, 28)
ROOM: RGB = (45, 38, 66)
CROWDED_ROOM: RGB = (110, 28, 44)
CROWDED_EDGE: RGB = (255, 84, 96)
COURTYARD: RGB = (22, 38, 28)
COURTYARD_TEXT: RGB = (98, 140, 108)
WALL: RGB = (205, 188, 150)
TEXT: RGB = (242, 237, 248)
MUTED: RGB = (170, 160, 190)
DIM: RGB = (105, 98, 120)
PANEL: RGB = (33, 28, 46)
HIGHLIGHT: RGB = (64, 54, 92)
GOLD: RGB = (255, 200, 50)
DARK_TEXT: RGB = (18, 14, 24)
AMBER: RGB = (255, 176, 59)
STALL_RED: RGB = (196, 30, 58)

WIDTH = 1080
MARGIN = 20
HEADER_H = 58
STATUS_Y, STATUS_H = 60, 38
BODY_Y = 112
HOUSE_W, HOUSE_H = 700, 510
PANEL_X = MARGIN + HOUSE_W + 20
PANEL_W = WIDTH - PANEL_X - MARGIN
EXIT_Y = BODY_Y + HOUSE_H + 14
EXIT_LABEL_H = 28
SLOT_H, SLOT_GAP, SLOTS_PER_ROW = 68, 8, 6
HEIGHT = EXIT_Y + EXIT_LABEL_H + 2 * SLOT_H + SLOT_GAP + MARGIN
"""Height of a board without the reveal table (the first rumble's boards)."""
REVEAL_Y = HEIGHT - MARGIN + 14
"""Top of the reveal table, under the exit line, once a rumble has been scored."""
REVEAL_TITLE_H, REVEAL_HEAD_H, REVEAL_ROW_H = 40, 34, 76
REVEAL_NAME_W = 170
"""Width of the players' column of the reveal table; the rumbles share the rest."""

WALL_W = 8
DOOR_W = 56
CHIP_SIZES = (22, 20, 18, 16, 14)
GRID_CHIP_SIZE = 13
QUIET_WARNING = 3
"""Quiet turns left at or below which the status line warns of the anti-stall rule."""
STAR = "★ "
RING_W = 5
"""Width of the gold ring around a seat's own characters (with its dark gap)."""
ROOM_INSET = WALL_W / 2 + 5
"""Padding between a room's wall line and its name and characters."""


def character_colour(character: int) -> RGB:
    """The fill colour of a character's chip."""
    return CHARACTER_COLOURS[character % len(CHARACTER_COLOURS)]


def _luminance(c: RGB) -> float:
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def text_colour_on(fill: RGB) -> RGB:
    """Dark or light text, whichever contrasts more with ``fill``."""
    lum = _luminance(fill)
    on_dark = (_luminance(TEXT) + 0.05) / (lum + 0.05)
    on_light = (lum + 0.05) / (_luminance(DARK_TEXT) + 0.05)
    return TEXT if on_dark >= on_light else DARK_TEXT


def shown_names(names: Sequence[str], players: int, lang: str) -> tuple[str, ...]:
    """Every seat's name as the board shows it: its display name, or "Seat N" in ``lang`` when it has none.

    Messages name their seats (``Seat(n)``) from this tuple.
    """
    return tuple(
        names[p] if p < len(names) and names[p] else say(msg("rumble-pic-seat", number=p + 1), lang)
        for p in range(players)
    )


def drawn_view(view: RumbleView, lang: str) -> RumbleView:
    """``view`` as the picture draws it: ``character_names`` said in ``lang`` (the chips' and cells' labels)."""
    return dataclasses.replace(view, character_names=tuple(say(w, lang) for w in view.character_words))


def _exit_order(view: RumbleView) -> tuple[int, ...]:
    """Characters out in order; once the last rumble is scored, its full line (survivor last)."""
    if view.finished and len(view.past) >= view.rumble:
        return view.past[-1].exits
    return view.exits


def board_height(players: int, revealed: bool) -> int:
    """The picture's height: the reveal table adds a title, a head row and a row per player."""
    if not revealed:
        return HEIGHT
    return REVEAL_Y + REVEAL_TITLE_H + REVEAL_HEAD_H + players * REVEAL_ROW_H + 8 + MARGIN


def _winners(view: RumbleView) -> list[int]:
    active = [p for p in range(view.players) if p not in view.resigned]
    if not view.finished or not active:
        return []
    best = max(view.totals[p] for p in active)
    return [p for p in active if view.totals[p] == best]


def _crowded(view: RumbleView) -> set[int]:
    return {room.index for room in view.rooms if len(room.characters) > 1}
