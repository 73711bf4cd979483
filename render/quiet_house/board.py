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
Every word is said from the catalogue (``quiethouse.ftl``, ids ``quiethouse-pic-…``)
in the language the picture is drawn in; only the game's title is the same in all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.quiet_house.model import QuietHouseView
from bot.games.quiet_house.words import chain
from bot.games.quiet_house.words import statue as statue_name
from bot.i18n import EN, Msg, msg, say
from render.cache import frame_cache
from render.quiet_house.alt import alt_text, key_of, met_count, said
from render.quiet_house.glyphs import paste_glyph, rounded
from render.quiet_house.panel import declaration_piece, legend_piece, statue_row_piece, time_card_piece
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
    PANEL_W,
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
    player_name,
    rounded_mask,
    square_piece,
    tile_box,
    tile_piece,
)
from render.text import draw_text, fit_text, font, text_width

TITLE = "Quiet House"
"""The game's published name, drawn the same in every language."""
CORNERS = ("top-left", "top-right", "bottom-right", "bottom-left")
WALL_W = 6
VARIANT_SHORT: dict[int, Msg] = {1: msg("quiethouse-pic-variant-1")}
"""A variant's rule as the legend says it, where shorter than the engine's (the others: the engine's own)."""
WIN_GREEN: RGB = (40, 150, 84)
LOSS: RGB = (196, 30, 58)


# --- the static frame -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Frame:
    """What never changes during one game: board side, the corners in use and the red dots."""

    spider: bool
    corners: tuple[str, ...]
    dots: tuple[tuple[int, int], ...]


@frame_cache
def _frame_image(frame: _Frame, lang: str) -> Image.Image:
    """Background, tile band, walls, rim with the square names, the empty squares, empty corners, side panel boxes.

    Its words (an empty corner, the statues' heading) are in ``lang``.
    """
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
    vacant = say(msg("quiethouse-pic-empty-corner"), lang)
    for corner in CORNERS:
        if corner not in frame.corners:
            draw_text(image, centre_of(corner_box(corner)), vacant, font(14), DIM, "mm")
    x1 = WIDTH - MARGIN
    rounded(image, (PANEL_X, STATUES_Y, x1, STATUES_Y + STATUES_H), 10, PANEL)
    heading = say(msg("quiethouse-pic-statues"), lang)
    draw_text(image, (PANEL_X + 16, STATUES_Y + 22), heading, font(22, bold=True), TEXT, "lm")
    draw_text(image, (x1 - 16, STATUES_Y + 23), say(msg("quiethouse-pic-rule-side"), lang), font(15), MUTED, "rm")
    return image


# --- the board --------------------------------------------------------------------------------


def _draw_squares(image: Image.Image, view: QuietHouseView, lang: str) -> None:
    """The squares with a statue (the empty ones are in the frame); the last statue moved on a lighter square."""
    dots = set(view.red_dots)
    last = view.last_action.partition(".")[0] if view.last_action != "declare" else ""
    for statue in view.statues:
        r, c = statue.row, statue.col
        piece = square_piece(statue.key, (r + c) % 2 == 0, (r, c) in dots, statue.frozen, statue.key == last, lang)
        x0, y0, _, _ = cell_box(r, c)
        image.paste(piece, (round(x0), round(y0)))


def _draw_tiles(image: Image.Image, view: QuietHouseView, lang: str) -> None:
    playing = view.status == "playing"
    for tile in view.goal_tiles:
        x0, y0, x1, y1 = tile_box(tile.wall, tile.shade)
        piece = tile_piece(
            (round(x1 - x0), round(y1 - y0)),
            tile.shade,
            tile.rank,
            key_of(view, tile.statue),
            said(tile.statue, lang) or None,
            tile.holds,
            playing and tile.wall in view.my_walls,
            None if playing else tile.holds,
            lang,
        )
        image.paste(piece, (round(x0), round(y0)))


def _draw_corners(image: Image.Image, view: QuietHouseView, names: Sequence[str], lang: str) -> None:
    """Each seat's ghost in its corner: name, whose turn, the viewer, and the paddles of a declaration just made."""
    fresh = view.last_action == "declare" and view.declarer is not None and len(view.paddles) == view.players
    for seat, corner in enumerate(view.corners):
        turn = view.turn == seat
        if turn:
            mine = view.seat == seat
            tag, colour = msg("quiethouse-pic-tag-your-turn") if mine else msg("quiethouse-pic-tag-to-play"), GOLD
        elif view.seat == seat:
            tag, colour = msg("quiethouse-pic-tag-you"), GOLD
        else:
            tag, colour = msg("quiethouse-pic-tag-seat", number=seat + 1), MUTED
        paddle = view.paddles[seat] if fresh else None
        piece = corner_piece(say(tag, lang), colour, player_name(names, seat, lang), turn, paddle, lang)
        x0, y0, _, _ = corner_box(corner)
        image.paste(piece, (round(x0), round(y0)), rounded_mask(piece.size, 12))


# --- header and status line ---------------------------------------------------------------------


