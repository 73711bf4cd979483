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
from bot.i18n import EN, Arg, Msg, Text, msg, say
from bot.i18n.commands import option_words
from bot.registry import KITS, GameKit
from bot.storage import GameTally, LeaderRow, ResultEntry
from bot.storage.stats import LEADERS
from render.chart import Mark, chart_alt, chart_png

GAME_CHOICES = [Choice(name=kit.game.title, value=kind) for kind, kit in KITS.items()]
"""The games ``stats`` and ``leaderboard`` offer, as a choice list."""
CHART_FILE = "stats.png"
LEADERBOARD_NOTE = msg("hb-leaderboard-note")
TEAM_NOTE = msg("hb-leaderboard-team-note")

IN_A_DM_ONLY_YOURS = msg("hb-stats-dm-only-yours")
LEADERBOARD_NEEDS_A_SERVER = msg("hb-leaderboard-needs-a-server")
BOT_TABLES = msg("hb-bot-tables")
"""The heading of a record's or a leaderboard's results at tables where a bot played."""
BOTS_DO_NOT_PLAY = msg("hb-stats-bots-no-record")


def unknown_game(kind: str) -> Msg:
    """The refusal for a game this bot does not play (only reachable with an outdated command list)."""
    return msg("hb-unknown-game", kind=kind, games=", ".join(kit.game.title for kit in KITS.values()))


@runtime_checkable
class ScoreTable(Protocol):
    """A game that draws its own table of a server's best scores (e.g. the rulebook's, by rule set)."""

    def score_table(self, best: Mapping[str, int]) -> Text:
        """The table with the server's best score (by rules key) in each row (said in the reader's language)."""
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


def bold(text: Text, lang: str) -> str:
    """A heading line: ``text`` said in ``lang``, in bold."""
    return f"**{say(text, lang)}**"


# --- /hauntbot stats ---------------------------------------------------------------------


def tally_line(tally: GameTally, kits: Mapping[str, GameKit], lang: str) -> str:
    """One game of a player's record in one line of ``lang``: played, won, lost, win rate, the losses that were
    games left before the end (resigned or removed), best score, best and average place against others."""
    title = title_of(kits, tally.kind)
    if not tally.played:
        return say(msg("hb-tally-none", game=title), lang)
    team = team_game(kits, tally.kind)
    rate = percent(tally.win_rate)
    counted: dict[str, Arg] = {"played": tally.played, "won": tally.won, "lost": tally.lost, "rate": rate}
    parts = [msg("hb-tally-played-team", **counted) if team else msg("hb-tally-played", **counted)]
    if tally.left:
        parts.append(msg("hb-tally-left", left=tally.left))
    if tally.best_score is not None:
        parts.append(msg("hb-tally-best-score", score=tally.best_score))
    if tally.best_rank is not None and tally.average_rank is not None:
        average = float(f"{tally.average_rank:.1f}")  # rounded as Python rounds, then written the language's way
        parts.append(msg("hb-tally-places", best=msg("hb-place", place=tally.best_rank), average=average))
    line = " · ".join(say(part, lang) for part in parts)
    return say(msg("hb-tally-line-team" if team else "hb-tally-line", game=title, parts=line), lang)


def stats_text(
    who: str,
    tallies: Sequence[GameTally],
    kits: Mapping[str, GameKit],
    lang: str,
    *,
    everywhere: bool,
    with_bots: Sequence[GameTally] = (),
) -> str:
    """A player's record in ``lang``: a line per game, and the games cancelled after they started, not
    counted; then, apart, their record at tables where a bot played (``with_bots``), when they have one.

    ``who`` is how the player is written (a mention); ``everywhere``: every server and DM, else only
    this server's games. Seats a bot played (from the start or standing in) count for nobody.
    """
    text = _record_text(who, tallies, kits, lang, everywhere=everywhere)
    played = [t for t in with_bots if t.played]
    if not played:
        return text
    return "\n".join([text, "", bold(BOT_TABLES, lang), *(tally_line(t, kits, lang) for t in played)])


def _record_text(
    who: str, tallies: Sequence[GameTally], kits: Mapping[str, GameKit], lang: str, *, everywhere: bool
) -> str:
    """The all-human part of :func:`stats_text`."""
    head = say(msg("hb-record-head-everywhere" if everywhere else "hb-record-head-here", who=who), lang)
    played = [t for t in tallies if t.played]
    if not played:
        lines = [head, say(msg("hb-record-none"), lang)]
    else:
        lines = [head, *(tally_line(t, kits, lang) for t in played)]
        if len(played) > 1:
            games = sum(t.played for t in played)
            won = sum(t.won for t in played)
            in_all = msg("hb-record-in-all", games=games, won=won, lost=games - won, rate=percent(won / games))
            lines.append(say(in_all, lang))
    cancelled = [t for t in tallies if t.cancelled]
    if cancelled:
        total = sum(t.cancelled for t in cancelled)
        each = ", ".join(f"{title_of(kits, t.kind)} {t.cancelled}" for t in cancelled)
        lines.append(say(msg("hb-record-cancelled", total=total, each=each), lang))
    return "\n".join(lines)


