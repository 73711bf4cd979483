"""``/ghostathome``: Ghost at Home in Discord.

The public board shows every house and, while a ghost attack or an escape waits
for an answer, that window's answers as buttons only the player asked may use.
Hands and turn moves are private: "My view" (or ``/ghostathome view``) shows the
seat's hand and its controls, and the move commands offer the legal moves by
autocomplete. A window's deadline is on the board; the scheduler answers it
with the default when it passes (``bot/scheduler.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.games.ghost_at_home import GhostView
from bot.sessions import Refusal, StaleBoard, Table
from bot.tables import PLAYER, named
from cogs.base import GameCog
from cogs.ghost_at_home.controls import DYNAMIC_ITEMS, LIGHT_PICK, board_controls, card_action, private_controls
from cogs.ghost_at_home.text import (
    board_embed,
    mention_text,
    window_refusal,
)
from cogs.ghost_at_home.text import private_summary as summary_text
from cogs.replies import reply
from cogs.timer_options import timer_options, timer_settings

if TYPE_CHECKING:
    from bot.client import HauntBot

log = logging.getLogger(__name__)

SPECIAL_HEADS = ("h", "b", "f", "e", "z")
ANSWERS = ("cat", "allow", "stop", "nostop")


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class GhostAtHomeCog(
    GameCog,
    group_name="ghostathome",
    group_description="Ghost at Home: 2–4 players explore their haunted houses; the first to escape wins.",
):
    """Ghost at Home: lobby, private hands, turn moves, and the cat-defence and escape windows."""

    kind = "ghostathome"

    # --- commands -------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a Ghost at Home lobby in this channel.")
    @app_commands.describe(
        beginner="Beginner game: leave out the 7 special cards (default: off)",
        always_ask="Ask at every ghost/escape even players with no cat/ghost, so nobody learns hands (default: on)",
    )
    @timer_options
    async def new(
        self,
        interaction: discord.Interaction,
        beginner: bool | None = None,
        always_ask: bool | None = None,
        turn_time: int | None = None,
        reminders: int | None = None,
        reaction_window: int | None = None,
        on_timeout: str | None = None,
        remove_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Open a lobby; others join with the button or `/ghostathome join`.

        ``always_ask`` off skips the cat/escape question for players who could not
        answer it: faster, but everybody then learns that they hold no cat or ghost.
        """
        options = {k: v for k, v in (("beginner", beginner), ("always_ask", always_ask)) if v is not None}
        await self.open_lobby(
            interaction,
            options,
            settings=timer_settings(turn_time, reminders, reaction_window, on_timeout, remove_after),
        )

    @app_commands.command(name="rooms", description="Explore rooms: play one or more room cards from your hand.")
    @app_commands.describe(cards="The room cards to play (the list shows the plays you can make now)")
    async def rooms(self, interaction: discord.Interaction, cards: str) -> None:
        """Play room cards onto the lowest floor that is not full."""
        await self._play_typed(interaction, cards, ("r",), "room play")

    @app_commands.command(name="ghost", description="Send a ghost at an opponent's highest explored floor.")
    @app_commands.describe(target="The opponent to haunt")
    async def ghost(self, interaction: discord.Interaction, target: str) -> None:
        """Play a ghost card at an opponent."""
        await self._play_typed(interaction, target, ("g",), "ghost target")

    @app_commands.command(name="cat", description="Put a cat on one of your explored rooms.")
    @app_commands.describe(floor="The floor of your house for the cat")
    async def cat(self, interaction: discord.Interaction, floor: str) -> None:
        """Play a cat card onto your house."""
        await self._play_typed(interaction, floor, ("c",), "cat floor")

    @app_commands.command(name="light", description="Turn on a light: discard 2–3 cards with at least 5 bulbs.")
    @app_commands.describe(cards="The floor to light and the cards to discard")
    async def light(self, interaction: discord.Interaction, cards: str) -> None:
        """Discard cards to light a floor."""
        await self._play_typed(interaction, cards, ("l",), "light")

    @app_commands.command(name="special", description="Play a special card from your hand.")
    @app_commands.describe(play="What the special card does")
    async def special(self, interaction: discord.Interaction, play: str) -> None:
        """Play the Space-time hole, Light bulb, Cat food, Elevator or Lightning."""
        await self._play_typed(interaction, play, SPECIAL_HEADS, "special card play")

    @app_commands.command(name="discard", description="Discard one or more cards face down and draw as many.")
    @app_commands.describe(cards="The cards to discard")
    async def discard(self, interaction: discord.Interaction, cards: str) -> None:
        """Discard and draw."""
        await self._play_typed(interaction, cards, ("d",), "discard")

    @app_commands.command(name="answer", description="Answer a ghost coming at you, or an escape you are asked about.")
    @app_commands.describe(answer="Defend with a cat / let the ghost in, or stop the escape / let it go on")
    async def answer(self, interaction: discord.Interaction, answer: str) -> None:
        """Answer the open cat-defence or escape window (the board's buttons do the same)."""
        await self._play_typed(interaction, answer, ANSWERS, "answer")

    @rooms.autocomplete("cards")
    async def _rooms_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, ("r",))

    @ghost.autocomplete("target")
    async def _ghost_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, ("g",))

    @cat.autocomplete("floor")
    async def _cat_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, ("c",))

    @light.autocomplete("cards")
    async def _light_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, ("l",))

    @special.autocomplete("play")
    async def _special_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, SPECIAL_HEADS)

    @discard.autocomplete("cards")
    async def _discard_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, ("d",))

    @answer.autocomplete("answer")
    async def _answer_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await self._choices(interaction, current, ANSWERS)

    async def _choices(self, interaction: discord.Interaction, current: str, heads: Sequence[str]) -> list[Choice[str]]:
        """The caller's legal moves starting with one of ``heads``, labelled with names, filtered by ``current``."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.state is None or seat not in table.to_act():
            return []
        needle = current.lower().strip()
        out = []
        for c in table.kit.game.choices(table.state, seat):
            label = named(c.label, table.names)
            if c.action.split(".")[0] in heads and (needle in label.lower() or needle == c.action):
                out.append(Choice(name=label[:100], value=c.action))
        return out[:25]

    async def _play_typed(self, interaction: discord.Interaction, value: str, heads: Sequence[str], what: str) -> None:
        """Play a move typed in a command, once it is a move of that command's kind."""
        action = value.strip()
        if action.split(".")[0] not in heads:
            await reply(
                interaction,
                f"That is not a {what}; pick one from the list, which shows the moves you can make now. "
                "Nothing was changed.",
            )
            return
        await self.play_command(interaction, action)

    # --- components -------------------------------------------------------------------

    async def handle_cards(
        self, interaction: discord.Interaction, game_id: int, version: int, kind: str, values: Sequence[str]
    ) -> None:
        """Cards picked in a rooms, light or discard multi-select: join them into the move and play it."""
        action = card_action(kind, values)
        if action is None:
            await reply(interaction, LIGHT_PICK)
            return
        await self.handle_move(interaction, game_id, action, version)

    async def handle_window(self, interaction: discord.Interaction, game_id: int, version: int, answer: str) -> None:
        """A window button on the board: only the player asked may answer; the move pipeline does the rest."""

        async def work() -> None:
            table = await self.bot.sessions.load(game_id)
            text = window_refusal(table, interaction.user.id, version)
            if text:
                raise Refusal(text)
            await self.handle_move(interaction, game_id, answer, version)

        await self._run(interaction, work)

    # --- names in the engine's sentences ------------------------------------------------------

    async def _run(self, interaction: discord.Interaction, work: Callable[[], Awaitable[Any]]) -> None:
        """Run a handler like GameCog does, with players' names in the engine's refusals."""

        async def named_work() -> None:
            try:
                await work()
            except StaleBoard:
                raise
            except Refusal as exc:
                text = str(exc)
                if PLAYER.search(text):
                    text = named(text, await self._names_for(interaction))
                raise Refusal(text) from exc

        await super()._run(interaction, named_work)

    async def _names_for(self, interaction: discord.Interaction) -> list[str]:
        """The names of the game an interaction is about (empty when it cannot be found)."""
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        try:
            if custom_id:
                return (await self.bot.sessions.load(int(custom_id.split(":")[1]))).names
            place = interaction.channel_id or 0
            return (await self.bot.sessions.game_here(self.kind, place, interaction.user.id)).names
        except (Refusal, ValueError, IndexError):
            return []

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

    def private_controls(self, table: Table, seat: int) -> discord.ui.View | None:
        """The seat's hand controls (rooms, lights, discards need multi-selects)."""
        return private_controls(table, seat)

    def private_summary(self, view: GhostView, names: Sequence[str]) -> str:
        """The hand with each card's floor and bulbs, and what the seat may do now."""
        return summary_text(view, names)


async def setup(bot: HauntBot) -> None:
    """Load the cog and register its own components (discord.py extension entry point)."""
    await bot.add_cog(GhostAtHomeCog(bot))
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
