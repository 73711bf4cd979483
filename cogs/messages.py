"""Building the lobby and board messages (embeds, files and controls) from tables and pictures.

A lobby card and a board are public: their words are said in the table's language (``table.lang``, its
server's); a player's own controls (:func:`private_view`) in the language of the player who asked.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import datetime

import discord

from bot.deadlines import TIMER_KEYS
from bot.games.base import cut_words
from bot.i18n import EN, Text, msg, say
from bot.i18n.commands import option_words
from bot.names import named_text
from bot.sessions import Picture, Table
from bot.storage import ACTIVE, CANCELLED, FINISHED, LOBBY
from bot.tables import LANG_SETTING
from cogs.components import HistoryButton, LobbyButton, MoveSelect, MyViewButton, RulesButton
from cogs.players import listed, may_act, ping_line, waiting_name
from cogs.rematch import RematchButton, pending
from cogs.replies import MAX_DESCRIPTION, fit_embed
from cogs.seat_controls import add_lobby_controls
from cogs.undo import add_undo_button

MAX_OPTIONS = 25
MAX_SELECT_ROWS = 4


def board_file(picture: Picture, name: str = "board.png") -> discord.File:
    """The PNG as an attachment with its alt text."""
    return discord.File(io.BytesIO(picture.png), filename=name, description=cut_words(picture.alt, 1000))


PICTURE_FAILED = msg("table-picture-failed")


def as_text_board(embed: discord.Embed, table: Table) -> None:
    """Turn a board embed into a board in words: no picture, the board's description instead."""
    embed.set_image(url=None)
    words = ""
    if table.started:
        try:
            words = table.kit.alt_text(table.public, table.names, table.lang)
        except Exception:  # the words come from the same view as the picture that failed
            words = ""
    parts = [p for p in (embed.description, say(PICTURE_FAILED, table.lang), words) if p]
    embed.description = "\n\n".join(parts)[:MAX_DESCRIPTION]


def lobby_embed(table: Table) -> discord.Embed:
    """The lobby card: options, players and what happens next, in the table's language."""
    game = table.kit.game
    rec = table.record
    lang = table.lang

    def said(text: Text) -> str:
        return say(text, lang)

    embed = discord.Embed(title=said(msg("table-lobby-title", game=game.title, id=rec.id)), colour=table.kit.colour)
    others = {k: v for k, v in rec.settings.items() if k not in TIMER_KEYS and k != LANG_SETTING}
    options = ", ".join(option_words(rec.kind, k, v, lang) for k, v in {**rec.options, **others}.items())
    embed.add_field(
        name=said(msg("table-lobby-options")), value=options or said(msg("table-lobby-standard")), inline=False
    )
    embed.add_field(name=said(msg("table-lobby-deadlines")), value=table.timers.describe(lang), inline=False)
    players = "\n".join(f"{s.seat + 1}. {listed(s, lang, rec.host_id)}" for s in table.seats)
    embed.add_field(
        name=said(msg("table-lobby-players", count=len(table.seats), most=game.max_players)),
        value=players or said(msg("table-lobby-nobody")),
        inline=False,
    )
    waiting = set(pending(table)) if rec.status == LOBBY else set()
    invited = [i.name for i in table.invited if i.user_id in waiting]  # a rematch's players who have not joined
    if invited:
        embed.add_field(name=said(msg("rm-invited", count=len(invited))), value="\n".join(invited), inline=False)
    if rec.status == LOBBY:
        embed.description = said(msg("table-lobby-open", least=game.min_players, most=game.max_players))
        if table.kit.bots is not None:
            embed.description += " " + said(msg("table-lobby-open-bots"))
        if invited:
            embed.description += " " + said(msg("rm-invited-join"))
    elif rec.status == CANCELLED:
        embed.description = said(msg("table-lobby-cancelled"))
    elif rec.status == FINISHED and table.outcome(lang) is not None:
        when = f"<t:{int(datetime.fromisoformat(rec.updated_at).timestamp())}:D>"
        if rec.thread_id:
            ended = msg("table-lobby-finished-in", place=f"<#{rec.thread_id}>", when=when)
        else:
            ended = msg("table-lobby-finished", when=when)
        embed.description = f"{said(ended)}\n{waiting_line(table)}"
    elif rec.thread_id:
        embed.description = said(msg("table-lobby-started-in", place=f"<#{rec.thread_id}>"))
    else:
        embed.description = said(msg("table-lobby-started-here"))
    return embed


