"""History pages and digests in words: redaction, pages, summaries of long gaps and Discord's limits."""

from __future__ import annotations

from bot.history import (
    DIGEST_TAIL,
    MAX_DIGEST,
    MAX_PAGE,
    PAGE_MOVES,
    Gap,
    digest,
    history_line,
    history_page,
    history_pages,
)
from bot.storage import EventRecord

NAMES = ["alice", "bob", "carol"]


def event(seq: int, seat: int | None, sentence: str | None = None, notes: dict[int, str] | None = None) -> EventRecord:
    """A stored move of game 1."""
    words = sentence if sentence is not None else f"**{NAMES[seat or 0]}** made move {seq}."
    return EventRecord(1, seq, seat, f"a{seq}", seq + 1, "2026-12-01T10:00:00+00:00", words, notes or {})


def test_a_spectator_sees_only_the_public_sentence() -> None:
    """Nobody's notes reach a reader who is not playing."""
    line = history_line(event(1, 0, notes={0: "You drew the Ninja."}), None, NAMES, revealed=False)
    assert "made move 1" in line and "Ninja" not in line


def test_a_player_sees_their_own_note() -> None:
    """The seat a note belongs to reads it, marked as secret."""
    line = history_line(event(1, 0, notes={0: "You drew the Ninja."}), 0, NAMES, revealed=False)
    assert "🔒 You drew the Ninja." in line


def test_a_player_never_sees_another_seats_note() -> None:
    """Seat 1 does not read what seat 0 learned."""
    line = history_line(event(1, 0, notes={0: "You drew the Ninja."}), 1, NAMES, revealed=False)
    assert "Ninja" not in line


def test_after_the_end_every_note_is_shown_with_its_seat() -> None:
    """Once the game is over, every seat's secrets are in the history, named."""
    line = history_line(
        event(1, 0, notes={0: "You drew the Ninja.", 2: "You saw Player 1's card."}), None, NAMES, revealed=True
    )
    assert "alice: You drew the Ninja." in line and "carol: You saw alice's card." in line


def test_engine_seat_references_become_display_names() -> None:
    """ "Player N" in a sentence's engine part is the seat's display name."""
    line = history_line(event(1, 1, "**bob** attacked Player 1."), None, NAMES, revealed=False)
    assert "**bob** attacked alice." in line


def test_an_old_event_without_words_gets_a_stand_in() -> None:
    """A move saved before sentences were kept still has a line naming its player."""
    old = EventRecord(1, 1, 2, "m1", 2, "2026-01-01T00:00:00+00:00")
    assert "**carol** made a move" in history_line(old, None, NAMES, revealed=False)


def test_pages_fill_from_the_newest_move_back() -> None:
    """25 moves fill three pages, the newest two full: 1-5, 6-15, 16-25."""
    events = [event(i, 0) for i in range(1, 26)]
    pages = history_pages(events, reader=None, names=NAMES, revealed=False)
    assert [[int(line.split("`")[1]) for line in page] for page in pages] == [
        list(range(1, 6)),
        list(range(6, 16)),
        list(range(16, 26)),
    ]


def test_no_page_asked_is_the_newest_and_one_beyond_the_end_too() -> None:
    """No page number, or page 99 of three, shows page 3."""
    events = [event(i, 0) for i in range(1, 26)]
    for page in (None, 99):
        shown = history_page(events, page=page, reader=None, names=NAMES, revealed=False)
        assert (shown.page, shown.pages, shown.lines[-1][:5]) == (3, 3, "` 25`")


def test_a_game_without_moves_has_one_page_saying_so() -> None:
    """The history of a game that has just begun says no move was made."""
    shown = history_page([], page=1, reader=None, names=NAMES, revealed=False)
    assert shown.pages == 1 and shown.text == "No move has been made yet."


