"""Board picture and alt text of Rumble in the House, drawn from a :class:`RumbleView`.

The picture is about 1080 px wide so that it still reads when Discord shrinks
it to a phone's width: the house with its doors on the left, scores (and a
seat's own secret characters) on the right, the exit line along the bottom.
Once a rumble has been scored the picture grows a reveal table under the exit
line (:mod:`render.rumble.reveal`): who had whom in every scored rumble.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.rumble.model import CutShort, RumbleReveal, RumbleView
from bot.games.rumble.reveal import ordinal
from render.rumble.frame import _frame_image, _frame_of, cell_box
from render.rumble.panels import _draw_header, _draw_panel, _draw_reveals
from render.rumble.patches import _draw_exit_chips, _draw_house
from render.rumble.style import (
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
from render.rumble.unscored import STILL_IN

__all__ = [
    "CHARACTER_COLOURS",
    "COURTYARD",
    "CROWDED_ROOM",
    "ROOM",
    "WALL",
    "alt_text",
    "cell_box",
    "cut_short_words",
    "render_board",
    "reveal_words",
    "text_colour_on",
]


def render_board(view: RumbleView, names: Sequence[str]) -> Image.Image:
    """Draw the board a view allows: house, characters, scores, exit line, status and past reveals.

    ``names[i]`` is the display name of seat ``i``. A seat's view (with its
    secret characters) gets them ringed in gold; the public view has no such marks.
    The parts that never change in a game are drawn once and copied; the
    pieces a move changes (rooms, score rows, header) are cached and pasted.
    The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    frame = _frame_of(view)
    image = _frame_image(frame)
    _draw_header(image, view, names)
    _draw_house(image, view, frame)
    _draw_panel(image, view, names, frame)
    _draw_exit_chips(image, view, frame)
    _draw_reveals(image, view, names, frame)
    return image


# --- alt text -------------------------------------------------------------------------------

ALT_LIMIT = 1000


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _rank_words(rank: int, last: int, short: bool) -> str:
    if rank == last:
        return "last" if short else "last standing"
    return ordinal(rank) if short else f"{ordinal(rank)} out"


def reveal_words(view: RumbleView, reveal: RumbleReveal, names: Sequence[str], short: bool = False) -> str:
    """One scored rumble's reveal in a sentence: each player's characters, their exit ranks and the points.

    ``short`` drops the filler words ("had", "out", "standing") for alt texts that must hold three rumbles.
    """
    cn = view.character_names
    seats = []
    for s in reveal.seats:
        held = [f"{cn[c]} ({_rank_words(r, len(cn), short)})" for c, r in zip(s.characters, s.ranks, strict=True)]
        points = f"{s.points} point{'' if s.points == 1 else 's'}{', left the game' if s.forfeited else ''}"
        name = _seat_name(names, s.seat)
        seats.append(f"{name}: {', '.join(held)}, {points}" if short else f"{name} had {_join(held)}: {points}")
    return f"Rumble {reveal.rumble} revealed{', with exit ranks' if short else ''}: {'; '.join(seats)}."


def cut_short_words(view: RumbleView, cut: CutShort, names: Sequence[str], short: bool = False) -> str:
    """The rumble a finished game ended in before it was scored, in a sentence: each player's characters.

    ``short`` drops the filler words, as :func:`reveal_words` does.
    """
    cn = view.character_names
    seats = []
    for seat in range(view.players):
        held = [
            f"{cn[c]} ({STILL_IN if rank is None else _rank_words(rank, len(cn), short)})" for c, rank in cut.held(seat)
        ]
        name = _seat_name(names, seat)
        seats.append(f"{name}: {', '.join(held)}" if short else f"{name} had {_join(held)}")
    return f"Rumble {cut.rumble} not scored, the game ended first: {'; '.join(seats)}."


def _fitting(parts: list[str], extras: Sequence[str]) -> list[str]:
    """The extras (in their order) that still fit after ``parts`` within the alt text limit."""
    used = len(" ".join(parts))
    kept = []
    for extra in extras:
        if used + 1 + len(extra) <= ALT_LIMIT:
            kept.append(extra)
            used += 1 + len(extra)
    return kept


def _reveals_after(parts: list[str], view: RumbleView, names: Sequence[str]) -> list[str]:
    """Every reveal in words, in full or else short; if even that is too long, the newest that fit (at least one)."""
    words: list[str] = []
    for short in (False, True):
        words = [reveal_words(view, r, names, short) for r in view.reveals]
        if view.cut_short is not None:
            words.append(cut_short_words(view, view.cut_short, names, short))
        if len(" ".join([*parts, *words])) <= ALT_LIMIT:
            return words
    newest = _fitting(parts, words[::-1]) or words[-1:]
    return [w for w in words if w in newest]


def alt_text(view: RumbleView, names: Sequence[str]) -> str:
    """Describe the board for screen readers in at most 1000 characters.

    Covers whose turn it is, who is in which room (crowded rooms flagged),
    the exit line, the scores, the anti-stall status and who had whom in
    every scored rumble (and, once the game is over, the rumble it ended in unscored); a seat's
    view also names its secret characters.
    Reveals are told in full, or shorter when they would not all fit (then,
    if need be, the newest first). Once the game is over the winner, scores
    and reveals come first, then the last exit line and the house as room allows.
    """
    cn = view.character_names
    head = f"Rumble in the House, rumble {view.rumble} of {view.rumbles}, {_short_layout(view)}."
    if view.finished:
        winners = _winners(view)
        who = _join([_seat_name(names, p) for p in winners])
        head += f" Game over: {who} {'share the win' if len(winners) > 1 else 'wins'}."
    elif view.turn is not None:
        head += " Your turn." if view.turn == view.seat else f" {_seat_name(names, view.turn)} to play."
    mine = f"Your characters: {_join([cn[c] for c in view.my_characters])}." if view.my_characters else ""
    rooms = []
    for room in view.rooms:
        if not room.characters:
            continue
        who = _join([cn[c] for c in room.characters])
        rooms.append(f"{room.name}: {who}{' (fight possible)' if len(room.characters) > 1 else ''}")
    house = ("Rooms: " + "; ".join(rooms) + ".") if rooms else "The house is empty."
    out = _exit_order(view)
    if out:
        line = ", ".join(f"{i + 1} {cn[c]} ({view.exit_points[i]})" for i, c in enumerate(out))
        exits = f"Exit line: {line}."
    else:
        exits = "Nobody has left the house yet."
    scores = ", ".join(
        f"{_seat_name(names, p)} {view.totals[p]}{' (left)' if p in view.resigned else ''}" for p in range(view.players)
    )
    scores = f"Scores: {scores}."
    if view.finished:
        parts = [head, scores]
        parts += _reveals_after(parts, view, names)
        parts += _fitting(parts, [exits, house])
    else:
        if view.stalled:
            stall = "Anti-stall rule in force: every move must close in on another character."
        else:
            stall = f"{view.quiet_turns_left} quiet turns left before the anti-stall rule."
        parts = [p for p in (head, mine, house, exits, scores, stall) if p]
        parts += _reveals_after(parts, view, names)
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
