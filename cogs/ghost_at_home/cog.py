"""``/ghostathome``: Ghost at Home in Discord.

The public board shows every house and, while a ghost attack or an escape waits
for an answer, that window's answers as buttons only the player asked may use.
Hands and turn moves are private: "My view" (or ``/ghostathome view``) shows the
seat's hand and its controls, and the move commands offer the legal moves by
autocomplete. A window's deadline is on the board; the scheduler answers it
with the default when it passes (``bot/scheduler.py``).

The cog knows moves only as the engine describes them: a typed move is found by its
part (``Choice.parts``, named like the command's option), cards picked together are
made into a move by the engine (``Table.compose``), and control ids hold the engine's
actions as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.i18n import EN, Msg, lang_of, msg
from bot.sessions import Refusal, StaleBoard, Table
from cogs.base import GameCog
from cogs.ghost_at_home.controls import board_controls, private_controls
from cogs.ghost_at_home.text import board_embed, mention_text, window_refusal
from cogs.ghost_at_home.text import private_summary as summary_text

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from bot.games.ghost_at_home import GhostView

NOT_PLAYING = msg("ghostathome-not-playing")
OUT_OF_DATE = msg("ghostathome-out-of-date")
LIGHT_PICK = msg("ghostathome-light-pick")
NO_MOVE = msg("ghostathome-no-move")


@dataclass(frozen=True)
class Typed:
    """A move command: the choice groups it plays, the option naming the move's part, and what it plays in words
    (a message)."""

    groups: tuple[str, ...]
    option: str
    what: Msg

    def refusal(self) -> Refusal:
        """The answer to a value that is none of this command's moves."""
        return Refusal(msg("ghostathome-typed-not", what=self.what))


