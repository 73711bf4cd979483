"""Stateless components that outlive restarts (discord.py ``DynamicItem``), one family per purpose.

Every id names the game kind and the game, so a click goes straight to the game's cog
without reading the database; moves also carry the board version they were offered on:

* ``hb:<kind>:<game>:<version>:<action>`` — a move button
* ``hbs:<kind>:<game>:<version>:<group>`` — a select whose chosen value is the move
* ``hbk:<kind>:<game>:<stamp>:<step>`` — a step of a game's own private controls (a button,
  or a select whose values come with it): the game's cog handles it (``GameCog.handle_step``)
* ``hbv:<kind>:<game>`` — "My view" (ephemeral private view)
* ``hbr:<kind>:<game>`` — the rules reminder
* ``hbh:<kind>:<game>:<page>:<tag>`` — the game's history at a page (0: the newest), shown to whoever
  presses it; ``tag`` tells apart the buttons of one message that lead to the same page
* ``hbl:<kind>:<game>:<join|leave|start|enter>`` — lobby buttons
* ``hbrp:<kind>:<game>:<frame>:<op>`` — a finished game's replay controls (:mod:`cogs.replay`)

Ids made before kinds were part of them (``hb:<game>:…`` and the games' own prefixes) still
work: :class:`cogs.old_ids.OldControl` finds their game's kind in the database. Every family is
registered once, by the bot (:data:`DYNAMIC_ITEMS`); errors go through :func:`cogs.errors.answer_error`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.games.base import cut_words
from bot.i18n import EN, Msg, lang_of, msg, say
from cogs.errors import answer_error
from cogs.replies import reply

if TYPE_CHECKING:
    from bot.client import Interaction
    from cogs.base import GameCog


KIND = r"(?P<kind>[a-z][a-z0-9_]{0,19})"
GAME = r"(?P<game>\d{1,20})"
MOVE_ID = "hb:{kind}:{game}:{version}:{action}"
SELECT_ID = "hbs:{kind}:{game}:{version}:{group}"
STEP_ID = "hbk:{kind}:{game}:{stamp}:{step}"
MOVE_TEMPLATE = rf"hb:{KIND}:{GAME}:(?P<version>\d+):(?P<action>[\w.\-]+)"
SELECT_TEMPLATE = rf"hbs:{KIND}:{GAME}:(?P<version>\d+):(?P<group>\w+)"
STEP_TEMPLATE = rf"hbk:{KIND}:{GAME}:(?P<stamp>\d+):(?P<step>\w{{1,40}})"
LOBBY_TEMPLATE = rf"hbl:{KIND}:{GAME}:(?P<op>join|leave|start|enter)"

GONE = msg("ctl-gone")
"""The answer to a click on a game this bot no longer offers."""


def cog_for(interaction: Interaction, kind: str) -> GameCog | None:
    """The cog playing ``kind`` (None when this bot no longer offers it)."""
    return interaction.client.game_cogs.get(kind)


def chosen_values(interaction: Interaction) -> list[str]:
    """The values picked in the select that was used (empty for a button)."""
    data: Any = interaction.data or {}
    return [str(v) for v in data.get("values") or []]


class GameItem:
    """What every family shares: find the game's cog, run the handler, answer any error in one place."""

    kind: str

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Route the click to the game's cog; a refusal or error becomes one ephemeral sentence."""
        await self._routed(interaction)

    async def _routed(self, interaction: Interaction) -> None:
        cog = cog_for(interaction, self.kind)
        if cog is None:
            await reply(interaction, say(GONE, lang_of(interaction.locale)))
            return
        try:
            await self.handle(cog, interaction)
        except Exception as exc:
            await answer_error(interaction, exc)

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """What the component does, given its game's cog."""
        raise NotImplementedError


class MoveButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=MOVE_TEMPLATE):
    """A button that plays one action on one version of a board."""

    def __init__(
        self,
        kind: str,
        game: int,
        version: int,
        action: str,
        label: str,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        custom_id = MOVE_ID.format(kind=kind, game=game, version=version, action=action)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=cut_words(label, 80), style=style, emoji=emoji, disabled=disabled, custom_id=custom_id
        )
        super().__init__(button, row=row)
        self.kind, self.game, self.version, self.action = kind, game, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]), int(match["version"]), match["action"], "…")

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Play the action."""
        await cog.handle_move(interaction, self.game, self.action, self.version)


class MoveSelect(GameItem, discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A select listing moves; choosing one plays it."""

    def __init__(
        self,
        kind: str,
        game: int,
        version: int,
        group: str,
        placeholder: str = "",
        options: list[discord.SelectOption] | None = None,
        *,
        row: int | None = None,
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=SELECT_ID.format(kind=kind, game=game, version=version, group=group),
            placeholder=placeholder[:150] or None,
            options=options or [discord.SelectOption(label="…")],
            min_values=1,
            max_values=1,
        )
        super().__init__(select, row=row)
        self.kind, self.game, self.version = kind, game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveSelect:
        """Rebuild the select from its id (the chosen value arrives with the interaction)."""
        return cls(match["kind"], int(match["game"]), int(match["version"]), match["group"])

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Play the chosen action."""
        values = chosen_values(interaction)
        if values:
            await cog.handle_move(interaction, self.game, values[0], self.version)


class Step(GameItem, discord.ui.DynamicItem[discord.ui.Item[Any]], template=STEP_TEMPLATE):
    """A control of a game's own private controls (Ready, Back, a paddle; a card and item, cards of a
    hand…): its cog's ``handle_step`` acts, with the values picked when it is a select. Made with
    :class:`StepButton` or :class:`StepSelect`; one family, so one registration."""

    def __init__(
        self, item: discord.ui.Item[Any], kind: str, game: int, stamp: int, step: str, row: int | None
    ) -> None:
        super().__init__(item, row=row)
        self.kind, self.game, self.stamp, self.step = kind, game, stamp, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Step:
        """Rebuild the control around the clicked component (a button or a select).

        Always a plain :class:`Step`: discord.py registers the class of every dynamic item it sends
        for its id pattern, so this also runs as ``StepButton.from_custom_id`` and ``StepSelect``'s.
        """
        return Step(item, match["kind"], int(match["game"]), int(match["stamp"]), match["step"], None)

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Hand the step, and the picked values of a select, to the game's cog."""
        await cog.handle_step(interaction, self.game, self.stamp, self.step, tuple(chosen_values(interaction)))


