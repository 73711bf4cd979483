"""The final reveal of The Purple House (``Game.reveal``): what stayed hidden, and how the score was reached.

One item a line: the result, the score with its parts (the Scoring Variant's rules, RULINGS 14, or
the Clues face-up without it), the fronts of the cards still face-down (by grid cell), the cards never
laid out when everyone left during Scouting, and the backs of the Ghost deck's unused White Ladies.
"""

from __future__ import annotations

from bot.games.base import cut, seat_name
from bot.games.purple_house.cards import card_name, marks_label
from bot.games.purple_house.data import DIFFICULTIES, ROUNDS
from bot.games.purple_house.escape import CLUE_TOTAL, clues_face_up, face_down_cells
from bot.games.purple_house.scoring import score
from bot.games.purple_house.state import OVER, WIN, PurpleHouseState

REVEAL_LIMIT = 1500


def reveal_text(s: PurpleHouseState) -> str:
    """The reveal of a finished game; empty while it runs."""
    if s.phase != OVER:
        return ""
    lines = [result_line(s), *score_lines(s), *hidden_lines(s)]
    return cut("\n".join(lines), REVEAL_LIMIT)


def result_line(s: PurpleHouseState) -> str:
    """How the game ended, e.g. ``Result: a loss: round 3 ended with 12 of 16 Clues face-up.``"""
    clues = clues_face_up(s)
    if s.result == WIN:
        candles = "1 candle" if s.candles == 1 else f"{s.candles} candles"
        return f"Result: a win: all {CLUE_TOTAL} Clues face-up in round {s.round}, with {candles} left."
    if all(s.gone):
        return f"Result: a loss: every player left in round {s.round}, with {clues} of {CLUE_TOTAL} Clues face-up."
    return f"Result: a loss: round {ROUNDS} ended with {clues} of {CLUE_TOTAL} Clues face-up."


def score_lines(s: PurpleHouseState) -> list[str]:
    """The score and how it was reached."""
    if not s.scoring:
        return [f"Score {clues_face_up(s)}: the Clues face-up (the Scoring Variant is off)."]
    sc = score(s)
    diff = DIFFICULTIES[s.difficulty]
    line = (
        f"Score {sc.total} = ({sc.clues} Clues + {sc.candles} candles + {sc.bonus} win bonus) "
        f"{sc.multiplier} for {diff.name}"
    )
    if sc.total != str(sc.points):
        line += f", rounded down to {sc.points}"
    lines = [line + "."]
    later = list(range(s.round + 1, ROUNDS + 1))
    if sc.bonus and later:
        each = f"{diff.candles} for round {later[0]}"
        if len(later) > 1:
            each = f"{diff.candles} each for rounds {' and '.join(map(str, later))}"
        lines.append(f"Candles: {s.candles} left + {each}, not needed.")
    lines.append(f"Ending: {sc.ending}")
    return lines


def hidden_lines(s: PurpleHouseState) -> list[str]:
    """The fronts nobody saw at the end, and the unused Ghost deck."""
    lines = []
    down = [f"{i + 1} = {card_name(s.grid[i])}" for i in face_down_cells(s)]
    if down:
        lines.append(f"Face-down at the end (card = front): {', '.join(down)}.")
    for seat, hand in enumerate(s.hands):
        if hand:
            lines.append(f"{seat_name(seat)} was scouting: {', '.join(card_name(c) for c in hand)}.")
    if s.deck:
        lines.append(f"House deck, not dealt: {', '.join(card_name(c) for c in s.deck)}.")
    if s.ghosts:
        ladies = "1 White Lady" if len(s.ghosts) == 1 else f"{len(s.ghosts)} White Ladies"
        backs = ", ".join(marks_label(s.marks[c]) for c in s.ghosts)
        lines.append(f"Ghost deck, never shuffled in: {ladies} (back{'' if len(s.ghosts) == 1 else 's'}: {backs}).")
    return lines