def lobby_view(table: Table) -> discord.ui.View:
    """Join / Leave / Start buttons, and Add / Remove a bot for a game with bots, while the lobby is open (no
    controls once it has closed)."""
    view = discord.ui.View(timeout=None)
    if table.record.status != LOBBY:
        return view
    for op in ("join", "leave", "start"):
        view.add_item(LobbyButton(table.record.kind, table.id, op, lang=table.lang))
    add_lobby_controls(view, table)
    return view


def waiting_line(table: Table) -> str:
    """Who the game waits for, or how it ended, in the table's language."""
    rec = table.record
    lang = table.lang
    if rec.status == CANCELLED:
        return say(msg("table-game-cancelled"), lang)
    outcome = table.outcome(lang)
    if outcome is not None:
        names = table.names
        scores = say(
            msg("table-scores", scores=", ".join(f"{names[i]} {s}" for i, s in enumerate(outcome.scores))), lang
        )
        if outcome.winners:
            won = tuple(f"**{names[i]}**" for i in sorted(outcome.winners))
            return f"{say(msg('table-won', winners=won, count=len(won)), lang)} {outcome.text}\n{scores}"
        return f"{say(msg('table-game-over'), lang)} {outcome.text}\n{scores}"
    waiting = ", ".join(waiting_name(table, s, lang) for s in sorted(table.to_act()))
    return say(msg("table-waiting", seats=waiting), lang)


def board_embed(table: Table, sentence: Text | None) -> discord.Embed:
    """The live board's embed: what just happened, who acts now, the picture; in the table's language."""
    game = table.kit.game
    lang = table.lang
    embed = discord.Embed(
        title=say(msg("table-board-title", game=game.title, id=table.id), lang), colour=table.kit.colour
    )
    parts = [named_text(sentence, table.names, lang)] if sentence else []
    parts.append(waiting_line(table))
    embed.description = "\n\n".join(parts)
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=say(msg("table-board-footer", id=table.id, version=table.record.version), lang))
    return fit_embed(embed)


MAX_FIELD = 1024
MAX_REVEAL_FIELDS = 4


def add_reveal(embed: discord.Embed, table: Table) -> None:
    """On a finished game's board: what was hidden, in fields of at most 1,024 characters (cut at a line)."""
    text = table.reveal(table.lang)
    if not text:
        return
    chunks: list[str] = []
    for line in text.split("\n"):
        line = line if len(line) <= MAX_FIELD else line[: MAX_FIELD - 1] + "…"
        if chunks and len(chunks[-1]) + 1 + len(line) <= MAX_FIELD:
            chunks[-1] += "\n" + line
        else:
            chunks.append(line)
    for i, chunk in enumerate(chunks[:MAX_REVEAL_FIELDS]):
        name = say(msg("table-reveal"), table.lang) if i == 0 else "\u200b"
        embed.add_field(name=name, value=chunk or "\u200b", inline=False)


def add_choice_controls(
    view: discord.ui.View, table: Table, seat: int, *, rows: int = MAX_SELECT_ROWS, lang: str | None = None
) -> None:
    """Add ``seat``'s legal choices as selects: one per group (split in 25s) while they fit in ``rows``.

    When there are more groups than rows, neighbouring small groups share a select
    (its placeholder names them all), so no choice is ever left out. Labels and placeholders are in
    ``lang`` (default: the table's, for a public board).
    """
    kit = table.kit
    lang = lang or table.lang
    if seat not in table.to_act():
        return
    groups: dict[str, list[discord.SelectOption]] = {}
    for c in table.choices(seat, lang):
        option = discord.SelectOption(
            label=cut_words(c.label, 100), value=c.action, description=cut_words(c.hint, 100) or None
        )
        groups.setdefault(c.group, []).append(option)
    chunks: list[tuple[str, str, list[discord.SelectOption]]] = []
    for group, options in groups.items():
        led = all(":" in o.label for o in options)  # "Ape: Tower → Chapel": keep each lead's options together
        if led:  # in the order of their leads' names, so a menu's title "Ape to Kid" says which leads it holds
            options = sorted(options, key=lambda o: _lead_of(o).casefold())
        parts = split_runs(options, _lead_of if led else _value_of)
        base: Text = kit.group_titles.get(group) or msg("table-choose")
        for part, chunk in enumerate(parts):
            title = base
            if len(parts) > 1 and led:
                first, last = chunk[0].label.split(":")[0], chunk[-1].label.split(":")[0]
                title = (
                    msg("table-choose-lead", title=base, lead=first)
                    if first == last
                    else msg("table-choose-leads", title=base, first=first, last=last)
                )
            elif part:
                title = msg("table-choose-more", title=base)
            chunks.append((f"{group}{part}", say(title, lang), chunk))
    if len(chunks) > rows:
        chunks = _packed(chunks)
    for row, (key, title, options) in enumerate(chunks[:rows]):
        view.add_item(MoveSelect(table.record.kind, table.id, table.record.version, key, title, options, row=row))


