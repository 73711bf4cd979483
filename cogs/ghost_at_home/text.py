"""Ghost at Home texts for Discord: the board embed, the pings, the window refusals and the private summary.

The engine names seats with ``seat_name`` ("Player N"); every engine text shown here passes once
through ``bot.names.named`` (or comes from the table already named), so players read display names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.names import named, named_text
from bot.sessions import Table
from bot.storage import ACTIVE
from cogs import messages
from cogs.notices import deadline_text
from cogs.players import mention, mentions, pinged

if TYPE_CHECKING:
    from bot.games.ghost_at_home import GhostView


def later_stoppers(view: GhostView) -> list[int]:
    """Seats that will be asked after the current one whether to stop the escape, in turn order."""
    w = view.window
    if w is None or w.kind != "stop":
        return []
    order = [(w.target + k) % view.players for k in range(1, view.players)]
    order = [q for q in order if not view.houses[q].left_game]
    return order[order.index(w.seat) + 1 :] if w.seat in order else []


def window_lines(view: GhostView, names: Sequence[str], due: str = "") -> str:
    """The open window on the board: its question, who answers, the deadline rule and (``due``) its time."""
    w = view.window
    if w is None:
        return ""
    who = f"Only **{names[w.seat]}** can answer, with the buttons below."
    return f"⚠️ {named(w.prompt, names)}\n{who}\n⏳ {w.deadline}{due}"


def status_text(table: Table) -> str:
    """What the game waits for (or how it ended, the outcome already named by the table)."""
    view: GhostView | None = table.public
    if view is None or table.record.status != ACTIVE:
        return messages.waiting_line(table)
    if view.window is not None:
        return window_lines(view, table.names, deadline_text(table, view.window.seat))
    if view.turn is None:
        return messages.waiting_line(table)
    return (
        f"Waiting for **{table.names[view.turn]}**: press **My view** to see your hand and play, "
        "or use the `/ghostathome` move commands."
    )


def board_embed(table: Table, sentence: str | None) -> discord.Embed:
    """The live board's embed: the last move in words (with names) and what comes next."""
    embed = messages.board_embed(table, None)
    parts = [named_text(sentence, table.names)] if sentence else []
    parts.append(status_text(table))
    embed.description = "\n\n".join(parts)[:4096]
    return embed


def mention_text(table: Table) -> str:
    """The board's message text: pings the seat that must act now (and the later escape stoppers)."""
    view: GhostView | None = table.public
    if view is None or table.record.status != ACTIVE or not table.to_act():
        return ""
    names = table.names
    w = view.window
    if w is not None and not pinged(table, (w.seat,)):
        return ""  # a bot answers the window: nobody to ping
    if w is not None and w.kind == "defend":
        return f"{mention(table, w.seat)} a ghost is coming at your house: defend with a cat, or let it in."
    if w is not None:
        text = (
            f"{mention(table, w.seat)} {names[w.target]} is escaping: play a ghost to stop the escape, or let it go on."
        )
        later = later_stoppers(view)
        if later:
            text += " Asked next, in turn order: " + mentions(table, later) + "."
        return text
    acting = pinged(table, sorted(table.to_act()))  # a bot's turn pings nobody
    return mentions(table, acting) + " your turn." if acting else ""


def window_refusal(table: Table, user_id: int, version: int) -> str | None:
    """Why a seated player may not press a window button now (None: let the move pipeline decide)."""
    seat = table.seat_of(user_id)
    if seat is None or table.record.status != ACTIVE or version != table.record.version:
        return None
    view: GhostView | None = table.public
    w = view.window if view else None
    if w is None or seat == w.seat:
        return None
    names = table.names
    if w.kind == "defend":
        return (
            f"Only **{names[w.seat]}** can answer this ghost: it is coming at their floor {w.floor}, "
            "and they decide whether to defend with a cat from their hand. Nothing was changed."
        )
    if seat == w.target:
        return "You are the one escaping; the other players decide whether to stop you. Nothing was changed."
    assert view is not None
    later = " You will be asked after them." if seat in later_stoppers(view) else ""
    return (
        f"**{names[w.seat]}** is being asked whether to stop {names[w.target]}'s escape; "
        f"wait for their answer.{later} Nothing was changed."
    )


def private_summary(view: GhostView, names: Sequence[str]) -> str:
    """The text of a seat's "My view": its hand with floors and bulbs, and what it may do now."""
    n = len(view.hand)
    hand = ", ".join(c.label for c in view.hand) or "no cards"
    lines = [f"**Your hand** ({n} card{'s' if n != 1 else ''}): {hand}."]
    w = view.window
    if view.phase == "over":
        lines.append("The game is over.")
    elif w is not None and w.seat == view.seat and w.kind == "defend":
        lines.append(
            f"⚠️ A ghost from {names[w.by]} is coming at your floor {w.floor}: "
            "defend with a cat from your hand, or let it in."
        )
    elif w is not None and w.seat == view.seat:
        lines.append(f"⚠️ {names[w.target]} is escaping: play a ghost to stop them, or let them go on.")
    elif w is not None and w.target == view.seat and w.kind == "stop":
        lines.append(f"⚠️ You are escaping! {names[w.seat]} decides now whether to stop you with a ghost.")
    elif w is not None:
        lines.append(f"Waiting: {named(w.prompt, names)}")
    elif view.turn == view.seat:
        lines.append(
            "▶ **Your turn**: do ONE thing below. In the room, light and discard lists you may pick several cards "
            "(a light takes 2–3 cards with at least 5 bulbs)."
        )
    elif view.turn is not None:
        lines.append(f"Waiting for {names[view.turn]} to play.")
    lines.append("Only you can see this.")
    return "\n".join(lines)
