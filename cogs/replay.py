"""``/<game> replay``: a finished game's public boards, move by move, for whoever asks, and its animation.

The replay is an ephemeral message (each viewer steps on their own): the board after move N
as the players saw it, "Move N of M" with that move's sentence, First / Back / Forward / Last,
a "Jump to move…" select and an Animation button. Its controls are one ``DynamicItem`` family,
``hbrp:<kind>:<game>:<frame>:<op>`` (the frame shown and what the control does), so a click goes
to the kind's cog without a database read and keeps working after a restart. Each click
rebuilds the board from the stored seed and moves (:mod:`bot.replay`) and edits the message in
place. The animation (:mod:`render.animation`) is drawn in a worker thread, one per game at a
time, with its progress shown in the follow-up message that then carries the file.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

import bot.replay as replays
from bot.games.base import cut
from bot.i18n import EN, Arg, lang_of, msg, say
from bot.replay import Boards, Replay, ReplayError, replay_of
from bot.storage import ACTIVE, CANCELLED, FINISHED, LOBBY
from bot.tables import Refusal, Table
from cogs.components import GAME, KIND, GameItem, chosen_values
from cogs.replies import fit_embed, reply
from render.animation import Animation, TooLarge, animate

if TYPE_CHECKING:
    from bot.client import Interaction
    from cogs.base import GameCog

log = logging.getLogger(__name__)

OPS = ("first", "back", "forward", "last", "jump", "animate")
REPLAY_ID = "hbrp:{kind}:{game}:{frame}:{op}"
REPLAY_TEMPLATE = rf"hbrp:{KIND}:{GAME}:(?P<frame>\d{{1,6}}):(?P<op>{'|'.join(OPS)})"
FILENAME = "replay.png"
DEFAULT_LIMIT = 10 * 2**20
"""The attachment limit outside a server (and of a server without boosts)."""
MAX_ANIMATION = 10 * 2**20
"""The largest animation made, whatever a boosted server accepts: the bot holds it in memory while drawing."""
PROGRESS_SECONDS = 2.0
"""The animation's progress message is edited at most this often (seconds of drawing)."""
ANIMATING: set[int] = set()
"""Games whose animation is being made in this process (one at a time per game)."""
MAX_ANIMATIONS = 2
"""Animations made at once in this process: each takes a core and ~20 MB while it draws, on a small VPS."""


def _label_words(sentence: str, limit: int) -> str:
    """A sentence as a select option's text: no bold marks, cut to ``limit``."""
    return cut(sentence.replace("**", ""), limit)


# --- finding the game ---------------------------------------------------------------------


def _same_place(table: Table, interaction: Interaction) -> bool:
    """Whether the game belongs where the replay is asked: this server, or this DM for a game played in one."""
    if interaction.guild_id is not None:
        return table.record.guild_id == interaction.guild_id
    return table.record.guild_id is None and interaction.channel_id in (table.record.channel_id, table.record.home_id)


def _refuse_unfinished(cog: GameCog, table: Table) -> None:
    """Refuse a game that is not over: a replay is only of finished games."""
    status = table.record.status
    game: dict[str, Arg] = {"game": cog.title, "id": table.id, "kind": cog.kind}
    if status == ACTIVE:
        raise Refusal(msg("rp-still-played", **game))
    if status == LOBBY:
        raise Refusal(msg("rp-not-started", **game))
    if status == CANCELLED:
        raise Refusal(msg("rp-cancelled", **game))


async def _finished(cog: GameCog, interaction: Interaction, game_id: int) -> Table:
    """The finished game ``game_id`` of this kind and place; Refusal with what may be replayed instead."""
    unknown = Refusal(msg("rp-unknown", game=cog.title, id=game_id))
    try:
        table = await cog.bot.sessions.load(game_id)
    except Refusal:
        raise unknown from None
    if table.record.kind != cog.kind or not _same_place(table, interaction):
        raise unknown
    _refuse_unfinished(cog, table)
    return table


async def _game_here(cog: GameCog, interaction: Interaction) -> int:
    """The latest finished game of this kind played in this channel or thread; Refusal when there is none."""
    place = interaction.channel_id or 0
    sessions = cog.bot.sessions
    done = await sessions.games_played_here(cog.kind, place, (FINISHED,))
    if done:
        return done[0].id
    running = await sessions.games_played_here(cog.kind, place, (ACTIVE,))
    if running:
        raise Refusal(msg("rp-still-played-here", game=cog.title, id=running[0].id, kind=cog.kind))
    raise Refusal(msg("rp-none-here", game=cog.title, kind=cog.kind))


async def _replay(cog: GameCog, interaction: Interaction, game_id: int, *, checked: bool = False) -> Replay:
    """The replay of a finished game; with ``checked``, first make sure its moves rebuild the board it ended on."""
    table = await _finished(cog, interaction, game_id)
    replay = replay_of(table, await cog.bot.sessions.events_of(game_id))
    if checked:
        try:
            await asyncio.to_thread(replays.check, replay, table)
        except ReplayError:
            log.warning("game %s cannot be replayed: its moves do not rebuild it", game_id, exc_info=True)
            raise Refusal(msg("rp-broken", game=cog.title, id=game_id)) from None
    return replay


