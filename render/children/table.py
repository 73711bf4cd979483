"""The table around the Children mansion: players, piles and limits, the 13 mini-card stacks, the legend."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.children.lexicon import card_msg, commas, name_msg, room_msg
from bot.games.children.views import CardView, ChildrenView, PlayerView, RoomView, StackView
from bot.i18n import EN, Msg, msg, say
from render.cache import KB, MB, bounded
from render.children.alt import name_of
from render.children.art import (
    ALARM,
    BACKGROUND,
    CALM_CHIP,
    CALM_INK,
    DARK_TEXT,
    DIM,
    GOLD,
    MUTED,
    PANEL,
    RAGE_CHIP,
    RAGE_EDGE,
    RAGE_INK,
    SPECTRAL,
    TEXT,
    arrow,
    chip_width,
    door,
    ghost,
    pawn,
    pill,
    skull,
)
from render.children.mansion import initial
from render.children.preview import tablet_preview
from render.ghost_at_home.icons import RGB, Box, card_back, cat, paste_icon, rounded
from render.regions import Box as IntBox
from render.regions import RegionCache
from render.text import draw_text, fit_text, font, text_width

ROW_H = 42
TITLE_H = 36
STACK_ROWS = 2
STACK_H = 46
STACKS_H = TITLE_H + STACK_ROWS * STACK_H + (STACK_ROWS - 1) * 8 + 12
LEGEND_H = 36
START_LIMIT = 5
PREVIEW_W = 164
"""How far from the table panel's right edge the card drawn or the tablet being placed starts."""
TURN_FILL: RGB = (62, 52, 26)
TRAP_RED: RGB = (164, 44, 56)
# Column x offsets inside the players panel.
COL_NAME, COL_ROOM, COL_HAND, COL_SKULL, COL_TRAP = 50, 262, 410, 470, 550


def players_height(players: int) -> int:
    """Height of the players panel for ``players`` seats (at least the table panel's)."""
    return max(TITLE_H + players * ROW_H + 10, 232)


COLUMNS: tuple[tuple[int, str], ...] = (
    (COL_ROOM, "children-pic-col-room"),
    (COL_HAND, "children-pic-col-hand"),
    (COL_SKULL, "children-pic-col-skulls"),
    (COL_TRAP, "children-pic-col-trapped"),
)
"""The players panel's column captions: where each starts and its message."""


def draw_players_frame(image: Image.Image, box: Box, lang: str = EN) -> None:
    """The players panel and its column captions, in ``lang``."""
    x0, y0, x1, _ = box
    rounded(image, box, 12, PANEL)
    draw_text(image, (x0 + 14, y0 + TITLE_H / 2 + 2), say(msg("children-pic-players"), lang), font(19, bold=True),
              TEXT, "lm")  # fmt: skip
    paste_icon(image, cat(20), (x0 + 118, y0 + TITLE_H / 2 + 2))
    note, face = fit_text(say(msg("children-pic-kitty-card"), lang), COL_ROOM - 131 - 8, 13, 10)
    draw_text(image, (x0 + 131, y0 + TITLE_H / 2 + 3), note, face, DIM, "lm")
    ends = [x for x, _ in COLUMNS[1:]] + [x1 - x0 - 6]
    for (x, key), end in zip(COLUMNS, ends, strict=True):
        label, small = fit_text(say(msg(key), lang), end - x - 4, 13, 9, bold=True)
        draw_text(image, (x0 + x, y0 + TITLE_H / 2 + 3), label, small, DIM, "lm")


_ROWS = RegionCache("render.children.table.rows", MB)
"""Finished player rows: a move changes one or two of them."""


def draw_players(image: Image.Image, view: ChildrenView, names: Sequence[str], box: IntBox, lang: str = EN) -> None:
    """One row per seat, in ``lang``: pawn, name, room, hand size, skulls, ghosts trapped, Kitty card, whose move."""
    rooms = {r.id: r for r in view.rooms}
    for k, p in enumerate(view.table):
        y = box[1] + TITLE_H + k * ROW_H
        row = (box[0] + 6, y, box[2] - 6, y + ROW_H - 4)

        def paint(p: PlayerView = p, row: IntBox = row) -> None:
            _player_row(image, view, p, names, rooms, row, lang)

        _ROWS.draw(image, row, _row_key(view, p, names, rooms, row, lang), paint)


