"""``/children``: Children in Discord.

The public board shows the mansion, the ghosts, the players and Kitty Kitty.
Hands are secret, so every control is private: "My view" (or ``/children
view``) shows the seat's hand, what it remembers of the rooms, and selects
with its legal moves; the move commands offer the same moves by autocomplete.
Out-of-turn decisions (trimming, running, Kitty Kitty's owner, Irwin Biddle)
ping the player, show their deadline, and get the default answer when it
passes (``bot/scheduler.py``).

The cog reads the game only through the table: its views and its choices,
whose parts (``room``, ``device``) are what the typed commands take.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice as Suggestion

from bot.games.base import cut, cut_words
from bot.i18n import EN, Msg, Text, chained, lang_of, msg, say
from bot.sessions import Refusal, Table
from bot.storage import ACTIVE
from bot.tables import Offered
from cogs import messages
from cogs.base import GameCog
from cogs.notices import deadline_text

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction
    from bot.games.children import ChildrenView

MAX_AUTOCOMPLETE = 25
MOVE_GROUPS = ("enter", "move", "run")
"""The choice groups ``/children move`` plays: entering the mansion, moving, and running from a ghost."""


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class ChildrenCog(
    GameCog, group_name="children", group_description="Children: 2–4 players trap the ghosts of Thornhill Mansion."
):
    """Children: lobby, private controls and move commands."""

    kind = "children"
    first_board_how = msg("children-first-how")

    @app_commands.command(name="play", description="Make any move you may make now (the list shows them).")
    @app_commands.describe(action="Your move; start typing to filter the list")
    async def play(self, interaction: Interaction, action: str) -> None:
        """Play one of the caller's legal moves, chosen from the autocomplete list."""
        await self.play_command(interaction, action)

    @app_commands.command(name="move", description="Enter or move to a room (through a door or trapdoor).")
    @app_commands.describe(room="A room you can reach now")
    async def move(self, interaction: Interaction, room: str) -> None:
        """Move the caller's ghost hunter to a room."""
        table, seat = await self._my_seat(interaction)
        found = next((c for g in MOVE_GROUPS if (c := table.choice(seat, g, room=room)) is not None), None)
        if found is None:
            lang = lang_of(interaction.locale)
            offered = _rooms(table, seat, lang)
            raise _refusal(table, msg("children-cog-pick-room", offered=_listed(offered)), NO_ROOM, offered, lang)
        await self.play_command(interaction, found.action)

    @app_commands.command(name="device", description="Use a device card from your hand.")
    @app_commands.describe(device="A device use you can make now")
    async def device(self, interaction: Interaction, device: str) -> None:
        """Use a device from the caller's hand."""
        table, seat = await self._my_seat(interaction)
        found = table.choice(seat, device=device)
        if found is None:
            lang = lang_of(interaction.locale)
            offered = _devices(table, seat, lang)
            raise _refusal(table, msg("children-cog-pick-device", offered=_listed(offered)), NO_DEVICE, offered, lang)
        await self.play_command(interaction, found.action)

    @play.autocomplete("action")
    async def _any_choices(self, interaction: Interaction, current: str) -> list[Suggestion[str]]:
        return await self._suggest(interaction, current, _moves)

    @move.autocomplete("room")
    async def _room_choices(self, interaction: Interaction, current: str) -> list[Suggestion[str]]:
        return await self._suggest(interaction, current, _rooms)

    @device.autocomplete("device")
    async def _device_choices(self, interaction: Interaction, current: str) -> list[Suggestion[str]]:
        return await self._suggest(interaction, current, _devices)

    async def _my_seat(self, interaction: Interaction) -> tuple[Table, int]:
        """The game played here and the caller's seat in it (Refusal when they do not play in it)."""
        table = await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(say(msg("children-cog-not-playing"), lang_of(interaction.locale)))
        return table, seat

    async def _suggest(
        self, interaction: Interaction, current: str, offered: Callable[[Table, int, str], list[tuple[Offered, str]]]
    ) -> list[Suggestion[str]]:
        """The caller's ``offered`` moves (choice, value) matching what they typed (none when they may not act)."""
        try:
            table, seat = await self._my_seat(interaction)
        except Refusal:
            return []
        needle = current.strip().lower()
        found: dict[str, Suggestion[str]] = {}
        for c, value in offered(table, seat, lang_of(interaction.locale)):
            if value not in found and (not needle or needle in c.label.lower() or needle == value):
                found[value] = Suggestion(name=cut_words(c.label, 100), value=value)
        return list(found.values())[:MAX_AUTOCOMPLETE]

    # --- boards -----------------------------------------------------------------------------

    def board_embed(self, table: Table, sentence: str | None) -> discord.Embed:
        """The board's embed with names in the engine's sentences and the open decision's deadline."""
        embed = messages.board_embed(table, sentence)
        view: ChildrenView | None = table.public
        if view is not None and table.record.status == ACTIVE:
            lang = table.lang
            status = say(view.status, lang, table.names)
            if view.window is not None:
                status += deadline_text(table, view.window.seat, lang)
            embed.add_field(name=say(msg("children-cog-now"), lang), value=status[:1024], inline=False)
        return embed

    def private_summary(self, view: ChildrenView, names: Sequence[str], lang: str = EN) -> str:
        """The seat's hand in words, its limit and skulls, and what it must do now (in ``lang``)."""
        return private_summary(view, names, lang)