def test_a_long_move_is_kept_whole_on_a_page_of_its_own() -> None:
    """A move whose notes fill most of a page is not cut: it stands alone, its neighbours on other pages."""
    notes = {s: "You learned a great deal. " * 50 for s in range(3)}
    events = [event(1, 0), event(2, 0, notes=notes), event(3, 0)]
    pages = history_pages(events, reader=None, names=NAMES, revealed=True)
    assert [len(page) for page in pages] == [1, 1, 1]
    assert pages[1][0] == history_line(events[1], None, NAMES, revealed=True)
    assert pages[1][0].count("You learned a great deal.") == 150


def test_a_move_longer_than_a_page_is_split_where_a_line_ends() -> None:
    """Every secret of a move too long for one page is read, over two pages, none cut."""
    notes = {s: f"Note of seat {s}: " + "x" * 1500 for s in range(4)}
    events = [event(1, 0, notes=notes)]
    pages = history_pages(events, reader=None, names=NAMES + ["dave"], revealed=True)
    assert len(pages) == 2 and all(len("\n".join(page)) <= MAX_PAGE for page in pages)
    told = "\n".join(line for page in pages for line in page)
    assert told == history_line(events[0], None, NAMES + ["dave"], revealed=True)


def test_every_page_of_the_longest_moves_fits_an_embed() -> None:
    """Ten moves of very long words with notes stay within an embed description, page by page."""
    long = "**" + "x" * 32 + "** " + "did something very long. " * 60
    notes = {s: "You learned a great deal. " * 10 for s in range(3)}
    events = [event(i, 0, long, notes) for i in range(1, PAGE_MOVES + 1)]
    pages = history_pages(events, reader=0, names=NAMES, revealed=True)
    assert sum(len(page) for page in pages) == PAGE_MOVES
    assert all(len("\n".join(page)) <= MAX_PAGE <= 4096 for page in pages)


def test_a_short_gap_is_told_in_full() -> None:
    """Three moves since the seat's last are listed one per line, oldest first."""
    gap = Gap(3, {1: 2, 2: 1}, (event(4, 1), event(5, 2), event(6, 1)))
    text = digest(gap, 0, NAMES, secrets=False)
    assert text.splitlines() == [
        "**Since your last move:**",
        "• **bob** made move 4.",
        "• **carol** made move 5.",
        "• **bob** made move 6.",
    ]


def test_a_long_gap_is_counted_with_its_last_moves_in_full() -> None:
    """Twenty moves: counted per player, then the last few."""
    tail = tuple(event(i, 1 + i % 2) for i in range(17, 17 + DIGEST_TAIL))
    text = digest(Gap(20, {1: 12, 2: 8}, tail), 0, NAMES, secrets=False)
    assert text.startswith(f"**Since your last move:** 20 moves (bob 12, carol 8); the last {DIGEST_TAIL}:")
    assert len(text.splitlines()) == 1 + DIGEST_TAIL


def test_no_moves_since_means_no_digest() -> None:
    """A seat that just moved is told nothing."""
    assert digest(Gap(0, {}, ()), 0, NAMES, secrets=True) == ""


def test_a_digest_shows_the_readers_note_only_when_private() -> None:
    """The reader's own note is in a DM or private view, never in a public ping, and others' never."""
    gap = Gap(1, {1: 1}, (event(3, 1, notes={0: "You saw the Ninja.", 2: "You saw the Ghost."}),))
    assert "You saw the Ninja." in digest(gap, 0, NAMES, secrets=True)
    assert "Ninja" not in digest(gap, 0, NAMES, secrets=False)
    assert "Ghost" not in digest(gap, 0, NAMES, secrets=True)


def test_a_digest_of_the_longest_moves_fits_its_budget() -> None:
    """Very long sentences are cut so that a digest keeps within its share of a message."""
    long = "**" + "y" * 32 + "** " + "went on and on. " * 80
    tail = tuple(event(i, 1, long, {0: "z" * 200}) for i in range(1, 7))
    text = digest(Gap(6, {1: 6}, tail), 0, NAMES, secrets=True)
    assert len(text) <= MAX_DIGEST
    assert "the last" in text.splitlines()[0]  # lines were dropped, and the heading says how many are told
