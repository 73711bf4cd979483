"""History pages and digests read through the sessions, over seeded games of every kind saved on a real file."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PIL import Image

from bot.games.base import cut
from bot.history import DIGEST_FULL, DIGEST_TAIL, MAX_DIGEST_LINE, PAGE_MOVES, move_words
from bot.registry import KITS, GameKit
from bot.sessions import MoveResult, Refusal, Sessions, Table
from bot.storage import FINISHED, Store
from bot.tables import engine_state

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
MOVES = 40
"""Moves played in each seeded game (fewer when it ends first)."""
SPECTATOR = 99

FAST_KITS: dict[str, GameKit] = {
    kind: dataclasses.replace(kit, render=lambda view, names, lang="en": Image.new("RGB", (8, 8)))
    for kind, kit in KITS.items()
}
"""The real kits with a tiny picture: these tests read words, not boards."""

KINDS = pytest.mark.parametrize("kind", sorted(KITS))


async def ignore(result: MoveResult) -> None:
    """A publish step that posts nothing."""


@pytest.fixture
async def sessions(tmp_path: Path) -> AsyncIterator[Sessions]:
    """Sessions over a fresh store file, with a fixed clock and seed."""
    store = await Store.open(tmp_path / "logs.db")
    yield Sessions(store, FAST_KITS, clock=lambda: T0, new_seed=lambda: 11)
    await store.close()


async def started(sessions: Sessions, kind: str, players: int) -> Table:
    """A started game of ``kind`` with ``players`` seats (users 1..n)."""
    table = await sessions.open_lobby(kind, guild_id=1, channel_id=500, user_id=1, name="P1", options={})
    for user in range(2, players + 1):
        await sessions.join(table.id, user, f"P{user}")
    await sessions.start(table.id, 1, own_thread=True)
    return await sessions.load(table.id)


async def play_random(sessions: Sessions, table: Table, rng: random.Random) -> Table:
    """One random legal move of a random seat the game waits for."""
    game = table.kit.game
    seat = rng.choice(sorted(table.to_act()))
    action = rng.choice(list(game.legal_actions(engine_state(table), seat)))
    result = await sessions.play(table.id, table.user_of(seat), action, version=None, publish=ignore)
    return result.table


async def played_on(sessions: Sessions, kind: str, label: str) -> AsyncIterator[Table]:
    """A seeded game of ``kind`` after each of its first :data:`MOVES` moves (fewer when it ends first)."""
    table = await started(sessions, kind, players_of(kind))
    rng = random.Random(f"{label}:{kind}")
    for _ in range(MOVES):
        if table.record.status == FINISHED:
            return
        table = await play_random(sessions, table, rng)
        yield table


def players_of(kind: str) -> int:
    """A middling player count of the kind (two or more where the game allows)."""
    game = KITS[kind].game
    return max(game.min_players, min(3, game.max_players))


@KINDS
async def test_a_digest_names_exactly_the_moves_since_the_seat_last_moved(sessions: Sessions, kind: str) -> None:
    """After every move, each seat's digest lists the moves after its own last one (all, or a count and the last)."""
    async for table in played_on(sessions, kind, "digest"):
        events = await sessions.store.events(table.id)
        for seat in range(len(table.seats)):
            own = max((e.seq for e in events if e.seat == seat), default=0)
            since = [e for e in events if e.seq > own]
            told = since if len(since) <= DIGEST_FULL else since[-DIGEST_TAIL:]
            text = await sessions.digest(table, seat, secrets=False)
            if not since:
                assert text == ""
                continue
            lines = [line.removeprefix("• ") for line in text.splitlines()[1:]]
            expected = [cut(move_words(e, table.names), MAX_DIGEST_LINE) for e in told]
            assert lines and lines == expected[len(expected) - len(lines) :]  # the newest, when long words drop some
            assert (f" {len(since)} moves (" in text.splitlines()[0]) == (len(lines) < len(since))