class StepButton(Step, template=STEP_TEMPLATE):
    """A button of the :class:`Step` family."""

    def __init__(
        self,
        kind: str,
        game: int,
        stamp: int,
        step: str,
        label: str = "…",
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=cut_words(label, 80),
            style=style,
            emoji=emoji,
            disabled=disabled,
            custom_id=STEP_ID.format(kind=kind, game=game, stamp=stamp, step=step),
        )
        super().__init__(button, kind, game, stamp, step, row)


class StepSelect(Step, template=STEP_TEMPLATE):
    """A select of the :class:`Step` family (its values come with the click)."""

    def __init__(
        self,
        kind: str,
        game: int,
        stamp: int,
        step: str,
        placeholder: str = "",
        options: list[discord.SelectOption] | None = None,
        *,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        options = options or [discord.SelectOption(label="…")]
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=STEP_ID.format(kind=kind, game=game, stamp=stamp, step=step),
            placeholder=placeholder[:150] or None,
            options=options,
            min_values=min(min_values, len(options)),
            max_values=min(max_values, len(options)),
        )
        super().__init__(select, kind, game, stamp, step, row)


class MyViewButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"hbv:{KIND}:{GAME}"):
    """Shows the clicking player their private view, ephemerally."""

    def __init__(self, kind: str, game: int, *, label: str | None = None, lang: str = EN) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label or say(msg("ctl-my-view"), lang),
            emoji="👁️",
            style=discord.ButtonStyle.primary,
            custom_id=f"hbv:{kind}:{game}",
        )
        super().__init__(button)
        self.kind, self.game = kind, game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MyViewButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]))

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Send the private view."""
        await cog.handle_private_view(interaction, self.game)


class RulesButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"hbr:{KIND}:{GAME}"):
    """Shows the rules reminder, ephemerally."""

    def __init__(self, kind: str, game: int, lang: str = EN) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=say(msg("ctl-rules"), lang),
            emoji="📖",
            style=discord.ButtonStyle.secondary,
            custom_id=f"hbr:{kind}:{game}",
        )
        super().__init__(button)
        self.kind, self.game = kind, game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]))

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Send the rules."""
        await cog.send_rules(interaction)


BOARD_TAG = "board"
"""The tag of the History button on a board (the others page through a history message)."""
HISTORY_TEMPLATE = rf"hbh:{KIND}:{GAME}:(?P<page>\d{{1,5}}):(?P<tag>[a-z]{{1,8}})"


class HistoryButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=HISTORY_TEMPLATE):
    """Shows a page of the game's history to whoever presses it (ephemerally; in place on a history message)."""

    def __init__(
        self,
        kind: str,
        game: int,
        page: int = 0,
        *,
        tag: str = BOARD_TAG,
        label: str | None = None,
        emoji: str | None = "📜",
        disabled: bool = False,
        row: int | None = None,
        lang: str = EN,
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label or say(msg("ctl-history"), lang),
            emoji=emoji,
            style=discord.ButtonStyle.secondary,
            custom_id=f"hbh:{kind}:{game}:{page}:{tag}",
            disabled=disabled,
        )
        super().__init__(button, row=row)
        self.kind, self.game, self.page, self.tag = kind, game, page, tag

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistoryButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]), int(match["page"]), tag=match["tag"])

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Show the page (0: the newest): the board's button sends it, a history message's buttons redraw it."""
        await cog.show_history(interaction, self.game, self.page or None, in_place=self.tag != BOARD_TAG)


class LobbyButton(GameItem, discord.ui.DynamicItem[discord.ui.Button[Any]], template=LOBBY_TEMPLATE):
    """Join, Leave and Start on a lobby message; "enter" joins from the ``/hauntbot lobbies`` list."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "enter": discord.ButtonStyle.success,
    }

    LABELS: ClassVar[dict[str, Msg]] = {
        "join": msg("ctl-join"),
        "leave": msg("ctl-leave"),
        "start": msg("ctl-start"),
        "enter": msg("ctl-enter"),
    }

    def __init__(self, kind: str, game: int, op: str, label: str | None = None, lang: str = EN) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label or say(self.LABELS[op], lang), style=self.STYLES[op], custom_id=f"hbl:{kind}:{game}:{op}"
        )
        super().__init__(button)
        self.kind, self.game, self.op = kind, game, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        """Rebuild the button from its id."""
        return cls(match["kind"], int(match["game"]), match["op"])

    async def handle(self, cog: GameCog, interaction: Interaction) -> None:
        """Join, leave or start."""
        await cog.handle_lobby_button(interaction, self.game, self.op)


DYNAMIC_ITEMS = (MoveButton, MoveSelect, Step, MyViewButton, RulesButton, HistoryButton, LobbyButton)
"""Every game component family, registered once by the bot with the others (:class:`cogs.old_ids.OldControl`,
``/hauntbot``'s own...)."""
