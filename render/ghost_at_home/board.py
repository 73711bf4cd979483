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

from bot.games.base import cut_words
from bot.games.ghost_at_home.views import FloorView, GhostView, HouseView
from bot.i18n import EN, Arg, Msg, Seat, msg, say
from render.ghost_at_home.cards import draw_hand
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


def seat_names(names: Sequence[str], lang: str = EN) -> list[str]:
    """The seats' names, one left empty (a Discord name of emoji only, which the font cannot draw) said as its
    seat in ``lang`` ("Player 2", "Gracz 2")."""
    return [name or say(msg("seat-number", number=seat + 1), lang) for seat, name in enumerate(names)]


def _who(names: Sequence[str], seat: int) -> Arg:
    """A seat as a message argument: its drawable display name, else the seat itself ("Player N")."""
    return names[seat] if seat < len(names) and names[seat] else Seat(seat)


def _status_msg(view: GhostView, names: Sequence[str]) -> tuple[Msg, RGB, RGB]:
    """The status line as a message, with its background and ink."""
    window = view.window
    if view.winner is not None:
        w = _who(names, view.winner)
        if view.houses[view.winner].full:
            return msg("ghostathome-pic-won-escaped", player=w), GOLD, DARK_TEXT
        return msg("ghostathome-pic-won-alone", player=w), GOLD, DARK_TEXT
    if window is not None and window.kind == "defend":
        by, target = _who(names, window.by), window.target
        if target == view.seat:
            return msg("ghostathome-pic-defend-you", by=by, floor=window.floor), ALARM, TEXT
        return msg("ghostathome-pic-defend", by=by, target=_who(names, target), floor=window.floor), ALARM, TEXT
    if window is not None:
        n, floor = window.ghosts_left, window.floor
        if window.target == view.seat:
            text = msg("ghostathome-pic-escaping-you", asked=_who(names, window.seat), count=n, floor=floor)
        elif window.seat == view.seat:
            text = msg("ghostathome-pic-escape-asks-you", escaper=_who(names, window.target), count=n, floor=floor)
        else:
            escaper, asked = _who(names, window.target), _who(names, window.seat)
            text = msg("ghostathome-pic-escape", escaper=escaper, asked=asked, count=n, floor=floor)
        return text, AMBER, DARK_TEXT
    if view.turn is not None and view.turn == view.seat:
        return msg("ghostathome-pic-your-turn"), GOLD, DARK_TEXT
    if view.turn is not None:
        return msg("ghostathome-pic-turn", player=_who(names, view.turn)), PANEL, TEXT
    return msg("ghostathome-pic-over"), PANEL, TEXT


def _status(view: GhostView, names: Sequence[str], lang: str = EN) -> tuple[str, RGB, RGB]:
    """The status line: its text in ``lang``, background and ink."""
    text, fill, ink = _status_msg(view, names)
    return say(text, lang, names), fill, ink


def _draw_header(image: Image.Image, view: GhostView, names: Sequence[str], lang: str = EN) -> None:
    face = font(24, bold=True)
    small = font(18)
    x: float = WIDTH - MARGIN
    middle = HEADER_H / 2
    piles = (("ghostathome-pic-discard", view.discard_size), ("ghostathome-pic-deck", view.deck_size))
    for pile, count in piles:
        label = say(msg(pile), lang)
        draw_text(image, (x, middle + 1), label, small, MUTED, "rm")
        x -= text_width(label, small) + 6
        draw_text(image, (x, middle), str(count), face, TEXT, "rm")
        x -= text_width(str(count), face) + 8
        if pile == "ghostathome-pic-deck":
            paste_icon(image, card_back(22, 32), (x - 11, middle))
        else:
            rounded(image, (x - 22, middle - 16, x, middle + 16), 4, (90, 84, 110), outline=OUTLINE, width=1)
        x -= 40
    if view.beginner:
        beginner = say(msg("ghostathome-pic-beginner"), lang)
        title_w = text_width("Ghost at Home", font(30, bold=True))  # the frame's title, drawn at MARGIN
        draw_text(image, (MARGIN + title_w + 16, middle + 3), beginner, small, MUTED, "lm")
    text, fill, ink = _status(view, names, lang)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 10, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 23, 14, bold=True)
    draw_text(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, sface, ink, "mm")


