"""The words and the chart of ``/hauntbot stats`` and ``/hauntbot leaderboard``, made from what the store
hands out (records, results, leaderboard lines, best scores); ``cogs/hauntbot.py`` asks and answers.

Nothing here names a game: titles, co-operation and best scores come from each game's declared facts,
and a game whose engine draws its own score table (``ScoreTable``, e.g. Quiet House's rulebook table)
has it shown as it draws it.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

import discord
from discord.app_commands import Choice

from bot.games.base import Option
from bot.registry import KITS, GameKit
from bot.storage import GameTally, LeaderRow, ResultEntry
from bot.storage.stats import LEADERS
from render.chart import Mark, chart_alt, chart_png

GAME_CHOICES = [Choice(name=kit.game.title, value=kind) for kind, kit in KITS.items()]
"""The games ``stats`` and ``leaderboard`` offer, as a choice list."""
CHART_FILE = "stats.png"
LEADERBOARD_NOTE = "Ranked by games won, then win rate, then games played."
TEAM_NOTE = "Team results: everyone in a won game wins it, except a player who left before the end."

IN_A_DM_ONLY_YOURS = (
    "In a DM you can see only your own record; ask about another player with `/hauntbot stats` in a server "
    "you both play in."
)
LEADERBOARD_NEEDS_A_SERVER = (
    "Leaderboards are kept per server; use `/hauntbot leaderboard` in a server's channel "
    "(`/hauntbot stats` shows your own record here)."
)
BOT_TABLES = "At tables with bots (kept apart; a seat a bot played counts for nobody)"
"""The heading of a record's or a leaderboard's results at tables where a bot played."""
BOTS_DO_NOT_PLAY = "Bots play no games, so they have no record; pick a player, or leave `player` out for yours."


def unknown_game(kind: str) -> str:
    """The refusal for a game this bot does not play (only reachable with an outdated command list)."""
    names = ", ".join(kit.game.title for kit in KITS.values())
    return f"There is no game {kind!r} here; pick one of the list: {names}."


@runtime_checkable
class ScoreTable(Protocol):
    """A game that draws its own table of a server's best scores (e.g. the rulebook's, by rule set)."""

    def score_table(self, best: Mapping[str, int]) -> str:
        """The table with the server's best score (by rules key) in each row."""
        ...


def title_of(kits: Mapping[str, GameKit], kind: str) -> str:
    """A game's title, or its kind for a game no longer played here."""
    kit = kits.get(kind)
    return kit.game.title if kit else kind


def team_game(kits: Mapping[str, GameKit], kind: str) -> bool:
    """Whether a game is co-operative: its seats win or lose together."""
    kit = kits.get(kind)
    return bool(kit and kit.game.traits.cooperative)


def percent(share: float | None) -> str:
    """A share of 0 to 1 as a whole percentage ("40%"); "–" for none."""
    return "–" if share is None else f"{round(100 * share)}%"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st…"""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, with an s unless n is 1."""
    return f"{n} {word}{'' if n == 1 else 's'}"


# --- /hauntbot stats ---------------------------------------------------------------------


def tally_line(tally: GameTally, kits: Mapping[str, GameKit]) -> str:
    """One game of a player's record in one line: played, won, lost, win rate, the losses that were games
    left before the end (resigned or removed), best score, best and average place against others."""
    title = f"**{title_of(kits, tally.kind)}**"
    if not tally.played:
        return f"{title}: no finished game yet."
    team = team_game(kits, tally.kind)
    won = "won as a team" if team else "won"
    parts = [f"{plural(tally.played, 'game')}: {tally.won} {won}, {tally.lost} lost ({percent(tally.win_rate)} won)"]
    if tally.left:
        parts.append(f"{tally.left} left before the end")
    if tally.best_score is not None:
        parts.append(f"best score {tally.best_score}")
    if tally.best_rank is not None and tally.average_rank is not None:
        parts.append(f"best place {ordinal(tally.best_rank)}, {tally.average_rank:.1f} on average")
    return f"{title}{' (team results)' if team else ''}: " + " · ".join(parts)


def stats_text(
    who: str,
    tallies: Sequence[GameTally],
    kits: Mapping[str, GameKit],
    *,
    everywhere: bool,
    with_bots: Sequence[GameTally] = (),
) -> str:
    """A player's record: a line per game, and the games cancelled after they started, not counted; then,
    apart, their record at tables where a bot played (``with_bots``), when they have one.

    ``who`` is how the player is written (a mention); ``everywhere``: every server and DM, else only
    this server's games. Seats a bot played (from the start or standing in) count for nobody.
    """
    text = _record_text(who, tallies, kits, everywhere=everywhere)
    played = [t for t in with_bots if t.played]
    if not played:
        return text
    return "\n".join([text, "", f"**{BOT_TABLES}**", *(tally_line(t, kits) for t in played)])


