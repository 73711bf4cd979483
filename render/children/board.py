"""Board picture and alt text of Children, drawn from a :class:`ChildrenView`.

The picture is 1080 px wide so it still reads when Discord shrinks it to a
phone's width. From the top: the title with the steps of a turn, the status
line, the Thornhill Mansion (basement at the bottom, 3rd floor at the top, five
slots a floor), the players and the table (hand limit, piles, skull pool, last
turns), the 13 mini-card stacks and a legend. A seat's "My view" adds a gold
panel, "only you see this", with its hand and the cards it remembers under
rooms; the public picture never draws either.

A finished game hides nothing: every view of it lays the cards left under each
room face up in a band under its tablet (``reveal``) and every hand in a panel
under the players (``hands``), and a seat's view needs no private panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from bot.games.children.views import ChildrenView
from bot.i18n import EN, msg, say
from render.cache import FRAMES, KB, bounded
from render.children.alt import alt_text, result_text, with_names
from render.children.art import ALARM, BACKGROUND, DARK_TEXT, GOLD, MUTED, PANEL_EDGE, TEXT, chip_width, pill
from render.children.cards import draw_private, private_height
from render.children.hands import draw_hands, hands_height
from render.children.mansion import GRID_H, NO_BANDS, Bands, bands_of, draw_grid_frame, draw_mansion, grid_height
from render.children.table import (
    LEGEND_H,
    STACKS_H,
    draw_legend,
    draw_players,
    draw_players_frame,
    draw_stacks,
    draw_table,
    draw_table_frame,
    players_height,
)
from render.ghost_at_home.icons import RGB, Box, rounded
from render.regions import Box as IntBox
from render.regions import RegionCache
from render.text import draw_text, fit_text, font

WIDTH = 1080
MARGIN = 16
HEADER_H = 52
STATUS_Y, STATUS_H = 54, 52
GRID_Y = 134
"""Top of the mansion backdrop (the column numbers sit just above it)."""
PANELS_Y = GRID_Y + GRID_H + 12
SPLIT_X = 716
"""Players panel on the left of it, table panel on the right."""
GAP = 12
STEPS: tuple[tuple[str, str], ...] = (
    ("tile", "children-pic-step-tile"),
    ("act", "children-pic-step-act"),
    ("restore", "children-pic-step-restore"),
    ("ghost", "children-pic-step-ghost"),
    ("kitty", "children-pic-step-kitty"),
)
"""The steps of a turn: the phase each lights and the message of its chip."""

__all__ = ["WIDTH", "alt_text", "render"]


@dataclass(frozen=True)
class _Layout:
    """Sizes that depend on the number of players, the private panel and a finished game's reveal."""

    players: int
    private_h: int
    """Height of the "only you see this" panel; 0 in the public picture."""
    bands: Bands = NO_BANDS
    """Per floor, how much taller its mansion slots are for the cards face up under their rooms (finished games)."""
    hands_h: int = 0
    """Height of the panel of every hand, face up; 0 while the game runs."""

    @property
    def players_h(self) -> int:
        """Height of the players and table panels."""
        return players_height(self.players)

    @property
    def panels_y(self) -> int:
        """Top of the players and table panels."""
        return PANELS_Y + grid_height(self.bands) - GRID_H

    @property
    def hands_y(self) -> int:
        """Top of the hands panel of a finished game."""
        return self.panels_y + self.players_h + GAP

    @property
    def private_y(self) -> int:
        """Top of the private panel."""
        return self.hands_y + (self.hands_h + GAP if self.hands_h else 0)

    @property
    def stacks_y(self) -> int:
        """Top of the mini-card stacks panel."""
        return self.private_y + (self.private_h + GAP if self.private_h else 0)

    @property
    def legend_y(self) -> int:
        """Top of the legend line."""
        return self.stacks_y + STACKS_H + 4

    @property
    def height(self) -> int:
        """Height of the whole picture."""
        return self.legend_y + LEGEND_H + 6

    @property
    def players_box(self) -> IntBox:
        """The players panel."""
        return MARGIN, self.panels_y, SPLIT_X - GAP // 2, self.panels_y + self.players_h

    @property
    def table_box(self) -> Box:
        """The table panel."""
        return SPLIT_X + GAP // 2, self.panels_y, WIDTH - MARGIN, self.panels_y + self.players_h

    @property
    def hands_box(self) -> IntBox:
        """The hands panel of a finished game."""
        return MARGIN, self.hands_y, WIDTH - MARGIN, self.hands_y + self.hands_h