@KINDS
async def test_the_pages_of_a_spectators_history_hold_every_move_once_in_order(sessions: Sessions, kind: str) -> None:
    """Reading every page from the first gives moves 1..N, each once, with no secret note."""
    table = [t async for t in played_on(sessions, kind, "pages")][-1]
    moves = len(await sessions.store.events(table.id))
    pages = (await sessions.history(table.id, SPECTATOR))[1].pages
    seen: list[int] = []
    for page in range(1, pages + 1):
        _, shown = await sessions.history(table.id, SPECTATOR, page)
        assert (shown.page, shown.pages) == (page, pages)
        seen += [int(line.split("`")[1]) for line in shown.lines]
        assert not any("🔒" in line for line in shown.lines)
    assert seen == list(range(1, moves + 1))


async def test_a_lobby_has_no_history(sessions: Sessions) -> None:
    """Asking for the history of a game that has not started says how it starts."""
    table = await sessions.open_lobby("rumble", guild_id=1, channel_id=500, user_id=1, name="P1", options={})
    with pytest.raises(Refusal, match="has not started yet"):
        await sessions.history(table.id, 1)


async def test_the_newest_page_is_shown_when_none_is_asked_for(sessions: Sessions) -> None:
    """No page number: the last page, full, which holds the newest move."""
    table = await started(sessions, "rumble", 3)
    rng = random.Random(3)
    for _ in range(23):
        table = await play_random(sessions, table, rng)
    _, shown = await sessions.history(table.id, 1)
    assert shown.page == shown.pages and len(shown.lines) == PAGE_MOVES and shown.lines[-1].startswith("` 23`")


async def history_lines(sessions: Sessions, table: Table, user: int) -> list[str]:
    """Every line of every page of a game's history as ``user`` reads it."""
    pages = (await sessions.history(table.id, user))[1].pages
    return [line for page in range(1, pages + 1) for line in (await sessions.history(table.id, user, page))[1].lines]


@pytest.mark.parametrize("kind", ["children", "ghostathome", "purplehouse"])  # the games whose moves leave notes
async def test_a_player_replaced_by_a_bot_reads_the_history_as_a_spectator(sessions: Sessions, kind: str) -> None:
    """Once a bot takes over a leaver's seat for good, their history shows no secret note, old or new."""
    async for table in played_on(sessions, kind, "replaced"):
        events = await sessions.store.events(table.id)
        noted = [s for s in range(1, len(table.seats)) if any(s in e.notes for e in events)]
        if noted and table.record.status != FINISHED:
            break
    else:
        pytest.fail("no seat but the host's had a secret note in the game's first moves")
    user = table.user_of(noted[0])
    assert any("🔒" in line for line in await history_lines(sessions, table, user))
    await sessions.replace_with_bot(table.id, 1, noted[0], "easy", admin=False)
    after = await history_lines(sessions, table, user)
    assert len(after) >= len(events) and not any("🔒" in line for line in after)


async def test_turning_pages_reads_the_events_once_per_count_of_moves(sessions: Sessions, monkeypatch) -> None:
    """The pages are laid out once for a reader and count of moves; a new move lays them out again."""
    table = await started(sessions, "rumble", 3)
    rng = random.Random(5)
    for _ in range(23):
        table = await play_random(sessions, table, rng)
    reads: list[int] = []
    real = sessions.store.events

    async def counted(game_id: int) -> list:
        reads.append(game_id)
        return await real(game_id)

    monkeypatch.setattr(sessions.store, "events", counted)
    shown = [(await sessions.history(table.id, 1, page))[1] for page in (None, 1, 2, 3)]
    assert len(reads) == 1 and shown[0] == shown[3]
    table = await play_random(sessions, table, rng)
    assert (await sessions.history(table.id, 1))[1].lines[-1].startswith("` 24`") and len(reads) == 2
