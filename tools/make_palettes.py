"""Learn each kind's board palette from seeded games and write it to render/palettes/.

Run from the repository root after changing a renderer's colours:
``python tools/make_palettes.py`` (every kind) or ``python tools/make_palettes.py rumble``.
The games are seeded, so the same code always writes the same swatches.
``tests/render/test_kind_palettes.py`` fails when a kind's boards have
drifted away from its kept palette.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.registry import KITS  # noqa: E402
from bot.sample_games import boards  # noqa: E402
from render.kind_palettes import PALETTE_DIR, learn  # noqa: E402

LEARN_SEEDS = range(100, 106)
LEARN_EVERY = 2
"""The boards after every second move of six games per kind, public and every seat's own."""


def learn_kind(kind: str) -> Image.Image:
    """The swatch of ``kind``'s palette, learned from its seeded games."""
    kit = KITS[kind]
    return learn(picture for seed in LEARN_SEEDS for picture in boards(kit, kind, seed, LEARN_EVERY))


def main(argv: list[str]) -> int:
    """Write the swatch of every kind named (default: every kind)."""
    kinds = argv or sorted(KITS)
    unknown = [k for k in kinds if k not in KITS]
    if unknown:
        print(f"unknown kind(s): {', '.join(unknown)}; the kinds are {', '.join(sorted(KITS))}", file=sys.stderr)
        return 2
    PALETTE_DIR.mkdir(exist_ok=True)
    for kind in kinds:
        path = PALETTE_DIR / f"{kind}.png"
        learn_kind(kind).save(path)
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
