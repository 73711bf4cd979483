"""``python -m bot``: start Hauntbot (``--sync`` forces a global slash-command sync)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from dotenv import load_dotenv

from bot.config import MISSING_TOKEN, ConfigError, Settings
from bot.storage.connection import unopenable


def main(argv: list[str] | None = None) -> int:
    """Read the settings, run the bot until SIGINT/SIGTERM, and return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run Hauntbot.")
    parser.add_argument("--sync", action="store_true", help="sync slash commands globally even if unchanged")
    args = parser.parse_args(argv)
    load_dotenv(Path.cwd() / ".env")  # the .env of the folder the bot is started in, as MISSING_TOKEN says
    try:
        settings = Settings.from_env()
        problem = unopenable(settings.database_path)
        if problem is not None:
            raise ConfigError(
                f"DATABASE_PATH {str(settings.database_path)!r} cannot be opened as a database ({problem})."
            )
    except ConfigError as exc:
        print(f"Hauntbot cannot start: {exc}", file=sys.stderr)
        return 2
    if settings.token is None:
        print(MISSING_TOKEN, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return asyncio.run(_run(settings, force_sync=args.sync))


async def _run(settings: Settings, *, force_sync: bool) -> int:
    import discord

    from bot.client import HauntBot

    bot = HauntBot(settings, force_sync=force_sync)
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
            await bot.start(settings.token or "")
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN; reset it on the Bot page and try again.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