def _row_key(
    view: ChildrenView, p: PlayerView, names: Sequence[str], rooms: dict[int, RoomView], box: Box, lang: str = EN
) -> tuple[object, ...]:
    """Everything of the view that :func:`_player_row` reads for ``p`` (it decides every pixel of the row)."""
    best = max((q.ghosts_trapped for q in view.table if not q.left_game), default=0)
    return (
        lang,
        box,
        p.seat,
        initial(names, p.seat),
        name_of(names, p.seat, lang),
        p.seat in view.to_act,
        view.window is not None,
        view.turn == p.seat,
        p.seat == view.seat,
        view.phase == "over" and not view.insane and not p.left_game and p.ghosts_trapped == best,
        p.kitty_card,
        p.left_game,
        p.room,
        rooms[p.room].name if p.room in rooms else None,
        p.hand_size,
        p.hand_size > view.hand_limit,
        p.skulls,
        p.ghosts_trapped,
        tuple(c.name for c in p.trapped if c.kind == "ghost"),
    )


def _player_row(
    image: Image.Image,
    view: ChildrenView,
    p: PlayerView,
    names: Sequence[str],
    rooms: dict[int, RoomView],
    box: Box,
    lang: str = EN,
) -> None:
    x0, y0, x1, y1 = box
    mid = (y0 + y1) / 2
    owes = p.seat in view.to_act
    out_of_turn = owes and view.window is not None and p.seat != view.turn
    if owes or view.turn == p.seat:
        rounded(image, box, 8, (80, 30, 40) if out_of_turn else TURN_FILL)
    paste_icon(image, pawn(30, p.seat, initial(names, p.seat)), (x0 + 22, mid))
    mine = p.seat == view.seat
    key = "children-pic-answer" if out_of_turn else ("children-pic-to-play" if owes or view.turn == p.seat else "")
    if view.phase == "over" and not view.insane and not p.left_game:
        best = max((q.ghosts_trapped for q in view.table if not q.left_game), default=0)
        key = "children-pic-winner" if p.ghosts_trapped == best else ""
    tag = say(msg(key), lang) if key else ""
    right = x0 + COL_ROOM - 14 - (30 if p.kitty_card else 0) - (chip_width(tag, 12) + 6 if tag else 0)
    name = name_of(names, p.seat, lang)
    label = say(msg("children-alt-you", name=name), lang) if mine else name
    colour = DIM if p.left_game else (GOLD if mine else TEXT)
    text, face = fit_text(label, right - (x0 + COL_NAME - 6), 18, 12, bold=True)
    draw_text(image, (x0 + COL_NAME - 6, mid), text, face, colour, "lm")
    x = x0 + COL_NAME - 6 + text_width(text, face) + 6
    if tag:
        x += pill(image, (x, mid), tag, 12, ALARM if out_of_turn else GOLD, TEXT if out_of_turn else DARK_TEXT) + 4
    if p.kitty_card:
        paste_icon(image, cat(26), (x + 13, mid))
    if p.left_game:
        where = say(msg("children-pic-left-game"), lang)
    elif p.room is None:
        where = say(msg("children-pic-outside"), lang)
    else:
        where = say(room_msg(p.room), lang) if p.room in rooms else "?"
    text, face = fit_text(where, COL_HAND - COL_ROOM - 14, 16, 11)
    draw_text(image, (x0 + COL_ROOM - 6, mid), text, face, MUTED if p.room is None else TEXT, "lm")
    paste_icon(image, card_back(18, 26), (x0 + COL_HAND + 3, mid))
    limit = view.hand_limit
    over = p.hand_size > limit
    draw_text(image, (x0 + COL_HAND + 18, mid), str(p.hand_size), font(20, bold=True), ALARM if over else TEXT, "lm")
    for s in range(p.skulls):
        paste_icon(image, skull(22), (x0 + COL_SKULL + 6 + s * 22, mid))
    if not p.skulls:
        draw_text(image, (x0 + COL_SKULL, mid), "–", font(18), DIM, "lm")
    paste_icon(image, ghost(26, False), (x0 + COL_TRAP + 8, mid))
    draw_text(image, (x0 + COL_TRAP + 26, mid), str(p.ghosts_trapped), font(20, bold=True), TEXT, "lm")
    ghosts = [card_msg(c.id) for c in p.trapped if c.kind == "ghost"]
    trapped = say(commas(ghosts), lang) if ghosts else ""
    if trapped:
        left = x0 + COL_TRAP + 46
        text, face = fit_text(trapped, x1 - left - 4, 14, 11)
        draw_text(image, (left, mid), text, face, MUTED, "lm")


