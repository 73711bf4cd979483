"""The lobby and board commands every game shares, and the handlers behind the components.

Each game's cog subclasses :class:`GameCog` (an ``app_commands`` group) naming its ``kind``;
its ``new`` command is made from the game's declared options (:mod:`cogs.options`), and it adds
its own move commands. What a game may change is a few public hooks (``board_controls``,
``board_embed``, ``private_summary``, ``private_controls``, ``handle_step``...); errors are
raised as :class:`Refusal` and answered in one place (:mod:`cogs.errors`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.base import Option, cut
from bot.i18n import EN, Text, lang_of, msg, say
from bot.names import named_text
from bot.registry import KITS, GameKit
from bot.sessions import MoveResult, Picture, Refusal, Table
from bot.storage import ACTIVE, FINISHED, LOBBY, REPLACED, Look
from cogs import bots, messages, notices, players
from cogs.history import history_controls, history_embed
from cogs.languages import dm_lang
from cogs.looks import hide_look
from cogs.options import deadline_settings, new_command
from cogs.replies import MAX_CONTENT, reply

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

log = logging.getLogger(__name__)

MIN_DIGEST = 150
"""The least of a digest worth showing above a private view (a shorter cut is left out)."""

BOARD_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)
"""A board pings the players it names, never a role or everyone."""


def display_name(user: discord.abc.User) -> str:
    """The name shown on boards for a user."""
    return getattr(user, "display_name", None) or user.name


class GameCog(bots.BotSeats, commands.GroupCog):
    """Shared subcommands: new, join, leave, start, cancel, kick, board, view, history, rules, resign, replay."""

    kind: ClassVar[str]
    kit: ClassVar[GameKit]
    """The game's kit; a subclass names its ``kind`` and gets the registered kit (or sets its own)."""
    new_description: ClassVar[str] = ""
    """The ``new`` command's description (default: "Open a <title> lobby in this channel.")."""
    setting_options: ClassVar[tuple[Option, ...]] = ()
    """Options of ``new`` that are table settings the rules do not know (e.g. Quiet House's strict silence)."""
    new: ClassVar[app_commands.Command[Any, ..., None]]
    """``/<game> new``, made from the game's declared options when the subclass is created."""
    first_board_how: ClassVar[Text | None] = None
    """Where the moves are, said on the first board (None: the game's boards say it themselves)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in cls.__dict__:
            return
        if "kit" not in cls.__dict__:
            cls.kit = KITS[cls.kind]
        title = cls.kit.game.title
        description = cls.new_description or f"Open a {title} lobby in this channel."
        options, settings = cls.kit.game.traits.options, (*cls.setting_options, *bots.new_options(cls.kit))
        windows = bool(cls.kit.game.traits.windows)
        cls.new = new_command(cls.__name__, title, description, options, settings, bots.open_new, windows=windows)

    def __init__(self, bot: HauntBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        """Register as the cog playing ``kind``: components route to it by the kind in their ids."""
        self.bot.game_cogs[self.kind] = self

    async def cog_unload(self) -> None:
        """Stop receiving this kind's components."""
        if self.bot.game_cogs.get(self.kind) is self:
            del self.bot.game_cogs[self.kind]

    @property
    def title(self) -> str:
        """The game's title."""
        return self.kit.game.title

    # --- shared slash commands ------------------------------------------------------

    @app_commands.command(name="join", description="Join the open lobby in this channel.")
    async def join(self, interaction: Interaction) -> None:
        """Join this channel's open lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        table = await self.bot.sessions.join(lobby.id, interaction.user.id, display_name(interaction.user))
        await self.refresh_lobby(table)
        await reply(interaction, say(msg("g-joined", game=self.title, id=table.id), lang_of(interaction.locale)))

    @app_commands.command(name="leave", description="Leave the open lobby in this channel.")
    async def leave(self, interaction: Interaction) -> None:
        """Leave this channel's open lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        table = await self.bot.sessions.leave(lobby.id, interaction.user.id)
        await self.refresh_lobby(table)
        await reply(interaction, say(msg("g-left", game=self.title, id=table.id), lang_of(interaction.locale)))

    @app_commands.command(name="start", description="Start the game (host only).")
    async def start(self, interaction: Interaction) -> None:
        """Start this channel's lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self._start(lobby.id, interaction.user.id)
        home = (await self.bot.store.game(table.id) or table.record).home_id
        await reply(interaction, say(msg("g-started", id=table.id, place=f"<#{home}>"), lang_of(interaction.locale)))

    @app_commands.command(name="cancel", description="Cancel the lobby or game here (host or Manage Server).")
    async def cancel(self, interaction: Interaction) -> None:
        """Cancel this channel's lobby, or the game played here."""
        table = await self.bot.sessions.lobby_or_game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        admin = bool(interaction.permissions and interaction.permissions.manage_guild)
        table = await self.bot.sessions.cancel(table.id, interaction.user.id, admin=admin)
        await self._retire(table)
        await reply(interaction, say(msg("g-cancelled", game=self.title, id=table.id), table.lang), ephemeral=False)

    @app_commands.command(name="kick", description="Remove a player from the lobby (host only).")
    @app_commands.describe(player="Who to remove from the lobby")
    async def kick(self, interaction: Interaction, player: discord.User) -> None:
        """Remove a player from this channel's lobby."""
        lobby = await self.bot.sessions.lobby_here(self.kind, interaction.channel_id or 0)
        table = await self.bot.sessions.kick(lobby.id, interaction.user.id, player.id)
        await self.refresh_lobby(table)
        await reply(interaction, say(msg("g-kicked", who=display_name(player)), lang_of(interaction.locale)))

    @app_commands.command(name="board", description="Post the live board again at the bottom of the game.")
    async def board(self, interaction: Interaction) -> None:
        """Re-post the live board."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await self.bot.sessions.picture(table)
        sentence = await self.bot.store.last_sentence(table.id)
        place = await self.post_board(
            table, None if sentence is None else named_text(sentence, table.names, table.lang), picture
        )
        if place is not None and place.id != interaction.channel_id:
            await reply(interaction, say(msg("g-board-posted-in", place=place.mention), lang_of(interaction.locale)))
        else:
            await reply(interaction, say(msg("g-board-posted-below"), lang_of(interaction.locale)))

    @app_commands.command(name="view", description="See your private view (only you can see it).")
    async def view(self, interaction: Interaction) -> None:
        """Show the caller's private view."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await self.show_private_view(interaction, table)

    @app_commands.command(name="history", description="The game's moves so far, newest last (only you can see it).")
    @app_commands.describe(page="Which page (1 is the first moves; the default is the newest)")
    async def history(self, interaction: Interaction, page: app_commands.Range[int, 1, 9999] | None = None) -> None:
        """Show the history of the game played here (or the last one that ended here)."""
        game_id = await self.bot.sessions.log_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await self.show_history(interaction, game_id, page)

    @app_commands.command(name="rules", description="The rules in short, with this project's rulings.")
    async def rules(self, interaction: Interaction) -> None:
        """Show the rules reminder."""
        await self.send_rules(interaction)

    @app_commands.command(name="resign", description="Leave the game you are playing here.")
    async def resign(self, interaction: Interaction) -> None:
        """Resign from the game played here."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.sessions.resign(table.id, interaction.user.id, publish=self.publish)
        await reply(interaction, say(msg("g-you-left"), lang_of(interaction.locale)))

    @app_commands.command(name="replay", description="Step through a finished game's boards (only you see it).")
    @app_commands.describe(
        game="The game's number (default: the last one that finished here)",
        move="The move to start at (default 0: the first board)",
    )
    async def replay(
        self,
        interaction: Interaction,
        game: app_commands.Range[int, 1] | None = None,
        move: app_commands.Range[int, 0] | None = None,
    ) -> None:
        """Replay a finished game of this kind board by board, for the user asking (see :mod:`cogs.replay`)."""
        from cogs.replay import open_replay

        await open_replay(self, interaction, game, move)

    # --- lobby plumbing ---------------------------------------------------------------

    async def _open_new(self, interaction: Interaction, options: dict[str, Any], other: dict[str, Any]) -> None:
        """What every ``new`` does: the game's options to the rules, the rest as table settings."""
        settings = {o.name: other[o.name] for o in self.setting_options if other.get(o.name)}  # off: not stored
        settings |= deadline_settings(other)
        await self.check_new(interaction, options, settings)
        await self.open_lobby(interaction, options, settings=settings, note=self.lobby_note(options, settings))

    async def check_new(self, interaction: Interaction, options: dict[str, Any], settings: dict[str, Any]) -> None:
        """Refuse a ``new`` the caller may not open (raise Refusal); games with such limits override it."""

    def lobby_note(self, options: dict[str, Any], settings: dict[str, Any]) -> str | None:
        """A line shown above a new lobby card (None: none); games override it."""
        return None

    async def open_lobby(
        self,
        interaction: Interaction,
        options: dict[str, Any],
        *,
        settings: dict[str, Any] | None = None,
        note: str | None = None,
    ) -> None:
        """Open a lobby here with the caller as host (what ``new`` does).

        ``options`` go to the rules engine; ``settings`` are table settings it does not know;
        ``note`` is a line shown above the lobby card.
        """

        table = await self.bot.sessions.open_lobby(
            self.kind,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            user_id=interaction.user.id,
            name=display_name(interaction.user),
            options=options,
            settings=settings,
            lang=lang_of(interaction.guild.preferred_locale if interaction.guild else interaction.locale),
        )
        await interaction.response.send_message(
            content=note, embed=messages.lobby_embed(table), view=messages.lobby_view(table)
        )
        message = await interaction.original_response()
        await self.bot.sessions.set_places(table.id, lobby_message_id=message.id)

    async def _retire(self, table: Table) -> None:
        """After a cancel: the lobby card says so and the last board loses its controls."""
        await self.refresh_lobby(table)
        if table.record.board_message_id:
            await self._strip_old_board(table.record.home_id, table.record.board_message_id)

    async def ended_by_admin(self, table: Table) -> None:
        """A server manager ended the game from ``/hauntbot-admin end``: retire it and say so in its home."""
        await self._retire(table)
        place, _ = await notices.reach_home(self.bot, table)
        if place is not None:
            try:
                await place.send(say(msg("g-ended-by-manager", game=self.title, id=table.id), table.lang))
            except discord.HTTPException:
                log.info("could not announce the end of game %s", table.id, exc_info=True)

    async def handle_lobby_button(self, interaction: Interaction, game_id: int, op: str) -> None:
        """Join, Leave or Start pressed on a lobby message."""
        sessions = self.bot.sessions
        user = interaction.user
        if op == "start":
            await interaction.response.defer()
            await self._start(game_id, user.id)
            return
        if op == "enter":
            table = await sessions.join(game_id, user.id, display_name(user))
            await self.refresh_lobby(table)
            where = f"<#{table.record.channel_id}>"
            joined = msg("g-joined-in", game=self.title, id=table.id, place=where)
            await reply(interaction, say(joined, lang_of(interaction.locale)))
            return
        if op == "join":
            table = await sessions.join(game_id, user.id, display_name(user))
        else:
            table = await sessions.leave(game_id, user.id)
        await interaction.response.edit_message(embed=messages.lobby_embed(table), view=messages.lobby_view(table))

    async def _start(self, game_id: int, user_id: int) -> Table:
        """Start the game, then give it its thread and first board (a failure there is repaired later)."""
        lobby = await self.bot.sessions.load(game_id)
        channel = await self._channel(lobby.record.channel_id)
        table = await self.bot.sessions.start(game_id, user_id, own_thread=self._can_thread(channel))
        try:
            await self.first_board(table, await self.bot.sessions.picture(table))
        except Exception:
            # The game has started: its first board stays owed and the next scheduler pass posts it.
            log.exception("the first board of game %s could not be posted; it stays owed", table.id)
        return table

    @staticmethod
    def _can_thread(channel: object) -> bool:
        """Whether a game started from ``channel`` gets a thread of its own."""
        return (
            isinstance(channel, discord.TextChannel) and channel.permissions_for(channel.guild.me).create_public_threads
        )

    async def first_board(self, table: Table, picture: Picture | None, sentence: Text = "") -> None:
        """Open the game's thread (or explain why not), then post its first board with everyone mentioned.

        ``sentence`` is a move already made when the first board was never posted before it.
        """
        sessions = self.bot.sessions
        note = None
        if table.record.thread_id is None:
            channel = await self._channel(table.record.channel_id)
            if isinstance(channel, discord.Thread | discord.DMChannel):
                pass  # already a place of its own (a solo game in a DM needs no thread)
            elif isinstance(channel, discord.TextChannel) and self._can_thread(channel):
                thread = await self._open_thread(channel, table)
                if thread is not None:
                    await sessions.set_places(table.id, thread_id=thread.id)
                else:
                    note = say(msg("g-no-thread"), table.lang)
            else:
                note = say(msg("g-no-thread-permission"), table.lang)
            table = await sessions.load(table.id)
        await self.refresh_lobby(table)
        names = players.mentions(table, range(len(table.seats)))
        intro = say(msg("g-begins", game=self.title, id=table.id, players=names), table.lang)
        if note:
            intro += f"\n{note}"
        if self.first_board_how is not None:
            intro += f"\n{say(self.first_board_how, table.lang)}"
        if sentence:
            intro += f"\n\n{named_text(sentence, table.names, table.lang)}"
        await self.post_board(table, intro, picture)
        await notices.notify_fresh(self.bot, table, tuple(sorted(table.to_act())))

    async def _open_thread(self, channel: discord.TextChannel, table: Table) -> discord.Thread | None:
        name = f"{self.title} #{table.id}"
        try:
            if table.record.lobby_message_id:
                return await channel.get_partial_message(table.record.lobby_message_id).create_thread(name=name)
            return await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        except discord.HTTPException:
            log.warning("could not open a thread for game %s", table.id, exc_info=True)
            return None

    async def refresh_lobby(self, table: Table) -> None:
        """Redraw the lobby message (players, buttons) after a change."""
        rec = table.record
        if not rec.lobby_message_id:
            return
        try:
            channel = await self._channel(rec.channel_id)
            await channel.get_partial_message(rec.lobby_message_id).edit(  # type: ignore[union-attr]
                embed=messages.lobby_embed(table), view=messages.lobby_view(table)
            )
        except (discord.HTTPException, AttributeError):
            log.info("lobby message of game %s could not be updated", rec.id, exc_info=True)

    # --- moves and boards ----------------------------------------------------------------

    async def handle_move(self, interaction: Interaction, game_id: int, action: str, version: int) -> None:
        """A move button or select was used on a board."""
        await interaction.response.defer()
        result = await self.bot.sessions.play(
            game_id, interaction.user.id, action, version=version, publish=self.publish
        )
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            try:
                await self.refresh_private(interaction, result.table)
            except Exception:  # the move is saved: never answer "nothing was changed" now
                log.exception("the private view of game %s could not be redrawn", game_id)

    async def play_command(self, interaction: Interaction, action: str) -> None:
        """A move typed as a slash command in the game's thread."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await self.bot.sessions.play(table.id, interaction.user.id, action, version=None, publish=self.publish)
        lang = lang_of(interaction.locale)
        await reply(interaction, say(msg("g-done", move=named_text(result.sentence, result.table.names, lang)), lang))

    async def publish(self, result: MoveResult) -> None:
        """Show the move on Discord, then DM the players who asked to be told it is their turn.

        A game whose first board was never posted (a crash or a refused post right after its
        start) gets its thread and first board now, then the move.
        """
        if result.table.record.board_version is None:
            await self.first_board(result.table, result.picture, result.sentence)
            return
        await self.show(result)
        if result.table.record.status == FINISHED:
            await self.refresh_lobby(result.table)  # the lobby card says when the game ended and who won
        await bots.after_move(self.bot, result)

    async def show(self, result: MoveResult) -> None:
        """Show the board after a move (games may do more first); see :meth:`show_board`."""
        await self.show_board(result, result.sentence)

    async def show_board(self, result: MoveResult, sentence: Text) -> None:
        """A quiet thread: while the same seats keep acting, or only bots, the live board is edited in place (no
        new ping), listing the moves made on it; when a player must act anew, a new board is posted and pings them.

        Sentences are said in the table's language (its server's)."""
        table = result.table
        said = named_text(sentence, table.names, table.lang)
        if players.quiet(result) and table.record.board_message_id and table.record.board_started is not None:
            earlier = await self.bot.store.sentences_from(table.id, table.record.board_started)
            lines = [named_text(s, table.names, table.lang) for s in earlier[:-1]]
            told = "\n".join([*lines, said]) if earlier else said
            if await self.edit_board(table, told, result.picture):
                return
        await self.post_board(table, said, result.picture)

    async def edit_board(self, table: Table, sentence: str, picture: Picture | None) -> bool:
        """Redraw the live board in place with ``table``'s version; False when it cannot be edited."""
        rec = table.record
        if not rec.board_message_id:
            return False
        embed, files = self._board_parts(table, sentence, picture)
        try:
            channel = await self._channel(rec.home_id)
            await channel.get_partial_message(rec.board_message_id).edit(  # type: ignore[union-attr]
                content=self.board_mentions(table) or None,
                embed=embed,
                attachments=files,
                view=self.board_controls(table),
                allowed_mentions=BOARD_MENTIONS,
            )
        except (discord.HTTPException, AttributeError):
            log.info("board of game %s could not be edited; posting a new one", rec.id, exc_info=True)
            return False
        await self.bot.sessions.board_posted(table, rec.board_message_id)
        return True

    def board_mentions(self, table: Table) -> str:
        """Who the live board pings: the seats that must act."""
        return messages.mention_line(table)

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The live board's embed."""
        return messages.board_embed(table, sentence)

    def board_controls(self, table: Table) -> discord.ui.View:
        """The live board's buttons and selects."""
        return messages.board_view(table)

    async def before_board(self, place: notices.Place, table: Table) -> None:
        """Anything a game posts just before a board (nothing by default)."""

    async def post_board(self, table: Table, sentence: str | None, picture: Picture | None) -> notices.Place | None:
        """Send a new live board to the game's home and strip the controls of the previous one.

        When the thread or channel is gone the board goes where it still can, with a note;
        when nowhere is left the game is paused and its host told. A board whose picture could
        not be drawn (``picture`` None) is posted as text, with its controls. Returns where it
        was posted; the board is recorded as posted with the version it shows.
        """
        rec = table.record

        async def send(place: notices.Place, note: str | None) -> tuple[discord.Message, notices.Place]:
            shown, text = table, sentence
            if note:
                text = f"{note}\n\n{sentence}" if sentence else note
                shown = await self.bot.sessions.load(table.id)
            await self.before_board(place, shown)
            embed, files = self._board_parts(shown, text, picture)
            since = await self.bot.sessions.ping_digest(shown, players.pinged(shown, shown.to_act()), on_board=True)
            content = "\n".join(x for x in (self.board_mentions(shown), since) if x)
            message = await place.send(
                content=cut(content, MAX_CONTENT) or None,
                embed=embed,
                files=files,
                view=self.board_controls(shown),
                allowed_mentions=BOARD_MENTIONS,
            )
            return message, place

        posted, note = await notices.post_home(self.bot, table, send)
        if posted is None:
            return None
        message, place = posted
        old = rec.board_message_id
        await self.bot.sessions.board_posted(table, message.id)
        if rec.paused:
            await self.bot.store.set_paused(rec.id, None)
        if old and old != message.id and not note:
            await self._strip_old_board(rec.home_id, old)
        return place

    def _board_parts(
        self, table: Table, sentence: str | None, picture: Picture | None
    ) -> tuple[discord.Embed, list[discord.File]]:
        """The live board's embed and attachment; a board whose picture failed is the board in words."""
        embed = self.board_embed(table, sentence)
        messages.add_reveal(embed, table)
        if picture is None:
            messages.as_text_board(embed, table)
            return embed, []
        return embed, [messages.board_file(picture)]

    async def _strip_old_board(self, channel_id: int, message_id: int) -> None:
        try:
            channel = await self._channel(channel_id)
            await channel.get_partial_message(message_id).edit(view=None)  # type: ignore[union-attr]
        except (discord.HTTPException, AttributeError):
            log.info("old board %s could not be edited", message_id, exc_info=True)

    async def send_current_board(self, interaction: Interaction, game_id: int, text: str) -> None:
        """Answer a click on an outdated board with ``text`` and the current board, ephemerally."""
        try:
            table = await self.bot.sessions.load(game_id)
            picture = await self.bot.sessions.render(table)
        except Refusal:
            await reply(interaction, text)
            return
        rec = table.record
        if rec.board_behind and self.bot.sessions.on_due is not None:
            self.bot.sessions.on_due()  # the live board is owed: let the scheduler post it now
        link = ""
        if rec.board_message_id and interaction.guild_id and not rec.board_behind:
            url = f"https://discord.com/channels/{interaction.guild_id}/{rec.home_id}/{rec.board_message_id}"
            link = "\n" + say(msg("g-live-board", link=url), lang_of(interaction.locale))
        cog = self.bot.game_cogs.get(rec.kind, self)
        await reply(interaction, text + link, embed=cog.board_embed(table, None), file=messages.board_file(picture))

    async def show_history(
        self, interaction: Interaction, game_id: int, page: int | None, *, in_place: bool = False
    ) -> None:
        """A page of the game's history (None: the newest) for the user asking, sent ephemerally; with
        ``in_place`` (a page button of a history message) that message is redrawn instead."""
        lang = lang_of(interaction.locale)
        table, shown = await self.bot.sessions.history(game_id, interaction.user.id, page, lang)
        embed = history_embed(table, shown, spectator=table.reader_of(interaction.user.id) is None, lang=lang)
        controls = history_controls(table, shown, lang)
        if in_place:
            await interaction.response.edit_message(embed=embed, view=controls)
            return
        await reply(interaction, "", embed=embed, view=controls)

    async def handle_private_view(self, interaction: Interaction, game_id: int) -> None:
        """The "My view" button."""
        await self.show_private_view(interaction, await self.bot.sessions.load(game_id))

    async def show_private_view(self, interaction: Interaction, table: Table) -> None:
        """Send the caller their private view with their own controls, ephemerally."""
        seat = self.viewer_seat(table, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await self.bot.sessions.render(table, seat, lang_of(interaction.locale))
        view = table.view(seat)
        controls = bots.own_controls(self, table, seat, lang_of(interaction.locale))
        text = await self.private_text(table, seat, view, lang_of(interaction.locale))
        await reply(interaction, text, file=messages.board_file(picture, "my-view.png"), view=controls)

    @staticmethod
    def viewer_seat(table: Table, user_id: int) -> int:
        """The seat whose private view ``user_id`` may see; Refusal before the start or for a spectator."""
        seat = table.seat_of(user_id)
        if table.record.status == LOBBY:
            raise Refusal(msg("g-nothing-private-yet"))
        if seat is None or table.seat(seat).stand_in_why == REPLACED:  # a player replaced by a bot left the game
            raise Refusal(msg("g-no-private-view"))
        return seat

    async def refresh_private(self, interaction: Interaction, table: Table) -> None:
        """After a move made from a private view, redraw that ephemeral message in place."""
        seat = table.seat_of(interaction.user.id)
        if seat is None or not table.started:
            return
        picture = await self.bot.sessions.render(table, seat, lang_of(interaction.locale))
        view = table.view(seat)
        text = await self.private_text(table, seat, view, lang_of(interaction.locale))
        try:
            await interaction.edit_original_response(
                content=cut(text, MAX_CONTENT),
                attachments=[messages.board_file(picture, "my-view.png")],
                view=bots.own_controls(self, table, seat, lang_of(interaction.locale)),
            )
        except discord.HTTPException:
            log.info("private view of game %s could not be refreshed", table.id, exc_info=True)

    async def end_look(self, table: Table, look: Look) -> None:
        """A private look's time is up (the scheduler calls this): hide what it shows."""
        user_id = table.user_of(look.seat)
        lang = dm_lang((await self.bot.store.prefs([user_id])).get(user_id, {}))
        await hide_look(self.bot, look, say(msg("g-look-hidden"), lang))

    async def private_text(self, table: Table, seat: int, view: Any, lang: str = EN) -> str:
        """A private view's text: what happened since the seat last moved (with its own secrets, in ``lang``),
        then the game's summary of the view, within one message."""
        summary = self.private_summary(view, table.names, lang)
        if table.record.status != ACTIVE:
            return summary
        since = await self.bot.sessions.digest(table, seat, secrets=True, lang=lang)
        room = MAX_CONTENT - len(summary) - 2
        if since and len(since) > room:  # the view's own text comes first: the digest gives way
            since = cut(since, room) if room >= MIN_DIGEST else ""
        return f"{since}\n\n{summary}" if since else summary

    def private_summary(self, view: Any, names: Sequence[str], lang: str = EN) -> str:
        """The text of a private view in ``lang`` (``names``: the seats' display names); games override it."""
        return say(msg("g-only-you"), lang)

    def private_controls(self, table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
        """The seat's own controls in its private view, in its player's ``lang`` (None: nothing to do now)."""
        return messages.private_view(table, seat, lang)

    async def send_rules(self, interaction: Interaction) -> None:
        """Send the rules reminder of this game, ephemerally."""
        await bots.send_rules(self, interaction)

    async def handle_step(
        self, interaction: Interaction, game_id: int, stamp: int, step: str, values: tuple[str, ...]
    ) -> None:
        """A step of this game's own controls (``cogs.components.StepButton``/``StepSelect``); games that
        draw such controls override it."""
        raise Refusal(msg("g-old-controls"))

    async def _channel(self, channel_id: int) -> discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        return channel
