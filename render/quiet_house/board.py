"""Board picture and alt text of Quiet House, drawn from a :class:`QuietHouseView`.

The picture is 1120 px wide so that it still reads when Discord shrinks it to
a phone's width. On the left the 6 x 6 board (columns A–F from the left wall,
rows 1–6 from the top wall, as the engine names squares) sits inside its four
walls; each wall holds its two goal tiles (light = closest statue, dark =
second or fourth closest) and each corner its ghost. On the right: the Time
Card, the statues with their rule sides (a die marks a side drawn at random),
the latest declaration and a legend.
The public view shows every goal tile face down; a seat's view turns its four
tiles face up with a tick or a cross saying whether each holds now. Once the
game is over the view reveals all eight tiles, and so does the picture: each
tile on its wall, face up, with a thick green edge and a tick when it was met
or a red edge and a cross when it was missed, and the count in the side panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.quiet_house.model import QuietHouseView
from render.cache import frame_cache
from render.quiet_house.alt import alt_text, key_of, met_count, said
from render.quiet_house.glyphs import paste_glyph, rounded
from render.quiet_house.parts import (
    AMBER,
    BACKGROUND,
    BOARD_W,
    BODY_Y,
    CELL,
    COLUMNS,
    DARK_TEXT,
    DECLARATION_Y,
    DIM,
    FRAME,
    GOLD,
    GRID_X,
    GRID_Y,
    HEADER_H,
    HEIGHT,
    LABEL,
    MARGIN,
    MUTED,
    PANEL,
    PANEL_X,
    RGB,
    SIZE,
    STATUE_ROW_H,
    STATUES_H,
    STATUES_Y,
    STATUS_H,
    STATUS_Y,
    STRIP,
    TEXT,
    WALL,
    WIDTH,
    cell_box,
    centre_of,
    corner_box,
    corner_piece,
    declaration_piece,
    legend_piece,
    rounded_mask,
    seat_name,
    square_piece,
    statue_row_piece,
    tile_box,
    tile_piece,
    time_card_piece,
)
from render.text import draw_text, fit_text, font, text_width

CORNERS = ("top-left", "top-right", "bottom-right", "bottom-left")
WALL_W = 6
WIN_GREEN: RGB = (40, 150, 84)
LOSS: RGB = (196, 30, 58)


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# --- the static frame -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Frame:
    """What never changes during one game: board side, the corners in use and the red dots."""

    spider: bool
    corners: tuple[str, ...]
    dots: tuple[tuple[int, int], ...]


@frame_cache
def _frame_image(frame: _Frame) -> Image.Image:
    """Background, tile band, walls, rim with the square names, the empty squares, empty corners, side panel boxes."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    rounded(image, (MARGIN, BODY_Y, MARGIN + BOARD_W, BODY_Y + BOARD_W), 14, PANEL)
    rim = (MARGIN + STRIP, BODY_Y + STRIP, MARGIN + BOARD_W - STRIP, BODY_Y + BOARD_W - STRIP)
    draw.rectangle((rim[0] - WALL_W, rim[1] - WALL_W, rim[2] + WALL_W - 1, rim[3] + WALL_W - 1), fill=WALL)
    draw.rectangle((rim[0], rim[1], rim[2] - 1, rim[3] - 1), fill=FRAME)
    face = font(18, bold=True)
    for i in range(SIZE):
        mid = GRID_X + i * CELL + CELL / 2
        draw_text(image, (mid, rim[1] + LABEL / 2), COLUMNS[i], face, WALL, "mm")
        draw_text(image, (mid, rim[3] - LABEL / 2), COLUMNS[i], face, WALL, "mm")
        mid = GRID_Y + i * CELL + CELL / 2
        draw_text(image, (rim[0] + LABEL / 2, mid), str(i + 1), face, WALL, "mm")
        draw_text(image, (rim[2] - LABEL / 2, mid), str(i + 1), face, WALL, "mm")
    for r in range(SIZE):
        for c in range(SIZE):
            x0, y0, _, _ = cell_box(r, c)
            empty = square_piece(None, (r + c) % 2 == 0, (r, c) in frame.dots, False, False)
            image.paste(empty, (round(x0), round(y0)))
    if frame.spider:
        paste_glyph(image, "web", (rim[0] + LABEL / 2, rim[1] + LABEL / 2), LABEL - 4, WALL)
    for corner in CORNERS:
        if corner not in frame.corners:
            draw_text(image, centre_of(corner_box(corner)), "empty corner", font(14), DIM, "mm")
    x1 = WIDTH - MARGIN
    rounded(image, (PANEL_X, STATUES_Y, x1, STATUES_Y + STATUES_H), 10, PANEL)
    draw_text(image, (PANEL_X + 16, STATUES_Y + 22), "Statues", font(22, bold=True), TEXT, "lm")
    draw_text(image, (x1 - 16, STATUES_Y + 23), "rule side", font(15), MUTED, "rm")
    return image


# --- the board --------------------------------------------------------------------------------