def draw_table_frame(image: Image.Image, box: Box, lang: str = EN) -> None:
    """The table panel and its title, in ``lang``."""
    x0, y0, _, _ = box
    rounded(image, box, 12, PANEL)
    draw_text(image, (x0 + 14, y0 + TITLE_H / 2 + 2), say(msg("children-pic-table"), lang), font(19, bold=True),
              TEXT, "lm")  # fmt: skip


def _counted(image: Image.Image, y: float, x0: float, key: str, count: int, lang: str) -> None:
    """A pile's caption in ``lang`` at ``x0 + 42``, then its count after it."""
    label = say(msg(key), lang)
    draw_text(image, (x0 + 42, y), label, font(16), MUTED, "lm")
    draw_text(image, (x0 + 50 + text_width(label, font(16)), y), str(count), font(22, bold=True), TEXT, "lm")


def draw_table(image: Image.Image, view: ChildrenView, box: Box, lang: str = EN) -> None:
    """Hand limit, draw pile, room tablets (and the one being placed), skull pool, last turns, in ``lang``."""
    x0, y0, x1, _ = box
    label = font(16)
    limit = view.hand_limit
    y = y0 + TITLE_H + 22
    title = say(msg("children-pic-hand-limit"), lang)
    draw_text(image, (x0 + 14, y), title, font(17, bold=True), TEXT, "lm")
    colour = GOLD if limit >= START_LIMIT else ALARM
    draw_text(image, (x0 + 24 + text_width(title, font(17, bold=True)), y), str(limit), font(40, bold=True),
              colour, "lm")  # fmt: skip
    if limit < START_LIMIT:
        beside = view.tablet or (view.window is not None and view.window.card is not None)
        room = (x1 - PREVIEW_W - 6 if beside else x1 - 14) - (x0 + 14)  # clear of the card or tablet shown
        cut, face = fit_text(say(msg("children-pic-limit-cut", count=START_LIMIT - limit), lang), room, 14, 11)
        draw_text(image, (x0 + 14, y + 25), cut, face, ALARM, "lm")
    y += 54
    paste_icon(image, card_back(20, 30), (x0 + 24, y))
    _counted(image, y, x0, "children-pic-draw-pile", view.deck_size, lang)
    y += 34
    rounded(image, (x0 + 14, y - 14, x0 + 35, y + 14), 4, (92, 80, 64), outline=(150, 130, 100), width=2)
    _counted(image, y, x0, "children-pic-room-tablets", view.room_pile, lang)
    card = view.window.card if view.window is not None else None
    if card is not None:
        kind = view.window.kind if view.window else ""
        caption = {"place": "children-pic-ghost-to-place", "defuse": "children-pic-trap-sprung"}.get(kind)
        text, face = fit_text(say(msg(caption or "children-pic-drawn-card"), lang), 168, 15, 11, bold=True)
        draw_text(image, (x1 - 88, y0 + 20), text, face, GOLD, "mm")
        _drawn_card(image, card, (x1 - PREVIEW_W, y0 + 38, x1 - 12, y0 + 100), lang)
    elif view.tablet:
        text, face = fit_text(say(msg("children-pic-placing-now"), lang), 168, 15, 11, bold=True)
        draw_text(image, (x1 - 88, y0 + 20), text, face, GOLD, "mm")
        tablet_preview(image, (x1 - PREVIEW_W, y0 + 34, x1 - 12, y0 + 136), view.tablet, lang)
    y += 34
    pool = say(msg("children-pic-skull-pool"), lang)
    draw_text(image, (x0 + 14, y), pool, label, MUTED, "lm")
    skulls_x = max(112, 14 + text_width(pool, label) + 20)
    for s in range(view.skull_pool):
        paste_icon(image, skull(22), (x0 + skulls_x + s * 23, y))
    if not view.skull_pool:
        draw_text(image, (x0 + skulls_x - 8, y), say(msg("children-pic-pool-empty"), lang), font(15, bold=True), DIM,
                  "lm")  # fmt: skip
    y += 34
    room = x1 - x0 - 20  # the pill may reach 6 px from the panel's edge
    if view.insane:
        pill(image, (x0 + 14, y), say(msg("children-pic-insane"), lang), 14, ALARM, TEXT, room)
    elif view.phase == "over":
        pill(image, (x0 + 14, y), say(msg("children-pic-game-over"), lang), 16, GOLD, DARK_TEXT, room)
    elif view.ending:
        last = view.last_turns
        said = msg("children-pic-last-turns") if last is None else msg("children-pic-last-turns-n", count=last)
        pill(image, (x0 + 14, y), say(said, lang), 16, ALARM, TEXT, room)
    else:
        draw_text(image, (x0 + 14, y), say(msg("children-pic-discard", count=len(view.discard)), lang), label, DIM,
                  "lm")  # fmt: skip


