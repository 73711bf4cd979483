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
from collections.abc import Sequence
from datetime import timedelta
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.games.base import Choice as GameChoice
from bot.games.base import cut
from bot.i18n import EN, lang_of, msg, say
from bot.names import named_text
from bot.sessions import MoveResult, Refusal, Table
from bot.storage import ACTIVE, CANCELLED, Look
from cogs import messages
from cogs.base import GameCog
from cogs.components import MyViewButton
from cogs.languages import dm_lang
from cogs.looks import LOOK_OVER, edit_look, hide_look
from cogs.purple_house.controls import (
    AUTO,
    ESCAPE,
    PICK,
    SCOUTING,
    board_controls,
    is_scouting,
    key_controls,
    picked_group,
    position_controls,
    scouting_controls,
    scouting_round,
    view_of,
)
from cogs.purple_house.text import (
    KID_FRIENDLY,
    NOT_A_CHANGE,
    NOT_PLAYING,
    SILENCE,
    WRONG_PHASE,
    ended_text,
    escape_summary,
    score_line,
    scouting_over,
    scouting_summary,
    step_text,
    still_scouting,
)
from cogs.replies import MAX_CONTENT, reply
from cogs.undo import with_undo

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from bot.games.purple_house import PurpleHouseView

log = logging.getLogger(__name__)

LOOK_MINUTES = 10
"""How long a look at one's Scouting fronts stays on screen: well inside the 15 minutes Discord lets the
bot edit an ephemeral message, and the scheduler's pass (at most SCHEDULER_POLL_SECONDS late) hides it."""


def typed_move(table: Table, seat: int, group: str, **parts: str) -> str | None:
    """The move a command or step names by its parts: the seat's choice made of them, else what the
    engine makes of them (it then says why that move is not allowed now); None when they name no move.

    ``group`` is ``flip``, ``house``, ``ready`` or ``change`` (a modification's or auto's ``change`` part).
    """
    if group == "change":
        found = next((c for c in table.choices(seat) if c.part("change") == parts["change"]), None)
    else:
        found = table.choice(seat, group, **parts)
    return found.action if found is not None else table.compose(seat, group, tuple(parts.values()))


