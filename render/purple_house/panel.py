"""The right-hand panel of The Purple House board: room, candles, Path and players."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.purple_house.views import PurpleHouseView
from bot.i18n import say
from render.cache import KB
from render.purple_house.alt import seat_name
from render.purple_house.art import (
    DIM,
    EMPTY_EDGE,
    EMPTY_SLOT,
    GOLD,
    HIGHLIGHT,
    LOSS_RED,
    MUTED,
    PANEL,
    SYMBOL_PLURALS,
    TEXT,
    UBE_FRONT,
    UBE_INK,
    WIN_GREEN,
    candle,
    card_front,
    dashed_outline,
    draw_lines,
    mini_clue,
    parse_card,
    paste_icon,
    rounded,
    wrap_words,
)
from render.purple_house.layout import (
    CANDLE_BOX,
    CANDLE_H,
    PAD,
    PANEL_W,
    PANEL_X,
    PATH_BOX,
    PLAYER_ROW_H,
    PLAYERS_BOX,
    SLOT_GAP,
    SLOT_H,
    SLOT_W,
    TOP_BOX,
    _player_columns,
)
from render.purple_house.scouting import _player_status
from render.regions import RegionCache
from render.text import draw_text, ellipsize, fit_text, font, text_width

# --- the right-hand panel ---------------------------------------------------------------------


def _match_hint(card: str) -> str:
    kind, symbol, number = parse_card(card)
    if kind == "ube":
        return "Ube is wild: any Clue matches it."
    return f"Next: any {SYMBOL_PLURALS[symbol]}, any {number}, or Ube."


def _draw_current_room(image: Image.Image, view: PurpleHouseView) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + PAD
    size = TOP_BOX[1] - TOP_BOX[0] - 2 * PAD
    tx = x + size + 16
    width = PANEL_X + PANEL_W - PAD - tx
    draw_text(image, (tx, y + 14), "Current Room", font(21, bold=True), GOLD, "lm")
    if view.current_room is None:
        rounded(image, (x, y, x + size, y + size), 12, EMPTY_SLOT)
        dashed_outline(image, (x, y, x + size, y + size), EMPTY_EDGE)
        draw_text(image, (x + size / 2, y + size / 2), "?", font(56, bold=True), DIM, "mm")
        text = "None yet: the first Clue or Ube flipped becomes the Current Room."
        draw_lines(image, (tx, y + 38), wrap_words(text, width, 17), 17, MUTED, 23)
        return
    image.paste(card_front(size, view.current_room), (x, y))
    label, face = fit_text(view.current_room, width, 28, 18, bold=True)
    draw_text(image, (tx, y + 50), label, face, TEXT, "lm")
    draw_text(image, (tx, y + 80), f"card {view.current_cell}", font(18), MUTED, "lm")
    draw_lines(image, (tx, y + 100), wrap_words(_match_hint(view.current_room), width, 16), 16, MUTED, 21)


def _draw_scout_summary(image: Image.Image, view: PurpleHouseView) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + 20
    width = PANEL_W - 2 * PAD
    draw_text(image, (x, y), "Scouting Phase", font(22, bold=True), GOLD, "lm")
    active = [p for p in view.players if not p.gone]
    ready = sum(p.ready for p in active)
    players = "player" if len(active) == 1 else "players"
    draw_text(image, (x, y + 36), f"{ready} of {len(active)} {players} ready", font(20, bold=True), TEXT, "lm")
    talk = "Kid-Friendly: you may talk while scouting." if view.kid_friendly else "No talking until everyone is ready!"
    text = f"{talk} The House area is laid out face-down once all are ready."
    bottom = draw_lines(image, (x, y + 58), wrap_words(text, width, 16), 16, MUTED, 21)
    deck = "1 card" if view.deck_count == 1 else f"{view.deck_count} cards"
    draw_text(image, (x, bottom + 12), f"House deck: {deck} not dealt", font(17, bold=True), TEXT, "lm")


def _draw_result(image: Image.Image, view: PurpleHouseView) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + 22
    width = PANEL_W - 2 * PAD
    won = view.result == "win"
    draw_text(
        image, (x, y), "ESCAPED!" if won else "TRAPPED", font(30, bold=True), WIN_GREEN if won else LOSS_RED, "lm"
    )
    y += 32
    line = f"All 16 Clues revealed in round {view.round}." if won else f"{view.clues_face_up} of 16 Clues revealed."
    draw_text(image, (x, y), line, font(18, bold=True), TEXT, "lm")
    y += 16
    sc = view.score
    if sc is None:
        draw_lines(
            image,
            (x, y + 8),
            wrap_words("Clues face-up are the score (Scoring Variant off).", width, 16),
            16,
            MUTED,
            21,
        )
        return
    draw_text(image, (x, y + 20), f"Score {sc.total}", font(24, bold=True), GOLD, "lm")
    parts = f"= ({sc.clues} Clues + {sc.candles} candles + {sc.bonus} bonus) {sc.multiplier}"
    label, face = fit_text(parts, width - 150, 16, 12)
    draw_text(image, (x + 150, y + 22), label, face, MUTED, "lm")
    draw_lines(image, (x, y + 40), wrap_words(say(sc.ending), width, 15)[:3], 15, TEXT, 20)


def _draw_candles(image: Image.Image, view: PurpleHouseView) -> None:
    x = PANEL_X + PAD + 92
    y = CANDLE_BOX[0] + 11
    for i in range(view.candles_max):
        image.paste(candle(CANDLE_H, i < view.candles, PANEL), (x, y))
        x += CANDLE_H // 2 + 8
    colour = TEXT if view.candles else LOSS_RED
    draw_text(
        image, (x + 4, CANDLE_BOX[0] + 33), f"{view.candles} of {view.candles_max}", font(18, bold=True), colour, "lm"
    )
    ghosts = "1 card" if view.ghost_count == 1 else f"{view.ghost_count} cards"
    gx = PANEL_X + PANEL_W - 100
    draw_text(image, (gx, CANDLE_BOX[0] + 45), ghosts, font(18, bold=True), TEXT, "lm")


def _draw_path(image: Image.Image, view: PurpleHouseView) -> None:
    cleared: set[tuple[int, int]] = set()
    for name in view.path:
        kind, symbol, number = parse_card(name)
        if kind == "clue":
            cleared.add((symbol, number))
    current = parse_card(view.current_room) if view.current_room else ("", -1, -1)
    count = len(cleared)
    summary = f"{count} Clue{'' if count == 1 else 's'} cleared · {view.clues_face_up} of 16 face-up"
    draw_text(image, (PANEL_X + PANEL_W - PAD, PATH_BOX[0] + 20), summary, font(15), MUTED, "rm")
    ube = ("Ube" in view.path, view.current_room == "Ube")
    key = (frozenset(cleared), current, ube)
    _PATHS.draw(image, PATH_SLOTS, key, lambda: _draw_path_slots(image, cleared, current, *ube))


_PATHS = RegionCache("render.purple_house.panel.paths", 768 * KB)
"""Finished Path slot tables; the table changes only when a Clue is cleared or flipped."""
PATH_SLOTS = (PANEL_X, PATH_BOX[0] + 40, PANEL_X + PANEL_W, PATH_BOX[1])
"""The box of the Path panel below its title line: the 16 Clue slots and the Ube slot."""


def _draw_path_slots(
    image: Image.Image,
    cleared: set[tuple[int, int]],
    current: tuple[str, int, int],
    ube_cleared: bool,
    ube_current: bool,
) -> None:
    x0 = PANEL_X + PAD + SLOT_H + 4
    y = PATH_BOX[0] + 44
    for symbol in range(4):
        for number in range(1, 5):
            if (symbol, number) in cleared:
                state = "cleared"
            elif current[0] == "clue" and current[1:] == (symbol, number):
                state = "current"
            else:
                state = "hidden"
            image.paste(mini_clue(SLOT_W, SLOT_H, symbol, number, state), (x0 + (number - 1) * (SLOT_W + SLOT_GAP), y))
        y += SLOT_H + SLOT_GAP
    ux0 = x0 + 4 * (SLOT_W + SLOT_GAP) + 8
    ux1 = PANEL_X + PANEL_W - PAD
    uy0, uy1 = PATH_BOX[0] + 44, y - SLOT_GAP
    if ube_cleared or ube_current:
        rounded(image, (ux0, uy0, ux1, uy1), 8, UBE_FRONT, outline=GOLD if ube_current else UBE_INK, width=3)
        ink = UBE_INK
    else:
        rounded(image, (ux0, uy0, ux1, uy1), 8, EMPTY_SLOT, outline=EMPTY_EDGE, width=1)
        ink = DIM
    icon = min(44, round(ux1 - ux0 - 12))
    paste_icon(image, "dog", ((ux0 + ux1 - icon) / 2, (uy0 + uy1) / 2 - icon), icon, ink)
    draw_text(image, ((ux0 + ux1) / 2, (uy0 + uy1) / 2 + 14), "Ube", font(16, bold=True), ink, "mm")
    draw_text(image, ((ux0 + ux1) / 2, (uy0 + uy1) / 2 + 34), "wild", font(13), ink, "mm")


def _draw_players(image: Image.Image, view: PurpleHouseView, names: Sequence[str]) -> None:
    y = PLAYERS_BOX[0] + 40
    scouting = view.phase == "scouting"
    columns = _player_columns(2 if scouting else 3)
    name_w = columns[0] - (110 if scouting else 96) / 2 - (PANEL_X + PAD + 34) - 4
    for p in view.players:
        middle = y + PLAYER_ROW_H / 2
        if p.has_key and view.phase == "escape":
            rounded(image, (PANEL_X + 6, y + 1, PANEL_X + PANEL_W - 6, y + PLAYER_ROW_H - 1), 8, HIGHLIGHT)
        if p.has_key:
            paste_icon(image, "key", (PANEL_X + PAD, middle - 12), 24, GOLD)
        tag = " (left)" if p.gone else " (you)" if p.seat == view.seat else ""
        face = font(17, bold=not p.gone)
        label = ellipsize(seat_name(names, p.seat), face, name_w - text_width(tag, face)) + tag
        draw_text(image, (PANEL_X + PAD + 34, middle), label, face, DIM if p.gone else TEXT, "lm")
        if scouting:
            draw_text(image, (columns[0], middle), str(p.dealt), font(19, bold=True), TEXT, "mm")
            status, colour = _player_status(p)
            draw_text(image, (columns[1], middle), status, font(16, bold=True), colour, "mm")
        else:
            for value, cx in zip((p.handkerchiefs, p.corner_x, p.centre_x), columns, strict=True):
                shown = "?" if value is None else str(value)
                draw_text(image, (cx, middle), shown, font(19, bold=True), TEXT if value else DIM, "mm")
        y += PLAYER_ROW_H