def _status_msg(view: QuietHouseView, names: Sequence[str], lang: str) -> tuple[Msg, RGB, RGB]:
    """The status line as a message (seats already named in ``lang``), with its background and ink."""
    if view.status == "won":
        return msg("quiethouse-pic-won", points=view.score or 0), GOLD, DARK_TEXT
    if view.status == "lost":
        met = {"met": met_count(view), "total": len(view.goal_tiles)}
        if view.resigned is not None:
            return msg("quiethouse-pic-lost-left", player=player_name(names, view.resigned, lang), **met), LOSS, TEXT
        return msg("quiethouse-pic-lost-deck", **met), LOSS, TEXT
    if view.can_declare:
        return msg("quiethouse-pic-may-declare"), WIN_GREEN, TEXT
    who = player_name(names, view.last_seat, lang) if view.last_seat is not None else ""
    if view.last_action == "declare" and view.declarer is not None:
        storms = tuple(player_name(names, p, lang) for p, heart in enumerate(view.paddles) if not heart)
        return msg("quiethouse-pic-declared", player=who, storms=storms, count=len(storms)), AMBER, DARK_TEXT
    if view.last_action and who:
        key, _, square = view.last_action.partition(".")
        name = next((s.name for s in view.statues if s.key == key), None) or statue_name(key)
        return msg("quiethouse-pic-moved", player=who, statue=name, square=square), PANEL, MUTED
    return msg("quiethouse-pic-start"), PANEL, MUTED


def _sides(view: QuietHouseView) -> Msg:
    """The rule sides in play, beside the title: "standard sides" or "advanced: rook, mouse"."""
    if view.rules_key == "standard":
        return msg("quiethouse-pic-sides-standard")
    keys = view.rules_key.split("+")
    statues = [msg("quiethouse-pic-sides-statue", key=key, statue=statue_name(key)) for key in keys]
    return msg("quiethouse-pic-sides-advanced", statues=chain("quiethouse-alt-comma", statues))


def _draw_header(image: Image.Image, view: QuietHouseView, names: Sequence[str], lang: str) -> None:
    """The title, the rule sides in play, whose turn it is, and the status line under them, in ``lang``."""
    face = font(30, bold=True)
    draw_text(image, (MARGIN, HEADER_H / 2), TITLE, face, TEXT, "lm")
    sub_x = MARGIN + text_width(TITLE, face) + 14
    sub, sub_face = fit_text(say(_sides(view), lang), 330, 19, 14)
    draw_text(image, (sub_x, HEADER_H / 2 + 3), sub, sub_face, MUTED, "lm")
    if view.status != "playing":
        right, colour = say(msg("quiethouse-pic-game-over"), lang), GOLD
    elif view.turn is not None and view.turn == view.seat:
        right, colour = say(msg("quiethouse-pic-your-turn"), lang), GOLD
    elif view.turn is not None:
        right, colour = say(msg("quiethouse-pic-to-play", player=player_name(names, view.turn, lang)), lang), TEXT
    else:
        right, colour = "", TEXT
    room = WIDTH - MARGIN - sub_x - text_width(sub, sub_face) - 30
    label, rface = fit_text(right, room, 26, 17, bold=True)
    draw_text(image, (WIDTH - MARGIN, HEADER_H / 2), label, rface, colour, "rm")

    status, fill, ink = _status_msg(view, names, lang)
    text = say(status, lang)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 8, fill)
    label, sface = fit_text(text, box[2] - box[0] - 24, 21, 14, bold=fill != PANEL)
    draw_text(image, centre_of(box), label, sface, ink, "mm")


# --- side panel -------------------------------------------------------------------------------


Line = tuple[Msg, bool, RGB, bool]


def _time_lines(view: QuietHouseView) -> tuple[Line, ...]:
    """What the Time Card means now, as (message, bold, colour, padlock icon) lines."""
    if view.status == "won":
        won: Line = (msg("quiethouse-pic-time-won", points=view.score or 0), True, GOLD, False)
        met: Line = (_met_words(view), True, TEXT, False)
        if view.score == view.time_score:
            return won, met
        return won, (msg("quiethouse-pic-time-score", card=view.time_score or 0), False, MUTED, False), met
    if view.status == "lost":
        return (msg("quiethouse-pic-time-lost"), True, TEXT, False), (_met_words(view), True, TEXT, False)
    name = view.time_card or ""
    lines: list[Line] = [(msg("quiethouse-pic-time-frozen", statue=name), True, AMBER, True)]
    if key_of(view, view.time_card) != "mirror":
        lines.append((msg("quiethouse-pic-time-mirror", statue=name), False, TEXT, False))
    lines.append((msg("quiethouse-pic-time-win-now", points=view.win_points or 0), True, GOLD, False))
    if view.next_score is not None:
        lines.append((msg("quiethouse-pic-time-next", points=view.next_score), False, MUTED, False))
    else:
        lines.append((msg("quiethouse-pic-time-last"), False, MUTED, False))
    return tuple(lines)


