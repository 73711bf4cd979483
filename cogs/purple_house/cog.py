"""``/purplehouse``: The Purple House in Discord.

Scouting is simultaneous and secret: each player modifies their own cards from
their ephemeral **My view** (select a card and item, then the corner), and the
public board only says who is still scouting. When Scouting ends, the private
views this bot still may edit (interaction tokens live 15 minutes) are turned
into a text without the card fronts. In the Escape Phase the Key holder flips
cards from the board (or ``/purplehouse flip``), and each flip is told in words.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.games.base import Choice as GameChoice
from bot.games.purple_house import PurpleHouseView
from bot.games.purple_house.data import DIFFICULTIES
from bot.games.purple_house.scouting import AUTO, READY
from bot.games.purple_house.state import ESCAPE, SCOUTING
from bot.sessions import MoveResult, Refusal, Table
from bot.storage import ACTIVE, CANCELLED, LOBBY, Look
from cogs import messages
from cogs.base import GameCog
from cogs.components import MyViewButton
from cogs.looks import LOOK_OVER, edit_look, hide_look
from cogs.purple_house.controls import (
    DYNAMIC_ITEMS,
    MODIFICATION,
    PICK,
    SORT,
    board_controls,
    flip_controls,
    is_scouting,
    modification_groups,
    position_controls,
    scouting_controls,
)
from cogs.purple_house.text import (
    GAME_ENDED,
    KID_FRIENDLY,
    SCOUTING_OVER,
    SILENCE,
    escape_summary,
    scouting_summary,
)
from cogs.replies import reply
from cogs.timer_options import timer_options, timer_settings

if TYPE_CHECKING:
    from bot.client import HauntBot

log = logging.getLogger(__name__)

DIFFICULTY_CHOICES = [
    Choice(
        name=f"{d.name} — {d.candles} candles, {d.ghosts} White Lad{'y' if d.ghosts == 1 else 'ies'} a round", value=key
    )
    for key, d in DIFFICULTIES.items()
]
LOOK_MINUTES = 10
"""How long a look at one's Scouting fronts stays on screen: well inside the 15 minutes Discord lets the
bot edit an ephemeral message, and the scheduler's pass (at most SCHEDULER_POLL_SECONDS late) hides it."""