# --- the replay message -----------------------------------------------------------------------


@dataclass(frozen=True)
class Frame:
    """One frame of a replay as a message: its embed, picture and controls."""

    embed: discord.Embed
    file: discord.File
    view: discord.ui.View


async def frame(cog: GameCog, replay: Replay, n: int, lang: str = EN) -> Frame:
    """The replay message at move ``n`` in ``lang``: the board drawn in a worker thread, the words and the controls."""
    picture = await asyncio.to_thread(replays.picture, replay, n, lang)
    last = replay.last
    sentence = replay.sentence(n, lang) if n else say(msg("rp-first-board"), lang)
    embed = discord.Embed(title=say(msg("rp-title", game=cog.title, id=replay.game_id), lang), colour=cog.kit.colour)
    embed.description = f"{say(msg('rp-move-of', n=n, last=last), lang)}\n{sentence}".rstrip()
    embed.set_image(url=f"attachment://{FILENAME}")
    embed.set_footer(text=say(msg("rp-footer"), lang))
    file = discord.File(io.BytesIO(picture.png), filename=FILENAME, description=picture.alt[:1000])
    return Frame(fit_embed(embed), file, controls(cog.kind, replay, n, lang))


def controls(kind: str, replay: Replay, n: int, lang: str = EN) -> discord.ui.View:
    """First / Back / Forward / Last and Animation, then the "Jump to move…" select, in ``lang``."""
    view = discord.ui.View(timeout=None)
    last, game = replay.last, replay.game_id
    buttons = (
        ("first", "⏮", msg("rp-first"), n == 0),
        ("back", "◀", msg("rp-back"), n == 0),
        ("forward", "▶", msg("rp-forward"), n >= last),
        ("last", "⏭", msg("rp-last"), n >= last),
    )
    for op, emoji, label, disabled in buttons:
        view.add_item(ReplayButton(kind, game, n, op, say(label, lang), emoji=emoji, disabled=disabled))
    animation = say(msg("rp-animation"), lang)
    view.add_item(ReplayButton(kind, game, n, "animate", animation, emoji="🎞️", style=discord.ButtonStyle.primary))
    options = [
        discord.SelectOption(
            label=say(msg("rp-move", n=m), lang),
            value=str(m),
            description=_label_words(replay.sentence(m, lang), 100) or None,
            default=m == n,
        )
        for m in replays.spaced(last)
    ]
    view.add_item(ReplaySelect(kind, game, n, options, say(msg("rp-jump"), lang)))
    return view


async def open_replay(cog: GameCog, interaction: Interaction, game: int | None, move: int | None) -> None:
    """``/<game> replay [game] [move]``: the replay of a finished game, at ``move`` (default: the first board)."""
    game_id = game if game is not None else await _game_here(cog, interaction)
    replay = await _replay(cog, interaction, game_id, checked=True)
    n = move or 0
    if n > replay.last:
        raise Refusal(msg("rp-no-such-move", game=cog.title, id=game_id, last=replay.last))
    await interaction.response.defer(ephemeral=True, thinking=True)
    shown = await frame(cog, replay, n, lang_of(interaction.locale))
    await reply(interaction, "", embed=shown.embed, file=shown.file, view=shown.view)


async def step(cog: GameCog, interaction: Interaction, game_id: int, shown: int, op: str) -> None:
    """A replay control was used on the message showing move ``shown``: redraw it in place, or animate."""
    if op == "animate":
        await make_animation(cog, interaction, game_id)
        return
    replay = await _replay(cog, interaction, game_id)
    last = replay.last
    targets = {"first": 0, "back": shown - 1, "forward": shown + 1, "last": last}
    if op == "jump":
        values = chosen_values(interaction)
        target = int(values[0]) if values and values[0].isdigit() else shown
    else:
        target = targets[op]
    drawn = await frame(cog, replay, max(0, min(target, last)), lang_of(interaction.locale))
    await interaction.response.edit_message(embed=drawn.embed, attachments=[drawn.file], view=drawn.view)


# --- the animation --------------------------------------------------------------------------------


class Seen:
    """The animation's progress, told by the drawing thread to the event loop at most every ``every`` seconds."""

    def __init__(self, loop: asyncio.AbstractEventLoop, every: float) -> None:
        self.loop = loop
        self.every = every
        self.at: tuple[int, int] | None = None
        """The move being drawn and the last move, as last told."""
        self.told = asyncio.Event()
        self._last = time.perf_counter()

    def __call__(self, n: int, last: int) -> None:
        """Called by the drawing thread before each board: wake the loop when it is time to show progress."""
        now = time.perf_counter()
        if now - self._last >= self.every:
            self._last = now
            self.at = (n, last)
            self.loop.call_soon_threadsafe(self.told.set)


