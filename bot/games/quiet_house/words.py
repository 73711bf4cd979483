"""Quiet House words that need no game in progress: side combinations, the random-sides note, the score table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import joined
from bot.games.quiet_house.data import ADVANCED, RANDOM, SCORE_TABLE_ROWS, SIDED, STATUE_NAMES, STATUES
from bot.games.quiet_house.dealing import rules_key


def closeness(rank: int) -> str:
    """How close to its wall a tile's statue must stand: "closest", "2nd closest" or "4th closest"."""
    if rank == 1:
        return "closest"
    return f"{rank}{'nd' if rank == 2 else 'rd' if rank == 3 else 'th'} closest"


def combination_words(key: str) -> str:
    """A rules key in words: "the standard sides" or "advanced Rook and Mouse"."""
    if key == "standard":
        return "the standard sides"
    return "advanced " + joined([STATUE_NAMES[name] for name in key.split("+")])


def random_sides_note(options: Mapping[str, Any]) -> str | None:
    """The line above a lobby whose options leave some sides to chance, or ``None`` when none does."""
    drawn = [STATUE_NAMES[name] for name in STATUES if name in SIDED and options.get(name) == RANDOM]
    if not drawn:
        return None
    card_word = "card's side is" if len(drawn) == 1 else "cards' sides are"
    return f"🎲 The {joined(drawn)} {card_word} drawn at random when the game starts; the first board shows the result."


def score_table(best: Mapping[str, int]) -> str:
    """The rulebook's score table: one row per combination of rule sides with the best score in ``best``."""
    heads = [STATUE_NAMES[name][:6] for name in SIDED]
    lines = ["  ".join(f"{h:<6}" for h in heads) + "  Best"]
    for row in SCORE_TABLE_ROWS:
        score = best.get(rules_key({name: ADVANCED for name in row}))
        marks = "  ".join(f"{'★' if name in row else '·':<6}" for name in SIDED)
        lines.append(f"{marks}  {score if score is not None else '–'}")
    body = "\n".join(lines)
    return (
        "**Quiet House — this server's best scores**\n"
        f"```\n{body}\n```\n"
        "★ advanced (spider-web) side, · basic side. Variants do not change the row."
    )
