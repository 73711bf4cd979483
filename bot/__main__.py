"""``python -m bot``: start Hauntbot, or do one operator's task and exit.

- ``python -m bot``: run the bot until SIGINT/SIGTERM (``--sync`` forces a global slash-command sync);
- ``python -m bot --clear-guild-commands [SERVER_ID]``: remove the copy of the commands synced to
  ``DEV_GUILD_ID``'s server (or the server given), then exit;
- ``python -m bot backup FILE``: copy the database to FILE while the bot runs (:mod:`bot.storage.backup`);
- ``python -m bot copy-to-postgres URL [--from FILE]``: copy the SQLite database (DATABASE_PATH, or FILE) into
  the empty PostgreSQL database at URL and check it read back equal, the bot stopped (:mod:`bot.storage.copy`);
- ``python -m bot health``: exit 0 when the database answers and this process's scheduler passed recently, else
  say why and exit 1 (:mod:`bot.health`).

Exit status: 0 done, 1 Discord could not be reached or refused a request, 2 the configuration or the
database cannot be used, or another bot already runs on it (SQLite mode is one process: the bot holds
``<database>.lock`` while it runs, :mod:`bot.storage.one_process`); a service manager should not restart
the bot for those.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from dotenv import load_dotenv

from bot.config import MISSING_TOKEN, ConfigError, Settings
from bot.storage.connection import unusable
from bot.storage.dialect import is_postgres
from bot.storage.one_process import Held, InUse, hold, lock_path

DEV_GUILD = 0
"""``--clear-guild-commands`` without a server id: the server of ``DEV_GUILD_ID``."""


def _server_id(text: str) -> int:
    """A server id given on the command line (digits only)."""
    if not text.isdigit() or int(text) == 0:
        raise argparse.ArgumentTypeError(f"a server id is digits only, not {text!r}")
    return int(text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run Hauntbot (docs/operating.md).")
    parser.add_argument("--sync", action="store_true", help="sync slash commands globally even if unchanged")
    parser.add_argument(
        "--clear-guild-commands",
        nargs="?",
        const=DEV_GUILD,
        type=_server_id,
        metavar="SERVER_ID",
        help="remove the commands synced to DEV_GUILD_ID's server (or SERVER_ID's), then exit",
    )
    tasks = parser.add_subparsers(
        dest="task", title="tasks (instead of running the bot)", metavar="backup | copy-to-postgres | health"
    )
    backup = tasks.add_parser("backup", help="copy the database (DATABASE_PATH) to FILE; the bot may be running")
    backup.add_argument("file", type=Path, metavar="FILE", help="the copy to write (replaced if it exists)")
    copy = tasks.add_parser(
        "copy-to-postgres",
        help="copy the SQLite database into an empty PostgreSQL database and check it; the bot must be stopped",
    )
    copy.add_argument("url", metavar="URL", help="the PostgreSQL database to fill (postgresql://...)")
    copy.add_argument(
        "--from", dest="source", type=Path, metavar="FILE", help="the SQLite file to copy (default: DATABASE_PATH)"
    )
    tasks.add_parser(
        "health", help="exit 0 when the database answers and this process's scheduler passed recently, else 1"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Read the settings, then run the bot (or the task asked for) and return the exit status."""
    args = _parser().parse_args(argv)
    load_dotenv(Path.cwd() / ".env")  # the .env of the folder the bot is started in, as MISSING_TOKEN says
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        return _refuse(f"Hauntbot cannot start: {exc}")
    if args.task == "backup":
        from bot.storage.backup import run

        if settings.database_url is not None:
            return _refuse("The backup command copies a SQLite file: back PostgreSQL up with pg_dump.")
        return run(settings.database_path, args.file)
    if args.task == "health":
        from bot.health import run as health

        return health(settings)
    if args.task == "copy-to-postgres":
        return _copy_to_postgres(args.source or settings.database_path, args.url)
    if settings.token is None:  # before the database check, which would create the file
        return _refuse(MISSING_TOKEN)
    clear: int | None = args.clear_guild_commands
    if clear == DEV_GUILD:
        clear = settings.dev_guild_id
        if clear is None:
            return _refuse(
                "--clear-guild-commands needs a server: give its id (python -m bot --clear-guild-commands "
                "SERVER_ID) or set DEV_GUILD_ID."
            )
    held: Held | None = None
    if clear is None and settings.database_url is None:  # a PostgreSQL server says its own problems on connect
        held_or_why = _claim(settings.database_path)
        if isinstance(held_or_why, str):
            return _refuse(held_or_why)
        held = held_or_why
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(_run(settings, force_sync=args.sync, clear_guild=clear))
    finally:
        if held is not None:
            held.release()


