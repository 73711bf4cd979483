"""The bot class: opens the store, loads the cogs, registers persistent components, syncs commands.

It is an ``AutoShardedBot`` running the shards of ``SHARD_COUNT``/``SHARD_IDS`` (one shard when unset, as
a bot that does not shard); several such processes share one PostgreSQL database, each claiming the
scheduled work of its shards' games (:mod:`bot.claiming`)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.bots.runner import BotRunner
from bot.claiming import Claims, lease_for
from bot.config import INTENTS, Settings, invite_url
from bot.health import Heartbeat, heartbeat_path
from bot.i18n.commands import CatalogueTranslator
from bot.registry import KITS, GameKit
from bot.scheduler import Scheduler
from bot.sessions import Sessions, utcnow
from bot.storage import Store, StoreProtocol
from bot.warmup import warm_renderers

if TYPE_CHECKING:
    from cogs.base import GameCog

log = logging.getLogger(__name__)

HAUNTBOT_EXTENSION = "cogs.hauntbot"
"""``/hauntbot``: lists, settings and server administration (every game's cog is named in its kit)."""
COMMAND_HASH_KEY = "command_hash"


class HauntBot(commands.AutoShardedBot):
    """Hauntbot: slash commands and components only, no message content."""

    store: StoreProtocol
    sessions: Sessions
    scheduler: Scheduler
    _warming: asyncio.Task[None] | None = None

    def __init__(
        self,
        settings: Settings,
        *,
        force_sync: bool = False,
        clock: Callable[[], datetime] = utcnow,
        new_seed: Callable[[], int] | None = None,
        kits: Mapping[str, GameKit] = KITS,
        clear_guild: int | None = None,
    ) -> None:
        shards = settings.shards
        sharding: dict[str, Any] = {"shard_count": shards.count}
        if shards.ids is not None:
            sharding["shard_ids"] = list(shards.ids)  # this process's shards (None: all of them)
        super().__init__(command_prefix=commands.when_mentioned, intents=INTENTS, help_command=None, **sharding)
        self.kits = kits
        """The games this bot offers (``bot.registry.KITS``; tests may add their own)."""
        self.game_cogs: dict[str, GameCog] = {}
        """The cog playing each kind, filled as the cogs load: components route by the kind in their ids."""
        self.settings = settings
        self.force_sync = force_sync
        self.clear_guild = clear_guild
        """A server whose copy of the commands the log-in clears (``--clear-guild-commands``); nothing else runs."""
        self.clock = clock
        self._new_seed = new_seed
        self.synced: str | None = None
        """Where commands were synced at start-up: "guild", "global", "cleared" (a server's) or None (current)."""
        self.user_langs: dict[int, str] = {}
        """The language each user last spoke to this process in (kept in their preferences for DMs)."""

    async def setup_hook(self) -> None:
        """Open the database, load every cog, re-attach components and sync commands if needed.

        With ``clear_guild`` set it only clears that server's commands: no database, no cogs.
        """
        if self.clear_guild is not None:
            await self.clear_guild_commands(self.clear_guild)
            return
        self.store = await Store.open(self.settings.database)
        extra = {"new_seed": self._new_seed} if self._new_seed else {}
        self.sessions = Sessions(
            self.store, self.kits, clock=self.clock, bot_pause=self.settings.bot_pause_seconds, **extra
        )
        claims = Claims(
            self.store, clock=self.clock, lease=lease_for(self.settings.poll_seconds), shards=self.settings.shards
        )
        from bot.results import record_missing_results

        # games finished before results were kept (one process does it at a time)
        await claims.once("results", lambda: record_missing_results(self.store, self.kits))
        from cogs.components import DYNAMIC_ITEMS
        from cogs.notices import DiscordNotifier
        from cogs.old_ids import OldControl
        from cogs.pages import PageButton
        from cogs.prefs import PrefToggle
        from cogs.rematch import RematchButton
        from cogs.replay import ReplayControl
        from cogs.seat_controls import SeatControl
        from cogs.undo import UndoButton

        for name in (*(kit.extension for kit in self.kits.values()), HAUNTBOT_EXTENSION):
            await self.load_extension(name)
        families = (
            *DYNAMIC_ITEMS,
            OldControl,
            PageButton,
            PrefToggle,
            ReplayControl,
            SeatControl,
            UndoButton,
            RematchButton,
        )
        self.add_dynamic_items(*families)  # each family once
        runner = BotRunner(
            self.sessions, workers=self.settings.bot_workers, think_seconds=self.settings.bot_think_seconds
        )
        self.scheduler = Scheduler(
            self.sessions,
            DiscordNotifier(self),
            clock=self.clock,
            poll_seconds=self.settings.poll_seconds,
            runner=runner,
            claims=claims,
            heartbeat=Heartbeat(heartbeat_path(self.settings)),
        )
        self.sessions.on_due = self.scheduler.wake
        self.sessions.on_due_at = self.scheduler.wake_at
        if self.settings.poll_seconds > 0:
            self.loop.create_task(self._start_scheduler())
        if self.settings.warm_renderers:
            self._warming = self.loop.create_task(self._warm_renderers())
        self.tree.error(self.on_app_command_error)
        await self.tree.set_translator(CatalogueTranslator())  # command names in each user's language
        await self.sync_commands()

    async def _start_scheduler(self) -> None:
        """Start the deadline loop once connected (a bot that was down catches up on its first pass)."""
        await self.wait_until_ready()
        self.scheduler.start()

    async def _warm_renderers(self) -> None:
        """Once connected, draw each kind's fixed art into its caches in a worker thread (see :mod:`bot.warmup`)."""
        await self.wait_until_ready()
        try:
            await asyncio.to_thread(warm_renderers, self.kits)
        except Exception:
            log.exception("warming the renderers failed; boards are drawn as usual")

    async def command_hash(self) -> str:
        """A fingerprint of the slash-command schema with its translations, to sync only when either changed."""
        translator = self.tree.translator
        commands = self.tree.get_commands()
        if translator is None:
            payload = [c.to_dict(self.tree) for c in commands]
        else:
            payload = [await c.get_translated_payload(self.tree, translator) for c in commands]
        blob = json.dumps(payload, sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    async def sync_commands(self) -> None:
        """Sync to DEV_GUILD_ID when set; globally only when the schema changed or ``--sync`` was given."""
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            self.synced = "guild"
            log.info("Commands synced to the development server %s.", self.settings.dev_guild_id)
            return
        digest = await self.command_hash()
        if not self.force_sync and await self.sessions.note(COMMAND_HASH_KEY) == digest:
            self.synced = None
            log.info("Slash commands unchanged since the last sync; not syncing.")
            return
        await self.tree.sync()
        await self.sessions.set_note(COMMAND_HASH_KEY, digest)
        self.synced = "global"
        log.info("Slash commands synced globally.")

    async def clear_guild_commands(self, guild_id: int) -> None:
        """Remove the copy of the commands synced to one server (``DEV_GUILD_ID``'s); global commands stay."""
        guild = discord.Object(guild_id)
        self.tree.clear_commands(guild=guild)
        await self.tree.sync(guild=guild)
        self.synced = "cleared"
        log.info("Commands cleared from the server %s.", guild_id)

    async def on_ready(self) -> None:
        """Log who we are and the invite link."""
        if self.user:
            log.info("Logged in as %s. Invite: %s", self.user, invite_url(self.user.id))

    async def on_interaction(self, interaction: Interaction) -> None:
        """Remember the language of every user who speaks to the bot (for the DMs it sends them later)."""
        from cogs.languages import remember

        try:
            await remember(self, interaction)
        except Exception:
            log.exception("could not keep the language of user %s", interaction.user.id)

    async def on_app_command_error(self, interaction: Interaction, error: app_commands.AppCommandError) -> None:
        """Every command's errors: a refusal's sentence, or one generic sentence, never a traceback."""
        from cogs.errors import answer_error

        await answer_error(interaction, error)

    async def close(self) -> None:
        """Finish the move in flight, then disconnect and close the database."""
        scheduler = getattr(self, "scheduler", None)
        if scheduler is not None:
            await scheduler.stop()
        sessions = getattr(self, "sessions", None)
        if sessions is not None:
            await sessions.drain()
        await super().close()
        store = getattr(self, "store", None)
        if store is not None:
            await store.close()


Interaction = discord.Interaction[HauntBot]
"""An interaction with this bot: ``interaction.client`` is the :class:`HauntBot`, typed."""
