"""The final reveal of The Purple House (``Game.reveal``): what stayed hidden, and how the score was reached.

One item a line: the result, the score with its parts (the Scoring Variant's rules, RULINGS 14, or
the Clues face-up without it), the fronts of the cards still face-down (by grid cell), the cards never
laid out when everyone left during Scouting, and the backs of the Ghost deck's unused White Ladies.
"""

from __future__ import annotations

from bot.games.purple_house.data import DIFFICULTIES, ROUNDS
from bot.games.purple_house.escape import clues_face_up, face_down_cells
from bot.games.purple_house.scoring import score
from bot.games.purple_house.state import OVER, WIN, PurpleHouseState
from bot.games.purple_house.words import card_words, commas, difficulty_words, lines, marks_words
from bot.i18n import Msg, Seat, Text, msg


def reveal_text(s: PurpleHouseState) -> Text:
    """The reveal of a finished game, one item a line; empty while it runs."""
    if s.phase != OVER:
        return ""
    return lines([result_line(s), *score_lines(s), *hidden_lines(s)])


def result_line(s: PurpleHouseState) -> Msg:
    """How the game ended, e.g. ``Result: a loss: round 3 ended with 12 of 16 Clues face-up.``"""
    clues = clues_face_up(s)
    if s.result == WIN:
        return msg("purplehouse-reveal-win", round=s.round, candles=s.candles)
    if all(s.gone):
        return msg("purplehouse-reveal-everyone-left", round=s.round, clues=clues)
    return msg("purplehouse-reveal-trapped", round=ROUNDS, clues=clues)


def score_lines(s: PurpleHouseState) -> list[Msg]:
    """The score and how it was reached."""
    if not s.scoring:
        return [msg("purplehouse-reveal-clues", clues=clues_face_up(s))]
    sc = score(s)
    diff = DIFFICULTIES[s.difficulty]
    level = difficulty_words(s.difficulty)
    if sc.total != str(sc.points):
        shown = [msg("purplehouse-reveal-score-rounded", score=sc.words(), difficulty=level, points=sc.points)]
    else:
        shown = [msg("purplehouse-reveal-score", score=sc.words(), difficulty=level)]
    later = list(range(s.round + 1, ROUNDS + 1))
    if sc.bonus and later:
        if len(later) > 1:
            each = msg("purplehouse-reveal-candles-rounds", left=s.candles, candles=diff.candles, rounds=tuple(later))
        else:
            each = msg("purplehouse-reveal-candles-round", left=s.candles, candles=diff.candles, round=later[0])
        shown.append(each)
    shown.append(msg("purplehouse-reveal-ending", ending=sc.ending))
    return shown


def hidden_lines(s: PurpleHouseState) -> list[Msg]:
    """The fronts nobody saw at the end, and the unused Ghost deck."""
    out = []
    down = [msg("purplehouse-reveal-cell", cell=i + 1, card=card_words(s.grid[i])) for i in face_down_cells(s)]
    if down:
        out.append(msg("purplehouse-reveal-face-down", cards=commas(down)))
    for seat, hand in enumerate(s.hands):
        if hand:
            out.append(
                msg("purplehouse-reveal-scouting", player=Seat(seat), cards=commas([card_words(c) for c in hand]))
            )
    if s.deck:
        out.append(msg("purplehouse-reveal-deck", cards=commas([card_words(c) for c in s.deck])))
    if s.ghosts:
        backs = commas([marks_words(s.marks[c]) for c in s.ghosts])
        out.append(msg("purplehouse-reveal-ghosts", count=len(s.ghosts), backs=backs))
    return out
