"""Settings read from the environment (and from ``.env`` when started with ``python -m bot``)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import discord

from bot.bots.runner import DEFAULT_THINK_SECONDS, DEFAULT_WORKERS
from bot.deadlines import BOT_PAUSE_SECONDS
from bot.shards import ONE_PROCESS, ShardError, Shards, parse_shards
from bot.storage.dialect import is_postgres

DEFAULT_DATABASE = "./data/hauntbot.db"


class ConfigError(ValueError):
    """A setting has a value the bot cannot use; the message names it."""


@dataclass(frozen=True)
class Settings:
    """Everything the bot reads from its environment."""

    token: str | None
    database_path: Path
    dev_guild_id: int | None
    log_level: str
    poll_seconds: float = 30.0
    """How often the scheduler looks for due reminders and deadlines; 0 turns it off (tests drive it)."""
    warm_renderers: bool = True
    """Whether the renderers are warmed once connected (:mod:`bot.warmup`); tests turn it off."""
    bot_pause_seconds: float = BOT_PAUSE_SECONDS
    """How long a bot waits before it acts (the same for every move, so it never tells anything)."""
    bot_workers: int = DEFAULT_WORKERS
    """Worker processes thinking for bots, off the event loop."""
    bot_think_seconds: float = DEFAULT_THINK_SECONDS
    """The good level's cap of CPU seconds per decision."""
    database_url: str | None = None
    """``DATABASE_URL``: a ``postgresql://`` URL selects PostgreSQL (``sqlite:PATH`` a SQLite file); None: the
    SQLite file ``database_path``."""
    shards: Shards = ONE_PROCESS
    """``SHARD_COUNT`` and ``SHARD_IDS``: the Discord shards this process runs (one shard when unset)."""

    @property
    def database(self) -> str | Path:
        """What ``Store.open`` opens: ``DATABASE_URL`` when set, else the SQLite file ``DATABASE_PATH``."""
        return self.database_url or self.database_path

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read ``DISCORD_TOKEN``, ``DATABASE_PATH`` (or ``DATABASE_URL``), ``DEV_GUILD_ID``, ``LOG_LEVEL``,
        ``SCHEDULER_POLL_SECONDS``, the bots' ``BOT_PAUSE_SECONDS``, ``BOT_WORKERS`` and ``BOT_THINK_SECONDS``,
        and the shards ``SHARD_COUNT`` and ``SHARD_IDS``."""
        env = os.environ if env is None else env
        guild = env.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise ConfigError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
        poll = env.get("SCHEDULER_POLL_SECONDS", "").strip() or "30"
        try:
            poll_seconds = float(poll)
        except ValueError:
            poll_seconds = -1.0
        if not 5 <= poll_seconds <= 3600:
            raise ConfigError(f"SCHEDULER_POLL_SECONDS must be a number of seconds from 5 to 3600, not {poll!r}.")
        url = env.get("DATABASE_URL", "").strip()
        if url and not is_postgres(url) and not url.startswith("sqlite:"):
            raise ConfigError(f"DATABASE_URL must start with postgresql:// or sqlite:, not {url.split(':')[0]!r}.")
        try:
            shards = parse_shards(env.get("SHARD_COUNT", ""), env.get("SHARD_IDS", ""))
        except ShardError as exc:
            raise ConfigError(str(exc)) from None
        if not shards.everything and not is_postgres(url):
            raise ConfigError(
                "SHARD_IDS splits the bot into several processes, which needs PostgreSQL (DATABASE_URL=postgresql://"
                "...): SQLite mode is one process."
            )
        return cls(
            shards=shards,
            poll_seconds=poll_seconds,
            bot_pause_seconds=_number(env, "BOT_PAUSE_SECONDS", BOT_PAUSE_SECONDS, 0, 600, "a number of seconds"),
            bot_workers=int(_number(env, "BOT_WORKERS", DEFAULT_WORKERS, 1, 32, "a whole number", whole=True)),
            bot_think_seconds=_number(
                env, "BOT_THINK_SECONDS", DEFAULT_THINK_SECONDS, 0.05, 30, "a number of CPU seconds"
            ),
            token=env.get("DISCORD_TOKEN", "").strip() or None,
            database_path=_sqlite_path(url) or Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE),
            database_url=url if is_postgres(url) else None,
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
        )


def _sqlite_path(url: str) -> Path | None:
    """The SQLite file a ``sqlite:PATH`` (or ``sqlite:///PATH``) ``DATABASE_URL`` names (None: another URL)."""
    if not url.startswith("sqlite:"):
        return None
    rest = url.removeprefix("sqlite:")
    return Path(rest.removeprefix("//") if rest.startswith("///") else rest)


def _number(
    env: Mapping[str, str], name: str, default: float, low: float, high: float, what: str, *, whole: bool = False
) -> float:
    """A numeric setting from ``low`` to ``high`` (``default`` when unset); ConfigError naming it otherwise."""
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = int(text) if whole else float(text)
    except ValueError:
        value = low - 1
    if not low <= value <= high:
        raise ConfigError(f"{name} must be {what} from {low:g} to {high:g}, not {text!r}.")
    return value


INTENTS = discord.Intents.none()
INTENTS.guilds = True
INTENTS.guild_messages = True
"""Guilds and guild messages (to notice chat during a silent game); no privileged intents."""

PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)
"""What the bot asks for in its invite link."""


def invite_url(application_id: int | str) -> str:
    """The OAuth2 link that adds the bot to a server with the scopes and permissions it needs."""
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&scope=bot+applications.commands&permissions={PERMISSIONS.value}"
    )


MISSING_TOKEN = f"""\
Hauntbot needs a bot token to start: set DISCORD_TOKEN in the environment or in a .env file next to \
where you run it (copy .env.example to .env). Get a token at https://discord.com/developers/applications: \
create an application, open its Bot page and press Reset Token (no privileged intents are needed). \
Then add the bot to your server with {invite_url("<APPLICATION_ID>")} \
(scopes bot and applications.commands; permissions View Channels, Send Messages, Send Messages in Threads, \
Create Public Threads, Embed Links, Attach Files and Read Message History), replacing <APPLICATION_ID> \
with the Application ID shown on the application's General Information page."""
