"""The table around the Children mansion: players, piles and limits, the 13 mini-card stacks, the legend."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.children.views import CardView, ChildrenView, PlayerView, RoomView, StackView
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
from render.children.mansion import initial, tablet_preview
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
TURN_FILL: RGB = (62, 52, 26)
TRAP_RED: RGB = (164, 44, 56)
# Column x offsets inside the players panel.
COL_NAME, COL_ROOM, COL_HAND, COL_SKULL, COL_TRAP = 50, 262, 410, 470, 550


def players_height(players: int) -> int:
    """Height of the players panel for ``players`` seats (at least the table panel's)."""
    return max(TITLE_H + players * ROW_H + 10, 232)


def draw_players_frame(image: Image.Image, box: Box) -> None:
    """The players panel and its column captions."""
    x0, y0, _, _ = box
    rounded(image, box, 12, PANEL)
    draw_text(image, (x0 + 14, y0 + TITLE_H / 2 + 2), "Players", font(19, bold=True), TEXT, "lm")
    paste_icon(image, cat(20), (x0 + 118, y0 + TITLE_H / 2 + 2))
    draw_text(image, (x0 + 131, y0 + TITLE_H / 2 + 3), "= Kitty card", font(13), DIM, "lm")
    small = font(13, bold=True)
    for x, label in ((COL_ROOM, "ROOM"), (COL_HAND, "HAND"), (COL_SKULL, "SKULLS"), (COL_TRAP, "TRAPPED")):
        draw_text(image, (x0 + x, y0 + TITLE_H / 2 + 3), label, small, DIM, "lm")


_ROWS = RegionCache("render.children.table.rows", MB)
"""Finished player rows: a move changes one or two of them."""


def draw_players(image: Image.Image, view: ChildrenView, names: Sequence[str], box: IntBox) -> None:
    """One row per seat: pawn, name, room, hand size, skulls, ghosts trapped, Kitty card, whose move."""
    rooms = {r.id: r for r in view.rooms}
    for k, p in enumerate(view.table):
        y = box[1] + TITLE_H + k * ROW_H
        row = (box[0] + 6, y, box[2] - 6, y + ROW_H - 4)

        def paint(p: PlayerView = p, row: IntBox = row) -> None:
            _player_row(image, view, p, names, rooms, row)

        _ROWS.draw(image, row, _row_key(view, p, names, rooms, row), paint)


def _row_key(
    view: ChildrenView, p: PlayerView, names: Sequence[str], rooms: dict[int, RoomView], box: Box
) -> tuple[object, ...]:
    """Everything of the view that :func:`_player_row` reads for ``p`` (it decides every pixel of the row)."""
    best = max((q.ghosts_trapped for q in view.table if not q.left_game), default=0)
    return (
        box,
        p.seat,
        initial(names, p.seat),
        name_of(names, p.seat),
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
    image: Image.Image, view: ChildrenView, p: PlayerView, names: Sequence[str], rooms: dict[int, RoomView], box: Box
) -> None:
    x0, y0, x1, y1 = box
    mid = (y0 + y1) / 2
    owes = p.seat in view.to_act
    out_of_turn = owes and view.window is not None and p.seat != view.turn
    if owes or view.turn == p.seat:
        rounded(image, box, 8, (80, 30, 40) if out_of_turn else TURN_FILL)
    paste_icon(image, pawn(30, p.seat, initial(names, p.seat)), (x0 + 22, mid))
    mine = p.seat == view.seat
    tag = "ANSWER" if out_of_turn else ("TO PLAY" if owes or view.turn == p.seat else "")
    if view.phase == "over" and not view.insane and not p.left_game:
        best = max((q.ghosts_trapped for q in view.table if not q.left_game), default=0)
        tag = "WINNER" if p.ghosts_trapped == best else ""
    right = x0 + COL_ROOM - 14 - (30 if p.kitty_card else 0) - (chip_width(tag, 12) + 6 if tag else 0)
    label = name_of(names, p.seat) + (" (you)" if mine else "")
    colour = DIM if p.left_game else (GOLD if mine else TEXT)
    text, face = fit_text(label, right - (x0 + COL_NAME - 6), 18, 12, bold=True)
    draw_text(image, (x0 + COL_NAME - 6, mid), text, face, colour, "lm")
    x = x0 + COL_NAME - 6 + text_width(text, face) + 6
    if tag:
        x += pill(image, (x, mid), tag, 12, ALARM if out_of_turn else GOLD, TEXT if out_of_turn else DARK_TEXT) + 4
    if p.kitty_card:
        paste_icon(image, cat(26), (x + 13, mid))
    if p.left_game:
        where = "left the game"
    elif p.room is None:
        where = "outside"
    else:
        where = rooms[p.room].name if p.room in rooms else "?"
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
    trapped = ", ".join(c.name for c in p.trapped if c.kind == "ghost")
    if trapped:
        left = x0 + COL_TRAP + 46
        text, face = fit_text(trapped, x1 - left - 4, 14, 11)
        draw_text(image, (left, mid), text, face, MUTED, "lm")


def draw_table_frame(image: Image.Image, box: Box) -> None:
    """The table panel and its title."""
    x0, y0, _, _ = box
    rounded(image, box, 12, PANEL)
    draw_text(image, (x0 + 14, y0 + TITLE_H / 2 + 2), "Table", font(19, bold=True), TEXT, "lm")


def draw_table(image: Image.Image, view: ChildrenView, box: Box) -> None:
    """Hand limit, draw pile, room tablets (and the one being placed), skull pool, last turns."""
    x0, y0, x1, _ = box
    label, number = font(16), font(22, bold=True)
    limit = view.hand_limit
    y = y0 + TITLE_H + 22
    draw_text(image, (x0 + 14, y), "Hand limit", font(17, bold=True), TEXT, "lm")
    colour = GOLD if limit >= START_LIMIT else ALARM
    draw_text(image, (x0 + 24 + text_width("Hand limit", font(17, bold=True)), y), str(limit), font(40, bold=True),
              colour, "lm")  # fmt: skip
    if limit < START_LIMIT:
        draw_text(
            image,
            (x0 + 14, y + 25),
            f"−{START_LIMIT - limit}: enraged ghost{'s' if START_LIMIT - limit != 1 else ''}",
            font(14),
            ALARM,
            "lm",
        )
    y += 54
    paste_icon(image, card_back(20, 30), (x0 + 24, y))
    draw_text(image, (x0 + 42, y), "Draw pile", label, MUTED, "lm")
    draw_text(image, (x0 + 50 + text_width("Draw pile", label), y), str(view.deck_size), number, TEXT, "lm")
    y += 34
    rounded(image, (x0 + 14, y - 14, x0 + 35, y + 14), 4, (92, 80, 64), outline=(150, 130, 100), width=2)
    draw_text(image, (x0 + 42, y), "Room tablets", label, MUTED, "lm")
    draw_text(image, (x0 + 50 + text_width("Room tablets", label), y), str(view.room_pile), number, TEXT, "lm")
    card = view.window.card if view.window is not None else None
    if card is not None:
        caption = {"place": "ghost to place", "defuse": "trap sprung"}.get(view.window.kind if view.window else "", "")
        draw_text(image, (x1 - 88, y0 + 20), caption or "drawn card", font(15, bold=True), GOLD, "mm")
        _drawn_card(image, card, (x1 - 164, y0 + 38, x1 - 12, y0 + 100))
    elif view.tablet:
        draw_text(image, (x1 - 88, y0 + 20), "placing now", font(15, bold=True), GOLD, "mm")
        tablet_preview(image, (x1 - 164, y0 + 34, x1 - 12, y0 + 136), view.tablet)
    y += 34
    draw_text(image, (x0 + 14, y), "Skull pool", label, MUTED, "lm")
    for s in range(view.skull_pool):
        paste_icon(image, skull(22), (x0 + 112 + s * 23, y))
    if not view.skull_pool:
        draw_text(image, (x0 + 104, y), "empty", font(15, bold=True), DIM, "lm")
    y += 34
    if view.insane:
        pill(image, (x0 + 14, y), "Everyone went insane: the ghosts win", 14, ALARM, TEXT)
    elif view.phase == "over":
        pill(image, (x0 + 14, y), "GAME OVER", 16, GOLD, DARK_TEXT)
    elif view.ending:
        left = "" if view.last_turns is None else f": {view.last_turns} turn{'s' if view.last_turns != 1 else ''} left"
        pill(image, (x0 + 14, y), f"LAST TURNS{left}", 16, ALARM, TEXT)
    else:
        draw_text(image, (x0 + 14, y), f"Discard pile {len(view.discard)}", label, DIM, "lm")


def _drawn_card(image: Image.Image, card: CardView, box: Box) -> None:
    """The public card of an open window: the ghost being placed (sepia) or the trap being sprung (red)."""
    x0, y0, x1, y1 = box
    mid = (y0 + y1) / 2
    ghostly = card.kind == "ghost"
    fill, ink = (CALM_CHIP, CALM_INK) if ghostly else (TRAP_RED, TEXT)
    rounded(image, box, 8, fill, outline=GOLD, width=2)
    paste_icon(image, ghost(36, False) if ghostly else skull(30), (x0 + 24, mid))
    text, face = fit_text(card.name, x1 - x0 - 52, 18, 11, bold=True)
    draw_text(image, (x0 + 46, mid - 10), text, face, ink, "lm")
    sub = f"♥ {card.pair}" if ghostly and card.pair else card.kind
    text, face = fit_text(sub, x1 - x0 - 52, 14, 10)
    draw_text(image, (x0 + 46, mid + 12), text, face, ink, "lm")


def draw_stacks(image: Image.Image, view: ChildrenView, box: Box) -> None:
    """The 13 mini-card stacks: the toy face up, or the ghost turned over (that ghost is enraged)."""
    x0, y0, x1, y1 = (round(v) for v in box)
    image.paste(_stacks_image(view.stacks, x1 - x0, y1 - y0), (x0, y0))


@bounded(768 * KB)
def _stacks_image(stacks: tuple[StackView, ...], width: int, height: int) -> Image.Image:
    """The stacks panel (cached: it changes only when a stack is turned over)."""
    image = Image.new("RGB", (width, height), BACKGROUND)
    x0, y0, x1 = 0, 0, width
    rounded(image, (0, 0, width, height), 12, PANEL)
    draw_text(image, (x0 + 14, y0 + TITLE_H / 2 + 2), "Mini-card stacks", font(19, bold=True), TEXT, "lm")
    note = "a stack turned over shows an enraged ghost (blue)"
    draw_text(image, (x0 + 200, y0 + TITLE_H / 2 + 3), note, font(15), MUTED, "lm")
    per_row = -(-len(stacks) // STACK_ROWS) if stacks else 1
    w = (x1 - x0 - 20 - (per_row - 1) * 8) / per_row
    for k, st in enumerate(stacks):
        row, col = divmod(k, per_row)
        sx = x0 + 10 + col * (w + 8)
        sy = y0 + TITLE_H + row * (STACK_H + 8)
        sbox = (sx, sy, sx + w, sy + STACK_H)
        if st.ghost is None:
            rounded(image, sbox, 6, CALM_CHIP)
            text, face = fit_text(st.toy, w - 12, 16, 11, bold=True)
            draw_text(image, (sx + w / 2, sy + STACK_H / 2), text, face, CALM_INK, "mm")
            continue
        rounded(image, sbox, 6, RAGE_CHIP, outline=RAGE_EDGE, width=2)
        paste_icon(image, ghost(24, True), (sx + 16, sy + STACK_H / 2))
        text, face = fit_text(st.ghost, w - 36, 16, 11, bold=True)
        draw_text(image, (sx + 30, sy + 16), text, face, RAGE_INK, "lm")
        text, face = fit_text(st.toy, w - 36, 12, 9)
        draw_text(image, (sx + 30, sy + 34), text, face, (200, 214, 255), "lm")
    return image


def draw_legend(image: Image.Image, y: int, x0: int) -> None:
    """One line explaining doors, arrows, ghosts, cards and Kitty Kitty."""
    face = font(15)
    x = x0
    mid = y + LEGEND_H / 2
    entries: list[tuple[str, str]] = [
        ("door", "door / trapdoor"),
        ("arrow", "ghosts drift"),
        ("calm", "calm"),
        ("rage", "enraged"),
        ("cards", "face-down cards"),
        ("kitty", "Kitty Kitty"),
        ("toy", "♥ beloved toy"),
    ]
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