class PurpleHouseCog(
    GameCog,
    group_name="purplehouse",
    group_description="The Purple House: 1–5 players remember the House and escape together.",
):
    """The Purple House: lobby, secret Scouting from My view, flips by the Key holder."""

    kind = "purplehouse"

    def __init__(self, bot: HauntBot) -> None:
        super().__init__(bot)

    async def cog_unload(self) -> None:
        """Forget the private controls with the cog."""
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)

    # --- commands ------------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a Purple House lobby in this channel (1–5 players).")
    @app_commands.describe(
        difficulty="Candles per round and White Ladies added each round (default: Easy)",
        kid_friendly="Allow talking during Scouting (default: off, Scouting is silent)",
        scoring="Scoring Variant: show a score at the end (default: off)",
    )
    @app_commands.choices(difficulty=DIFFICULTY_CHOICES)
    @timer_options
    async def new(
        self,
        interaction: discord.Interaction,
        difficulty: str | None = None,
        kid_friendly: bool = False,
        scoring: bool = False,
        turn_time: int | None = None,
        reminders: int | None = None,
        reaction_window: int | None = None,
        on_timeout: str | None = None,
        remove_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Open a lobby; others join with the button or `/purplehouse join`; the host may start alone."""
        options: dict[str, Any] = {"kid_friendly": kid_friendly, "scoring": scoring}
        if difficulty:
            options["difficulty"] = difficulty
        await self.open_lobby(
            interaction,
            options,
            settings=timer_settings(turn_time, reminders, reaction_window, on_timeout, remove_after),
        )

    @app_commands.command(name="flip", description="Escape Phase: flip a face-down card of the House (Key holder).")
    @app_commands.describe(card="The card's number on the board")
    async def flip(self, interaction: discord.Interaction, card: app_commands.Range[int, 1, 25]) -> None:
        """Flip the face-down card with this number; the Key then passes left."""
        await self._typed(interaction, f"f{card}", ESCAPE)

    @app_commands.command(name="sort", description="Escape Phase: sort the face-down cards by their Xs (Key holder).")
    async def sort(self, interaction: discord.Interaction) -> None:
        """Sort the face-down cards by their back markings; it does not use the turn."""
        await self._typed(interaction, SORT, ESCAPE)

    @app_commands.command(name="modify", description="Scouting: modify one of your cards in secret.")
    @app_commands.describe(change="A modification of one of your cards (the list shows only yours)")
    async def modify(self, interaction: discord.Interaction, change: str) -> None:
        """Make one secret modification (or let the house make the ones you owe)."""
        change = change.strip()
        ok = MODIFICATION.fullmatch(change) or change == AUTO
        await self._typed(interaction, change if ok else None, SCOUTING)

    @app_commands.command(name="ready", description="Scouting: cover your cards and mark yourself ready.")
    async def ready(self, interaction: discord.Interaction) -> None:
        """Mark yourself ready once your modifications are made."""
        await self._typed(interaction, READY, SCOUTING)

    @flip.autocomplete("card")
    async def _card_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[int]]:
        out = [
            Choice(name=c.label[:100], value=int(c.action[1:]))
            for c in await self._my_choices(interaction)
            if c.action.startswith("f") and _wanted(c.label, c.action[1:], current)
        ]
        return out[:25]

    @modify.autocomplete("change")
    async def _change_choices(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        out = [
            Choice(name=c.label[:100], value=c.action)
            for c in await self._my_choices(interaction)
            if (MODIFICATION.fullmatch(c.action) or c.action == AUTO) and _wanted(c.label, c.action, current)
        ]
        return out[:25]

    async def _my_choices(self, interaction: discord.Interaction) -> list[GameChoice]:
        """The caller's legal choices in the game played here (none when they owe nothing)."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None or seat not in table.to_act():
            return []
        return list(table.kit.game.choices(table.state, seat))

    async def _typed(self, interaction: discord.Interaction, action: str | None, phase: str) -> None:
        """A move typed as a command: checked against the phase, then played like a click."""

        async def work() -> None:
            if action is None:
                raise Refusal("Pick one of the modifications the list offers (only your own cards are listed).")
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
            state = table.state
            seated = table.seat_of(interaction.user.id) is not None
            if seated and table.record.status == ACTIVE and state is not None and state.phase != phase:
                if phase == SCOUTING:
                    raise Refusal("Cards are modified only during Scouting; now the Key holder flips a card.")
                raise Refusal("Everyone is still scouting; use **My view** to modify your cards, then get ready.")
            await interaction.response.defer(ephemeral=True, thinking=True)
            result = await self.bot.sessions.play(
                table.id, interaction.user.id, action, version=None, publish=self.publish
            )
            await reply(interaction, f"Done: {result.sentence}")
            seat = result.table.seat_of(interaction.user.id)
            if seat is not None:
                await self._refresh_scout_views(result.table, seat)

        await self._run(interaction, work)

    async def _refresh_scout_views(self, table: Table, seat: int) -> None:
        """After a typed modification or ready, redraw the seat's open Scouting views: they offer only what is left."""
        if not is_scouting(table):
            return
        mine = [k for k in await self.bot.store.looks_of(table.id) if k.seat == seat and k.round == table.state.round]
        if not mine:
            return
        view = table.kit.game.view(table.state, seat)
        picture = await self.bot.sessions.render(table, seat)
        for look in mine:
            await edit_look(
                self.bot,
                look,
                content=self.private_summary(view, table.names),
                attachments=[messages.board_file(picture, "my-view.png")],
                view=scouting_controls(table, seat, [c.card for c in view.hand]),
            )

    # --- private views ---------------------------------------------------------------------

    async def handle_scout(self, interaction: discord.Interaction, game_id: int, round_no: int, value: str) -> None:
        """A private Scouting control: ``""`` goes back, ``pick:…`` opens the corner step, else a move."""

        async def work() -> None:
            table = await self.bot.sessions.load(game_id)
            seat = table.seat_of(interaction.user.id)
            if seat is None:
                raise Refusal("You are not playing in this game; you can watch, or join the next one.")
            if table.record.status != ACTIVE or table.state is None:
                raise Refusal(f"This game is over; start a new one with `/{self.kind} new`.")
            if not is_scouting(table) or table.state.round != round_no:
                raise Refusal(
                    f"Scouting of round {round_no} is over, so these controls no longer work; follow the board."
                )
            if value.startswith(PICK):
                await self._position_step(interaction, table, seat, value[len(PICK) :])
                return
            await interaction.response.defer()
            if value:
                result = await self.bot.sessions.play(
                    game_id, interaction.user.id, value, version=None, publish=self.publish
                )
                table = result.table
            await self._show_private(interaction, table, seat)

        await self._run(interaction, work)

    async def _position_step(self, interaction: discord.Interaction, table: Table, seat: int, pick: str) -> None:
        """Replace the first step with the corner choice for one card and item, in the same message."""
        kind, slot = pick[:1], pick[1:]
        groups = modification_groups(table.kit.game.choices(table.state, seat))
        group = next((g for g in groups if g.kind == kind and str(g.slot) == slot), None)
        if group is None:
            raise Refusal("That card cannot take that item now; pick another modification, or press Ready.")
        view = table.kit.game.view(table.state, seat)
        card = view.hand[group.slot - 1].card
        step = "where the Corner X goes" if kind == "x" else "which Corner X your Handkerchief turns or removes"
        content = f"{self.private_summary(view, table.names)}\n➡️ **Card {group.slot} ({card})**: choose {step}."
        await interaction.response.edit_message(content=content, view=position_controls(table, group))
        if interaction.message is not None:
            await self._remember(table, seat, interaction.message.id, interaction)

    async def _private_view(self, interaction: discord.Interaction, table: Table) -> None:
        """My view: the seat's cards and secret controls while scouting, its items and flips otherwise."""
        seat = table.seat_of(interaction.user.id)
        if table.record.status == LOBBY:
            raise Refusal("The game has not started yet; there is nothing private to see.")
        if seat is None:
            raise Refusal("You are not playing in this game, so you have no private view; the board is public.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._show_private(interaction, table, seat)

    async def _refresh_private(self, interaction: discord.Interaction, table: Table) -> None:
        """After a flip made from a private view, redraw that ephemeral message in place."""
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.state is None:
            return
        try:
            await self._show_private(interaction, table, seat)
        except discord.HTTPException:
            log.info("private view of game %s could not be refreshed", table.id, exc_info=True)

    async def _show_private(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """Put the seat's private picture, text and controls in the interaction's message."""
        state = table.state
        view = table.kit.game.view(state, seat)
        picture = await self.bot.sessions.render(table, seat)
        controls: discord.ui.View | None = None
        if is_scouting(table):
            controls = scouting_controls(table, seat, [c.card for c in view.hand])
        elif table.record.status == ACTIVE and state.phase == ESCAPE and seat == state.key:
            controls = discord.ui.View(timeout=None)
            flip_controls(controls, table, table.names)
        message = await interaction.edit_original_response(
            content=self.private_summary(view, table.names),
            attachments=[messages.board_file(picture, "my-view.png")],
            view=controls,
        )
        if is_scouting(table):
            await self._remember(table, seat, message.id, interaction)

    def private_summary(self, view: PurpleHouseView, names: list[str] | None = None) -> str:
        """Scouting: the seat's cards front and back, items and what to do; else the Key and items."""
        names = names or [f"Player {p.seat + 1}" for p in view.players]
        if view.phase == SCOUTING and view.seat is not None:
            text = scouting_summary(view)
            waiting = [names[s] for s in sorted(view.to_act) if s != view.seat]
            if waiting and view.seat not in view.to_act:
                text += "\nStill scouting: " + ", ".join(f"**{n}**" for n in waiting) + "."
            return text
        return escape_summary(view, names)

    async def _remember(self, table: Table, seat: int, message_id: int, interaction: discord.Interaction) -> None:
        """Keep the look this private Scouting view gives at the seat's fronts, so it hides itself in time."""
        hide_at = self.bot.clock() + timedelta(minutes=LOOK_MINUTES)
        await self.bot.store.keep_look(
            Look(table.id, message_id, seat, table.state.round, interaction.application_id, interaction.token, hide_at)
        )

    async def _refresh_lobby(self, table: Table) -> None:
        """Redraw the lobby message; a game cancelled while scouting also hides its private views."""
        await super()._refresh_lobby(table)
        if table.record.status == CANCELLED:
            await self._hide_fronts(table)

    async def _hide_fronts(self, table: Table) -> None:
        """Once a Scouting Phase is over (or the game), edit its private views into a text without card fronts."""
        live = table.state.round if is_scouting(table) else None
        for look in await self.bot.store.looks_of(table.id):
            if look.round != live:
                text = SCOUTING_OVER.format(round=look.round) if table.record.status == ACTIVE else GAME_ENDED
                await hide_look(self.bot, look, text)

    async def end_look(self, table: Table, look: Look) -> None:
        """A look's time is up: hide the fronts; while Scouting lasts, the player may look again."""
        if is_scouting(table) and look.round == table.state.round:
            again = discord.ui.View(timeout=None)
            again.add_item(MyViewButton(table.id))
            await hide_look(self.bot, look, LOOK_OVER, again)
            return
        await self._hide_fronts(table)
        await hide_look(
            self.bot, look, GAME_ENDED if table.record.status != ACTIVE else SCOUTING_OVER.format(round=look.round)
        )

    # --- the public board ------------------------------------------------------------------

    async def show(self, result: MoveResult) -> None:
        """Hide finished Scouting views, then update the board (in place while scouting, else a new one)."""
        table = result.table
        await self._hide_fronts(table)
        sentence = result.sentence + _score_line(result)
        state = table.state
        in_place = is_scouting(table) and (any(state.modified) or any(state.ready))
        if in_place and await self.edit_board(table, sentence, result.picture):
            return
        await self.show_board(result, sentence)

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The board's embed, with the Scouting instructions while scouting."""
        embed = messages.board_embed(table, sentence)
        if is_scouting(table):
            how = "Press **My view** to see your dealt cards and modify them in secret, then press Ready."
            talk = KID_FRIENDLY if table.state.kid_friendly else SILENCE
            embed.add_field(name="🔍 Scouting", value=f"{how}\n{talk}", inline=False)
        return embed

    def board_controls(self, table: Table) -> discord.ui.View:
        """Flip controls for the Key holder, My view and Rules."""
        return board_controls(table)


def _score_line(result: MoveResult) -> str:
    """At the end of a Scoring Variant game: where its score stands among this server's best (kept by the save)."""
    best = result.best
    if best is None:
        return ""
    title = DIFFICULTIES[best.rules_key.removesuffix("-kid")].name
    if best.new:
        return f"\n🏅 New best score on this server for {title} difficulty: **{best.score}**!"
    return f"\nThis server's best on {title}: {best.best}."


def _wanted(label: str, value: str, current: str) -> bool:
    needle = current.strip().lower()
    return not needle or needle in label.lower() or needle == value.lower()


async def setup(bot: HauntBot) -> None:
    """Load the cog and its private controls (discord.py extension entry point)."""
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(PurpleHouseCog(bot))
