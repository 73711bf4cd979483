"""The words of The Purple House in Discord: private views, reminders and the score, as messages of
``bot/locales/<lang>/purplehouse.ftl`` said in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.i18n import EN, Msg, Seat, Text, msg, say

if TYPE_CHECKING:
    from bot.games.purple_house import PurpleHouseView
    from bot.storage import BestScore

SILENCE = msg("purplehouse-silence")
KID_FRIENDLY = msg("purplehouse-kid-friendly")
GAME_ENDED = msg("purplehouse-look-ended")
GAME_CANCELLED = msg("purplehouse-look-cancelled")
NOT_PLAYING = msg("purplehouse-not-playing")
NOT_A_CHANGE = msg("purplehouse-not-a-change")
WRONG_PHASE = {"scouting": msg("purplehouse-wrong-phase-scouting"), "escape": msg("purplehouse-wrong-phase-escape")}
"""Why a typed move of one phase (the key) cannot be played in the other."""
STEP = {"corner": "purplehouse-step-corner", "handkerchief": "purplehouse-step-handkerchief"}
"""What the second Scouting step asks for, by the item of the card chosen first."""


def scouting_over(round_no: int) -> Msg:
    """What a private look says once its round's Scouting is over: the fronts are hidden now."""
    return msg("purplehouse-scouting-over", round=round_no)


def ended_text(status: str) -> Msg:
    """What a private look says once its game is over: finished games show every card on their final board."""
    return GAME_CANCELLED if status == "cancelled" else GAME_ENDED


def step_text(item: str, card: int, front: Msg) -> Msg:
    """The second Scouting step's question for dealt card ``card`` (``front``: its front's name)."""
    return msg(STEP.get(item, STEP["handkerchief"]), card=card, front=front)


def items(view: PurpleHouseView) -> Text:
    """The viewer's items left, e.g. ``🧣 1 Handkerchief · ❌ 2 Corner X · ⊕ 0 Centre X``."""
    if view.seat is None:
        return ""
    me = view.players[view.seat]
    return msg(
        "purplehouse-items", handkerchiefs=me.handkerchiefs or 0, corner=me.corner_x or 0, centre=me.centre_x or 0
    )


def scouting_summary(view: PurpleHouseView, lang: str = EN) -> str:
    """The private Scouting text: the seat's cards front and back, its items and what to do next."""
    lines: list[Msg] = [msg("purplehouse-scouting-head", round=view.round)]
    if not view.hand:
        lines.append(msg("purplehouse-scouting-no-cards"))
    for card in view.hand:
        id = "purplehouse-scouting-card-modified" if card.modified else "purplehouse-scouting-card"
        lines.append(msg(id, slot=card.slot, card=card.label, backs=card.back))
    lines.append(msg("purplehouse-scouting-items", items=items(view)))
    me = view.players[view.seat] if view.seat is not None else None
    if me is not None and me.ready:
        lines.append(msg("purplehouse-scouting-ready"))
    elif view.mods_left:
        lines.append(msg("purplehouse-scouting-modify", count=view.mods_left))
    else:
        lines.append(msg("purplehouse-scouting-nothing-left"))
    return "\n".join(say(line, lang) for line in lines)


def still_scouting(names: Sequence[str], lang: str = EN) -> str:
    """Who is still scouting, their names in bold: "Still scouting: **Ada**, **Bram**."."""
    bold: list[Text] = [msg("purplehouse-bold", text=n) for n in names]
    listed = bold[-1]
    for name in reversed(bold[:-1]):  # "A, B, C": commas only, as the board always said it
        listed = msg("purplehouse-commas", first=name, rest=listed)
    return say(msg("purplehouse-still-scouting", players=listed), lang)


def escape_summary(view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> str:
    """The private text outside Scouting: no fronts, just the seat's items and whose turn it is."""
    if view.phase == "over":
        return say(msg("purplehouse-private-over"), lang)
    mine = view.seat is not None and view.seat == view.key
    key = msg("purplehouse-key-mine") if mine else msg("purplehouse-key-other", player=Seat(view.key))
    lines = [msg("purplehouse-escape-head", round=view.round), key]
    if view.seat is not None:
        lines.append(msg("purplehouse-escape-items", items=items(view)))
    return "\n".join(say(line, lang, names) for line in lines)


def score_line(best: BestScore | None, level: Msg, lang: str = EN) -> str:
    """At the end of a Scoring Variant game: where its score stands among this server's best on its
    difficulty (``level``, e.g. "Easy"); empty when the game keeps no score."""
    if best is None:
        return ""
    if best.new:
        return "\n" + say(msg("purplehouse-best-new", difficulty=level, score=best.score), lang)
    return "\n" + say(msg("purplehouse-best", difficulty=level, best=best.best), lang)
