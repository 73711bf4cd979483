"""Which games the bot offers: each game's engine with its renderer, control texts, sample options and bots.

A kit carries everything a game contributes beyond its three packages; adding a game is one ``GameKit``
in the tuple registered below (docs/adding-a-game.md)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from PIL import Image

import bot.games.children
import bot.games.children.bots
import bot.games.ghost_at_home
import bot.games.ghost_at_home.bots
import bot.games.purple_house
import bot.games.purple_house.bots
import bot.games.quiet_house
import bot.games.quiet_house.bots
import bot.games.rumble.bots
import render.children.board
import render.ghost_at_home.board
import render.purple_house.board
import render.quiet_house.board
import render.rumble.board
from bot.bots.contract import Bots
from bot.games import rumble
from bot.games.base import BadOptions, Game
from bot.i18n import Text, msg
from render.kind_palettes import KindPalette, load
from render.text import with_drawable_names


def no_options(rng: random.Random) -> dict[str, Any]:
    """The sample options of a game without options (or with none that changes its boards): the defaults."""
    return {}


class Render(Protocol):
    """A game's picture of a view: ``render(view, names, lang)``, its words drawn in ``lang``."""

    def __call__(self, view: Any, names: Sequence[str], lang: str = ..., /) -> Image.Image:
        """The view drawn, seats named from ``names``."""
        ...


class AltText(Protocol):
    """A game's picture in words, for screen readers: ``alt_text(view, names, lang)``."""

    def __call__(self, view: Any, names: Sequence[str], lang: str = ..., /) -> str:
        """The view's picture described in ``lang`` (English by default), seats named from ``names``."""
        ...


@dataclass(frozen=True)
class GameKit:
    """Everything one kind of game contributes: what the session and the cogs need to run it, the options of
    its sample games and its bots."""

    game: Game[Any, Any]
    extension: str
    """The discord.py extension (a package under ``cogs/``) holding the game's slash commands."""
    render: Render
    """Draw a view; ``names`` are the seats' display names (characters the fonts lack are dropped)."""
    alt_text: AltText
    public_choices: bool
    """Whether the acting seat's choices are public and can sit on the board itself."""
    group_titles: Mapping[str, Text] = field(default_factory=dict)
    """Placeholder text of the select that holds each group of choices."""
    colour: int = 0x6A4C93
    palette: KindPalette | None = None
    """The palette its boards are stored with (:mod:`render.kind_palettes`); None: one per board."""
    prepare: Callable[[], None] | None = None
    """Draws the renderer's fixed art into its caches once, when the bot starts (:mod:`bot.warmup`)."""
    bots: Bots | None = None
    """The game's bot players (its levels and its re-dealer of hidden information); see docs/bots.md."""
    sample_options: Callable[[random.Random], Mapping[str, Any]] = no_options
    """Options drawn at random for a seeded sample game (:mod:`bot.sample_games`): every option that changes
    what a board shows. Palettes are learned from those games, and the benchmark plays them."""
    option_sets: tuple[Mapping[str, Any], ...] = ()
    """Options the contract suite (``tests/contract``) plays besides the defaults, taking turns over its
    seeds and player counts."""


class BadGame(Exception):
    """A game whose declared traits do not match what it implements (raised at registration)."""


def _overrides(game: Game[Any, Any], hook: str) -> bool:
    return getattr(type(game), hook) is not getattr(Game, hook)


def game_problems(game: Game[Any, Any]) -> list[str]:
    """What is wrong with a game's declaration, one sentence each (empty: it may be registered)."""
    traits, out = game.traits, []
    if not 1 <= game.min_players <= game.max_players:
        out.append(f"player counts {game.min_players}–{game.max_players} are impossible")
    names = [w.name for w in traits.windows]
    if len(set(names)) != len(names):
        out.append("two windows share a name")
    needs = {
        "window": bool(traits.windows),
        "default_action": bool(traits.windows) or traits.skip,
        "interrupts": traits.interrupts,
        "interrupt_choices": traits.interrupts,
        "best_score": traits.best_scores,
        "reveal": traits.hidden,
        "undoable": traits.undo,
    }
    for hook, needed in needs.items():
        if needed != _overrides(game, hook):
            out.append(f"{hook} is {'missing' if needed else 'defined but not declared in its traits'}")
    if _overrides(game, "may_answer_at_once") and not traits.auto_answers:
        out.append("may_answer_at_once is defined but no window has an automatic answer")
    if _overrides(game, "notes") and not traits.hidden:
        out.append("notes is defined but the game declares nothing hidden")
    try:
        game.check_options({})
        for option in traits.options:
            for _label, value in option.choices:
                game.check_options({option.name: value})
            if not option.choices:
                game.check_options({option.name: True})
            if not 0 < len(option.description) <= 100:
                out.append(f"option {option.name}'s description must have 1–100 characters")
    except BadOptions as exc:
        out.append(f"a declared option is refused: {exc}")
    return out


def kit_problems(kit: GameKit) -> list[str]:
    """What is wrong with what a kit adds to its game (its sample options and option sets), one sentence each."""
    tried = [("its sample options", kit.sample_options(random.Random(0)))]
    tried += [(f"option set {number}", options) for number, options in enumerate(kit.option_sets, start=1)]
    out = []
    for what, options in tried:
        try:
            kit.game.check_options(dict(options))
        except BadOptions as exc:
            out.append(f"the game refuses {what}: {str(exc).rstrip('.')}")
    return out


