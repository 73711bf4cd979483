"""The view: public mansion and table for everyone, the own hand and room memory for the seat only."""

from __future__ import annotations

from bot.games.children import GAME
from bot.i18n import say
from tests.games.children.ch_helpers import FILLER, PENNY, TEDDY, R, new, play


def scene():
    """Seat 0 holds the Teddy Bear and left a card in the Billiards Room; Penny is enraged in the Spire."""
    s = new(hands=[[TEDDY, FILLER[0]], [FILLER[1]]], haunts={R["Spire"]: [PENNY]}, enraged=[PENNY],
            minis={0: PENNY}, revealed=[0], skulls=[1, 0])  # fmt: skip
    return play(s, (0, f"l.{FILLER[0]}"))


def test_public_view_shows_the_table_but_no_hand():
    """The spectator sees rooms, ghosts, counts, limit, skulls, stacks and whose move it is; no hand."""
    v = GAME.view(scene(), None)
    assert v.hand == () and v.hand_limit == 4 and v.deck_size > 0 and v.skull_pool == 3
    spire = next(r for r in v.rooms if r.name == "Spire")
    assert spire.ghosts[0].card.name == "Penny" and spire.ghosts[0].enraged and spire.ghosts[0].toy == "Rag Doll"
    billiards = next(r for r in v.rooms if r.name == "Billiards Room")
    assert billiards.cards == 1 and billiards.seen == () and billiards.players == (0,)
    assert [p.hand_size for p in v.table] == [1, 1] and v.table[0].skulls == 1
    assert v.stacks[0].toy == "Teddy Bear" and v.stacks[0].ghost == "Penny" and v.stacks[1].ghost is None
    assert v.to_act == {0} and "Player 1" in say(v.status)


def test_seat_view_adds_own_hand_and_memory():
    """A seat sees its own hand and the cards it left; another seat sees neither."""
    s = scene()
    mine, theirs = GAME.view(s, 0), GAME.view(s, 1)
    assert [c.name for c in mine.hand] == ["Teddy Bear"]
    assert [c.id for c in theirs.hand] == [FILLER[1]]
    billiards = R["Billiards Room"]
    assert [c.id for r in mine.rooms if r.id == billiards for c in r.seen] == [FILLER[0]]
    assert all(r.seen == () for r in theirs.rooms)


def test_view_shows_the_tablet_being_placed():
    """During step 1 everybody sees which tablet is being placed."""
    s = new(phase="tile", room_pile=[R["Foyer"]])
    assert GAME.view(s, None).tablet == "Foyer"


def test_window_is_public():
    """An out-of-turn decision shows as a window with its seat and a prompt."""
    s = new(hands=[[], []], phase="kitty", kitty=R["Billiards Room"], kitty_holder=0,
            pos=[R["Spire"], R["Kitchen"]])  # fmt: skip
    s = play(s, (0, f"k.{R['Kitchen']}.1"))
    w = GAME.view(s, None).window
    assert w is not None and w.kind == "pounce" and w.seat == 0 and "Kitty" in say(w.prompt)
