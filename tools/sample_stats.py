"""A sample of the records chart that ``/hauntbot stats`` attaches, drawn from made-up results.

Run from the repository root: ``python tools/sample_stats.py`` writes docs/images/stats-chart.png.
No database is read: the results below are fixed, so the picture is always the same.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from render.chart import Mark, render_chart  # noqa: E402

TITLE = "Morticia — every game"
"""The title ``cogs.stats.chart_title`` gives a player's own record over every game."""
RESULTS = "LLWLxWLWWLWWxLWWWLWWLWWW"
"""Made-up results, oldest first: W won, L lost, x left before the end (a loss, drawn grey)."""
FIRST_DAY, LAST_DAY = "2 Nov", "30 Nov"
"""The chart writes only the first and the last game's day."""


def marks() -> list[Mark]:
    """The made-up results as the chart's marks, the first and last with their day."""
    out = [Mark(won=r == "W", left=r == "x") for r in RESULTS]
    out[0] = Mark(out[0].won, out[0].left, FIRST_DAY)
    out[-1] = Mark(out[-1].won, out[-1].left, LAST_DAY)
    return out


def samples() -> list[tuple[str, Image.Image]]:
    """The chart of a player's last games: a slow start, then mostly wins, two games left early."""
    return [("stats-chart.png", render_chart(marks(), TITLE))]


def main() -> int:
    """Write the sample picture into docs/images/ and print its size."""
    from tools.make_sample_images import write_images

    write_images(samples())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
