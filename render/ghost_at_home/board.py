"""Board picture and alt text of Ghost at Home, drawn from a :class:`GhostView`.

The picture is 1080 px wide so that it still reads when Discord shrinks it to
a phone's width. Houses stand in a grid of two columns (two players: one row;
three or four: two rows), each a column of three floors under a roof with the
player's name, hand size and rooms beside it. A seat's own view adds its hand
as card faces: at the bottom, or in the free fourth cell with three players.
Once the game is over every house shows its hand face up in a strip under its
name (``reveal``), in every view.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.ghost_at_home.views import FloorView, GhostView, HouseView
from render.ghost_at_home.cards import card_name, draw_hand
from render.ghost_at_home.frame import _frame_image
from render.ghost_at_home.house import _draw_house
from render.ghost_at_home.icons import (
    ALARM,
    OUTLINE,
    RGB,
    card_back,
    paste_icon,
    rounded,
)
from render.ghost_at_home.layout import (
    ALT_LIMIT,
    AMBER,
    DARK_TEXT,
    EMPTY_DARK,
    GOLD,
    GREEN,
    HAND_TITLE_H,
    HEADER_H,
    MARGIN,
    MUTED,
    PAD,
    PANEL,
    ROOM_DARK,
    ROOM_LIT,
    STATUS_H,
    STATUS_Y,
    TEXT,
    WIDTH,
    _Layout,
    _layout,
    _name,
    cell_box,
    floor_box,
    reveal_box,
    room_box,
)
from render.ghost_at_home.reveal import draw_reveal, reveal_words
from render.text import draw_text, fit_text, font, text_width

__all__ = [
    "EMPTY_DARK",
    "GOLD",
    "GREEN",
    "ROOM_DARK",
    "ROOM_LIT",
    "alt_text",
    "cell_box",
    "floor_box",
    "render_board",
    "reveal_box",
    "room_box",
]


# --- header, status and hand ------------------------------------------------------------------


def _status(view: GhostView, names: Sequence[str]) -> tuple[str, RGB, RGB]:
    """The status line: its text, background and ink."""
    window = view.window
    if view.winner is not None:
        w = _name(names, view.winner)
        if view.houses[view.winner].full:
            return f"♛ {w} explored the whole house and escaped!", GOLD, DARK_TEXT
        return f"♛ {w} wins: everybody else left the game", GOLD, DARK_TEXT
    if window is not None and window.kind == "defend":
        by, target = _name(names, window.by), window.target
        if target == view.seat:
            return f"⚠ A ghost from {by} is coming at your floor {window.floor}: defend with a cat?", ALARM, TEXT
        who = _name(names, target)
        return (
            f"⚠ A ghost from {by} is coming at {who}'s floor {window.floor}: {who} may defend with a cat",
            ALARM,
            TEXT,
        )
    if window is not None:
        escaper = "You are" if window.target == view.seat else f"{_name(names, window.target)} is"
        n = window.ghosts_left
        asked = "you" if window.seat == view.seat else _name(names, window.seat)
        ghosts = "a ghost" if n == 1 else f"up to {n} ghosts"
        text = f"⚠ {escaper} escaping! Will {asked} play {ghosts} on floor {window.floor} to stop it?"
        return text, AMBER, DARK_TEXT
    if view.turn is not None and view.turn == view.seat:
        return "▶ Your turn", GOLD, DARK_TEXT
    if view.turn is not None:
        return f"▶ {_name(names, view.turn)} to play", PANEL, TEXT
    return "Game over", PANEL, TEXT


def _draw_header(image: Image.Image, view: GhostView, names: Sequence[str]) -> None:
    face = font(24, bold=True)
    small = font(18)
    x: float = WIDTH - MARGIN
    middle = HEADER_H / 2
    for label, count in (("discard", view.discard_size), ("deck", view.deck_size)):
        draw_text(image, (x, middle + 1), label, small, MUTED, "rm")
        x -= text_width(label, small) + 6
        draw_text(image, (x, middle), str(count), face, TEXT, "rm")
        x -= text_width(str(count), face) + 8
        if label == "deck":
            paste_icon(image, card_back(22, 32), (x - 11, middle))
        else:
            rounded(image, (x - 22, middle - 16, x, middle + 16), 4, (90, 84, 110), outline=OUTLINE, width=1)
        x -= 40
    if view.beginner:
        draw_text(image, (MARGIN + 232, middle + 3), "beginner game (no specials)", small, MUTED, "lm")
    text, fill, ink = _status(view, names)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 10, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 23, 14, bold=True)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, sface, ink, "mm")


def _draw_hand_panel(image: Image.Image, view: GhostView, layout: _Layout) -> None:
    box = layout.hand_box
    if box is None:
        return
    x0, y0, x1, y1 = box
    n = len(view.hand)
    title = f"★ Your hand: {n} card{'s' if n != 1 else ''}"
    draw_text(image, (x0 + 20, y0 + PAD + HAND_TITLE_H / 2), title, font(22, bold=True), GOLD, "lm")
    draw_hand(image, view.hand, (x0 + PAD + 4, y0 + PAD + HAND_TITLE_H, x1 - PAD - 4, y1 - PAD - 2))


def render_board(view: GhostView, names: Sequence[str]) -> Image.Image:
    """Draw the board a view allows: every house, hand sizes, piles, whose turn, any open window.

    ``names[i]`` is the display name of seat ``i``. A seat's view (``view.seat``
    set) also shows that seat's hand as card faces; once the game is over every
    house shows its hand face up in a strip under its name, in every view. The
    parts that never change in a game are drawn once and copied. The result is
    an RGB image ready for :func:`render.encode.encode_png`.
    """
    layout = _layout(view)
    image = _frame_image(layout)
    _draw_header(image, view, names)
    for hv in view.houses:
        _draw_house(image, view, hv, layout, names)
        draw_reveal(image, view, hv, layout)
    _draw_hand_panel(image, view, layout)
    return image


# --- alt text -------------------------------------------------------------------------------


def _floor_words(fv: FloorView) -> str:
    rooms = [s.room for s in (fv.left, fv.right) if s.room is not None]
    cats = sum(s.cat is not None for s in (fv.left, fv.right))
    parts = [f"{len(rooms)} room{'s' if len(rooms) != 1 else ''}" if rooms else "no rooms"]
    if fv.lit:
        parts.append("lit")
    if fv.ghost is not None:
        parts.append("a ghost")
    if cats:
        parts.append("a cat" if cats == 1 else f"{cats} cats")
    return f"floor {fv.number} " + ", ".join(parts)


def _house_words(view: GhostView, hv: HouseView, names: Sequence[str]) -> str:
    who = _name(names, hv.seat) + (" (you)" if hv.seat == view.seat else "")
    if hv.left_game:
        return f"{who} left the game"
    floors = [_floor_words(fv) for fv in hv.floors if fv.lit or fv.ghost is not None or fv.left.room is not None]
    inside = "; ".join(floors) if floors else "nothing explored"
    hand = f"{hv.hand_size} card{'s' if hv.hand_size != 1 else ''} in hand"
    return f"{who}, {hand}, {hv.explored} of 6 rooms: {inside}"


def alt_text(view: GhostView, names: Sequence[str]) -> str:
    """Describe the board for screen readers in at most 1000 characters.

    Says whose turn it is or what the open window asks, then (a seat's view)
    the seat's own hand, or at the end every seat's hand, then every house
    floor by floor with hand sizes, and the pile sizes. The public text of a
    running game holds no hidden card.
    """
    status, _, _ = _status(view, names)
    parts = [f"Ghost at Home, {view.players} players. {status.lstrip('▶⚠♛ ')}."]
    if view.hands:
        parts.append(reveal_words(view, names))
    elif view.seat is not None:
        hand = ", ".join(c.label or card_name(c) for c in view.hand) or "no cards"
        parts.append(f"Your hand: {hand}.")
    parts.append(" ".join(_house_words(view, hv, names) + "." for hv in view.houses))
    parts.append(f"Deck {view.deck_size} cards, discard pile {view.discard_size}.")
    text = " ".join(parts).replace("?.", "?").replace("!.", "!")
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