def _record_text(who: str, tallies: Sequence[GameTally], kits: Mapping[str, GameKit], *, everywhere: bool) -> str:
    """The all-human part of :func:`stats_text`."""
    where = "every server and DM" if everywhere else "this server"
    head = f"**Record of {who}** ({where})"
    played = [t for t in tallies if t.played]
    if not played:
        lines = [f"{head}\nNo finished game yet: a record starts when a game ends."]
    else:
        lines = [head, *(tally_line(t, kits) for t in played)]
        if len(played) > 1:
            games = sum(t.played for t in played)
            won = sum(t.won for t in played)
            lines.append(
                f"In all: {plural(games, 'game')}, {won} won, {games - won} lost ({percent(won / games)} won)."
            )
    cancelled = [t for t in tallies if t.cancelled]
    if cancelled:
        total = sum(t.cancelled for t in cancelled)
        each = ", ".join(f"{title_of(kits, t.kind)} {t.cancelled}" for t in cancelled)
        lines.append(
            f"{plural(total, 'game')} cancelled after {'it' if total == 1 else 'they'} started,"
            f" not counted as won or lost ({each})."
        )
    return "\n".join(lines)


def day(stamp: str) -> str:
    """A stored time as the chart dates it ("30 Nov")."""
    when = datetime.fromisoformat(stamp)
    return f"{when.day} {when:%b}"


def marks_of(entries: Sequence[ResultEntry]) -> list[Mark]:
    """A player's results (oldest first) as the chart's marks."""
    return [Mark(e.won, e.left, day(e.finished_at)) for e in entries]


def chart_title(name: str, kind: str | None, kits: Mapping[str, GameKit], *, everywhere: bool = True) -> str:
    """The chart's heading: whose results, of which game (and "this server" when only its games count)."""
    return f"{name} — {title_of(kits, kind) if kind else 'every game'}{'' if everywhere else ', this server'}"


def chart_file(entries: Sequence[ResultEntry], title: str) -> discord.File:
    """The chart of a player's results over time as an attachment with its description (call it in a
    worker thread: it draws)."""
    marks = marks_of(entries)
    return discord.File(io.BytesIO(chart_png(marks, title)), filename=CHART_FILE, description=chart_alt(marks, title))


# --- /hauntbot leaderboard -----------------------------------------------------------------


def leader_line(row: LeaderRow, caller: int) -> str:
    """One player's line: place, wins of games played, win rate, best score."""
    best = f" · best score {row.best_score}" if row.best_score is not None else ""
    you = " ← you" if row.user_id == caller else ""
    return f"{row.place}. <@{row.user_id}> — {row.won} won of {row.played} ({percent(row.win_rate)}){best}{you}"


def ranked(rows: Sequence[LeaderRow], caller: int, limit: int) -> list[str]:
    """The first ``limit`` lines of a leaderboard, then "…" and the caller's line when they stand further down."""
    shown = [leader_line(r, caller) for r in rows[:limit]]
    if len(rows) > limit:
        shown += ["…", *(leader_line(r, caller) for r in rows[limit:])]
    return shown


def rules_words(options: Sequence[Option], key: str) -> str:
    """A best-score rules key ("hard-kid") in words, from the game's declared options ("Hard, kid friendly").

    Each part is the label of an option's choice with that value (up to its " — " details), else the
    name of the on/off option it starts, else the part itself.
    """
    words = []
    for part in key.split("-"):
        label = next((lab for o in options for lab, value in o.choices if value == part), None)
        if label is None:
            label = next((o.name.replace("_", " ") for o in options if not o.choices and o.name.startswith(part)), part)
        words.append(label.split(" — ")[0])
    return ", ".join(words)


def best_scores_text(kit: GameKit, best: Mapping[str, int]) -> str:
    """A server's best scores of a game that keeps them: the game's own table, else one line per rule set."""
    game: Any = kit.game
    if isinstance(game, ScoreTable):
        return game.score_table(best)
    head = f"**{kit.game.title} — this server's best scores**"
    if not best:
        return f"{head}\nNo scored game has finished here yet."
    options = kit.game.traits.options
    ranked = sorted(best.items(), key=lambda item: (-item[1], item[0]))
    return head + "\n" + "\n".join(f"• {rules_words(options, key)}: **{score}**" for key, score in ranked)


def leaderboard_text(
    kind: str,
    rows: Sequence[LeaderRow],
    kits: Mapping[str, GameKit],
    *,
    caller: int,
    best: Mapping[str, int] | None = None,
    limit: int = LEADERS,
    with_bots: Sequence[LeaderRow] = (),
) -> str:
    """This server's leaderboard of one game: its first ``limit`` lines, then the line of ``caller`` when
    they stand further down, and the game's best scores (``best``: the server's best score per rule set,
    for a game that keeps them). Results at tables with bots (``with_bots``) are ranked apart, below; bots
    themselves never have a line."""
    title = title_of(kits, kind)
    head = f"**{title} — this server's leaderboard**"
    if rows:
        lines = [head, *ranked(rows, caller, limit), LEADERBOARD_NOTE]
    else:
        lines = [f"{head}\nNo {title} game has finished in this server yet; open one with `/{kind} new`."]
    if with_bots:
        lines += ["", f"**{BOT_TABLES}**", *ranked(with_bots, caller, limit)]
    if team_game(kits, kind):
        lines.append(TEAM_NOTE)
    kit = kits.get(kind)
    if kit is not None and kit.game.traits.best_scores and best is not None:
        lines.append("")
        lines.append(best_scores_text(kit, best))
    return "\n".join(lines)
