"""Entry point of ``python -m bot.bench``."""

from bot.bench.cli import main

raise SystemExit(main())
