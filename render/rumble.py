"""Board picture and alt text of Rumble in the House, drawn from a :class:`RumbleView`.

The picture is about 1080 px wide so that it still reads when Discord shrinks
it to a phone's width: the house with its doors on the left, scores (and a
seat's own secret characters) on the right, the exit line along the bottom.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.rumble.model import RumbleView
from render.rumble_frame import _frame_image, _frame_of, cell_box
from render.rumble_panels import _draw_header, _draw_panel
from render.rumble_patches import _draw_exit_chips, _draw_house
from render.rumble_style import (
    CHARACTER_COLOURS,
    COURTYARD,
    CROWDED_ROOM,
    ROOM,
    WALL,
    _exit_order,
    _seat_name,
    _short_layout,
    _winners,
    text_colour_on,
)

__all__ = [
    "CHARACTER_COLOURS",
    "COURTYARD",
    "CROWDED_ROOM",
    "ROOM",
    "WALL",
    "alt_text",
    "cell_box",
    "render_board",
    "text_colour_on",
]


def render_board(view: RumbleView, names: Sequence[str]) -> Image.Image:
    """Draw the board a view allows: house, characters, scores, exit line and status.

    ``names[i]`` is the display name of seat ``i``. A seat's view (with its
    secret characters) gets them ringed in gold; the public view has no such marks.
    The parts that never change in a game are drawn once and copied; the
    pieces a move changes (rooms, score rows, header) are cached and pasted.
    The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    frame = _frame_of(view)
    image = _frame_image(frame).copy()
    _draw_header(image, view, names)
    _draw_house(image, view, frame)
    _draw_panel(image, view, names, frame)
    _draw_exit_chips(image, view, frame)
    return image


# --- alt text -------------------------------------------------------------------------------

ALT_LIMIT = 1000


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def alt_text(view: RumbleView, names: Sequence[str]) -> str:
    """Describe the board for screen readers in at most 1000 characters.

    Covers whose turn it is, who is in which room (crowded rooms flagged),
    the exit line, the scores and the anti-stall status; a seat's view also
    names its secret characters.
    """
    cn = view.character_names
    parts: list[str] = []
    head = f"Rumble in the House, rumble {view.rumble} of {view.rumbles}, {_short_layout(view)}."
    if view.finished:
        winners = _winners(view)
        who = _join([_seat_name(names, p) for p in winners])
        head += f" Game over: {who} {'share the win' if len(winners) > 1 else 'wins'}."
    elif view.turn is not None:
        head += " Your turn." if view.turn == view.seat else f" {_seat_name(names, view.turn)} to play."
    parts.append(head)
    if view.seat is not None and view.my_characters:
        parts.append(f"Your characters: {_join([cn[c] for c in view.my_characters])}.")
    rooms = []
    for room in view.rooms:
        if not room.characters:
            continue
        who = _join([cn[c] for c in room.characters])
        rooms.append(f"{room.name}: {who}{' (fight possible)' if len(room.characters) > 1 else ''}")
    parts.append(("Rooms: " + "; ".join(rooms) + ".") if rooms else "The house is empty.")
    out = _exit_order(view)
    if out:
        line = ", ".join(f"{i + 1} {cn[c]} ({view.exit_points[i]})" for i, c in enumerate(out))
        parts.append(f"Exit line: {line}.")
    else:
        parts.append("Nobody has left the house yet.")
    scores = ", ".join(
        f"{_seat_name(names, p)} {view.totals[p]}{' (left)' if p in view.resigned else ''}" for p in range(view.players)
    )
    parts.append(f"Scores: {scores}.")
    if not view.finished:
        if view.stalled:
            parts.append("Anti-stall rule in force: every move must close in on another character.")
        else:
            parts.append(f"{view.quiet_turns_left} quiet turns left before the anti-stall rule.")
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