KIND_WORDS = {
    "ghost": "children-pic-kind-ghost",
    "toy": "children-pic-kind-toy",
    "device": "children-pic-kind-device",
    "trap": "children-pic-kind-trap",
    "fate": "children-pic-kind-fate",
}
"""A card's kind as a word (the drawn card's second line, the colour key of the hands panel)."""


def _drawn_card(image: Image.Image, card: CardView, box: Box, lang: str = EN) -> None:
    """The public card of an open window, in ``lang``: the ghost being placed (sepia) or the trap sprung (red)."""
    x0, y0, x1, y1 = box
    mid = (y0 + y1) / 2
    ghostly = card.kind == "ghost"
    fill, ink = (CALM_CHIP, CALM_INK) if ghostly else (TRAP_RED, TEXT)
    rounded(image, box, 8, fill, outline=GOLD, width=2)
    paste_icon(image, ghost(36, False) if ghostly else skull(30), (x0 + 24, mid))
    text, face = fit_text(say(card_msg(card.id), lang), x1 - x0 - 52, 18, 11, bold=True)
    draw_text(image, (x0 + 46, mid - 10), text, face, ink, "lm")
    sub = msg("children-pic-loves", toy=name_msg(card.pair)) if ghostly and card.pair else msg(KIND_WORDS[card.kind])
    text, face = fit_text(say(sub, lang), x1 - x0 - 52, 14, 10)
    draw_text(image, (x0 + 46, mid + 12), text, face, ink, "lm")


def draw_stacks(image: Image.Image, view: ChildrenView, box: Box, lang: str = EN) -> None:
    """The 13 mini-card stacks: the toy face up, or the ghost turned over (that ghost is enraged), in ``lang``."""
    x0, y0, x1, y1 = (round(v) for v in box)
    image.paste(_stacks_image(view.stacks, x1 - x0, y1 - y0, lang), (x0, y0))