def limit_for(interaction: Interaction) -> int:
    """The largest attachment this reply may carry: the server's limit (10 MiB outside one), at most MAX_ANIMATION."""
    allowed = interaction.guild.filesize_limit if interaction.guild is not None else DEFAULT_LIMIT
    return min(allowed, MAX_ANIMATION)


def caption(cog: GameCog, replay: Replay, made: Animation, lang: str = EN) -> str:
    """What the animation's message says about it, in ``lang``."""
    shown = len(made.moves)
    boards = (
        msg("rp-all-boards", shown=shown)
        if shown == replay.last + 1
        else msg("rp-some-boards", shown=shown, boards=replay.last + 1)
    )
    size = round(made.scale * 100) if made.scale != 1.0 else 100
    mib = float(f"{len(made.data) / 2**20:.1f}")  # rounded as Python rounds, then written the language's way
    return say(msg("rp-caption", game=cog.title, id=replay.game_id, boards=boards, size=size, mib=mib), lang)


async def make_animation(cog: GameCog, interaction: Interaction, game_id: int) -> None:
    """Make the game's animation in a worker thread and post it in a follow-up that shows its progress."""
    if game_id in ANIMATING:
        raise Refusal(msg("rp-animating", game=cog.title, id=game_id))
    if len(ANIMATING) >= MAX_ANIMATIONS:
        raise Refusal(msg("rp-busy"))
    lang = lang_of(interaction.locale)
    ANIMATING.add(game_id)  # before any wait, so that a press arriving meanwhile sees it
    try:
        replay = await _replay(cog, interaction, game_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        seen = Seen(asyncio.get_running_loop(), PROGRESS_SECONDS)
        limit = limit_for(interaction)

        def work() -> Animation:
            return animate(Boards(replay, lang), replay.last, limit=limit, palette=cog.kit.palette, progress=seen)

        try:
            made = await _with_progress(interaction, asyncio.ensure_future(asyncio.to_thread(work)), seen, lang)
        except TooLarge:
            await interaction.edit_original_response(content=say(msg("rp-too-large", game=cog.title, id=game_id), lang))
            return
        file = discord.File(io.BytesIO(made.data), filename=f"{cog.kind}-{game_id}.gif")
        await interaction.edit_original_response(content=caption(cog, replay, made, lang), attachments=[file])
    finally:
        ANIMATING.discard(game_id)


async def _with_progress(
    interaction: Interaction, task: asyncio.Future[Animation], seen: Seen, lang: str = EN
) -> Animation:
    """Wait for the animation, editing the follow-up with the move being drawn whenever the thread tells it."""
    while True:
        told: asyncio.Future[Any] = asyncio.ensure_future(seen.told.wait())
        done, _ = await asyncio.wait((task, told), return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            told.cancel()
            return task.result()
        seen.told.clear()
        if seen.at is not None:
            n, last = seen.at
            try:
                await interaction.edit_original_response(content=say(msg("rp-drawing", n=n, last=last), lang))
            except discord.HTTPException:
                log.info("the animation's progress could not be shown", exc_info=True)


# --- the controls -------------------------------------------------------------------------------


class ReplayControl(GameItem, discord.ui.DynamicItem[discord.ui.Item[Any]], template=REPLAY_TEMPLATE):
    """A control of a replay message (a button, or the jump select): made with :class:`ReplayButton` or
    :class:`ReplaySelect`; one family, so one registration."""

    def __init__(self, item: discord.ui.Item[Any], kind: str, game: int, frame: int, op: str, row: int | None) -> None:
        super().__init__(item, row=row)
        self.kind, self.game, self.frame, self.op = kind, game, frame, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayControl:
        """Rebuild the control around the clicked component (always a plain :class:`ReplayControl`, as
        discord.py registers every sent subclass under the same id pattern)."""
        return ReplayControl(item, match["kind"], int(match["game"]), int(match["frame"]), match["op"], None)

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Step the replay, or make its animation."""
        await step(cog, interaction, self.game, self.frame, self.op)


class ReplayButton(ReplayControl, template=REPLAY_TEMPLATE):
    """A button of the :class:`ReplayControl` family."""

    def __init__(
        self,
        kind: str,
        game: int,
        frame: int,
        op: str,
        label: str,
        *,
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label,
            emoji=emoji,
            style=style,
            disabled=disabled,
            custom_id=REPLAY_ID.format(kind=kind, game=game, frame=frame, op=op),
        )
        super().__init__(button, kind, game, frame, op, 0)


class ReplaySelect(ReplayControl, template=REPLAY_TEMPLATE):
    """The "Jump to move…" select of the :class:`ReplayControl` family (the chosen move comes with the click)."""

    def __init__(
        self, kind: str, game: int, frame: int, options: list[discord.SelectOption], placeholder: str = ""
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=REPLAY_ID.format(kind=kind, game=game, frame=frame, op="jump"),
            placeholder=placeholder or say(msg("rp-jump")),
            options=options,
            min_values=1,
            max_values=1,
        )
        super().__init__(select, kind, game, frame, "jump", 1)