def day(stamp: str, lang: str) -> str:
    """A stored time as the chart dates it in ``lang`` ("30 Nov", "30 lis")."""
    when = datetime.fromisoformat(stamp)
    return say(msg("hb-day", day=when.day, month=when.month), lang)


def marks_of(entries: Sequence[ResultEntry], lang: str) -> list[Mark]:
    """A player's results (oldest first) as the chart's marks, dated in ``lang``."""
    return [Mark(e.won, e.left, day(e.finished_at, lang)) for e in entries]


def chart_title(name: str, kind: str | None, kits: Mapping[str, GameKit], lang: str, *, everywhere: bool = True) -> str:
    """The chart's heading: whose results, of which game (and "this server" when only its games count)."""
    game = title_of(kits, kind) if kind else msg("hb-chart-every-game")
    return say(msg("hb-chart-title" if everywhere else "hb-chart-title-here", name=name, game=game), lang)


def chart_file(entries: Sequence[ResultEntry], title: str, lang: str) -> discord.File:
    """The chart of a player's results over time as an attachment with its description, in ``lang`` (call
    it in a worker thread: it draws)."""
    marks = marks_of(entries, lang)
    picture, alt = chart_png(marks, title, lang), chart_alt(marks, title, lang)
    return discord.File(io.BytesIO(picture), filename=CHART_FILE, description=alt)


# --- /hauntbot leaderboard -----------------------------------------------------------------


def leader_line(row: LeaderRow, caller: int, lang: str) -> str:
    """One player's line: place, wins of games played, win rate, best score."""
    line = msg(
        "hb-leader-line",
        place=row.place,
        who=f"<@{row.user_id}>",
        won=row.won,
        played=row.played,
        rate=percent(row.win_rate),
        best=msg("hb-leader-best", score=row.best_score) if row.best_score is not None else "",
        you=msg("hb-leader-you") if row.user_id == caller else "",
    )
    return say(line, lang)


def ranked(rows: Sequence[LeaderRow], caller: int, limit: int, lang: str) -> list[str]:
    """The first ``limit`` lines of a leaderboard, then "…" and the caller's line when they stand further down."""
    shown = [leader_line(r, caller, lang) for r in rows[:limit]]
    if len(rows) > limit:
        shown += ["…", *(leader_line(r, caller, lang) for r in rows[limit:])]
    return shown


def rules_words(kind: str, options: Sequence[Option], key: str, lang: str = EN) -> str:
    """A best-score rules key ("hard-kid") in words of ``lang``, from the game's declared options ("Hard, kid
    friendly"; "Trudny, dla dzieci").

    Each part is the choice of an option with that value, as the lobby card says it (up to its " — "
    details), else the name of the on/off option it starts, else the part itself.
    """
    words = []
    for part in key.split("-"):
        chosen = next((o.name for o in options for _label, value in o.choices if value == part), None)
        if chosen is not None:
            label = option_words(kind, chosen, part, lang).split(": ", 1)[-1]
        else:
            switch = next((o.name for o in options if not o.choices and o.name.startswith(part)), None)
            label = part if switch is None else option_words(kind, switch, True, lang).split(": ", 1)[0]
        words.append(label.split(" — ")[0])
    return ", ".join(words)


def best_scores_text(kind: str, kit: GameKit, best: Mapping[str, int], lang: str) -> str:
    """A server's best scores of a game that keeps them, in ``lang``: the game's own table, else one line
    per rule set."""
    game: Any = kit.game
    if isinstance(game, ScoreTable):
        return say(game.score_table(best), lang)
    head = say(msg("hb-best-scores-head", game=kit.game.title), lang)
    if not best:
        return f"{head}\n{say(msg('hb-best-scores-none'), lang)}"
    options = kit.game.traits.options
    ranked = sorted(best.items(), key=lambda item: (-item[1], item[0]))
    return head + "\n" + "\n".join(f"• {rules_words(kind, options, key, lang)}: **{score}**" for key, score in ranked)


def leaderboard_text(
    kind: str,
    rows: Sequence[LeaderRow],
    kits: Mapping[str, GameKit],
    lang: str,
    *,
    caller: int,
    best: Mapping[str, int] | None = None,
    limit: int = LEADERS,
    with_bots: Sequence[LeaderRow] = (),
) -> str:
    """This server's leaderboard of one game in ``lang``: its first ``limit`` lines, then the line of
    ``caller`` when they stand further down, and the game's best scores (``best``: the server's best score
    per rule set, for a game that keeps them). Results at tables with bots (``with_bots``) are ranked apart,
    below; bots themselves never have a line."""
    title = title_of(kits, kind)
    head = say(msg("hb-leaderboard-head", game=title), lang)
    if rows:
        lines = [head, *ranked(rows, caller, limit, lang), say(LEADERBOARD_NOTE, lang)]
    else:
        lines = [head, say(msg("hb-leaderboard-none", game=title, kind=kind), lang)]
    if with_bots:
        lines += ["", bold(BOT_TABLES, lang), *ranked(with_bots, caller, limit, lang)]
    if team_game(kits, kind):
        lines.append(say(TEAM_NOTE, lang))
    kit = kits.get(kind)
    if kit is not None and kit.game.traits.best_scores and best is not None:
        lines.append("")
        lines.append(best_scores_text(kind, kit, best, lang))
    return "\n".join(lines)