def _met_words(view: QuietHouseView) -> Msg:
    """How many goal tiles a finished game met, short enough for the Time Card box: "4 of 8 tiles met"."""
    met, total = met_count(view), len(view.goal_tiles)
    if met == total:
        return msg("quiethouse-pic-time-met-all", total=total)
    return msg("quiethouse-pic-time-met", met=met, total=total)


def _draw_panel(image: Image.Image, view: QuietHouseView, names: Sequence[str], lang: str) -> None:
    """Time Card, statue list, latest declaration and legend, in ``lang``."""
    x1 = WIDTH - MARGIN
    lines = tuple((say(text, lang), bold, colour, icon) for text, bold, colour, icon in _time_lines(view))
    live = view.status == "playing"
    card = time_card_piece(key_of(view, view.time_card), said(view.time_card, lang), view.time_score, lines, live, lang)
    image.paste(card, (PANEL_X, BODY_Y))
    title_w = text_width(say(msg("quiethouse-pic-time-card"), lang), font(22, bold=True))  # the box's title
    said_left = say(msg("quiethouse-pic-cards-left", count=view.cards_left), lang)
    left, face = fit_text(said_left, PANEL_W - 44 - title_w, 17, 13, bold=True)
    draw_text(image, (x1 - 16, BODY_Y + 23), left, face, AMBER if view.cards_left <= 3 else MUTED, "rm")
    y = STATUES_Y + 44
    for s in view.statues:
        advanced = s.side == "advanced"
        piece = statue_row_piece(s.key, said(s.name, lang), s.square, advanced, s.frozen, s.random_side, lang)
        image.paste(piece, (PANEL_X, y))
        y += STATUE_ROW_H
    y, bottom = DECLARATION_Y, BODY_Y + BOARD_W
    items = tuple((icon, say(text, lang)) for icon, text in _legend_items(view))
    legend = legend_piece(items, HEIGHT - y)  # closer lines only where they would run off the picture
    if view.declarer is not None and len(view.paddles) == view.players:
        paddles = tuple((player_name(names, p, lang), heart) for p, heart in enumerate(view.paddles))
        title = say(msg("quiethouse-pic-declaration", player=player_name(names, view.declarer, lang)), lang)
        piece = declaration_piece(title, paddles)
        # A finished board keeps its legend (what the revealed tiles' marks mean) whole: the latest
        # declaration gives way when both do not fit (a winning one's paddles are in the corners too).
        # So does a declaration just made whose legend would run off the picture: the status line
        # names who declared and the corners show every paddle. An older one stays (the legend shrinks).
        below = y + piece.height + 12 + legend.height
        fresh = view.last_action == "declare"
        if (below <= bottom) if view.status != "playing" else (not fresh or below <= HEIGHT):
            image.paste(piece, (PANEL_X, y))
            y += piece.height + 12
            legend = legend_piece(items, HEIGHT - y)
    image.paste(legend, (PANEL_X, max(y, bottom - legend.height)))


def _legend_items(view: QuietHouseView) -> tuple[tuple[str, Msg], ...]:
    """The legend as (icon, message) items: what the board's marks mean."""
    items: list[tuple[str, Msg]] = []
    spider = view.board_side == "spider-web"
    items.append(("dot", msg("quiethouse-pic-legend-dot-spider" if spider else "quiethouse-pic-legend-dot")))
    if any(s.random_side for s in view.statues):
        items.append(("dice", msg("quiethouse-pic-legend-die")))
    if view.status == "playing":
        items.append(("padlock", msg("quiethouse-pic-legend-frozen")))
        if view.seat is not None:
            items.append(("mine", msg("quiethouse-pic-legend-mine")))
            items.append(("check", msg("quiethouse-pic-legend-holds")))
    else:
        items.append(("check", msg("quiethouse-pic-legend-revealed")))
    for n, rule in zip(view.variants, view.variant_rules, strict=True):
        short = VARIANT_SHORT.get(n, rule)
        items.append(("bullet", msg("quiethouse-pic-legend-variant", number=n, rule=short)))
    return tuple(items)


def render_board(view: QuietHouseView, names: Sequence[str], lang: str = EN) -> Image.Image:
    """Draw the board a view allows: statues, goal tiles, ghosts, Time Card, statue sides and status.

    ``names[i]`` is the display name of seat ``i``; every word is drawn in ``lang``. The
    public view (``view.seat`` is None) shows every goal tile face down until the game
    ends; a seat's view shows its four tiles face up, each with a tick or cross for
    whether it holds. The parts that never change in a game are drawn once and copied,
    and the pieces that do (squares, tiles, corners, panel lines) are cached by content
    and language. The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    frame = _Frame(spider=view.board_side == "spider-web", corners=view.corners, dots=view.red_dots)
    image = _frame_image(frame, lang)
    _draw_header(image, view, names, lang)
    _draw_squares(image, view, lang)
    _draw_tiles(image, view, lang)
    _draw_corners(image, view, names, lang)
    _draw_panel(image, view, names, lang)
    return image


__all__ = ["alt_text", "render_board"]
