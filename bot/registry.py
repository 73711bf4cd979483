"""Which games the bot offers: each game's engine with its renderer and control texts."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

import render.rumble
from bot.games import rumble
from bot.games.base import Game


@dataclass(frozen=True)
class GameKit:
    """Everything the session and the cogs need to run one kind of game."""

    game: Game[Any, Any]
    render: Callable[[Any, Sequence[str]], Image.Image]
    """Draw a view; ``names`` are the seats' display names."""
    alt_text: Callable[[Any, Sequence[str]], str]
    public_choices: bool
    """Whether the acting seat's choices are public and can sit on the board itself."""
    group_titles: Mapping[str, str] = field(default_factory=dict)
    """Placeholder text of the select that holds each group of choices."""
    colour: int = 0x6A4C93


KITS: dict[str, GameKit] = {
    "rumble": GameKit(
        game=rumble.GAME,
        render=render.rumble.render_board,
        alt_text=render.rumble.alt_text,
        public_choices=True,
        group_titles={"move": "Move a lone character…", "fight": "Start a fight: pick the victim…"},
        colour=0xC0392B,
    ),
}