ROOMS = Typed(("rooms",), "cards", msg("ghostathome-typed-rooms"))
GHOST = Typed(("ghost",), "target", msg("ghostathome-typed-ghost"))
CAT = Typed(("cat",), "floor", msg("ghostathome-typed-cat"))
LIGHT = Typed(("light",), "cards", msg("ghostathome-typed-light"))
SPECIAL = Typed(("special",), "play", msg("ghostathome-typed-special"))
DISCARD = Typed(("discard",), "cards", msg("ghostathome-typed-discard"))
ANSWER = Typed(("defend", "escape"), "answer", msg("ghostathome-typed-answer"))


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class GhostAtHomeCog(
    GameCog,
    group_name="ghostathome",
    group_description="Ghost at Home: 2–4 players explore their haunted houses; the first to escape wins.",
):
    """Ghost at Home: lobby, private hands, turn moves, and the cat-defence and escape windows."""

    kind = "ghostathome"

    # --- move commands ---------------------------------------------------------------

    @app_commands.command(name="rooms", description="Explore rooms: play one or more room cards from your hand.")
    @app_commands.describe(cards="The room cards to play (the list shows the plays you can make now)")
    async def rooms(self, interaction: Interaction, cards: str) -> None:
        """Play room cards onto the lowest floor that is not full."""
        await self._play_typed(interaction, ROOMS, cards)

    @app_commands.command(name="ghost", description="Send a ghost at an opponent's highest explored floor.")
    @app_commands.describe(target="The opponent to haunt")
    async def ghost(self, interaction: Interaction, target: str) -> None:
        """Play a ghost card at an opponent."""
        await self._play_typed(interaction, GHOST, target)

    @app_commands.command(name="cat", description="Put a cat on one of your explored rooms.")
    @app_commands.describe(floor="The floor of your house for the cat")
    async def cat(self, interaction: Interaction, floor: str) -> None:
        """Play a cat card onto your house."""
        await self._play_typed(interaction, CAT, floor)

    @app_commands.command(name="light", description="Turn on a light: discard 2–3 cards with at least 5 bulbs.")
    @app_commands.describe(cards="The floor to light and the cards to discard")
    async def light(self, interaction: Interaction, cards: str) -> None:
        """Discard cards to light a floor."""
        await self._play_typed(interaction, LIGHT, cards)

    @app_commands.command(name="special", description="Play a special card from your hand.")
    @app_commands.describe(play="What the special card does")
    async def special(self, interaction: Interaction, play: str) -> None:
        """Play the Space-time hole, Light bulb, Cat food, Elevator or Lightning."""
        await self._play_typed(interaction, SPECIAL, play)

    @app_commands.command(name="discard", description="Discard one or more cards face down and draw as many.")
    @app_commands.describe(cards="The cards to discard")
    async def discard(self, interaction: Interaction, cards: str) -> None:
        """Discard and draw."""
        await self._play_typed(interaction, DISCARD, cards)

    @app_commands.command(name="answer", description="Answer a ghost coming at you, or an escape you are asked about.")
    @app_commands.describe(answer="Defend with a cat / let the ghost in, or stop the escape / let it go on")
    async def answer(self, interaction: Interaction, answer: str) -> None:
        """Answer the open cat-defence or escape window (the board's buttons do the same)."""
        await self._play_typed(interaction, ANSWER, answer)

    @rooms.autocomplete("cards")
    async def _rooms_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, ROOMS, current)

    @ghost.autocomplete("target")
    async def _ghost_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, GHOST, current)

    @cat.autocomplete("floor")
    async def _cat_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, CAT, current)

    @light.autocomplete("cards")
    async def _light_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, LIGHT, current)

    @special.autocomplete("play")
    async def _special_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, SPECIAL, current)

    @discard.autocomplete("cards")
    async def _discard_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, DISCARD, current)

    @answer.autocomplete("answer")
    async def _answer_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._suggest(interaction, ANSWER, current)

    async def _suggest(self, interaction: Interaction, command: Typed, current: str) -> list[Choice[str]]:
        """The caller's moves of ``command`` now: each distinct part value, with the engine's label (names in),
        filtered by what was typed."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return []
        needle = current.lower().strip()
        found: dict[str, str] = {}
        for c in table.choices(seat, lang_of(interaction.locale)):
            value = c.part(command.option)
            if c.group in command.groups and value is not None and (needle in c.label.lower() or needle == value):
                found.setdefault(value, c.label)
        return [Choice(name=label[:100], value=value) for value, label in found.items()][:25]

    async def _play_typed(self, interaction: Interaction, command: Typed, value: str) -> None:
        """Play the move a command names: one of the caller's choices with that part, else the move the engine
        makes of it (the rules then say why it is not allowed now); refused when it is no move of this command."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(NOT_PLAYING)
        typed = value.strip()
        offered = [c.action for g in command.groups if (c := table.choice(seat, g, **{command.option: typed}))]
        made = [a for g in command.groups if (a := table.compose(seat, g, [typed]))]
        if not offered + made:
            raise command.refusal()
        await self.play_command(interaction, (offered + made)[0])

    # --- components -------------------------------------------------------------------

    async def handle_move(self, interaction: Interaction, game_id: int, action: str, version: int) -> None:
        """A move from a control. The board shows a window's answers to everyone (so it tells nobody's hand):
        a player the window does not ask is told who answers it; the move pipeline judges everything else."""
        table = await self.bot.sessions.load(game_id)
        text = window_refusal(table, interaction.user.id, version)
        if text is not None:
            raise Refusal(text, table.names)
        await super().handle_move(interaction, game_id, action, version)

    async def handle_step(
        self, interaction: Interaction, game_id: int, stamp: int, step: str, values: tuple[str, ...]
    ) -> None:
        """Cards picked in My view's rooms, light or discard select (``step`` is its group): the engine makes
        them one move, played on the board version the select was drawn on (``stamp``)."""
        table = await self.bot.sessions.load(game_id)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(NOT_PLAYING)
        action = table.compose(seat, step, values)
        if action is None:
            if stamp != table.record.version:
                raise StaleBoard(OUT_OF_DATE, game_id)
            raise Refusal(LIGHT_PICK if step == "light" else NO_MOVE)
        await super().handle_move(interaction, game_id, action, stamp)  # no window is open on a turn's picks

    # --- boards and private views ---------------------------------------------------------

    def board_mentions(self, table: Table) -> str:
        """Ping the seats that must act (the open window's player, or the active one)."""
        return mention_text(table)

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The board's embed with names in the engine's sentences."""
        return board_embed(table, sentence)

    def board_controls(self, table: Table) -> discord.ui.View:
        """The open window's buttons, My view and Rules."""
        return board_controls(table)

    def private_controls(self, table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
        """The seat's hand controls in its player's ``lang`` (rooms, lights, discards need multi-selects)."""
        return private_controls(table, seat, lang)

    def private_summary(self, view: GhostView, names: Sequence[str], lang: str = EN) -> str:
        """The hand with each card's floor and bulbs, and what the seat may do now, in ``lang``."""
        return summary_text(view, names, lang)


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point); its controls are the shared component families."""
    await bot.add_cog(GhostAtHomeCog(bot))
