"""Entry point of ``python -m bot.bench`` (and ``python -m bot.bench bots``, the bots' strength)."""

import sys

from bot.bench.cli import main

if sys.argv[1:2] == ["bots"]:
    from bot.bench.strength import main as bots_main

    raise SystemExit(bots_main(sys.argv[2:]))
raise SystemExit(main())
