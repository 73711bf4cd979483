"""Alt text of The Purple House pictures: what the picture shows, in words, for screen readers, in the reader's
language (the catalogue's ``purplehouse-alt-*`` messages)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import cut_words
from bot.games.purple_house.views import PurpleHouseView
from bot.games.purple_house.words import backs_words, commas, semicolons
from bot.i18n import EN, Msg, Text, msg, say
from render.purple_house.reveal import alt_reveal
from render.purple_house.words import card_msg, parse_card, symbol_msg, who

ALT_LIMIT = 1000
ORDER = ("ul", "ur", "ll", "lr", "c")
PHASES = {
    "scouting": "purplehouse-alt-phase-scouting",
    "escape": "purplehouse-alt-phase-escape",
    "over": "purplehouse-alt-phase-over",
}

STATES = {
    "left": "purplehouse-alt-state-left",
    "ready": "purplehouse-alt-state-ready",
    "scouting": "purplehouse-alt-state-scouting",
}
"""A player's Scouting row in the alt text, by their state."""


def _cells(cells: Sequence[int]) -> Text:
    """Cell numbers joined by commas ("3, 7, 12")."""
    return commas([str(c) for c in cells])


def _grid(view: PurpleHouseView) -> list[Msg]:
    """Face-down cards grouped by their backs, then the empty cells; at the end, the fronts instead."""
    if view.not_laid_out or any(c.revealed for c in view.cells):
        return [*alt_reveal(view), *_empty(view)]
    groups: dict[tuple[str, ...], list[int]] = {}
    for cell in view.cells:
        if not cell.empty and not cell.face_up:
            groups.setdefault(cell.marks, []).append(cell.cell)
    order = sorted(groups, key=lambda m: (len(m), [ORDER.index(p) for p in m]))
    backs = [msg("purplehouse-alt-back-group", back=backs_words(m), cells=_cells(groups[m])) for m in order]
    grid = msg(
        "purplehouse-alt-grid",
        cells=len(view.cells),
        columns=view.columns,
        backs=semicolons(backs) if backs else msg("purplehouse-alt-none"),
    )
    return [grid, *_empty(view)]


def _empty(view: PurpleHouseView) -> list[Msg]:
    """The empty cells (their cards went to the Path), if any."""
    empty = [c.cell for c in view.cells if c.empty]
    return [msg("purplehouse-alt-empty", cells=_cells(empty))] if empty else []


def _path(view: PurpleHouseView) -> Msg:
    """The Path by symbol: "Path: Lamps 1, 2; Clocks 4; Ube."."""
    by_symbol: dict[int, list[int]] = {}
    ube = False
    for name in view.path:
        kind, symbol, number = parse_card(name)
        if kind == "clue":
            by_symbol.setdefault(symbol, []).append(number)
        else:
            ube = True
    parts: list[Text] = [
        msg("purplehouse-alt-path-symbol", symbols=symbol_msg(s), numbers=_cells(by_symbol[s]))
        for s in sorted(by_symbol)
    ]
    if ube:
        parts.append(card_msg("Ube"))
    return msg("purplehouse-alt-path", parts=semicolons(parts)) if parts else msg("purplehouse-alt-path-empty")


def _players(view: PurpleHouseView, names: Sequence[str]) -> Msg:
    """Each player's Scouting status and cards, or (later) the items each has left."""
    rows: list[Text] = []
    for p in view.players:
        name = who(names, p.seat)
        if view.phase == "scouting":
            state = STATES["left" if p.gone else "ready" if p.ready else "scouting"]
            rows.append(msg(state, player=name, count=p.dealt))
        else:
            items = {"hankies": p.handkerchiefs or 0, "corner": p.corner_x or 0, "centre": p.centre_x or 0}
            rows.append(msg("purplehouse-alt-items-left" if p.gone else "purplehouse-alt-items", player=name, **items))
    if view.phase == "scouting":
        return msg("purplehouse-alt-players", players=semicolons(rows))
    return msg("purplehouse-alt-items-table", players=semicolons(rows))


def _hand(view: PurpleHouseView) -> list[Msg]:
    """A seat's own cards in Scouting, front and back, its items and what it still has to do."""
    cards = [
        msg(
            "purplehouse-alt-hand-card-modified" if c.modified else "purplehouse-alt-hand-card",
            slot=c.slot,
            card=c.label,
            back=c.back,
        )
        for c in view.hand
    ]
    parts = [msg("purplehouse-alt-your-cards", cards=semicolons(cards)) if cards else msg("purplehouse-alt-no-cards")]
    me = view.players[view.seat] if view.seat is not None else None
    if me is not None:
        items = {"hankies": me.handkerchiefs or 0, "corner": me.corner_x or 0, "centre": me.centre_x or 0}
        parts.append(msg("purplehouse-alt-your-items", **items))
        if me.ready:
            parts.append(msg("purplehouse-alt-you-ready"))
        elif view.mods_left:
            parts.append(msg("purplehouse-alt-modify-more", count=view.mods_left))
        else:
            parts.append(msg("purplehouse-alt-mark-ready"))
    return parts


def _head(view: PurpleHouseView, names: Sequence[str]) -> list[Msg]:
    """The game, round, phase and difficulty; then the result and score, or who holds the Key."""
    phase = msg(PHASES.get(view.phase, "purplehouse-alt-phase-over"))
    head = [
        msg("purplehouse-alt-head", round=view.round, rounds=view.rounds, phase=phase, difficulty=view.difficulty_label)
    ]
    if view.phase == "over":
        if view.result == "win":
            head.append(msg("purplehouse-alt-escaped", round=view.round))
        else:
            head.append(msg("purplehouse-alt-trapped", clues=view.clues_face_up))
        if view.score is not None:
            sc = view.score
            parts = {"clues": sc.clues, "candles": sc.candles, "bonus": sc.bonus, "times": sc.times}
            head.append(msg("purplehouse-alt-score", total=sc.exact, ending=sc.ending, **parts))
    elif view.seat == view.key:
        head.append(msg("purplehouse-alt-key-mine-flips" if view.phase == "escape" else "purplehouse-alt-key-mine"))
    else:
        key = "purplehouse-alt-key-flips" if view.phase == "escape" else "purplehouse-alt-key"
        head.append(msg(key, player=who(names, view.key)))
    return head


def alt_text(view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> str:
    """Describe the picture for screen readers in at most 1000 characters, in ``lang``.

    Public facts only for the public view (the grid by back markings, Current
    Room, Path, candles, Ghost deck, Key, items or scouting status); a seat's
    Scouting view adds its own cards, front and back, and its items.
    """
    parts = _head(view, names)
    if view.phase == "scouting" and view.seat is not None:
        parts.extend(_hand(view))
    parts.append(msg("purplehouse-alt-candles", count=view.candles, total=view.candles_max))
    if view.phase != "scouting":
        if view.current_room is not None:
            parts.append(msg("purplehouse-alt-room", room=card_msg(view.current_room), cell=view.current_cell or 0))
        elif view.phase == "escape":
            parts.append(msg("purplehouse-alt-no-room"))
    parts.append(_path(view))
    parts.append(msg("purplehouse-alt-clues", clues=view.clues_face_up, ghosts=view.ghost_count))
    if view.phase == "scouting":
        parts.append(msg("purplehouse-alt-house-deck", count=view.deck_count))
    else:
        parts.extend(_grid(view))
    parts.append(_players(view, names))
    text = " ".join(say(part, lang) for part in parts)
    return cut_words(text, ALT_LIMIT)