class PurpleHouseCog(
    GameCog,
    group_name="purplehouse",
    group_description="The Purple House: 1–5 players remember the House and escape together.",
):
    """The Purple House: lobby, secret Scouting from My view, flips by the Key holder."""

    kind = "purplehouse"
    new_description = "Open a Purple House lobby in this channel (1–5 players)."

    # --- commands ------------------------------------------------------------------------

    @app_commands.command(name="flip", description="Escape Phase: flip a face-down card of the House (Key holder).")
    @app_commands.describe(card="The card's number on the board")
    async def flip(self, interaction: Interaction, card: app_commands.Range[int, 1, 25]) -> None:
        """Flip the face-down card with this number; the Key then passes left."""
        await self._typed(interaction, ESCAPE, "flip", card=str(card))

    @app_commands.command(name="sort", description="Escape Phase: sort the face-down cards by their Xs (Key holder).")
    async def sort(self, interaction: Interaction) -> None:
        """Sort the face-down cards by their back markings; it does not use the turn."""
        await self._typed(interaction, ESCAPE, "house")

    @app_commands.command(name="modify", description="Scouting: modify one of your cards in secret.")
    @app_commands.describe(change="A modification of one of your cards (the list shows only yours)")
    async def modify(self, interaction: Interaction, change: str) -> None:
        """Make one secret modification (or let the house make the ones you owe)."""
        await self._typed(interaction, SCOUTING, "change", change=change.strip())

    @app_commands.command(name="ready", description="Scouting: cover your cards and mark yourself ready.")
    async def ready(self, interaction: Interaction) -> None:
        """Mark yourself ready once your modifications are made."""
        await self._typed(interaction, SCOUTING, "ready")

    @flip.autocomplete("card")
    async def _card_choices(self, interaction: Interaction, current: str) -> list[Choice[int]]:
        """The Key holder's flips, by card number, with the engine's labels."""
        out = [
            Choice(name=say(c.label)[:100], value=int(card))
            for c in await self._my_choices(interaction)
            if c.group == "flip" and (card := c.part("card")) is not None and _wanted(say(c.label), card, current)
        ]
        return out[:25]

    @modify.autocomplete("change")
    async def _change_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """The caller's own modifications (and auto), with the engine's labels."""
        out = [
            Choice(name=say(c.label)[:100], value=change)
            for c in await self._my_choices(interaction)
            if (change := c.part("change")) is not None and _wanted(say(c.label), change, current)
        ]
        return out[:25]

    async def _my_choices(self, interaction: Interaction) -> list[GameChoice]:
        """The caller's legal choices in the game played here (none when they owe nothing)."""
        try:
            table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        except Refusal:
            return []
        seat = table.seat_of(interaction.user.id)
        return [] if seat is None else list(table.choices(seat))

    async def _typed(self, interaction: Interaction, phase: str, group: str, **parts: str) -> None:
        """A move typed as a command: checked against the phase, then played like a click."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(NOT_PLAYING)
        if table.started and view_of(table).phase != phase:
            raise Refusal(WRONG_PHASE[phase])
        action = typed_move(table, seat, group, **parts)
        if action is None:
            raise Refusal(NOT_A_CHANGE)
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await self.bot.sessions.play(table.id, interaction.user.id, action, version=None, publish=self.publish)
        lang = lang_of(interaction.locale)
        await reply(interaction, say(msg("g-done", move=named_text(result.sentence, result.table.names, lang)), lang))
        await self._refresh_scout_views(result.table, seat)

    async def _refresh_scout_views(self, table: Table, seat: int) -> None:
        """After a typed modification or ready, redraw the seat's open Scouting views: they offer only what is left."""
        if not is_scouting(table):
            return
        view = view_of(table, seat)
        mine = [k for k in await self.bot.sessions.looks_of(table.id) if k.seat == seat and k.round == view.round]
        if not mine:
            return
        lang = await self._lang_of(table, seat)
        picture = await self.bot.sessions.render(table, seat, lang)
        for look in mine:
            await edit_look(
                self.bot,
                look,
                content=self.private_summary(view, table.names, lang),
                attachments=[messages.board_file(picture, "my-view.png")],
                view=scouting_controls(table, seat, lang),
            )

    async def _lang_of(self, table: Table, seat: int) -> str:
        """The language a seat's player last used with the bot (their views are edited without an interaction)."""
        user_id = table.user_of(seat)
        return dm_lang(await self.bot.sessions.user_prefs(user_id))

    # --- private views ---------------------------------------------------------------------

    async def handle_step(
        self, interaction: Interaction, game_id: int, stamp: int, step: str, values: tuple[str, ...]
    ) -> None:
        """A private Scouting control of round ``stamp``: ``mod`` (a card and item: the move, or the corner
        step), ``pos`` (the corner), ``ready``, ``auto`` (let the house choose) or ``back``."""
        table = await self.bot.sessions.load(game_id)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(NOT_PLAYING)
        if table.record.status != ACTIVE or not table.started:
            raise Refusal(msg("purplehouse-controls-over"))
        if scouting_round(table) != stamp:
            raise Refusal(msg("purplehouse-controls-stale", round=stamp))
        value = values[0] if values else ""
        if step == "mod" and value.startswith(PICK):
            await self._position_step(interaction, table, seat, value)
            return
        if step in ("mod", "pos"):
            action: str | None = value or None
        elif step == "ready":
            action = typed_move(table, seat, "ready")
        elif step == "auto":
            action = typed_move(table, seat, "change", change=AUTO)
        elif step == "back":
            action = None
        else:
            raise Refusal(msg("purplehouse-controls-unknown"))
        await interaction.response.defer()
        if action is not None:
            result = await self.bot.sessions.play(
                game_id, interaction.user.id, action, version=None, publish=self.publish
            )
            table = result.table
        await self._show_private(interaction, table, seat)

    async def _position_step(self, interaction: Interaction, table: Table, seat: int, pick: str) -> None:
        """Replace the first step with the corner choice for one card and item, in the same message."""
        group = picked_group(table.choices(seat), pick)
        if group is None:
            raise Refusal(msg("purplehouse-controls-cannot"))
        view = view_of(table, seat)
        front = view.hand[int(group.card) - 1].label
        lang = lang_of(interaction.locale)
        step = say(step_text(group.item, int(group.card), front), lang)
        content = f"{self.private_summary(view, table.names, lang)}\n{step}"
        controls = position_controls(table, group, view.round, lang)
        await interaction.response.edit_message(content=content, view=controls)
        if interaction.message is not None:
            await self._remember(table, seat, view.round, interaction.message.id, interaction)

    async def show_private_view(self, interaction: Interaction, table: Table) -> None:
        """My view: the seat's cards and secret controls while scouting, its items and flips otherwise."""
        seat = self.viewer_seat(table, interaction.user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._show_private(interaction, table, seat)

    async def refresh_private(self, interaction: Interaction, table: Table) -> None:
        """After a flip made from a private view, redraw that ephemeral message in place."""
        seat = table.seat_of(interaction.user.id)
        if seat is None or not table.started:
            return
        try:
            await self._show_private(interaction, table, seat)
        except discord.HTTPException:
            log.info("private view of game %s could not be refreshed", table.id, exc_info=True)

    async def _show_private(self, interaction: Interaction, table: Table, seat: int) -> None:
        """Put the seat's private picture, text and controls in the interaction's message."""
        view = view_of(table, seat)
        lang = lang_of(interaction.locale)
        picture = await self.bot.sessions.render(table, seat, lang)
        message = await interaction.edit_original_response(
            content=cut(await self.private_text(table, seat, view, lang), MAX_CONTENT),
            attachments=[messages.board_file(picture, "my-view.png")],
            view=with_undo(self.private_controls(table, seat, lang), table, seat, lang),
        )
        if is_scouting(table):
            await self._remember(table, seat, view.round, message.id, interaction)

    def private_controls(self, table: Table, seat: int, lang: str = EN) -> discord.ui.View | None:
        """Scouting: the seat's secret modification controls; Escape: the Key holder's flips (in ``lang``)."""
        if is_scouting(table):
            return scouting_controls(table, seat, lang)
        return key_controls(table, seat, lang)

    def private_summary(self, view: PurpleHouseView, names: Sequence[str], lang: str = EN) -> str:
        """Scouting: the seat's cards front and back, items and what to do; else the Key and items (in ``lang``)."""
        if view.phase == SCOUTING and view.seat is not None:
            text = scouting_summary(view, lang)
            waiting = [names[s] for s in sorted(view.to_act) if s != view.seat]
            if waiting and view.seat not in view.to_act:
                text += "\n" + still_scouting(waiting, lang)
            return text
        return escape_summary(view, names, lang)

    async def _remember(
        self, table: Table, seat: int, round_no: int, message_id: int, interaction: Interaction
    ) -> None:
        """Keep the look this private Scouting view gives at the seat's fronts, so it hides itself in time."""
        hide_at = self.bot.clock() + timedelta(minutes=LOOK_MINUTES)
        await self.bot.sessions.keep_look(
            Look(table.id, message_id, seat, round_no, interaction.application_id, interaction.token, hide_at)
        )

    async def refresh_lobby(self, table: Table) -> None:
        """Redraw the lobby message; a game cancelled while scouting also hides its private views."""
        await super().refresh_lobby(table)
        if table.record.status == CANCELLED:
            await self._hide_fronts(table)

    async def _hide_fronts(self, table: Table) -> None:
        """Once a Scouting Phase is over (or the game), edit its private views into a text without card fronts."""
        live = scouting_round(table)
        for look in await self.bot.sessions.looks_of(table.id):
            if look.round != live:
                status = table.record.status
                said = scouting_over(look.round) if status == ACTIVE else ended_text(status)
                await hide_look(self.bot, look, say(said, await self._lang_of(table, look.seat)))

    async def end_look(self, table: Table, look: Look) -> None:
        """A look's time is up: hide the fronts; while Scouting lasts, the player may look again."""
        lang = await self._lang_of(table, look.seat)
        if look.round == scouting_round(table):
            again = discord.ui.View(timeout=None)
            again.add_item(MyViewButton(self.kind, table.id, lang=lang))
            await hide_look(self.bot, look, say(LOOK_OVER, lang), again)
            return
        await self._hide_fronts(table)
        status = table.record.status
        said = ended_text(status) if status != ACTIVE else scouting_over(look.round)
        await hide_look(self.bot, look, say(said, lang))

    # --- the public board ------------------------------------------------------------------

    async def show(self, result: MoveResult) -> None:
        """Hide finished Scouting views, then update the board (in place while scouting, else a new one)."""
        table = result.table
        await self._hide_fronts(table)
        public = view_of(table)
        said = named_text(result.sentence, table.names, table.lang)
        sentence = said + score_line(result.best, public.difficulty_label, table.lang)
        in_place = is_scouting(table) and public.scouted
        if in_place and await self.edit_board(table, sentence, result.picture):
            return
        await self.show_board(result, sentence)

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The board's embed, with the Scouting instructions while scouting."""
        embed = messages.board_embed(table, sentence)
        if is_scouting(table):
            lang = table.lang
            how = say(msg("purplehouse-board-how"), lang)
            talk = say(KID_FRIENDLY if view_of(table).kid_friendly else SILENCE, lang)
            embed.add_field(name=say(msg("purplehouse-board-scouting"), lang), value=f"{how}\n{talk}", inline=False)
        return embed

    def board_controls(self, table: Table) -> discord.ui.View:
        """Flip controls for the Key holder, My view and Rules."""
        return board_controls(table)


def _wanted(label: str, value: str, current: str) -> bool:
    needle = current.strip().lower()
    return not needle or needle in label.lower() or needle == value.lower()


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point); its controls are the shared component families."""
    await bot.add_cog(PurpleHouseCog(bot))