def _layout(view: ChildrenView, lang: str = EN) -> _Layout:
    """The sizes of ``view``'s board drawn in ``lang`` (a finished game shows every hand to all, so a seat gets
    no private panel)."""
    private_h = private_height(view) if view.seat is not None and view.phase != "over" else 0
    return _Layout(
        max(view.players, len(view.table)),
        private_h,
        bands_of(view, lang),
        hands_height(view, WIDTH - 2 * MARGIN, lang),
    )


@bounded(FRAMES)
def _frame_top(players_h: int, bands: Bands = NO_BANDS, lang: str = EN) -> Image.Image:
    """The top of every board (public or private) whose panels are ``players_h`` high, its words in ``lang``.

    The background, title, empty mansion (a finished board's floors ``bands`` px taller), and the
    players and table panels' frames.
    """
    layout = _Layout(0, 0, bands)
    panels_y = layout.panels_y
    players_box = (MARGIN, panels_y, SPLIT_X - GAP // 2, panels_y + players_h)
    table_box = (SPLIT_X + GAP // 2, panels_y, WIDTH - MARGIN, panels_y + players_h)
    image = Image.new("RGB", (WIDTH, panels_y + players_h), BACKGROUND)
    draw_text(image, (MARGIN, HEADER_H / 2), "Children", font(30, bold=True), TEXT, "lm")
    draw_grid_frame(image, GRID_Y, bands, lang)
    draw_players_frame(image, players_box, lang)
    draw_table_frame(image, table_box, lang)
    return image


@bounded(384 * KB)
def _legend_strip(odd: int, lang: str = EN) -> Image.Image:
    """The legend line in ``lang`` on the background, drawn ``odd`` (0 or 1) pixels below the strip's top.

    A strip is pasted at an even height, so every coordinate of the legend keeps its rounding.
    """
    image = Image.new("RGB", (WIDTH, odd + LEGEND_H + 6), BACKGROUND)
    draw_legend(image, odd, MARGIN + 6, lang)
    return image


def _frame_image(layout: _Layout, lang: str = EN) -> Image.Image:
    """What stays the same for a whole game, as a new picture to draw the board on (its words in ``lang``).

    The cached top (shared by the public and every private view), the background, and the legend.
    """
    image = Image.new("RGB", (WIDTH, layout.height), BACKGROUND)
    image.paste(_frame_top(layout.players_h, layout.bands, lang), (0, 0))
    odd = layout.legend_y % 2
    image.paste(_legend_strip(odd, lang), (0, layout.legend_y - odd))
    return image


def status_of(view: ChildrenView, names: Sequence[str], lang: str = EN) -> tuple[str, RGB, RGB]:
    """The status line in ``lang``: its text (the view's status with names), background and ink."""
    text = with_names(view.status, names, lang) if view.status else "Children"  # the game's title, in every language
    window = view.window
    if view.phase == "over":
        return say(msg("children-pic-status-over", result=result_text(view, names, lang)), lang), GOLD, DARK_TEXT
    if window is not None and window.seat != view.turn:
        return say(msg("children-pic-status-alarm", status=text), lang), ALARM, TEXT
    if view.seat is not None and view.seat in view.to_act:
        return say(msg("children-pic-status", status=text), lang), GOLD, DARK_TEXT
    return say(msg("children-pic-status", status=text), lang), PANEL_EDGE, TEXT


_STEPS = RegionCache("render.children.board.steps", 384 * KB)
"""The row of turn steps, by phase and actions left (a handful of pictures a game)."""
STEPS_BOX: IntBox = (WIDTH // 2, 0, WIDTH, HEADER_H)
"""Where the turn steps are drawn (right of the title, above the status line)."""


def _draw_header(image: Image.Image, view: ChildrenView, names: Sequence[str], lang: str = EN) -> None:
    """The turn steps (current one lit) and the status line with the open window's deadline, in ``lang``."""
    key = (view.phase, view.actions_left if view.phase == "act" else None, lang)
    _STEPS.draw(image, STEPS_BOX, key, lambda: _draw_steps(image, view, lang))
    _draw_status(image, view, names, lang)


def _draw_steps(image: Image.Image, view: ChildrenView, lang: str = EN) -> None:
    """The turn steps in ``lang``, right-aligned, the current one lit (or "Game over")."""
    x: float = WIDTH - MARGIN
    mid = HEADER_H / 2
    phase = "act" if view.phase == "enter" else view.phase
    if view.phase == "over":
        label = say(msg("children-pic-over"), lang)
        pill(image, (x - chip_width(label, 16), mid), label, 16, GOLD, DARK_TEXT)
    else:
        for key, step in reversed(STEPS):
            said = msg(step)
            if key == "act" and view.phase == "enter":
                said = msg("children-pic-step-enter")
            elif key == "act" and phase == "act":
                said = msg("children-pic-step-act-left", count=view.actions_left)
            label = say(said, lang)
            current = key == phase
            w = chip_width(label, 15)
            x -= w
            pill(image, (x, mid), label, 15, GOLD if current else PANEL_EDGE, DARK_TEXT if current else MUTED)
            x -= 6


def _draw_status(image: Image.Image, view: ChildrenView, names: Sequence[str], lang: str = EN) -> None:
    """The status line in ``lang``, with the open window's deadline under it."""
    text, fill, ink = status_of(view, names, lang)
    box = (MARGIN, STATUS_Y, WIDTH - MARGIN, STATUS_Y + STATUS_H)
    rounded(image, box, 10, fill)
    deadline = say(view.window.deadline, lang) if view.window is not None else ""
    cx = (box[0] + box[2]) / 2
    label, face = fit_text(text, box[2] - box[0] - 24, 22, 13, bold=True)
    if not deadline:
        draw_text(image, (cx, (box[1] + box[3]) / 2), label, face, ink, "mm")
        return
    draw_text(image, (cx, box[1] + 17), label, face, ink, "mm")
    small, sface = fit_text(deadline, box[2] - box[0] - 24, 15, 11)
    draw_text(image, (cx, box[1] + 39), small, sface, ink, "mm")


def render(view: ChildrenView, names: Sequence[str], lang: str = EN) -> Image.Image:
    """Draw the board a view allows: mansion, ghosts, pawns, Kitty Kitty, players, piles, stacks, status.

    ``names[i]`` is the display name of seat ``i``; every word is drawn in ``lang``. A seat's view (``view.seat``
    set) adds a gold "only you see this" panel with its hand and the cards it
    remembers under rooms, and rings its own room in gold. The parts that never
    change in a game are drawn once and copied; room tablets are cached tiles.
    The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    layout = _layout(view, lang)
    image = _frame_image(layout, lang)
    _draw_header(image, view, names, lang)
    draw_mansion(image, view, names, GRID_Y, layout.bands, lang)
    draw_players(image, view, names, layout.players_box, lang)
    draw_table(image, view, layout.table_box, lang)
    if layout.hands_h:
        draw_hands(image, view, names, layout.hands_box, lang)
    if layout.private_h:
        box = (MARGIN, layout.private_y, WIDTH - MARGIN, layout.private_y + layout.private_h)
        draw_private(image, view, box, lang)
    draw_stacks(image, view, (MARGIN, layout.stacks_y, WIDTH - MARGIN, layout.stacks_y + STACKS_H), lang)
    return image
