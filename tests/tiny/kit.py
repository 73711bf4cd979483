"""Three in a row's kit, registered exactly as the five games are (``bot.registry.register``)."""

from __future__ import annotations

from bot.registry import GameKit
from tests.tiny import render
from tests.tiny.bots import BOTS
from tests.tiny.engine import GAME, sample_options

TINY_KIT = GameKit(
    game=GAME,
    extension="tests.tiny.cog",
    render=render.render_board,
    alt_text=render.alt_text,
    public_choices=True,
    group_titles={"mark": "Mark a cell…"},
    colour=0x444444,
    bots=BOTS,
    sample_options=sample_options,
    option_sets=({"swap": True},),
)
