"""The right-hand panel of The Purple House board: room, candles, Path and players."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.purple_house.views import PurpleHouseView
from bot.i18n import EN, Msg, msg, say
from render.cache import KB
from render.purple_house.art import (
    DIM,
    EMPTY_EDGE,
    EMPTY_SLOT,
    GOLD,
    HIGHLIGHT,
    LOSS_RED,
    MUTED,
    PANEL,
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
    rounded,
    wrap_words,
)
from render.purple_house.icons import paste_icon
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
from render.purple_house.words import card_said, player_name, symbol_msg
from render.regions import RegionCache
from render.text import Font, draw_text, ellipsize, fit_text, font, text_width

# --- the right-hand panel ---------------------------------------------------------------------


def _match_hint(card: str) -> Msg:
    kind, symbol, number = parse_card(card)
    if kind == "ube":
        return msg("purplehouse-pic-hint-ube")
    return msg("purplehouse-pic-hint", symbols=symbol_msg(symbol), number=number)


def _draw_current_room(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + PAD
    size = TOP_BOX[1] - TOP_BOX[0] - 2 * PAD
    tx = x + size + 16
    width = PANEL_X + PANEL_W - PAD - tx
    title, face = fit_text(say(msg("purplehouse-pic-current-room"), lang), width, 21, 15, bold=True)
    draw_text(image, (tx, y + 14), title, face, GOLD, "lm")
    if view.current_room is None:
        rounded(image, (x, y, x + size, y + size), 12, EMPTY_SLOT)
        dashed_outline(image, (x, y, x + size, y + size), EMPTY_EDGE)
        draw_text(image, (x + size / 2, y + size / 2), "?", font(56, bold=True), DIM, "mm")
        text = say(msg("purplehouse-pic-no-room"), lang)
        draw_lines(image, (tx, y + 38), wrap_words(text, width, 17), 17, MUTED, 23)
        return
    image.paste(card_front(size, view.current_room, lang), (x, y))
    label, face = fit_text(card_said(view.current_room, lang), width, 28, 18, bold=True)
    draw_text(image, (tx, y + 50), label, face, TEXT, "lm")
    draw_text(
        image, (tx, y + 80), say(msg("purplehouse-pic-card", cell=view.current_cell or 0), lang), font(18), MUTED, "lm"
    )
    hint = say(_match_hint(view.current_room), lang)
    draw_lines(image, (tx, y + 100), wrap_words(hint, width, 16)[:3], 16, MUTED, 21)


def _draw_scout_summary(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + 20
    width = PANEL_W - 2 * PAD
    title, face = fit_text(say(msg("purplehouse-pic-scouting-phase"), lang), width, 22, 15, bold=True)
    draw_text(image, (x, y), title, face, GOLD, "lm")
    active = [p for p in view.players if not p.gone]
    ready = msg("purplehouse-pic-ready-count", ready=sum(p.ready for p in active), count=len(active))
    label, face = fit_text(say(ready, lang), width, 20, 14, bold=True)
    draw_text(image, (x, y + 36), label, face, TEXT, "lm")
    talk = msg("purplehouse-pic-kid-talk" if view.kid_friendly else "purplehouse-pic-no-talking")
    text = say(msg("purplehouse-pic-scouting-rules", talk=talk), lang)
    bottom = draw_lines(image, (x, y + 58), wrap_words(text, width, 16)[:3], 16, MUTED, 21)
    deck, face = fit_text(say(msg("purplehouse-pic-house-deck", count=view.deck_count), lang), width, 17, 13, bold=True)
    draw_text(image, (x, bottom + 12), deck, face, TEXT, "lm")


def _draw_result(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    x, y = PANEL_X + PAD, TOP_BOX[0] + 22
    width = PANEL_W - 2 * PAD
    won = view.result == "win"
    head = say(msg("purplehouse-pic-escaped-big" if won else "purplehouse-pic-trapped-big"), lang)
    draw_text(image, (x, y), head, font(30, bold=True), WIN_GREEN if won else LOSS_RED, "lm")
    y += 32
    if won:
        line = msg("purplehouse-pic-won-line", round=view.round)
    else:
        line = msg("purplehouse-pic-lost-line", clues=view.clues_face_up)
    label, face = fit_text(say(line, lang), width, 18, 14, bold=True)
    draw_text(image, (x, y), label, face, TEXT, "lm")
    y += 16
    sc = view.score
    if sc is None:
        text = say(msg("purplehouse-pic-no-score"), lang)
        draw_lines(image, (x, y + 8), wrap_words(text, width, 16), 16, MUTED, 21)
        return
    total = say(msg("purplehouse-pic-score", total=sc.exact), lang)
    face = font(24, bold=True)
    draw_text(image, (x, y + 20), total, face, GOLD, "lm")
    parts = msg("purplehouse-pic-score-parts", clues=sc.clues, candles=sc.candles, bonus=sc.bonus, times=sc.times)
    said = say(parts, lang)
    label, small = fit_text(said, width - SCORE_W, 16, 12)
    if label == said and text_width(total, face) <= SCORE_W - 4:
        draw_text(image, (x + SCORE_W, y + 22), label, small, MUTED, "lm")
    else:  # too long beside the score: a line of its own under it
        label, small = fit_text(said, width, 15, 11)
        draw_text(image, (x, y + 46), label, small, MUTED, "lm")
        y += 20
    draw_lines(image, (x, y + 40), wrap_words(say(sc.ending, lang), width, 15)[:3], 15, TEXT, 20)


SCORE_W = 150
"""Room for the score ("Score 9.75") before its parts; a wider score ("Score 18.75", "Wynik 24,75") or parts
too long to fit beside it put the parts on a line of their own under it."""


def _draw_candles(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    x = PANEL_X + PAD + 92
    y = CANDLE_BOX[0] + 11
    for i in range(view.candles_max):
        image.paste(candle(CANDLE_H, i < view.candles, PANEL), (x, y))
        x += CANDLE_H // 2 + 8
    colour = TEXT if view.candles else LOSS_RED
    left = say(msg("purplehouse-pic-of", count=view.candles, total=view.candles_max), lang)
    draw_text(image, (x + 4, CANDLE_BOX[0] + 33), left, font(18, bold=True), colour, "lm")
    gx = PANEL_X + PANEL_W - 100
    ghosts, face = fit_text(say(msg("purplehouse-pic-cards", count=view.ghost_count), lang), 96, 18, 13, bold=True)
    draw_text(image, (gx, CANDLE_BOX[0] + 45), ghosts, face, TEXT, "lm")


def _draw_path(image: Image.Image, view: PurpleHouseView, lang: str = EN) -> None:
    cleared: set[tuple[int, int]] = set()
    for name in view.path:
        kind, symbol, number = parse_card(name)
        if kind == "clue":
            cleared.add((symbol, number))
    current = parse_card(view.current_room) if view.current_room else ("", -1, -1)
    summary = msg("purplehouse-pic-path-summary", count=len(cleared), up=view.clues_face_up)
    label, face = fit_text(say(summary, lang), PANEL_W - 2 * PAD - PATH_TITLE_W, 15, 11)
    draw_text(image, (PANEL_X + PANEL_W - PAD, PATH_BOX[0] + 20), label, face, MUTED, "rm")
    ube = ("Ube" in view.path, view.current_room == "Ube")
    key = (frozenset(cleared), current, ube, lang)
    _PATHS.draw(image, PATH_SLOTS, key, lambda: _draw_path_slots(image, cleared, current, *ube, lang))


_PATHS = RegionCache("render.purple_house.panel.paths", 768 * KB)
"""Finished Path slot tables, by language; the table changes only when a Clue is cleared or flipped."""
PATH_TITLE_W = 110
"""Room left on the Path panel's title line for its title (the summary is right-aligned beside it)."""
PATH_SLOTS = (PANEL_X, PATH_BOX[0] + 40, PANEL_X + PANEL_W, PATH_BOX[1])
"""The box of the Path panel below its title line: the 16 Clue slots and the Ube slot."""