def _copy_to_postgres(source: Path, url: str) -> int:
    """The ``copy-to-postgres`` task (the PostgreSQL driver is imported only for it)."""
    if not is_postgres(url):
        return _refuse(f"copy-to-postgres needs a PostgreSQL URL (postgresql://...), not {url.split(':')[0]!r}.")
    try:
        from bot.storage.copy import run
    except ImportError as exc:
        return _refuse(f"copy-to-postgres needs the PostgreSQL driver ({exc}): pip install -e '.[postgres]'.")
    return run(source, url)


def _claim(path: Path) -> Held | str:
    """Hold the database for this process and check it can be used; else the sentence saying why not.

    The lock comes first: a second bot on the same file is refused before it reads or writes anything.
    """
    try:
        held = hold(path)
    except InUse:
        return (
            f"Hauntbot cannot start: another Hauntbot is already running on DATABASE_PATH {str(path)!r}, "
            "and SQLite mode is one process (stop that one first)."
        )
    except OSError as exc:
        said = unusable(path) or f"cannot be locked ({exc.strerror or exc} on {str(lock_path(path))!r})"
        return f"Hauntbot cannot start: DATABASE_PATH {str(path)!r} {said}."
    problem = unusable(path)
    if problem is not None:
        held.release()
        return f"Hauntbot cannot start: DATABASE_PATH {str(path)!r} {problem}."
    return held


def _refuse(sentence: str, status: int = 2) -> int:
    """Say why the bot stops, on stderr, and give the exit status."""
    print(sentence, file=sys.stderr)
    return status


async def _run(settings: Settings, *, force_sync: bool, clear_guild: int | None = None) -> int:
    import aiohttp
    import discord

    from bot.client import HauntBot

    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # no voice: no warning about it
    bot = HauntBot(settings, force_sync=force_sync, clear_guild=clear_guild)
    loop = asyncio.get_running_loop()
    closing: list[asyncio.Task[None]] = []

    def stop() -> None:
        if not closing:
            logging.getLogger("bot").info("Shutting down: finishing the move in flight.")
            closing.append(loop.create_task(bot.close()))

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop)
    try:
        async with bot:
            if clear_guild is not None:
                await bot.login(settings.token or "")  # its setup_hook clears the server's commands
                print(f"Cleared the slash commands synced to the server {clear_guild}; global commands are untouched.")
                return 0
            await bot.start(settings.token or "")
    except discord.LoginFailure:
        return _refuse("Discord refused the token in DISCORD_TOKEN; reset it on the Bot page and try again.")
    except (TimeoutError, aiohttp.ClientConnectionError) as exc:
        return _refuse(
            f"Hauntbot cannot reach Discord ({exc or type(exc).__name__}): check this machine's network "
            "and DNS, then start it again.",
            1,
        )
    except discord.DiscordServerError as exc:
        return _refuse(
            f"Discord is not answering properly ({exc.status} {exc.text or exc.response.reason}): "
            "start the bot again in a few minutes.",
            1,
        )
    except discord.HTTPException as exc:
        if clear_guild is None:
            raise
        return _refuse(
            f"Discord refused to clear the commands of the server {clear_guild} ({exc.status} "
            f"{exc.text}): check the server id, and that the bot is still in that server.",
            1,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
