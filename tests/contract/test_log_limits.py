"""History pages and digests of the longest seeded game of every kind stay within Discord's limits,
with the longest display names Discord allows."""

from __future__ import annotations

import pytest

from bot.history import DIGEST_FULL, DIGEST_TAIL, MAX_DIGEST, Gap, digest, history_line, history_pages
from bot.i18n import LANGS
from bot.sessions.moves import move_sentence
from bot.storage import EventRecord
from tests.contract.kits import CONTRACT_KITS
from tests.contract.playouts import Playout

EMBED_DESCRIPTION = 4096
LONG_NAMES = [f"{'Wide Name Number ' + str(i):W<32}" for i in range(8)]
"""Eight display names of 32 characters (Discord's longest)."""

KINDS = pytest.mark.parametrize("kind", sorted(CONTRACT_KITS))
LANGUAGES = pytest.mark.parametrize("lang", LANGS)


def logged(p: Playout) -> list[EventRecord]:
    """The playout's moves as the bot stores them: the public sentence and the seats' notes."""
    game = CONTRACT_KITS[p.kind].game
    events = []
    for i, (seat, action) in enumerate(p.log):
        before, after = p.states[i], p.states[i + 1]
        sentence = move_sentence(seat, LONG_NAMES[seat], game.describe(before, seat, action, after))
        notes = dict(game.notes(before, seat, action, after))
        events.append(EventRecord(1, i + 1, seat, action, i + 2, "2026-12-01T00:00:00+00:00", sentence, notes))
    return events


def gap_of(events: list[EventRecord], seat: int, upto: int) -> Gap:
    """The gap of ``seat`` after the first ``upto`` moves, as the store counts it."""
    seen = events[:upto]
    own = max((e.seq for e in seen if e.seat == seat), default=0)
    after = [e for e in seen if e.seq > own]
    per_seat: dict[int | None, int] = {}
    for e in after:
        per_seat[e.seat] = per_seat.get(e.seat, 0) + 1
    tail = after[-DIGEST_TAIL:] if len(after) > DIGEST_FULL else after
    return Gap(len(after), per_seat, tuple(tail))


def longest(playouts: dict[str, list[Playout]], kind: str) -> Playout:
    """The seeded game of ``kind`` with the most moves."""
    return max(playouts[kind], key=lambda p: len(p.log))


@KINDS
@LANGUAGES
def test_every_history_page_of_the_longest_game_fits_an_embed(
    playouts: dict[str, list[Playout]], kind: str, lang: str
) -> None:
    """Every page, for every reader and after the end, in every language, fits an embed description, and the
    pages together hold every entry whole."""
    p = longest(playouts, kind)
    events = logged(p)
    names = LONG_NAMES[: p.players]
    for reader in (None, *range(p.players)):
        for revealed in (False, True):
            pages = history_pages(events, reader=reader, names=names, revealed=revealed, lang=lang)
            for page in pages:
                text = "\n".join(page)
                assert len(text) <= EMBED_DESCRIPTION, f"{kind}: a page is {len(text)} characters"
            told = [part for page in pages for part in page]
            whole = [history_line(e, reader, names, revealed=revealed, lang=lang) for e in events]
            assert "\n".join(told) == "\n".join(whole), f"{kind}: the history lost words"


@KINDS
@LANGUAGES
def test_every_digest_of_the_longest_game_fits_its_budget(
    playouts: dict[str, list[Playout]], kind: str, lang: str
) -> None:
    """After every move, each seat's digest (with its secrets or without), in every language, keeps within its
    budget."""
    p = longest(playouts, kind)
    events = logged(p)
    names = LONG_NAMES[: p.players]
    for upto in range(1, len(events) + 1):
        for seat in range(p.players):
            gap = gap_of(events, seat, upto)
            for secrets in (False, True):
                text = digest(gap, seat, names, secrets=secrets, lang=lang)
                assert len(text) <= MAX_DIGEST, f"{kind}: a digest of {len(text)} characters"