def _draw_path_slots(
    image: Image.Image,
    cleared: set[tuple[int, int]],
    current: tuple[str, int, int],
    ube_cleared: bool,
    ube_current: bool,
    lang: str = EN,
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
    ube = say(msg("purplehouse-card-ube"), lang)
    draw_text(image, ((ux0 + ux1) / 2, (uy0 + uy1) / 2 + 14), ube, font(16, bold=True), ink, "mm")
    wild, face = fit_text(say(msg("purplehouse-pic-wild"), lang), ux1 - ux0 - 6, 13, 10)
    draw_text(image, ((ux0 + ux1) / 2, (uy0 + uy1) / 2 + 34), wild, face, ink, "mm")


def _draw_players(image: Image.Image, view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> None:
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
        tag = ""
        if p.gone or p.seat == view.seat:
            tag = " " + say(msg("purplehouse-pic-tag-left" if p.gone else "purplehouse-pic-tag-you"), lang)
        face = font(17, bold=not p.gone)
        ink = DIM if p.gone else TEXT
        tag_face = next((f for f in _faces(p.gone) if name_w - text_width(tag, f) >= NAME_MIN_W), font(11, not p.gone))
        name = ellipsize(player_name(names, p.seat, lang), face, name_w - text_width(tag, tag_face))
        if tag_face.size == face.size:
            draw_text(image, (PANEL_X + PAD + 34, middle), name + tag, face, ink, "lm")
        else:  # a long tag, drawn smaller after the name
            draw_text(image, (PANEL_X + PAD + 34, middle), name, face, ink, "lm")
            x = PANEL_X + PAD + 34 + text_width(name, face)
            draw_text(image, (x, middle), tag, tag_face, ink, "lm")
        if scouting:
            draw_text(image, (columns[0], middle), str(p.dealt), font(19, bold=True), TEXT, "mm")
            status, colour = _player_status(p, lang)
            status, face = fit_text(status, 2 * (PANEL_X + PANEL_W - columns[1]) - 4, 16, 11, bold=True)
            draw_text(image, (columns[1], middle), status, face, colour, "mm")
        else:
            for value, cx in zip((p.handkerchiefs, p.corner_x, p.centre_x), columns, strict=True):
                shown = "?" if value is None else str(value)
                draw_text(image, (cx, middle), shown, font(19, bold=True), TEXT if value else DIM, "mm")
        y += PLAYER_ROW_H


NAME_MIN_W = 28
"""Room a player's name keeps beside its "(left)" or "(you)" tag: a longer tag is drawn smaller."""


def _faces(gone: bool) -> list[Font]:
    """The faces a player's tag may take, from the name's own size down."""
    return [font(size, bold=not gone) for size in range(17, 10, -1)]
