"""Alt text of The Purple House pictures: what the picture shows, in words, for screen readers."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.purple_house.views import PurpleHouseView
from bot.i18n import EN, say
from render.purple_house.art import SYMBOL_PLURALS, parse_card
from render.purple_house.reveal import alt_reveal

ALT_LIMIT = 1000
ORDER = ("ul", "ur", "ll", "lr", "c")
POSITION_WORDS = {"ul": "upper left", "ur": "upper right", "ll": "lower left", "lr": "lower right", "c": "centre"}


def seat_name(names: Sequence[str], seat: int) -> str:
    """Display name of ``seat``, or ``Player N`` when none is given."""
    return names[seat] if seat < len(names) and names[seat] else f"Player {seat + 1}"


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _marks(marks: Sequence[str]) -> str:
    return "no X" if not marks else "X " + " + ".join(POSITION_WORDS[m] for m in marks)


def _grid(view: PurpleHouseView) -> str:
    """Face-down cards grouped by their backs, then the empty cells; at the end, the fronts instead."""
    if view.not_laid_out or any(c.revealed for c in view.cells):
        return _revealed_grid(view)
    groups: dict[tuple[str, ...], list[int]] = {}
    empty: list[str] = []
    for cell in view.cells:
        if cell.empty:
            empty.append(str(cell.cell))
        elif not cell.face_up:
            groups.setdefault(cell.marks, []).append(cell.cell)
    order = sorted(groups, key=lambda m: (len(m), [ORDER.index(p) for p in m]))
    backs = "; ".join(f"{_marks(m)}: {', '.join(map(str, groups[m]))}" for m in order)
    text = f"House area, {len(view.cells)} cells in rows of {view.columns}; face-down cards by back: {backs or 'none'}."
    if empty:
        text += f" Empty: {', '.join(empty)}."
    return text


def _revealed_grid(view: PurpleHouseView) -> str:
    """The final reveal: every face-down card's front by its cell, and the cards never laid out."""
    text = alt_reveal(view)
    empty = [str(c.cell) for c in view.cells if c.empty]
    if empty:
        text += f" Empty: {', '.join(empty)}."
    return text


def _path(view: PurpleHouseView) -> str:
    by_symbol: dict[int, list[str]] = {}
    ube = False
    for name in view.path:
        kind, symbol, number = parse_card(name)
        if kind == "clue":
            by_symbol.setdefault(symbol, []).append(str(number))
        else:
            ube = True
    parts = [f"{SYMBOL_PLURALS[s]} {', '.join(by_symbol[s])}" for s in sorted(by_symbol)]
    if ube:
        parts.append("Ube")
    return f"Path: {'; '.join(parts)}." if parts else "Path: empty."


def _players(view: PurpleHouseView, names: Sequence[str]) -> str:
    rows = []
    for p in view.players:
        name = seat_name(names, p.seat)
        if view.phase == "scouting":
            state = "left" if p.gone else "ready" if p.ready else "scouting"
            rows.append(f"{name} {state}, {p.dealt} card{'' if p.dealt == 1 else 's'}")
        else:
            gone = " (left)" if p.gone else ""
            rows.append(f"{name}{gone} {p.handkerchiefs}/{p.corner_x}/{p.centre_x}")
    if view.phase == "scouting":
        return "Players: " + "; ".join(rows) + "."
    return "Items left (handkerchief/corner X/centre X): " + "; ".join(rows) + "."


def _hand(view: PurpleHouseView) -> str:
    cards = [f"card {c.slot} {c.card}, back {_marks(c.marks)}{', modified' if c.modified else ''}" for c in view.hand]
    me = view.players[view.seat] if view.seat is not None else None
    text = f"Your cards: {'; '.join(cards)}." if cards else "You were dealt no cards."
    if me is not None:
        text += f" Your items: {me.handkerchiefs} handkerchief, {me.corner_x} corner X, {me.centre_x} centre X."
        if me.ready:
            text += " You are ready."
        elif view.mods_left:
            text += f" Modify {view.mods_left} more card{'s' if view.mods_left > 1 else ''}."
        else:
            text += " Mark yourself ready."
    return text


def _head(view: PurpleHouseView, names: Sequence[str]) -> str:
    phase = {"scouting": "Scouting Phase", "escape": "Escape Phase", "over": "game over"}.get(view.phase, view.phase)
    head = f"The Purple House, round {view.round} of {view.rounds}, {phase}, {view.difficulty} difficulty."
    if view.phase == "over":
        if view.result == "win":
            head += f" Everyone escaped: all 16 Clues revealed in round {view.round}."
        else:
            head += f" Everyone is trapped: {view.clues_face_up} of 16 Clues revealed."
        if view.score is not None:
            sc = view.score
            head += (
                f" Score {sc.total} = ({sc.clues} Clues + {sc.candles} candles + {sc.bonus} bonus)"
                f" {sc.multiplier}: {say(sc.ending)}"
            )
    elif view.phase == "escape":
        who = "You hold" if view.seat == view.key else f"{seat_name(names, view.key)} holds"
        head += f" {who} the Key and flip{'' if view.seat == view.key else 's'} next."
    else:
        key = "You hold" if view.seat == view.key else f"{seat_name(names, view.key)} holds"
        head += f" {key} the Key."
    return head


def alt_text(view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> str:
    """Describe the picture for screen readers in at most 1000 characters (in English whatever ``lang``:
    this alt text is not in the catalogue yet).

    Public facts only for the public view (the grid by back markings, Current
    Room, Path, candles, Ghost deck, Key, items or scouting status); a seat's
    Scouting view adds its own cards, front and back, and its items.
    """
    parts = [_head(view, names)]
    if view.phase == "scouting" and view.seat is not None:
        parts.append(_hand(view))
    parts.append(f"Candles {view.candles} of {view.candles_max}.")
    if view.phase != "scouting":
        if view.current_room is not None:
            parts.append(f"Current Room: {view.current_room}, card {view.current_cell}.")
        elif view.phase == "escape":
            parts.append("No Current Room yet.")
    parts.append(_path(view))
    parts.append(f"{view.clues_face_up} of 16 Clues face-up. Ghost deck: {view.ghost_count}.")
    if view.phase == "scouting":
        parts.append(f"House deck: {view.deck_count} cards not dealt.")
    else:
        parts.append(_grid(view))
    parts.append(_players(view, names))
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1].rstrip() + "…"
