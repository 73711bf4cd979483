"""The Discord side of asynchronous play: finding a game's home, reminders, DMs and pauses.

A game lives in its thread (or channel). When Discord takes that away — the
thread archived or deleted, the channel deleted, permissions removed — the
next board or reminder goes where it still can (unarchive the thread, else
the parent channel) and says what happened; when nowhere is left the game is
paused, not lost, and its host is told by DM. The game state is never
touched by a Discord failure.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.games.base import cut
from bot.i18n import EN, Msg, msg, say
from bot.sessions import Publish, Table
from bot.storage import Look, OldBoard
from cogs.languages import dm_lang
from cogs.players import pingable, pinged
from cogs.replies import MAX_CONTENT

if TYPE_CHECKING:
    from bot.client import HauntBot
    from cogs.base import GameCog

log = logging.getLogger(__name__)

T = TypeVar("T")

DM_PREF = "dm"
"""User preference: "1" = send me a DM when a game starts waiting for me."""
DM_FAILED_PREF = "dm_failed"
"""Set once a DM to the user failed and they were told so in a game (told only once)."""

LOST_THREAD = msg("nt-lost-thread")
"""Said above the next post when the game's thread refuses it and the game goes on in the parent channel."""

Place = discord.TextChannel | discord.Thread | discord.VoiceChannel


def game_cog(bot: HauntBot, kind: str) -> GameCog:
    """The cog that plays a kind of game (LookupError when this bot does not offer it)."""
    cog = bot.game_cogs.get(kind)
    if cog is None:
        raise LookupError(kind)
    return cog


def board_link(table: Table) -> str | None:
    """The jump link to the live board, when there is one."""
    rec = table.record
    if not rec.board_message_id:
        return None
    return f"https://discord.com/channels/{rec.guild_id or '@me'}/{rec.home_id}/{rec.board_message_id}"


def deadline_text(table: Table, seat: int, lang: str = EN) -> str:
    """ " Deadline <t:…:R>." (in ``lang``) for a seat with a deadline, else an empty string."""
    duty = table.duties().get(seat)
    if duty is None or duty.due_at is None:
        return ""
    return " " + say(msg("deadline-at", stamp=f"<t:{int(duty.due_at.timestamp())}:R>"), lang)


async def _fetch(bot: HauntBot, channel_id: int) -> Any:
    channel = bot.get_channel(channel_id)
    return channel if channel is not None else await bot.fetch_channel(channel_id)


async def reach_home(bot: HauntBot, table: Table) -> tuple[Place | None, str | None]:
    """Where the game can post now, and a sentence about any move that took, in the table's language (None,
    and why: nowhere)."""
    place, note = await _reach(bot, table)
    return place, None if note is None else say(note, table.lang)


async def _reach(bot: HauntBot, table: Table) -> tuple[Place | None, Msg | None]:
    """:func:`reach_home` with its note as a message (the pause's reason when nowhere is left)."""
    rec = table.record
    note: Msg | None = None
    if rec.thread_id:
        try:
            thread = await _fetch(bot, rec.thread_id)
            if isinstance(thread, discord.Thread) and thread.archived:
                await thread.edit(archived=False)
            return thread, None
        except discord.NotFound:
            note = msg("nt-thread-deleted")
        except discord.HTTPException:
            log.info("thread %s of game %s is out of reach", rec.thread_id, rec.id, exc_info=True)
            note = LOST_THREAD
    try:
        channel = await _fetch(bot, rec.channel_id)
    except discord.HTTPException:
        log.info("channel %s of game %s is out of reach", rec.channel_id, rec.id, exc_info=True)
        return None, msg("nt-why-channel-gone")
    if note is not None:
        await bot.sessions.thread_lost(rec.id, rec.channel_id)
    return channel, note