def _draw_squares(image: Image.Image, view: QuietHouseView) -> None:
    """The squares with a statue (the empty ones are in the frame); the last statue moved on a lighter square."""
    dots = set(view.red_dots)
    last = view.last_action.partition(".")[0] if view.last_action != "declare" else ""
    for statue in view.statues:
        r, c = statue.row, statue.col
        piece = square_piece(statue.key, (r + c) % 2 == 0, (r, c) in dots, statue.frozen, statue.key == last)
        x0, y0, _, _ = cell_box(r, c)
        image.paste(piece, (round(x0), round(y0)))


def _draw_tiles(image: Image.Image, view: QuietHouseView) -> None:
    playing = view.status == "playing"
    for tile in view.goal_tiles:
        x0, y0, x1, y1 = tile_box(tile.wall, tile.shade)
        piece = tile_piece(
            (round(x1 - x0), round(y1 - y0)),
            tile.shade,
            tile.rank,
            key_of(view, tile.statue),
            said(tile.statue) or None,
            tile.holds,
            playing and tile.wall in view.my_walls,
            None if playing else tile.holds,
        )
        image.paste(piece, (round(x0), round(y0)))


def _draw_corners(image: Image.Image, view: QuietHouseView, names: Sequence[str]) -> None:
    """Each seat's ghost in its corner: name, whose turn, the viewer, and the paddles of a declaration just made."""
    fresh = view.last_action == "declare" and view.declarer is not None and len(view.paddles) == view.players
    for seat, corner in enumerate(view.corners):
        turn = view.turn == seat
        if turn:
            tag, colour = ("▶ YOUR TURN" if view.seat == seat else "▶ TO PLAY"), GOLD
        elif view.seat == seat:
            tag, colour = "★ YOU", GOLD
        else:
            tag, colour = f"PLAYER {seat + 1}", MUTED
        piece = corner_piece(tag, colour, seat_name(names, seat), turn, view.paddles[seat] if fresh else None)
        x0, y0, _, _ = corner_box(corner)
        image.paste(piece, (round(x0), round(y0)), rounded_mask(piece.size, 12))


# --- header and status line ---------------------------------------------------------------------


def _status(view: QuietHouseView, names: Sequence[str]) -> tuple[str, RGB, RGB]:
    """The status line: its text, background and ink."""
    if view.status == "won":
        return f"♥ Every paddle shows the heart: the ghosts win with {view.score} points!", GOLD, DARK_TEXT
    if view.status == "lost":
        met = f" · {met_count(view)} of {len(view.goal_tiles)} goal tiles met"
        if view.resigned is not None:
            return f"{seat_name(names, view.resigned)} left the house: the ghosts lose{met}", LOSS, TEXT
        return f"The Time Deck ran out: the sun rises and the ghosts lose{met}", LOSS, TEXT
    if view.can_declare:
        return "✓ All four of your tiles hold: you may declare the puzzle solved", WIN_GREEN, TEXT
    who = seat_name(names, view.last_seat) if view.last_seat is not None else ""
    if view.last_action == "declare" and view.declarer is not None:
        storms = [seat_name(names, p) for p, heart in enumerate(view.paddles) if not heart]
        return f"{who} declared the puzzle solved; {_join(storms)} showed the whirlwind", AMBER, DARK_TEXT
    if view.last_action and who:
        statue, _, square = view.last_action.partition(".")
        name = next((said(s.name) for s in view.statues if s.key == statue), statue)
        return f"{who} moved the {name} to {square}", PANEL, MUTED
    return "The first Time Card is flipped and the ghosts fall silent", PANEL, MUTED


def _draw_header(image: Image.Image, view: QuietHouseView, names: Sequence[str]) -> None:
    title = "Quiet House"
    face = font(30, bold=True)
    draw_text(image, (MARGIN, HEADER_H / 2), title, face, TEXT, "lm")
    sub_x = MARGIN + text_width(title, face) + 14
    sides = "standard sides" if view.rules_key == "standard" else "advanced: " + view.rules_key.replace("+", ", ")
    sub, sub_face = fit_text(sides, 330, 19, 14)
    draw_text(image, (sub_x, HEADER_H / 2 + 3), sub, sub_face, MUTED, "lm")
    if view.status != "playing":
        right, colour = "Game over", GOLD
    elif view.turn is not None and view.turn == view.seat:
        right, colour = "▶ Your turn", GOLD
    elif view.turn is not None:
        right, colour = f"▶ {seat_name(names, view.turn)} to play", TEXT
    else:
        right, colour = "", TEXT
    room = WIDTH - MARGIN - sub_x - text_width(sub, sub_face) - 30
    label, rface = fit_text(right, room, 26, 17, bold=True)
    draw_text(image, (WIDTH - MARGIN, HEADER_H / 2), label, rface, colour, "rm")

    text, fill, ink = _status(view, names)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 8, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 21, 14, bold=fill != PANEL)
    draw_text(image, centre_of(box), label, sface, ink, "mm")


