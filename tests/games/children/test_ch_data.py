"""Components (RULINGS "Children" 1–3): 20 rooms, 13 ghosts and toys, the 70 cards."""

from __future__ import annotations

from collections import Counter

from bot.games.children.data import CARDS, FREE_DEVICES, GHOST_TOYS, ROOM_BY_NAME, ROOMS, Device, Kind


def test_twenty_rooms_five_per_floor():
    """20 room tablets, 5 on each of the 4 floors, each with a door or trapdoor and 1–3 arrows."""
    assert len(ROOMS) == 20 and Counter(r.floor for r in ROOMS) == {0: 5, 1: 5, 2: 5, 3: 5}
    assert all(r.doors and 1 <= len(r.arrows) <= 3 for r in ROOMS)


def test_every_floor_has_ways_up_and_down():
    """Every floor has trapdoors to the floors beside it, so every floor stays reachable."""
    for floor in range(3):
        up = any("U" in r.doors for r in ROOMS if r.floor == floor)
        down = any("D" in r.doors for r in ROOMS if r.floor == floor + 1)
        assert up and down


def test_rooms_known_from_the_rulebook():
    """The Billiards Room has a trapdoor up and arrows left and right only; the known rooms sit on their floors."""
    billiards = ROOMS[ROOM_BY_NAME["Billiards Room"]]
    assert "U" in billiards.doors and billiards.arrows == frozenset("LR")
    floors = {"Wine Cellar": 0, "Parlor": 1, "Kitchen": 1, "Master Bedroom": 2, "Wash Room": 2, "Spire": 3}
    assert all(ROOMS[ROOM_BY_NAME[n]].floor == f for n, f in floors.items())


def test_seventy_cards_by_kind():
    """13 ghosts, 13 toys, 30 devices, 8 traps and 6 fates (House Settles 3, Irwin Biddle 2, Kitty Kitty 1)."""
    assert len(CARDS) == 70 and [c.id for c in CARDS] == list(range(70))
    kinds = Counter(c.kind for c in CARDS)
    assert kinds == {Kind.GHOST: 13, Kind.TOY: 13, Kind.DEVICE: 30, Kind.TRAP: 8, Kind.FATE: 6}
    names = Counter(c.name for c in CARDS)
    assert all(names[d.value] == 3 for d in Device)
    assert (names["House Settles"], names["Irwin Biddle"], names["Kitty Kitty"]) == (3, 2, 1)
    assert all(names[t] == 2 for t in ("Mouse", "Crickets", "Raven's Skull", "Voodoo Doll"))


def test_ghosts_and_their_beloved_toys():
    """Rosie loves the Teddy Bear, The Twins the Parasol; no toy shares a name with a device."""
    toys = dict(GHOST_TOYS)
    assert toys["Rosie"] == "Teddy Bear" and toys["The Twins"] == "Parasol" and "Penny" in toys
    assert not set(toys.values()) & {d.value for d in Device}
    assert all(CARDS[CARDS[g].pair].pair == g for g in range(13))


def test_free_action_devices():
    """Catnip, Hatpin and Feather are the Free Action devices."""
    assert {Device.CATNIP, Device.HATPIN, Device.FEATHER} == FREE_DEVICES
