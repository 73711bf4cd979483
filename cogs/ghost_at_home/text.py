"""Ghost at Home texts for Discord: the board embed, the pings, the window refusals and the private summary.

Every text is a message of the ``ghostathome`` catalogues, said with the seats' display names: public
texts (board, pings) in the table's language, a player's own texts in theirs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.i18n import EN, Msg, Seat, msg, say
from bot.names import named_text
from bot.sessions import Table
from bot.storage import ACTIVE
from cogs import messages
from cogs.notices import deadline_text
from cogs.players import mention, mentions, pinged

if TYPE_CHECKING:
    from bot.games.ghost_at_home import GhostView


def commas(items: Sequence[Msg]) -> Msg:
    """Items said one after another with commas between them ("A, B, C"), in any language."""
    if len(items) == 1:
        return items[0]
    return msg("ghostathome-comma", first=items[0], rest=commas(items[1:]))


def later_stoppers(view: GhostView) -> list[int]:
    """Seats that will be asked after the current one whether to stop the escape, in turn order."""
    w = view.window
    if w is None or w.kind != "stop":
        return []
    order = [(w.target + k) % view.players for k in range(1, view.players)]
    order = [q for q in order if not view.houses[q].left_game]
    return order[order.index(w.seat) + 1 :] if w.seat in order else []


def window_lines(view: GhostView, names: Sequence[str], due: str = "", lang: str = EN) -> str:
    """The open window on the board: its question, who answers, the deadline rule and (``due``) its time."""
    w = view.window
    if w is None:
        return ""
    who = msg("ghostathome-board-only-answers", player=Seat(w.seat))
    return f"⚠️ {say(w.prompt, lang, names)}\n{say(who, lang, names)}\n⏳ {say(w.deadline, lang)}{due}"


def status_text(table: Table) -> str:
    """What the game waits for (or how it ended, the outcome already named by the table)."""
    view: GhostView | None = table.public
    if view is None or table.record.status != ACTIVE:
        return messages.waiting_line(table)
    if view.window is not None:
        return window_lines(view, table.names, deadline_text(table, view.window.seat, table.lang), table.lang)
    if view.turn is None:
        return messages.waiting_line(table)
    return say(msg("ghostathome-board-waiting", player=Seat(view.turn)), table.lang, table.names)


def board_embed(table: Table, sentence: str | None) -> discord.Embed:
    """The live board's embed: the last move in words (with names) and what comes next."""
    embed = messages.board_embed(table, None)
    parts = [named_text(sentence, table.names, table.lang)] if sentence else []
    parts.append(status_text(table))
    embed.description = "\n\n".join(parts)[:4096]
    return embed


def mention_text(table: Table) -> str:
    """The board's message text: pings the seat that must act now, once per decision (the later escape stoppers
    are named, and pinged when their own turn to answer comes)."""
    view: GhostView | None = table.public
    if view is None or table.record.status != ACTIVE or not table.to_act():
        return ""
    w = view.window
    if w is not None and not pinged(table, (w.seat,)):
        return ""  # a bot answers the window: nobody to ping
    if w is not None and w.kind == "defend":
        text = msg("ghostathome-ping-defend", mention=mention(table, w.seat))
    elif w is not None:
        later = later_stoppers(view)
        asked = mention(table, w.seat)
        if later:
            text = msg(
                "ghostathome-ping-stop-then",
                mention=asked,
                escaper=Seat(w.target),
                later=tuple(Seat(s) for s in later),  # named here, pinged when asked
            )
        else:
            text = msg("ghostathome-ping-stop", mention=asked, escaper=Seat(w.target))
    else:
        acting = pinged(table, sorted(table.to_act()))  # a bot's turn pings nobody
        if not acting:
            return ""
        text = msg("ghostathome-ping-turn", mentions=mentions(table, acting))
    return say(text, table.lang, table.names)


def window_refusal(table: Table, user_id: int, version: int) -> Msg | None:
    """Why a seated player may not press a window button now (None: let the move pipeline decide)."""
    seat = table.seat_of(user_id)
    if seat is None or table.record.status != ACTIVE or version != table.record.version:
        return None
    view: GhostView | None = table.public
    w = view.window if view else None
    if w is None or seat == w.seat:
        return None
    if w.kind == "defend":
        return msg("ghostathome-button-not-yours-defend", player=Seat(w.seat), floor=w.floor)
    if seat == w.target:
        return msg("ghostathome-button-escaping")
    assert view is not None
    later = seat in later_stoppers(view)
    key = "ghostathome-button-not-yours-stop-later" if later else "ghostathome-button-not-yours-stop"
    return msg(key, player=Seat(w.seat), escaper=Seat(w.target))


def summary_lines(view: GhostView) -> list[Msg]:
    """The lines of a seat's "My view": its hand with floors and bulbs, and what it may do now."""
    n = len(view.hand)
    hand = commas([c.label for c in view.hand]) if view.hand else msg("ghostathome-my-no-cards")
    lines = [msg("ghostathome-my-hand", count=n, hand=hand)]
    w = view.window
    if view.phase == "over":
        lines.append(msg("ghostathome-status-over"))
    elif w is not None and w.seat == view.seat and w.kind == "defend":
        lines.append(msg("ghostathome-my-defend", by=Seat(w.by), floor=w.floor))
    elif w is not None and w.seat == view.seat:
        lines.append(msg("ghostathome-my-stop", escaper=Seat(w.target)))
    elif w is not None and w.target == view.seat and w.kind == "stop":
        lines.append(msg("ghostathome-my-escaping", asked=Seat(w.seat)))
    elif w is not None:
        lines.append(msg("ghostathome-my-waiting-on", prompt=w.prompt))
    elif view.turn == view.seat:
        lines.append(msg("ghostathome-my-turn"))
    elif view.turn is not None:
        lines.append(msg("ghostathome-my-waiting-for", player=Seat(view.turn)))
    lines.append(msg("ghostathome-my-only-you"))
    return lines


def private_summary(view: GhostView, names: Sequence[str], lang: str = EN) -> str:
    """The text of a seat's "My view" in ``lang``, with display names."""
    return "\n".join(say(line, lang, names) for line in summary_lines(view))
