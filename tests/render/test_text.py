"""Text helpers shared by the renderers: names the packaged fonts can draw."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from bot.registry import KITS
from bot.sample_games import NAMES
from render.text import drawable


@pytest.mark.parametrize(
    ("name", "drawn"),
    [
        ("Ann", "Ann"),
        ("Zoë ★", "Zoë ★"),
        ("🎃 Pumpkin ✨", "Pumpkin"),
        ("Dana  🎃  Scully", "Dana Scully"),
        ("中文", ""),
    ],
)
def test_drawable_drops_only_the_characters_the_fonts_lack(name: str, drawn: str) -> None:
    """Emoji and scripts DejaVu Sans lacks go (they would be empty boxes); accents and symbols it has stay."""
    assert drawable(name) == drawn


@pytest.mark.parametrize("kind", sorted(KITS))
def test_every_kit_draws_names_without_the_missing_glyphs(kind: str) -> None:
    """A board of players with emoji in their names is the board of the same names without them."""
    kit = KITS[kind]
    game = kit.game
    players = game.min_players
    view = game.view(game.new_game(players, 3, {}), None)
    plain = list(NAMES[:players])
    fancy = [f"🎃{n}✨" for n in plain]
    assert ImageChops.difference(kit.render(view, fancy), kit.render(view, plain)).getbbox() is None
