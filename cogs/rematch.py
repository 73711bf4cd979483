"""Rematch: the "Play again" button on a finished game's final board. One ``DynamicItem`` family, ids
``hbrm:<kind>:<game>`` (the finished game), so a press keeps working after a restart.

A player of that game (a human who held a seat) who presses it opens a lobby of the same game in the game's channel
(not its thread) with the same options and table settings, as its host, with the same bots seated; the lobby message
pings the other players once each and its card lists them as invited until they join with its Join button. The
host starts when ready. Any later press, by anyone who played, leads to that same lobby (an invited player who
presses it joins it); while another lobby of the game is open in the channel, the press says so. The sessions
decide (:meth:`bot.sessions.Sessions.rematch`); this module posts and answers, the card in the table's language,
each answer in its asker's.
"""

from __future__ import annotations

import asyncio
import logging
import re
import weakref
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import EN, Msg, lang_of, msg, say
from bot.sessions import Refusal, Table
from bot.sessions.rematch import FOUND, OPENED, TAKEN
from bot.storage import LOBBY
from cogs.components import GAME, KIND, GameItem
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from cogs.base import GameCog

log = logging.getLogger(__name__)

REMATCH_TEMPLATE = rf"hbrm:{KIND}:{GAME}"
_pressing: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
"""One lock per finished game, held from a press's decision to its lobby message: a second press waits and finds
the message posted, so the lobby is posted once."""


def rematch_id(kind: str, game: int) -> str:
    """The custom id of a finished game's "Play again" button."""
    return f"hbrm:{kind}:{game}"


class RematchButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=REMATCH_TEMPLATE):
    """ "Play again" on a finished game's board: opens (or leads to) the game's rematch lobby."""

    def __init__(self, kind: str, game: int, *, lang: str = EN) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=say(msg("rm-play-again"), lang),
            emoji="🔁",
            style=discord.ButtonStyle.success,
            custom_id=rematch_id(kind, game),
        )
        super().__init__(button)
        self.kind, self.game = kind, game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RematchButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]))

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Open or find the rematch, and tell the presser where it is."""
        await play_again(cog, interaction, self.game)


def _lock(game_id: int) -> asyncio.Lock:
    lock = _pressing.get(game_id)
    if lock is None:
        lock = _pressing[game_id] = asyncio.Lock()
    return lock


async def play_again(cog: GameCog, interaction: Interaction, game_id: int) -> None:
    """A press of "Play again" on game ``game_id``'s final board (see the module's docstring); the presser is
    answered ephemerally, in their language, with a link to the lobby."""
    lang = lang_of(interaction.locale)
    user = interaction.user
    await interaction.response.defer(ephemeral=True, thinking=True)
    async with _lock(game_id):
        result = await cog.bot.sessions.rematch(game_id, user.id, user.display_name)
        table = result.table
        if result.how != TAKEN and table.record.status == LOBBY and not table.record.lobby_message_id:
            table = await post_lobby(cog.bot, table, game_id)
    if result.how == OPENED:
        invited = len(pending(table))
        answer: Msg = msg("rm-opened", link=lobby_link(table), count=invited)
    elif result.how == FOUND and table.record.status != LOBBY:
        answer = msg("rm-begun", id=table.id, place=f"<#{table.record.home_id}>")
    elif result.how == FOUND:
        answer = await _join(cog, table, user)
    else:
        rec = table.record
        answer = msg(
            "rm-lobby-taken",
            game=table.kit.game.title,
            place=f"<#{rec.channel_id}>",
            link=lobby_link(table),
            kind=rec.kind,
        )
    await reply(interaction, say(answer, lang))


async def _join(cog: GameCog, table: Table, user: discord.abc.User) -> Msg:
    """A player pressing "Play again" once the rematch is open: seated (pressing is saying yes), unless they sit
    there already or it is full; what they are told."""
    if table.seat_of(user.id) is not None:
        return msg("rm-open-already", link=lobby_link(table))
    try:
        joined = await cog.bot.sessions.join(table.id, user.id, user.display_name)
    except Refusal:  # the lobby filled up or closed meanwhile: the link says where it is
        return msg("rm-open-already", link=lobby_link(table))
    await cog.refresh_lobby(joined)
    return msg("rm-joined", link=lobby_link(joined))


def pending(table: Table) -> list[int]:
    """The user ids of the invited players who have not joined the lobby."""
    return [i.user_id for i in table.invited if table.seat_of(i.user_id) is None]


def lobby_link(table: Table) -> str:
    """A link to the lobby's message (its channel when the message is not known)."""
    rec = table.record
    if rec.guild_id and rec.lobby_message_id:
        return f"https://discord.com/channels/{rec.guild_id}/{rec.channel_id}/{rec.lobby_message_id}"
    return f"<#{rec.channel_id}>"


async def post_lobby(bot: HauntBot, table: Table, of: int) -> Table:
    """Post the rematch lobby of game ``of`` in its channel: the invited players pinged once each (and nobody
    else), then the lobby card with its controls. Refusal when Discord refuses the post (a later press tries
    again)."""
    from cogs import messages  # cogs.messages puts this module's button on every final board

    rec = table.record
    invited = pending(table)
    words = say(msg("rm-invitation", host=table.seat(0).name, game=table.kit.game.title, id=of), table.lang)
    cog = bot.game_cogs.get(rec.kind)
    notes = cog.lobby_note(rec.options, rec.settings) if cog is not None else ()  # as its game's ``new`` says
    content = "\n".join([*(say(note, table.lang) for note in notes), " ".join([*(f"<@{u}>" for u in invited), words])])
    mentions = discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(user_id) for user_id in invited]
    )
    try:
        channel = bot.get_channel(rec.channel_id) or await bot.fetch_channel(rec.channel_id)
        message = await channel.send(  # type: ignore[union-attr]
            content=content,
            embed=messages.lobby_embed(table),
            view=messages.lobby_view(table),
            allowed_mentions=mentions,
        )
    except (discord.HTTPException, AttributeError) as exc:
        log.info("the rematch lobby %s could not be posted", rec.id, exc_info=True)
        raise Refusal(msg("rm-not-posted", place=f"<#{rec.channel_id}>", kind=rec.kind)) from exc
    await bot.sessions.set_places(table.id, lobby_message_id=message.id)
    return await bot.sessions.load(table.id)
