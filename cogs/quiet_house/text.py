"""The words of ``/quiethouse``: rule sides, private summaries, the silence reminder, paddle lines, the score table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot.games.base import joined
from bot.games.quiet_house import GAME, QuietHouseView
from bot.games.quiet_house.data import ADVANCED, RANDOM, SCORE_TABLE_ROWS, SIDED, STATUE_NAMES, STATUES

RANKS = {1: "closest", 2: "second closest", 4: "fourth closest"}
PADDLES = {"heart": ("💜", "the heart"), "whirlwind": ("🌀", "the whirlwind")}

NOT_READY = (
    "Your four tiles do not all hold yet, so you cannot declare the puzzle solved; "
    "move a statue instead (press **My view** to see your tiles)."
)
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


def random_note(options: Mapping[str, Any]) -> str | None:
    """The line above a lobby card whose options leave some sides to chance, or ``None`` when none does."""
    drawn = [STATUE_NAMES[name] for name in STATUES if name in SIDED and options.get(name) == RANDOM]
    if not drawn:
        return None
    cards = joined(drawn)
    card_word = "card's side is" if len(drawn) == 1 else "cards' sides are"
    return f"🎲 The {cards} {card_word} drawn at random when the game starts; the first board shows the result."


def sides_line(view: QuietHouseView) -> str:
    """The rule sides in play, for the first board: ``Rook: advanced (drawn at random) · Candlestick: basic · …``."""
    sided = [s for s in view.statues if s.key in SIDED]
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


def combination_words(rules_key: str) -> str:
    """A rules key in words: "standard sides" or "advanced Rook and Mouse"."""
    if rules_key == "standard":
        return "the standard sides"
    names = [STATUE_NAMES[n] for n in rules_key.split("+")]
    return "advanced " + joined(list(names))


def record_line(score: int, rules_key: str) -> str:
    """The line added to the final board when a win beats the server's best."""
    return f"🏆 New server record! {score} points is this server's best with {combination_words(rules_key)}."


def score_table(best: dict[str, int]) -> str:
    """The rulebook's score table: one row per combination of rule sides with this server's best score."""
    heads = [STATUE_NAMES[n][:6] for n in SIDED]
    lines = ["  ".join(f"{h:<6}" for h in heads) + "  Best"]
    for row in SCORE_TABLE_ROWS:
        key = GAME.rules_key({name: ADVANCED for name in row})
        marks = "  ".join(f"{'★' if name in row else '·':<6}" for name in SIDED)
        score = best.get(key)
        lines.append(f"{marks}  {score if score is not None else '–'}")
    body = "\n".join(lines)
    return (
        "**Quiet House — this server's best scores**\n"
        f"```\n{body}\n```\n"
        "★ advanced (spider-web) side, · basic side. Variants do not change the row."
    )
