"""``/rumble``: Rumble in the House in Discord.

The moves are public, so they sit on the board itself (the shared selects of ``cogs.messages``);
this cog adds the typed ``move`` and ``fight`` commands, which find the move by its parts, and the
private view's text. Everything it says about the game comes from the table's view and choices.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.app_commands import Choice

from bot.games.base import cut_words
from bot.i18n import EN, Msg, Seat, lang_of, msg, say
from bot.sessions import Refusal, Table
from cogs.base import GameCog

if TYPE_CHECKING:
    from bot.client import HauntBot, Interaction

NOT_PLAYING = msg("rumble-not-playing")
NO_SUCH: dict[str, Msg] = {"move": msg("rumble-no-such-move"), "fight": msg("rumble-no-such-fight")}
"""The refusal of a typed move whose options name no character or room of the house, by command."""


@app_commands.guild_only()  # played with others in a server; only a solo Purple House fits a DM
class RumbleCog(GameCog, group_name="rumble", group_description="Rumble in the House: 3–6 players, last one standing."):
    """Rumble in the House: lobby (``new`` is made from the game's options), typed moves and fights."""

    kind = "rumble"
    first_board_how = msg("rumble-first-how")

    @app_commands.command(name="move", description="Move a lone character through a door.")
    @app_commands.describe(character="A character alone in its room", room="The room next door to move it to")
    async def move(self, interaction: Interaction, character: str, room: str) -> None:
        """Move a lone character to an adjacent room."""
        await self._play_typed(interaction, "move", character=character, room=room)

    @app_commands.command(name="fight", description="Start a fight: knock out a character in a crowded room.")
    @app_commands.describe(victim="A character sharing its room with others")
    async def fight(self, interaction: Interaction, victim: str) -> None:
        """Knock a character out of the house."""
        await self._play_typed(interaction, "fight", victim=victim)

    @move.autocomplete("character")
    async def _character_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """The characters the caller may move now."""
        return await self._suggest(interaction, current, "move", "character")

    @move.autocomplete("room")
    async def _room_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """The rooms the chosen character may move to now."""
        character = str(interaction.namespace.character or "")
        return await self._suggest(interaction, current, "move", "room", character=character)

    @fight.autocomplete("victim")
    async def _victim_choices(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """The characters the caller may knock out now."""
        return await self._suggest(interaction, current, "fight", "victim")

    async def _play_typed(self, interaction: Interaction, group: str, **parts: str) -> None:
        """Play the caller's move of ``group`` made of ``parts`` (given in the order the engine names them).

        A move that is not legal now is still handed to the game when its parts name one, so the
        refusal says why (not your turn, no door there…).
        """
        table = await self._table_here(interaction)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(NOT_PLAYING)
        lang = lang_of(interaction.locale)
        parts = {name: typed_value(table, name, typed, lang) for name, typed in parts.items()}
        found = table.choice(seat, group, **parts)
        action = found.action if found is not None else table.compose(seat, group, tuple(parts.values()))
        if action is None and seat not in table.to_act():
            waiting = tuple(Seat(s) for s in sorted(table.to_act()))
            raise Refusal(msg("s-not-your-turn", waiting=waiting), table.names)
        if action is None:
            raise Refusal(NO_SUCH[group])
        await self.play_command(interaction, action)

    async def _suggest(
        self, interaction: Interaction, current: str, group: str, part: str, **given: str
    ) -> list[Choice[str]]:
        """The values of ``part`` in the caller's moves of ``group`` (those with the ``given`` parts), with the
        engine's words; none when it is not the caller's turn."""
        try:
            table = await self._table_here(interaction)
        except Refusal:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.public is None:
            return []
        values: list[str] = []
        for c in table.choices(seat):
            value = c.part(part)
            wanted = c.group == group and all(c.part(k) == v for k, v in given.items())
            if wanted and value is not None and value not in values:
                values.append(value)
        lang = lang_of(interaction.locale)
        words = {(name, value): say(text, lang) for name, value, text in table.public.part_labels}
        return _filtered({v: words.get((part, v), v) for v in values}, current)

    async def _table_here(self, interaction: Interaction) -> Table:
        """The game of this kind played where the command was typed."""
        return await self.bot.sessions.game_here(self.kind, interaction.channel_id or 0, interaction.user.id)

    # --- My view ---------------------------------------------------------------------------------

    def private_summary(self, view: Any, names: Sequence[str], lang: str = EN) -> str:
        """The seat's own two characters while a rumble is played; once the game is over, who had whom in each
        (see :func:`private_summary`), in ``lang``."""
        return private_summary(view, names, lang)


def private_summary(view: Any, names: Sequence[str], lang: str = EN) -> str:
    """A private view's text in ``lang``: the seat's own two characters while a rumble is played, and who had
    whom in each scored rumble; once the game is over, who had whom in each (the rumble it ended in too, when
    all but one player left before it was scored)."""
    lines: list[Msg | str] = []
    cut = view.cut_short if view.finished else None
    if view.finished:
        lines.append(msg("rumble-over-whom") if view.reveals or cut else msg("rumble-over"))
    elif view.my_characters:
        mine = tuple(msg("rumble-bold", text=view.character_words[c]) for c in view.my_characters)
        lines.append(msg("rumble-mine", characters=mine))
    if view.reveals and not view.finished:
        lines.append("")
        lines.append(msg("rumble-revealed-so-far"))
    for reveal in view.reveals:
        lines.append(msg("rumble-summary-rumble", rumble=reveal.rumble))
        lines += [msg("rumble-summary-seat", seat=Seat(s.seat), told=s.told) for s in reveal.seats]
    if cut is not None:
        lines.append(msg("rumble-summary-cut", rumble=cut.rumble))
        lines += [msg("rumble-summary-seat", seat=Seat(seat), told=told) for seat, told in enumerate(cut.told)]
    return "\n".join(say(line, lang, names) if line else "" for line in lines)


def typed_value(table: Table, part: str, typed: str, lang: str) -> str:
    """The value of a move's ``part`` that a player typed: the list's own value, or its words as the list
    shows them or a character's or room's bare name, in the player's language or in English, in any case
    (what names nothing is given back as typed, for the refusal to say so)."""
    view = table.public
    if view is None:
        return typed
    wanted = " ".join(typed.split()).casefold()
    values: dict[str, str] = {}
    kinds = (part, "name") if part in ("character", "victim") else (part,)  # "name": a character's bare name
    for name, value, text in view.part_labels:
        if name in kinds:
            for said in (say(text, reader) for reader in (lang, EN)):
                values.setdefault(said.casefold(), value)
            values[value] = value
    return values.get(wanted, typed)


def _filtered(options: dict[str, str], current: str) -> list[Choice[str]]:
    """Autocomplete entries (value: words) whose words contain what was typed, or whose value it is."""
    needle = current.lower()
    return [
        Choice(name=cut_words(label, 100), value=value)
        for value, label in options.items()
        if needle in label.lower() or needle == value
    ][:25]


async def setup(bot: HauntBot) -> None:
    """Load the cog (discord.py extension entry point)."""
    await bot.add_cog(RumbleCog(bot))