NO_ROOM = msg("children-cog-no-room")
NO_DEVICE = msg("children-cog-no-device")
CARD_IDS = {"free": "children-cog-card-free", "turn": "children-cog-card-turn", "": "children-cog-card"}
"""A card of the hand in bold, by its ``action`` (a device's Free Action or turn action)."""


def private_summary(view: ChildrenView, names: Sequence[str], lang: str = EN) -> str:
    """A private view's text in ``lang``: the seat's hand, its limit and skulls, the cards it remembers under
    rooms, and what it must do now."""
    if view.seat is None:
        return say(msg("children-cog-only-you"), lang)
    me = view.table[view.seat]
    hand = tuple(msg(CARD_IDS[c.action], card=c.label) for c in view.hand)
    size = {"count": len(view.hand), "limit": view.hand_limit}
    lines: list[Text] = [
        msg("children-cog-hand", cards=_commas(hand), **size) if hand else msg("children-cog-hand-empty", **size),
        msg("children-cog-skulls", skulls=me.skulls, ghosts=me.ghosts_trapped),
    ]
    remembered = [
        msg("children-cog-remembered", room=r.label, cards=_commas(tuple(c.label for c in r.seen)))
        for r in view.rooms
        if r.seen
    ]
    if remembered:
        lines.append(msg("children-cog-remember", rooms=_semicolons(remembered)))
    if view.seat in view.to_act:
        lines.append(msg("children-cog-now-line", status=say(view.status, lang, names)))
    lines.append(msg("children-cog-only-you"))
    return "\n".join(say(line, lang, names) for line in lines)


def _commas(items: Sequence[Text]) -> Text:
    """Items separated by commas only ("**Hatpin**, **Toad**")."""
    return chained(items, msg("children-comma"))


def _semicolons(items: Sequence[Text]) -> Text:
    """Items separated by semicolons ("Parlor: Hatpin; Spire: Toad")."""
    return chained(items, msg("children-cog-semicolon"))


def _moves(table: Table, seat: int, lang: str = EN) -> list[tuple[Offered, str]]:
    """Every move ``seat`` may make now, by its action (what ``/children play`` takes), labelled in ``lang``."""
    return [(c, c.action) for c in table.choices(seat, lang)]


def _rooms(table: Table, seat: int, lang: str = EN) -> list[tuple[Offered, str]]:
    """The rooms ``seat`` may go to now (entering, moving or running), by their ``room`` part."""
    return [
        (c, room) for c in table.choices(seat, lang) if c.group in MOVE_GROUPS and (room := c.part("room")) is not None
    ]


def _devices(table: Table, seat: int, lang: str = EN) -> list[tuple[Offered, str]]:
    """The device uses ``seat`` may make now (in turn, or out of turn for a Skull Token), by their ``device`` part."""
    return [(c, use) for c in table.choices(seat, lang) if (use := c.part("device")) is not None]


def _listed(offered: list[tuple[Offered, str]]) -> str:
    """The labels of the offered moves, already said, separated by commas."""
    return ", ".join(c.label for c, _ in offered)


def _refusal(table: Table, pick: Msg, nothing: Msg, offered: list[tuple[Offered, str]], lang: str) -> Refusal:
    """Why a typed move is refused (in ``lang``): the moves of that kind the seat has (``pick``), else
    ``nothing`` and what the game waits for now."""
    if offered:
        return Refusal(cut(say(pick, lang), 1000))
    view: ChildrenView | None = table.public
    status = say(view.status, lang, table.names) if view is not None else ""
    return Refusal(f"{say(nothing, lang)} {status}".strip())


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point)."""
    await bot.add_cog(ChildrenCog(bot))
