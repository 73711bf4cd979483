"""The words of ``/quiethouse``: rule sides, private summaries, the silence reminder, paddle lines, record lines.

Everything here reads a view (never the engine's state); words about the rules themselves
come from the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.games.base import joined

if TYPE_CHECKING:
    from bot.games.quiet_house import QuietHouseView

RANKS = {1: "closest", 2: "second closest", 4: "fourth closest"}
PADDLES = {"heart": ("💜", "the heart"), "whirlwind": ("🌀", "the whirlwind")}

NOT_A_MOVE = (
    "That is not a Quiet House move: name a statue and a square (for example rook and C4; "
    "the suggestions list the moves you may make now), or declare the puzzle solved."
)
NOT_RUNNING = "This game is not running, so there is no paddle to raise."
SPECTATOR_PADDLE = "Only the players raise paddles; you are watching this game, so enjoy the silence."
NO_PADDLES = "Variant 1 is on: paddles are raised only to answer a declaration, and that happens by itself."
STRICT_NEEDS_PERMISSION = (
    "Strict silence needs my **Manage Messages** permission in this channel, so that I can delete chat in the "
    "game's thread; ask a moderator to grant it, or open the game without strict_silence."
)
STRICT_NOTE = "🤫 **Strict silence**: while the game runs, I delete chat messages from its players in its thread."


def private_summary(view: QuietHouseView) -> str:
    """The text of a seat's "My view": its four goal tiles, whether each holds, and whether it may declare."""
    if view.status != "playing":
        return "The game is over: all eight goal tiles are face up on this picture. Only you can see this."
    walls = joined([f"**{w}**" for w in view.my_walls])
    corner = view.corners[view.seat] if view.seat is not None else ""
    lines = [f"You sit at the **{corner}** corner and see the goal tiles on the {walls} walls:"]
    mine = [tile for tile in view.goal_tiles if tile.statue is not None]
    for tile in mine:
        mark = "✅ holds" if tile.holds else "❌ not yet"
        rank = RANKS.get(tile.rank, f"number {tile.rank}")
        where = f"{tile.wall.capitalize()} wall, {tile.shade} tile"
        lines.append(f"• {where}: the **{tile.statue}** must be {rank} — {mark}")
    held = sum(bool(tile.holds) for tile in mine)
    if view.can_declare:
        lines.append("All four hold: you may press **Declare solved** on the board (or use `/quiethouse declare`).")
    elif held == len(mine):
        lines.append("All four hold: you may declare the puzzle solved on your turn.")
    else:
        lines.append(f"{held} of your {len(mine)} tiles {'holds' if held == 1 else 'hold'} now.")
    lines.append("Only you can see this; the house is silent, so keep it to yourself.")
    return "\n".join(lines)


def sides_line(view: QuietHouseView) -> str:
    """The rule sides in play, for the first board: ``Rook: advanced (drawn at random) · Candlestick: basic · …``."""
    sided = [s for s in view.statues if s.sided]
    parts = [f"{s.name}: {s.side}{' (drawn at random)' if s.random_side else ''}" for s in sided]
    board = "spider-web side" if view.board_side == "spider-web" else "standard side"
    icon = "🎲" if any(s.random_side for s in sided) else "📜"
    return f"{icon} **Rule sides** — {' · '.join(parts)}. The board is on its {board}."


def silence_reminder(*, paddles: bool, strict: bool) -> str:
    """The rule reminder posted with the first board."""
    lines = [
        "🤫 **Quiet House is played in silence.** Do not talk about the statues or your goal tiles.",
        "Press **My view** to see your four goal tiles (only you see them). On your turn, move one statue with "
        "the menus below or `/quiethouse move`, or press **Declare solved** when all four of your tiles hold.",
    ]
    if paddles:
        lines.append(
            "Your only voice is the paddle: **💜 Heart** and **🌀 Whirlwind** post a small reaction line and "
            "change nothing."
        )
    else:
        lines.append("Variant 1 is on: no paddles at all, except the automatic answers to a declaration.")
    if strict:
        lines.append(STRICT_NOTE)
    return "\n".join(lines)


def paddle_line(name: str, side: str) -> str:
    """The public reaction line for a paddle, e.g. ``💜 alice raises the heart.``."""
    emoji, words = PADDLES[side]
    return f"{emoji} {discord.utils.escape_markdown(name)} raises {words}."


def record_line(score: int, rules_words: str) -> str:
    """The line added to the final board when a win beats the server's best (``rules_words``: the sides in words)."""
    return f"🏆 New server record! {score} points is this server's best with {rules_words}."