@bounded(768 * KB)
def _stacks_image(stacks: tuple[StackView, ...], width: int, height: int, lang: str = EN) -> Image.Image:
    """The stacks panel in ``lang`` (cached: it changes only when a stack is turned over)."""
    image = Image.new("RGB", (width, height), BACKGROUND)
    x0, y0, x1 = 0, 0, width
    rounded(image, (0, 0, width, height), 12, PANEL)
    title, face = say(msg("children-pic-stacks"), lang), font(19, bold=True)
    draw_text(image, (x0 + 14, y0 + TITLE_H / 2 + 2), title, face, TEXT, "lm")
    left = max(200, 14 + text_width(title, face) + 9)
    note, nface = fit_text(say(msg("children-pic-stacks-note"), lang), x1 - left - 14, 15, 11)
    draw_text(image, (x0 + left, y0 + TITLE_H / 2 + 3), note, nface, MUTED, "lm")
    per_row = -(-len(stacks) // STACK_ROWS) if stacks else 1
    w = (x1 - x0 - 20 - (per_row - 1) * 8) / per_row
    for k, st in enumerate(stacks):
        row, col = divmod(k, per_row)
        sx = x0 + 10 + col * (w + 8)
        sy = y0 + TITLE_H + row * (STACK_H + 8)
        sbox = (sx, sy, sx + w, sy + STACK_H)
        toy = say(name_msg(st.toy), lang)
        if st.ghost is None:
            rounded(image, sbox, 6, CALM_CHIP)
            text, face = fit_text(toy, w - 12, 16, 11, bold=True)
            draw_text(image, (sx + w / 2, sy + STACK_H / 2), text, face, CALM_INK, "mm")
            continue
        rounded(image, sbox, 6, RAGE_CHIP, outline=RAGE_EDGE, width=2)
        paste_icon(image, ghost(24, True), (sx + 16, sy + STACK_H / 2))
        text, face = fit_text(say(name_msg(st.ghost), lang), w - 36, 16, 11, bold=True)
        draw_text(image, (sx + 30, sy + 16), text, face, RAGE_INK, "lm")
        text, face = fit_text(toy, w - 36, 12, 9)
        draw_text(image, (sx + 30, sy + 34), text, face, (200, 214, 255), "lm")
    return image


LEGEND: tuple[tuple[str, Msg], ...] = (
    ("door", msg("children-pic-legend-door")),
    ("arrow", msg("children-pic-legend-drift")),
    ("calm", msg("children-pic-legend-calm")),
    ("rage", msg("children-pic-legend-enraged")),
    ("cards", msg("children-pic-legend-cards")),
    ("kitty", name_msg("Kitty Kitty")),
    ("toy", msg("children-pic-legend-toy")),
)
"""The legend's entries: the icon drawn before each and its words."""
ICON_W = {"door": 32, "arrow": 24, "calm": 28, "rage": 28, "cards": 22, "kitty": 28, "toy": 0}
"""Width each entry's icon takes before its words."""


def draw_legend(image: Image.Image, y: int, x0: int, lang: str = EN) -> None:
    """One line explaining doors, arrows, ghosts, cards and Kitty Kitty, in ``lang`` (smaller when it is long)."""
    entries = [(kind, say(words, lang)) for kind, words in LEGEND]
    room = image.width - 2 * x0
    size = 15
    while size > 11 and sum(ICON_W[k] + text_width(t, font(size)) + 22 for k, t in entries) - 22 > room:
        size -= 1
    face = font(size)
    x = x0
    mid = y + LEGEND_H / 2
    for kind, label in entries:
        if kind == "door":
            door(image, (x, mid - 8, x + 26, mid + 8))
            x += 32
        elif kind == "arrow":
            paste_icon(image, arrow(18, "R"), (x + 9, mid))
            x += 24
        elif kind in ("calm", "rage"):
            paste_icon(image, ghost(24, kind == "rage"), (x + 12, mid))
            x += 28
        elif kind == "cards":
            paste_icon(image, card_back(15, 22), (x + 8, mid))
            x += 22
        elif kind == "kitty":
            paste_icon(image, cat(24), (x + 12, mid))
            x += 28
        colour = SPECTRAL if kind == "arrow" else MUTED
        draw_text(image, (x, mid), label, face, colour, "lm")
        x += round(text_width(label, face)) + 22
