"""The words of The Purple House in Discord: private views, reminders and the score."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.purple_house import PurpleHouseView
    from bot.storage import BestScore

POSITION_WORDS = {"ul": "upper left", "ur": "upper right", "ll": "lower left", "lr": "lower right", "c": "centre"}

SILENCE = (
    "🤫 **Scouting is silent.** Don't tell anyone about your cards or what you change on them until "
    "everyone is ready and the Escape Phase starts. (Open the game with `kid_friendly` to allow talking.)"
)
KID_FRIENDLY = "🗣️ Kid-Friendly game: you may talk while scouting."
SCOUTING_OVER = (
    "🕯️ Scouting of round {round} is over: your cards were shuffled face-down into the House, so their "
    "fronts are hidden now. Memory is the game; follow the board in the thread."
)
GAME_ENDED = "🕯️ This game has ended during Scouting; its final board shows every card face up."
GAME_CANCELLED = "🕯️ This game was cancelled during Scouting, so your cards are hidden again."


def ended_text(status: str) -> str:
    """What a private look says once its game is over: finished games show every card on their final board."""
    return GAME_CANCELLED if status == "cancelled" else GAME_ENDED


def backs(marks: Sequence[str]) -> str:
    """A card back in words, e.g. ``X upper left + centre`` or ``no X``."""
    return "X " + " + ".join(POSITION_WORDS[m] for m in marks) if marks else "no X"


def items(view: PurpleHouseView) -> str:
    """The viewer's items left, e.g. ``🧣 1 Handkerchief · ❌ 2 Corner X · ⊕ 0 Centre X``."""
    if view.seat is None:
        return ""
    me = view.players[view.seat]
    hanky = me.handkerchiefs or 0
    return (
        f"🧣 {hanky} Handkerchief{'' if hanky == 1 else 's'} · ❌ {me.corner_x or 0} Corner X · "
        f"⊕ {me.centre_x or 0} Centre X"
    )


def scouting_summary(view: PurpleHouseView) -> str:
    """The private Scouting text: the seat's cards front and back, its items and what to do next."""
    lines = [f"**Round {view.round} — Scouting.** Only you can see this."]
    if not view.hand:
        lines.append("You were dealt no cards this round.")
    for card in view.hand:
        done = " ✏️ modified" if card.modified else ""
        lines.append(f"**{card.slot}.** {card.card} — back: {backs(card.marks)}{done}")
    lines.append(f"Items left: {items(view)}")
    me = view.players[view.seat] if view.seat is not None else None
    if me is not None and me.ready:
        lines.append("✅ You are ready; the Escape Phase starts when everyone is.")
    elif view.mods_left:
        more = "card" if view.mods_left == 1 else "different cards"
        lines.append(f"Modify {view.mods_left} more {more} (one item each), then press **Ready**.")
    else:
        lines.append("Nothing is left to modify: press **Ready** to cover your cards.")
    return "\n".join(lines)


def escape_summary(view: PurpleHouseView, names: Sequence[str]) -> str:
    """The private text outside Scouting: no fronts, just the seat's items and whose turn it is."""
    if view.phase == "over":
        return "The game is over; the board shows how it ended."
    mine = view.seat is not None and view.seat == view.key
    who = "You hold" if mine else f"{names[view.key]} holds"
    lines = [
        f"**Round {view.round} — Escape.** Scouting is over and the card fronts are hidden: memory is the game.",
        f"🗝️ {who} the Key{': flip a card below or on the board' if mine else ''}.",
    ]
    if view.seat is not None:
        lines.append(f"Your items left for the next Scouting: {items(view)}")
    return "\n".join(lines)


CORNER_STEP = "where the Corner X goes"
HANDKERCHIEF_STEP = "which Corner X your Handkerchief turns or removes"
"""What the second Scouting step asks for, after "choose"."""
NOT_PLAYING = "You are not playing in this game; you can watch, or join the next one."
NOT_A_CHANGE = "Pick one of the modifications the list offers (only your own cards are listed)."
WRONG_PHASE = {
    "scouting": "Cards are modified only during Scouting; now the Key holder flips a card.",
    "escape": "Everyone is still scouting; use **My view** to modify your cards, then get ready.",
}
"""Why a typed move of one phase (the key) cannot be played in the other."""


def score_line(best: BestScore | None, title: str) -> str:
    """At the end of a Scoring Variant game: where its score stands among this server's best on its
    difficulty (``title``, e.g. "Easy"); empty when the game keeps no score."""
    if best is None:
        return ""
    if best.new:
        return f"\n🏅 New best score on this server for {title} difficulty: **{best.score}**!"
    return f"\nThis server's best on {title}: {best.best}."