def register(kits: dict[str, GameKit], kit: GameKit) -> None:
    """Add a game to ``kits`` under its key, after checking its declaration (BadGame when it is wrong)."""
    game = kit.game
    problems = game_problems(game) + kit_problems(kit)
    if game.key in kits:
        problems.append(f"another game is registered as {game.key!r}")
    if problems:
        raise BadGame(f"{game.title}: " + "; ".join(problems) + ".")
    kits[game.key] = kit


KITS: dict[str, GameKit] = {}
"""Every game the bot offers, by key."""

for _kit in (
    GameKit(
        game=rumble.GAME,
        extension="cogs.rumble",
        render=with_drawable_names(render.rumble.board.render_board),
        alt_text=render.rumble.board.alt_text,
        public_choices=True,
        group_titles={"move": msg("groups-rumble-move"), "fight": msg("groups-rumble-fight")},
        colour=0xC0392B,
        palette=load("rumble"),
        sample_options=rumble.sample_options,
        bots=bot.games.rumble.bots.BOTS,
        option_sets=({"layout": "manor"}, {"layout": "ring"}),
    ),
    GameKit(
        game=bot.games.ghost_at_home.GAME,
        extension="cogs.ghost_at_home",
        render=with_drawable_names(render.ghost_at_home.board.render_board),
        alt_text=render.ghost_at_home.board.alt_text,
        public_choices=False,
        group_titles={
            "rooms": msg("groups-ghostathome-rooms"),
            "ghost": msg("groups-ghostathome-ghost"),
            "cat": msg("groups-ghostathome-cat"),
            "light": msg("groups-ghostathome-light"),
            "special": msg("groups-ghostathome-special"),
            "discard": msg("groups-ghostathome-discard"),
            "pass": msg("groups-ghostathome-pass"),
            "defend": msg("groups-ghostathome-defend"),
            "escape": msg("groups-ghostathome-escape"),
        },
        colour=0x3D5A80,
        palette=load("ghostathome"),
        sample_options=bot.games.ghost_at_home.sample_options,
        bots=bot.games.ghost_at_home.bots.BOTS,
        option_sets=({"beginner": True, "always_ask": False},),
    ),
    GameKit(
        game=bot.games.purple_house.GAME,
        extension="cogs.purple_house",
        render=with_drawable_names(render.purple_house.board.render_board),
        alt_text=render.purple_house.board.alt_text,
        public_choices=False,
        group_titles={
            "flip": msg("groups-purplehouse-flip"),
            "house": msg("groups-purplehouse-house"),
            "ready": msg("groups-purplehouse-ready"),
            **{f"card{i}": msg("groups-purplehouse-card", card=i) for i in range(1, 8)},
        },
        colour=0x7D3C98,
        palette=load("purplehouse"),
        prepare=render.purple_house.board.prepare,
        sample_options=bot.games.purple_house.sample_options,
        bots=bot.games.purple_house.bots.BOTS,
        option_sets=({"difficulty": "impossible", "scoring": True, "kid_friendly": True},),
    ),
    GameKit(
        game=bot.games.quiet_house.GAME,
        extension="cogs.quiet_house",
        render=with_drawable_names(render.quiet_house.board.render_board),
        alt_text=render.quiet_house.board.alt_text,
        public_choices=True,
        group_titles={
            "rook": msg("groups-quiethouse-rook"),
            "candlestick": msg("groups-quiethouse-candlestick"),
            "monkey": msg("groups-quiethouse-monkey"),
            "mouse": msg("groups-quiethouse-mouse"),
            "mirror": msg("groups-quiethouse-mirror"),
        },
        colour=0x5B8C85,
        palette=load("quiethouse"),
        sample_options=bot.games.quiet_house.sample_options,
        bots=bot.games.quiet_house.bots.BOTS,
        option_sets=(
            {
                "rook": "advanced",
                "candlestick": "advanced",
                "monkey": "advanced",
                "mouse": "advanced",
                "variant2": True,
            },
            {"rook": "random", "mouse": "random", "variant1": True},
        ),
    ),
    GameKit(
        game=bot.games.children.GAME,
        extension="cogs.children",
        render=with_drawable_names(render.children.board.render),
        alt_text=render.children.board.alt_text,
        public_choices=False,
        group_titles={
            "tablet": msg("groups-children-tablet"),
            "enter": msg("groups-children-enter"),
            "move": msg("groups-children-move"),
            "device": msg("groups-children-device"),
            "skull": msg("groups-children-skull"),
            "escape": msg("groups-children-escape"),
            "leave": msg("groups-children-leave"),
            "look": msg("groups-children-look"),
            "done": msg("groups-children-done"),
            "ghost": msg("groups-children-ghost"),
            "kitty": msg("groups-children-kitty"),
            "place": msg("groups-children-place"),
            "run": msg("groups-children-run"),
            "trim": msg("groups-children-trim"),
            "settle": msg("groups-children-settle"),
            "biddle": msg("groups-children-biddle"),
            "near": msg("groups-children-near"),
            "defuse": msg("groups-children-defuse"),
            "interrupt": msg("groups-children-interrupt"),
        },
        colour=0x8E5A2B,
        palette=load("children"),
        bots=bot.games.children.bots.BOTS,
    ),
):
    register(KITS, _kit)