def _draw_hand_panel(image: Image.Image, view: GhostView, layout: _Layout, lang: str = EN) -> None:
    box = layout.hand_box
    if box is None:
        return
    x0, y0, x1, y1 = box
    n = len(view.hand)
    title = say(msg("ghostathome-pic-your-hand", count=n), lang)
    draw_text(image, (x0 + 20, y0 + PAD + HAND_TITLE_H / 2), title, font(22, bold=True), GOLD, "lm")
    draw_hand(image, view.hand, (x0 + PAD + 4, y0 + PAD + HAND_TITLE_H, x1 - PAD - 4, y1 - PAD - 2), lang)


def render_board(view: GhostView, names: Sequence[str], lang: str = EN) -> Image.Image:
    """Draw the board a view allows: every house, hand sizes, piles, whose turn, any open window.

    ``names[i]`` is the display name of seat ``i``. A seat's view (``view.seat``
    set) also shows that seat's hand as card faces; once the game is over every
    house shows its hand face up in a strip under its name, in every view. The
    parts that never change in a game are drawn once and copied. The result is
    an RGB image ready for :func:`render.encode.encode_png`; its words are in ``lang``.
    """
    names = seat_names(names, lang)
    layout = _layout(view)
    image = _frame_image(layout, lang)
    _draw_header(image, view, names, lang)
    for hv in view.houses:
        _draw_house(image, view, hv, layout, names, lang)
        draw_reveal(image, view, hv, layout, lang)
    _draw_hand_panel(image, view, layout, lang)
    return image


# --- alt text -------------------------------------------------------------------------------


def joined(items: Sequence[Msg], key: str = "ghostathome-comma") -> Msg:
    """Items said one after another, joined by ``key`` (commas; ``ghostathome-semicolon``: semicolons)."""
    if len(items) == 1:
        return items[0]
    return msg(key, first=items[0], rest=joined(items[1:], key))


def _floor_words(fv: FloorView) -> Msg:
    rooms = [s.room for s in (fv.left, fv.right) if s.room is not None]
    cats = sum(s.cat is not None for s in (fv.left, fv.right))
    parts = [msg("ghostathome-alt-rooms", count=len(rooms))]
    if fv.lit:
        parts.append(msg("ghostathome-alt-lit"))
    if fv.ghost is not None:
        parts.append(msg("ghostathome-alt-ghost"))
    if cats:
        parts.append(msg("ghostathome-alt-cats", count=cats))
    return msg("ghostathome-alt-floor", number=fv.number, parts=joined(parts))


def _house_words(view: GhostView, hv: HouseView, names: Sequence[str]) -> Msg:
    who: Arg = _who(names, hv.seat)
    if hv.seat == view.seat:
        who = msg("ghostathome-alt-you", player=who)
    if hv.left_game:
        return msg("ghostathome-alt-house-left", who=who)
    floors = [_floor_words(fv) for fv in hv.floors if fv.lit or fv.ghost is not None or fv.left.room is not None]
    inside = joined(floors, "ghostathome-semicolon") if floors else msg("ghostathome-alt-nothing")
    return msg("ghostathome-alt-house", who=who, count=hv.hand_size, explored=hv.explored, inside=inside)


def alt_text(view: GhostView, names: Sequence[str], lang: str = EN) -> str:
    """Describe the board for screen readers in at most 1000 characters, in ``lang``.

    Says whose turn it is or what the open window asks, then (a seat's view)
    the seat's own hand, or at the end every seat's hand, then every house
    floor by floor with hand sizes, and the pile sizes. The public text of a
    running game holds no hidden card.
    """
    names = seat_names(names, lang)
    status, _, _ = _status(view, names, lang)
    parts = [say(msg("ghostathome-alt-head", players=view.players, status=status.lstrip("▶⚠♛ ")), lang)]
    if view.hands:
        parts.append(reveal_words(view, names, lang))
    elif view.seat is not None:
        hand = joined([c.label for c in view.hand]) if view.hand else msg("ghostathome-my-no-cards")
        parts.append(say(msg("ghostathome-alt-hand", hand=hand), lang))
    parts.append(" ".join(say(_house_words(view, hv, names), lang, names) + "." for hv in view.houses))
    parts.append(say(msg("ghostathome-alt-piles", deck=view.deck_size, discard=view.discard_size), lang))
    text = " ".join(parts).replace("?.", "?").replace("!.", "!")
    return cut_words(text, ALT_LIMIT)