# --- side panel -------------------------------------------------------------------------------


def _time_lines(view: QuietHouseView) -> tuple[tuple[str, bool, RGB, bool], ...]:
    """What the Time Card means now, as (text, bold, colour, padlock icon) lines."""
    name = said(view.time_card)
    if view.status == "won":
        won = (f"Won: {view.score} points", True, GOLD, False)
        met = (_met_words(view), True, TEXT, False)
        if view.score == view.time_score:
            return won, met
        return won, (f"card {view.time_score} + 1 per variant, 5 at most", False, MUTED, False), met
    if view.status == "lost":
        return ("The ghosts lost: no points", True, TEXT, False), (_met_words(view), True, TEXT, False)
    lines = [(f"{name} may not move", True, AMBER, True)]
    if key_of(view, view.time_card) != "mirror":
        lines.append((f"Mirror moves as the {name}", False, TEXT, False))
    lines.append((f"Win now: {view.win_points} points", True, GOLD, False))
    nxt = f"Next card: {view.next_score} points" if view.next_score is not None else "Last card!"
    lines.append((nxt, False, MUTED, False))
    return tuple(lines)


def _met_words(view: QuietHouseView) -> str:
    """How many goal tiles a finished game met, short enough for the Time Card box: "4 of 8 tiles met"."""
    met, total = met_count(view), len(view.goal_tiles)
    return f"All {total} tiles met" if met == total else f"{met} of {total} tiles met"


def _draw_panel(image: Image.Image, view: QuietHouseView, names: Sequence[str]) -> None:
    """Time Card, statue list, latest declaration and legend."""
    x1 = WIDTH - MARGIN
    card = time_card_piece(
        key_of(view, view.time_card),
        said(view.time_card),
        view.time_score,
        _time_lines(view),
        view.status == "playing",
    )
    image.paste(card, (PANEL_X, BODY_Y))
    left = f"{view.cards_left} card{'' if view.cards_left == 1 else 's'} left"
    draw_text(image, (x1 - 16, BODY_Y + 23), left, font(17, bold=True), AMBER if view.cards_left <= 3 else MUTED, "rm")
    y = STATUES_Y + 44
    for s in view.statues:
        piece = statue_row_piece(s.key, said(s.name), s.square, s.side == "advanced", s.frozen, s.random_side)
        image.paste(piece, (PANEL_X, y))
        y += STATUE_ROW_H
    y = DECLARATION_Y
    legend = legend_piece(_legend_items(view))
    if view.declarer is not None and len(view.paddles) == view.players:
        paddles = tuple((seat_name(names, p), heart) for p, heart in enumerate(view.paddles))
        piece = declaration_piece(seat_name(names, view.declarer), paddles)
        # A finished board keeps its legend (what the revealed tiles' marks mean) whole: the latest
        # declaration gives way when both do not fit (a winning one's paddles are in the corners too).
        if view.status == "playing" or y + piece.height + 12 + legend.height <= BODY_Y + BOARD_W:
            image.paste(piece, (PANEL_X, y))
            y += piece.height + 12
    image.paste(legend, (PANEL_X, max(y, BODY_Y + BOARD_W - legend.height)))


def _legend_items(view: QuietHouseView) -> tuple[tuple[str, str], ...]:
    items: list[tuple[str, str]] = []
    spider = " (spider-web board)" if view.board_side == "spider-web" else ""
    items.append(("dot", f"Red dot: a Mouse square{spider}"))
    if any(s.random_side for s in view.statues):
        items.append(("dice", "Die: rule side drawn at random"))
    if view.status == "playing":
        items.append(("padlock", "On the Time Card: may not move"))
        if view.seat is not None:
            items.append(("mine", "Gold edge: a tile you see"))
            items.append(("check", "✓ it holds now, ✗ it does not"))
    else:
        items.append(("check", "Tiles revealed: ✓ met, ✗ missed"))
    for n, rule in zip(view.variants, view.variant_rules, strict=True):
        items.append(("bullet", f"Variant {n}: {said(rule)}"))
    return tuple(items)


def render_board(view: QuietHouseView, names: Sequence[str]) -> Image.Image:
    """Draw the board a view allows: statues, goal tiles, ghosts, Time Card, statue sides and status.

    ``names[i]`` is the display name of seat ``i``. The public view (``view.seat``
    is None) shows every goal tile face down until the game ends; a seat's view
    shows its four tiles face up, each with a tick or cross for whether it holds.
    The parts that never change in a game are drawn once and copied, and the
    pieces that do (squares, tiles, corners, panel lines) are cached by content.
    The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    frame = _Frame(spider=view.board_side == "spider-web", corners=view.corners, dots=view.red_dots)
    image = _frame_image(frame)
    _draw_header(image, view, names)
    _draw_squares(image, view)
    _draw_tiles(image, view)
    _draw_corners(image, view, names)
    _draw_panel(image, view, names)
    return image


__all__ = ["alt_text", "render_board"]
