"""Lobbies: opening, joining, leaving and kicking, starting (the first duties), cancelling, and
adopting or moving a running game."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.bots.contract import LEVELS
from bot.deadlines import BOT, DEADLINE_BOT_LEVEL, SKIP, BadTimers, Timers
from bot.games.base import BadOptions
from bot.i18n import EN, LANGS, OneOf, msg
from bot.sessions.core import SessionCore, bot_seats
from bot.storage import ACTIVE, CANCELLED, LOBBY, LobbyExists, VersionConflict
from bot.tables import (
    LANG_SETTING,
    Refusal,
    Table,
    engine_state,
)

log = logging.getLogger(__name__)


async def lobby_terms(
    core: SessionCore,
    kind: str,
    guild_id: int | None,
    options: Mapping[str, Any],
    settings: Mapping[str, Any] | None,
    lang: str | None,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A new lobby's options as the rules checked them and its table settings as stored (timers filled in from
    the server's defaults, the table's language); Refusal when the rules or the timers refuse them."""
    kit = core.kits[kind]
    try:
        checked = kit.game.check_options(options)
    except BadOptions as exc:
        raise Refusal(exc.reason) from exc
    defaults = await core.store.guild_defaults(guild_id) if guild_id is not None else {}
    try:
        timers = Timers.from_settings(settings or {}, defaults)
    except BadTimers as exc:
        raise Refusal(msg("s-bad-timers", problem=exc.reason)) from exc
    if timers.on_timeout == SKIP and not kit.game.traits.skip:
        raise Refusal(msg("s-no-skip", game=kit.game.title))
    if timers.on_timeout == BOT and kit.bots is None:
        raise Refusal(msg("s-no-bots", game=kit.game.title))
    level = (settings or {}).get(DEADLINE_BOT_LEVEL)
    if level is not None and level not in LEVELS:
        raise Refusal(msg("s-bad-bot-level", levels=OneOf(tuple(LEVELS)), level=str(level)))
    spoken = defaults.get(LANG_SETTING) or (settings or {}).get(LANG_SETTING) or lang
    return checked, {**(settings or {}), **timers.to_settings(), LANG_SETTING: spoken if spoken in LANGS else EN}


class Lobbies(SessionCore):
    """The lobby half of :class:`bot.sessions.Sessions`."""

    async def open_lobby(
        self,
        kind: str,
        *,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        options: Mapping[str, Any],
        settings: Mapping[str, Any] | None = None,
        lang: str | None = None,
    ) -> Table:
        """Open a lobby with the caller as host; checks the options first.

        ``settings`` are table settings the rules engine does not know (kept with the game). The table
        speaks its server's language: the server's setting, else ``lang`` (its preferred locale's), else English.
        """
        kit = self.kits[kind]
        checked, settings = await lobby_terms(self, kind, guild_id, options, settings, lang)
        await self._place_free(channel_id)
        async with self._working():
            try:
                record = await self.store.create_lobby(
                    kind=kind,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    host_id=user_id,
                    host_name=name,
                    options=checked,
                    seed=self._new_seed(),
                    now=self._clock(),
                    settings=settings,
                )
            except LobbyExists as exc:
                raise Refusal(msg("s-lobby-exists", game=kit.game.title, kind=kind)) from exc
            return await self.load(record.id)

    async def join(self, game_id: int, user_id: int, name: str) -> Table:
        """Seat a user in a lobby."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if table.seat_of(user_id) is not None:
                raise Refusal(msg("s-already-joined"))
            game = table.kit.game
            if len(table.seats) >= game.max_players:
                raise Refusal(msg("s-lobby-full", players=game.max_players))
            await self.store.add_seat(game_id, user_id, name)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def leave(self, game_id: int, user_id: int) -> Table:
        """Take a user out of a lobby (the host cancels instead)."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if table.seat_of(user_id) is None:
                raise Refusal(msg("s-not-in-lobby"))
            if user_id == table.record.host_id:
                raise Refusal(msg("s-host-cannot-leave", kind=table.record.kind))
            await self.store.remove_seat(game_id, user_id)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def kick(self, game_id: int, by: int, target: int) -> Table:
        """The host removes someone from the lobby."""

        async def work() -> Table:
            table = await self._lobby(game_id)
            if by != table.record.host_id:
                raise Refusal(msg("s-only-host-removes"))
            if target == by:
                raise Refusal(msg("s-cannot-remove-self", kind=table.record.kind))
            if table.seat_of(target) is None:
                raise Refusal(msg("s-user-not-in-lobby"))
            await self.store.remove_seat(game_id, target)
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def start(self, game_id: int, by: int, *, own_thread: bool = False) -> Table:
        """The host starts the game: seats fixed, the engine sets up.

        A game played in its lobby's channel (``own_thread`` False: no thread will be opened
        for it) cannot start while another game is played there: one game per place.
        """

        async def work() -> Table:
            table = await self._lobby(game_id)
            game = table.kit.game
            if by != table.record.host_id:
                raise Refusal(msg("s-only-host-starts"))
            if not own_thread:
                await self._place_free(table.record.channel_id, but=game_id)
            count = len(table.seats)
            if not game.min_players <= count <= game.max_players:
                raise Refusal(
                    msg("s-wrong-count", game=game.title, least=game.min_players, most=game.max_players, count=count)
                )
            state = game.new_game(count, table.record.seed, table.record.options)
            seated = replace(table, seats=tuple(replace(s, seat=i) for i, s in enumerate(table.seats)))
            duties = await self._plan(seated, state, ACTIVE)
            try:
                await self.store.start(
                    game_id,
                    state=game.dump(state),
                    seat_order=[s.user_id for s in table.seats],
                    now=self._clock(),
                    duties=duties,
                )
            except VersionConflict as exc:
                raise Refusal(msg("s-lobby-gone")) from exc
            self._wake_if_due(duties, bot_seats(seated))
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def cancel(self, game_id: int, by: int, *, admin: bool) -> Table:
        """Close a lobby or stop a running game (host, or a server manager)."""

        async def work() -> Table:
            table = await self.load(game_id)
            if by != table.record.host_id and not admin:
                raise Refusal(msg("s-only-host-cancels"))
            done = await self.store.set_status(game_id, CANCELLED, only_from=(LOBBY, ACTIVE), now=self._clock())
            if not done:
                raise Refusal(msg("s-already-over"))
            return await self.load(game_id)

        return await self._guarded(game_id, work)

    async def adopt(self, game_id: int) -> bool:
        """Give a running game without recorded duties its duties now; True if it needed them."""

        async def work() -> bool:
            table = await self.load(game_id)
            if table.duties() or engine_state(table) is None:
                return False
            duties = await self._plan(table, engine_state(table), table.record.status)
            if not duties:
                return False
            await self.store.set_duties(game_id, duties)
            self._wake_if_due(duties, bot_seats(table))
            return True

        return await self._guarded(game_id, work)

    async def move_home(self, game_id: int, channel_id: int) -> Table:
        """Play a running game in another channel from now on (a server manager's move; un-pauses it)."""

        async def work() -> Table:
            await self.store.move_home(game_id, channel_id)
            return await self.load(game_id)

        return await self._guarded(game_id, work)