async def post_home(
    bot: HauntBot, table: Table, send: Callable[[Place, str | None], Awaitable[T]]
) -> tuple[T | None, str | None]:
    """Post in the game's home with ``send(place, note)``; return what it returned and the note.

    A thread that refuses the post (permissions removed, gone) hands the game to its
    parent channel, which is tried once; when nothing takes the post, the game is
    paused and its host told. ``note`` says where the game moved, if it did (in the table's language).
    """
    place, reached = await _reach(bot, table)
    if place is None:
        await pause(bot, table, reached or msg("nt-why-nowhere"))
        return None, None
    note = None if reached is None else say(reached, table.lang)
    try:
        return await send(place, note), note
    except discord.HTTPException as exc:
        if not lost_place(exc):
            # Discord failed this once (a server error, a rate limit): nothing is lost, the
            # caller's outbox tries again at the next scheduler pass.
            log.warning(
                "posting in the home of game %s failed (HTTP %s); it is tried again later", table.id, exc.status
            )
            raise
        log.info("posting in the home of game %s failed", table.id, exc_info=True)
        if not isinstance(place, discord.Thread):
            await pause(bot, table, msg("nt-why-channel-refuses"))
            return None, note
    await bot.sessions.thread_lost(table.id, table.record.channel_id)
    lost = say(LOST_THREAD, table.lang)
    try:
        parent = await _fetch(bot, table.record.channel_id)
        return await send(parent, lost), lost
    except discord.HTTPException as exc:
        if not lost_place(exc):
            raise
        log.info("the channel of game %s refuses posts too", table.id, exc_info=True)
        await pause(bot, table, msg("nt-why-thread-and-channel"))
        return None, lost


def lost_place(exc: discord.HTTPException) -> bool:
    """Whether Discord refused a post because the place is gone or closed to the bot (not a passing failure)."""
    return exc.status in (403, 404)


async def pause(bot: HauntBot, table: Table, reason: Msg) -> None:
    """Pause a game Discord left nowhere to live, and tell its host by DM in their language (once, when it
    pauses); the reason is kept as a message, said in the language of whoever reads it later."""
    await bot.sessions.pause(table.id, reason)
    if table.record.paused:
        return
    host = table.record.host_id
    lang = dm_lang(await bot.sessions.user_prefs(host))
    told = msg("nt-paused", game=table.kit.game.title, id=table.id, why=reason)
    await send_dm(bot, host, say(told, lang))


async def announce(bot: HauntBot, table: Table, text: str) -> None:
    """Say ``text`` (a change of who plays a seat) in the game's home in one line, pinging nobody.

    The change is saved already: a post Discord refuses is logged, never raised.
    """

    async def send(place: Place, moved: str | None) -> discord.Message:
        return await place.send(f"{moved}\n{text}" if moved else text, allowed_mentions=discord.AllowedMentions.none())

    try:
        await post_home(bot, table, send)
    except discord.HTTPException:
        log.warning("the announcement %r of game %s could not be posted", text, table.id, exc_info=True)


def with_digest(text: str, since: str) -> str:
    """A ping with what happened since the player last moved under it, within one message."""
    if not since:
        return text
    return cut(f"{text}\n{since}", MAX_CONTENT)


async def send_dm(bot: HauntBot, user_id: int, text: str, *, nonce: str | None = None) -> bool:
    """DM a user; False (logged, never raised) when their DMs are closed or they are gone. With ``nonce`` (Discord's
    idempotency key), the same DM sent again within a few minutes is not sent twice."""
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        await (user.send(text) if nonce is None else user.send(text, nonce=nonce))
    except discord.HTTPException:
        log.info("could not DM user %s", user_id, exc_info=True)
        return False
    return True


async def notify_fresh(bot: HauntBot, table: Table, seats: tuple[int, ...]) -> None:
    """DM the players who asked for it that a game now waits for them; say so once when a DM fails."""
    duties = table.duties()
    answered_now = {s for s, d in duties.items() if d.due_at is not None and d.due_at <= d.since}
    users = {table.user_of(s): s for s in pinged(table, seats) if s not in answered_now}
    if not users:
        return
    prefs = await bot.sessions.prefs_of(list(users))
    link = board_link(table) or ""
    for user_id, seat in users.items():
        mine = prefs.get(user_id, {})
        if mine.get(DM_PREF) != "1":
            continue
        lang = dm_lang(mine)
        text = say(msg("dm-waiting", game=table.kit.game.title, id=table.id), lang)
        text = f"{text}{deadline_text(table, seat, lang)} {link}".strip()
        text = with_digest(text, await bot.sessions.digest(table, seat, secrets=True, lang=lang))
        nonce = f"d{table.id}v{table.record.version}s{seat}"[:25]  # a board posted again never DMs twice
        if await send_dm(bot, user_id, text, nonce=nonce) or mine.get(DM_FAILED_PREF):
            continue
        await bot.sessions.set_pref(user_id, DM_FAILED_PREF, "1")
        place, _ = await reach_home(bot, table)
        if place is not None:
            try:
                await place.send(
                    say(msg("nt-dm-closed", who=f"<@{user_id}>"), lang),
                    allowed_mentions=discord.AllowedMentions(users=True),
                )
            except discord.HTTPException:
                log.info("could not tell user %s about their DMs", user_id, exc_info=True)