def _lead_of(option: discord.SelectOption) -> str:
    return option.label.split(":")[0]


def _value_of(option: discord.SelectOption) -> str:
    return option.value


def split_runs(
    options: list[discord.SelectOption], lead: Callable[[discord.SelectOption], str], size: int = MAX_OPTIONS
) -> list[list[discord.SelectOption]]:
    """Split options into selects of at most ``size``, keeping a run with the same ``lead`` (one Rumble
    character's moves, say) in one select unless the run alone is longer than a select."""
    parts: list[list[discord.SelectOption]] = []
    runs: list[list[discord.SelectOption]] = []
    for option in options:
        if runs and lead(runs[-1][-1]) == lead(option):
            runs[-1].append(option)
        else:
            runs.append([option])
    for run in runs:
        while run:
            piece, run = run[:size], run[size:]
            if parts and len(parts[-1]) + len(piece) <= size:
                parts[-1].extend(piece)
            else:
                parts.append(piece)
    return parts


def _packed(
    chunks: list[tuple[str, str, list[discord.SelectOption]]],
) -> list[tuple[str, str, list[discord.SelectOption]]]:
    """Merge neighbouring selects while they fit in 25 options."""
    packed: list[tuple[str, str, list[discord.SelectOption]]] = []
    for key, title, options in chunks:
        if packed and len(packed[-1][2]) + len(options) <= MAX_OPTIONS:
            last_key, last_title, last_options = packed[-1]
            packed[-1] = (f"{last_key}_{key}"[:40], f"{last_title} · {title}", last_options + options)
        else:
            packed.append((key, title, list(options)))
    return packed


def board_view(table: Table) -> discord.ui.View:
    """Controls on the board: the acting seat's moves (when public, in the table's language), My view and
    Rules."""
    view = discord.ui.View(timeout=None)
    if table.kit.public_choices:
        for seat in sorted(s for s in table.to_act() if may_act(table, s)):
            add_choice_controls(view, table, seat)
    add_board_buttons(view, table)
    return view


def add_board_buttons(view: discord.ui.View, table: Table) -> None:
    """My view and History (once the game has begun), Rules, Take back while the last move may be taken back, and
    on a finished game's board Play again (:mod:`cogs.rematch`): the buttons every board ends with."""
    if table.record.status in (ACTIVE, FINISHED):
        view.add_item(MyViewButton(table.record.kind, table.id, lang=table.lang))
        view.add_item(HistoryButton(table.record.kind, table.id, lang=table.lang))
    view.add_item(RulesButton(table.record.kind, table.id, table.lang))
    add_undo_button(view, table)
    if table.record.status == FINISHED:
        view.add_item(RematchButton(table.record.kind, table.id, lang=table.lang))


def private_view(table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
    """The seat's own controls for games whose choices are secret (None when it may do nothing now), in
    ``lang`` (the player's).

    A seat the game does not wait for may still have out-of-turn moves (``interrupt_choices``).
    """
    if table.kit.public_choices or table.record.status != ACTIVE:
        return None
    view = discord.ui.View(timeout=None)
    if seat in table.to_act():
        add_choice_controls(view, table, seat, rows=5, lang=lang)
    else:
        add_interrupt_controls(view, table, seat, lang)
    return view if view.children else None


def add_interrupt_controls(view: discord.ui.View, table: Table, seat: int, lang: str) -> None:
    """One select of the moves ``seat`` may make out of turn (said in ``lang``), when the game offers any."""
    choices = list(table.choices(seat, lang))
    if not choices:
        return
    options = [discord.SelectOption(label=cut_words(c.label, 100), value=c.action) for c in choices[:MAX_OPTIONS]]
    found: Text | None = table.kit.group_titles.get("interrupt")
    title = say(found or msg("table-out-of-turn"), lang)
    view.add_item(MoveSelect(table.record.kind, table.id, table.record.version, "interrupt0", title, options, row=0))


def mention_line(table: Table) -> str:
    """Mentions of the seats that must act and may be pinged (a bot, or a human a bot plays for, never is)."""
    return ping_line(table, sorted(table.to_act()))