class DiscordNotifier:
    """The scheduler's way to Discord: publishing automatic moves and sending reminders."""

    def __init__(self, bot: HauntBot) -> None:
        self.bot = bot

    def publisher(self, kind: str) -> Publish:
        """The publish step of the game's cog."""
        return game_cog(self.bot, kind).publish

    async def remind(self, table: Table, seat: int, note: Msg) -> None:
        """Mention the player in the game with a link to the live board (re-posted if it was deleted); a seat
        a bot decides for, or whose player was replaced by one, is never reminded."""
        if not pingable(table.seat(seat)):
            return
        cog = game_cog(self.bot, table.record.kind)
        if not await self._board_alive(table):
            picture = await self.bot.sessions.render(table)
            await cog.post_board(table, say(msg("board-deleted"), table.lang), picture)
            table = await self.bot.sessions.load(table.id)
            if table.record.paused:
                return
        user_id = table.user_of(seat)

        since = await self.bot.sessions.ping_digest(table, (seat,))

        async def send(place: Place, moved: str | None) -> discord.Message:
            link = board_link(await self.bot.sessions.load(table.id)) if moved else board_link(table)
            told = say(note, table.lang) + deadline_text(table, seat, table.lang)
            if link:
                told += " " + say(msg("g-live-board", link=link), table.lang)
            text = f"<@{user_id}> {told}"
            if moved:
                text = f"{moved}\n{text}"
            text = with_digest(text, since)
            return await place.send(text, allowed_mentions=discord.AllowedMentions(users=True))

        sent, _ = await post_home(self.bot, table, send)
        if sent is None:
            return
        link = board_link(table)
        prefs = await self.bot.sessions.prefs_of([user_id])
        if prefs.get(user_id, {}).get(DM_PREF) == "1":
            lang = dm_lang(prefs[user_id])
            text = f"{table.kit.game.title} #{table.id}: {say(note, lang)} {link or ''}".strip()
            digest = await self.bot.sessions.digest(table, seat, secrets=True, lang=lang)
            await send_dm(self.bot, user_id, with_digest(text, digest))

    async def announce(self, table: Table, text: str) -> None:
        """Say a change of who plays a seat in the game's thread, in one line that pings nobody."""
        await announce(self.bot, table, text)

    async def move_into_thread(self, game_id: int) -> bool:
        """Open the thread Discord would not open at the game's start, and move the game there (its cog does)."""
        table = await self.bot.sessions.load(game_id)
        return await self.bot.sessions.move_into_thread(game_id, game_cog(self.bot, table.record.kind).move_into_thread)

    async def retire_board(self, old: OldBoard) -> None:
        """Leave a board a newer one replaced as its line of text (see :func:`cogs.boards.retire_board`)."""
        from cogs.boards import retire_board

        await retire_board(self.bot, old)

    async def end_look(self, look: Look) -> None:
        """A private look's time is up: its game's cog hides it."""
        table = await self.bot.sessions.load(look.game_id)
        await game_cog(self.bot, table.record.kind).end_look(table, look)

    async def _board_alive(self, table: Table) -> bool:
        rec = table.record
        if not rec.board_message_id:
            return False
        try:
            place = await _fetch(self.bot, rec.home_id)
            await place.fetch_message(rec.board_message_id)
        except discord.NotFound:
            return False
        except discord.HTTPException:
            return True  # not a deleted board: reach_home deals with lost channels
        return True
