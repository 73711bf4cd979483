"""Every device card as printed: Catnip, Hatpin, Feather, Secret Passage, Snow Globe, Cricket Cage,
Music Box, Medico Della Peste, Dental Tools and Toad."""

from __future__ import annotations

from bot.games.children import GAME
from bot.games.children.cards import hand_limit
from bot.games.children.mansion import where
from bot.games.children.model import Phase
from tests.games.children.ch_helpers import (
    CAGE,
    CATNIP,
    DENTAL,
    FEATHER,
    FILLER,
    HATPIN,
    MABEL,
    MEDICO,
    MOUSE,
    MUSIC_BOX,
    OLIVER,
    PASSAGE,
    PENNY,
    RAG_DOLL,
    ROSIE,
    SNOW_GLOBE,
    TEDDY,
    TOAD,
    TWINS,
    R,
    acting,
    check_invariants,
    new,
    play,
)

WASH, BILLIARDS, SPIRE, KITCHEN, PARLOR = (R[n] for n in ("Wash Room", "Billiards Room", "Spire", "Kitchen", "Parlor"))
CELLAR, MASTER, DORM = R["Wine Cellar"], R["Master Bedroom"], R["Dormitory"]


def test_device_costs_an_action_and_is_discarded():
    """Using a device spends a turn action and puts the card on the discard pile."""
    s = new(hands=[[HATPIN[0]], []], haunts={WASH: [PENNY]}, enraged=[PENNY])
    s = play(s, (0, f"u.{HATPIN[0]}.{PENNY}"))
    assert s.actions_left == 1 and HATPIN[0] in s.discard and HATPIN[0] not in s.hands[0]


def test_device_after_two_actions_costs_a_skull():
    """With no action left, a device costs a Skull Token."""
    s = new(hands=[[HATPIN[0]], []], haunts={WASH: [PENNY]}, enraged=[PENNY], skulls=[1, 0], actions_left=0)
    s = play(s, (0, f"u.{HATPIN[0]}.{PENNY}"))
    assert s.skulls[0] == 0 and s.skull_pool == 4


def test_catnip_sends_you_anywhere_without_a_ghost_from_kittys_room():
    """In Kitty Kitty's room, Catnip sends you to any room without a ghost; Kitty stays behind."""
    s = new(hands=[[CATNIP[0]], []], kitty=BILLIARDS, kitty_holder=1, haunts={SPIRE: [ROSIE]})
    legal = GAME.legal_actions(s, 0)
    assert f"u.{CATNIP[0]}.{CELLAR}" in legal and f"u.{CATNIP[0]}.{SPIRE}" not in legal
    s = play(s, (0, f"u.{CATNIP[0]}.{CELLAR}"))
    assert s.pos[0] == CELLAR and s.kitty == BILLIARDS and s.hands[0] == ()


def test_catnip_needs_kitty_in_your_room():
    """Away from Kitty Kitty, Catnip cannot be used (ruling)."""
    s = new(hands=[[CATNIP[0]], []], kitty=SPIRE, kitty_holder=1)
    assert not any(a.startswith("u.") for a in GAME.legal_actions(s, 0))


def test_holding_catnip_keeps_kittys_owner_from_moving_you():
    """Kitty Kitty comes to a player holding Catnip: her owner cannot move them."""
    s = new(hands=[[], [CATNIP[0]]], phase="kitty", kitty=BILLIARDS, kitty_holder=0, pos=[SPIRE, KITCHEN])
    s = play(s, (0, f"k.{KITCHEN}.1"))
    assert s.turn == 1 and s.pos[1] == KITCHEN and s.tasks == ()


def test_hatpin_calms_an_enraged_ghost_within_two_rooms():
    """The Hatpin turns an enraged ghost up to 2 rooms away calm side up: the limit goes back up."""
    s = new(hands=[[HATPIN[0]], []], haunts={SPIRE: [PENNY]}, enraged=[PENNY])
    assert hand_limit(s) == 4
    s = play(s, (0, f"u.{HATPIN[0]}.{PENNY}"))
    assert s.enraged == () and hand_limit(s) == 5 and s.haunts[SPIRE] == (PENNY,)


def test_hatpin_does_not_reach_three_rooms():
    """A ghost 3 rooms away (counted straight) is out of the Hatpin's reach."""
    s = new(hands=[[HATPIN[0]], []], haunts={SPIRE: [PENNY]}, enraged=[PENNY], pos=[CELLAR, KITCHEN])
    assert f"u.{HATPIN[0]}.{PENNY}" not in GAME.legal_actions(s, 0)


def test_hatpin_out_of_turn_with_a_skull_instead_of_trimming():
    """When the limit drops, another player may pay a Skull Token to calm the ghost instead of trimming."""
    hands = [[TEDDY, *FILLER[:4]], [HATPIN[0], *FILLER[4:8]]]
    s = new(hands=hands, haunts={WASH: [ROSIE], SPIRE: [PENNY]}, minis={0: PENNY}, pos=[BILLIARDS, MASTER],
            skulls=[0, 1], deck=[FILLER[8]])  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    assert acting(s) == 1 and GAME.window(s, 1) == "trim" and f"u.{HATPIN[0]}.{PENNY}" in GAME.legal_actions(s, 1)
    s = play(s, (1, f"u.{HATPIN[0]}.{PENNY}"))
    assert hand_limit(s) == 5 and s.skulls[1] == 0 and len(s.hands[1]) == 4 and acting(s) == 0
    check_invariants(s)


def test_feather_banishes_a_ghost_into_the_draw_pile_calm():
    """The Feather sends a ghost up to 2 rooms away, calm, to a random place of the draw pile."""
    s = new(hands=[[FEATHER[0]], []], haunts={SPIRE: [PENNY]}, enraged=[PENNY])
    s = play(s, (0, f"u.{FEATHER[0]}.{PENNY}"))
    assert PENNY in s.deck and s.haunts[SPIRE] == () and s.enraged == () and hand_limit(s) == 5
    check_invariants(s)


def test_secret_passage_goes_along_the_floor_or_straight_up_and_down():
    """The Secret Passage reaches any room on the same floor or straight above/below, never diagonally."""
    s = new(hands=[[PASSAGE[0]], []])
    legal = {a for a in GAME.legal_actions(s, 0) if a.startswith("u.")}
    assert legal == {f"u.{PASSAGE[0]}.{r}" for r in (PARLOR, KITCHEN, CELLAR, WASH, SPIRE)}


def test_secret_passage_enters_the_room():
    """Arriving by Secret Passage is entering: a card is drawn."""
    s = new(hands=[[PASSAGE[0]], []], deck=[FILLER[-1]])
    s = play(s, (0, f"u.{PASSAGE[0]}.{SPIRE}"))
    assert s.pos[0] == SPIRE and s.hands[0] == (FILLER[-1],)


def test_snow_globe_draws_the_nearest_ghost_to_you():
    """The Snow Globe brings the nearest ghost to your room (then you trap it or run)."""
    s = new(hands=[[SNOW_GLOBE[0], RAG_DOLL], []], haunts={KITCHEN: [PENNY], SPIRE: [ROSIE]}, pos=[BILLIARDS, DORM])
    assert {a for a in GAME.legal_actions(s, 0) if a.startswith("u.")} == {f"u.{SNOW_GLOBE[0]}.{PENNY}"}
    s = play(s, (0, f"u.{SNOW_GLOBE[0]}.{PENNY}"))
    assert s.trapped[0] == (PENNY, RAG_DOLL)


def test_cricket_cage_traps_a_ghost_anywhere():
    """The Cricket Cage traps any ghost in the mansion whose toy you hold."""
    s = new(hands=[[CAGE[0], TEDDY], []], haunts={R["Spire"]: [ROSIE], KITCHEN: [TWINS]}, pos=[CELLAR, DORM])
    assert {a for a in GAME.legal_actions(s, 0) if a.startswith("u.")} == {f"u.{CAGE[0]}.{ROSIE}"}
    s = play(s, (0, f"u.{CAGE[0]}.{ROSIE}"))
    assert s.trapped[0] == (ROSIE, TEDDY) and 0 in s.revealed


def test_music_box_brings_the_next_two_ghosts():
    """The Music Box draws the next 2 ghosts of the pile into rooms without players."""
    s = new(hands=[[MUSIC_BOX[0]], []], deck=[FILLER[0], MABEL, FILLER[1], OLIVER, ROSIE], pos=[BILLIARDS, SPIRE])
    s = play(s, (0, f"u.{MUSIC_BOX[0]}"))
    assert f"gp.{BILLIARDS}" not in GAME.legal_actions(s, 0) and f"gp.{BILLIARDS + 1}" in GAME.legal_actions(s, 0)
    s = play(s, (0, f"gp.{KITCHEN}"), (0, f"gp.{PARLOR}"))
    assert s.haunts[KITCHEN] == (MABEL,) and s.haunts[PARLOR] == (OLIVER,)
    assert s.deck[:3] == (FILLER[0], FILLER[1], ROSIE)
    check_invariants(s)


def test_medico_della_peste_peeks_without_taking():
    """The mask shows the cards left in any room; they stay there and the seat remembers them."""
    s = new(hands=[[MEDICO[0]], []], under={SPIRE: [TEDDY, MOUSE[0]]})
    s = play(s, (0, f"u.{MEDICO[0]}.{SPIRE}"))
    assert s.under[SPIRE] == (TEDDY, MOUSE[0]) and set(s.seen[0][SPIRE]) == {TEDDY, MOUSE[0]}
    assert {c.id for r in GAME.view(s, 0).rooms for c in r.seen} == {TEDDY, MOUSE[0]}
    assert not any(r.seen for r in GAME.view(s, 1).rooms)


def test_dental_tools_defuse_a_trap_found_in_a_room():
    """Finding a trap on your turn, Dental Tools (an action) discard it before it springs."""
    s = new(hands=[[DENTAL[0]], []], under={WASH: [MOUSE[0]]}, kitty=SPIRE, kitty_holder=1, deck=[FILLER[0]])
    s = play(s, (0, f"m.{WASH}"))
    assert set(GAME.legal_actions(s, 0)) == {"dt", "dn"}
    s = play(s, (0, "dt"))
    assert {DENTAL[0], MOUSE[0]} <= set(s.discard) and s.kitty == SPIRE and s.actions_left == 0


def test_toad_swaps_rooms_on_the_same_floor():
    """The Toad swaps your room with another on the same floor; cards, ghosts and Kitty travel along."""
    s = new(hands=[[TOAD[0]], []], haunts={PARLOR: [MABEL]}, under={BILLIARDS: [FILLER[0]]}, kitty=PARLOR,
            kitty_holder=1, pos=[BILLIARDS, SPIRE])  # fmt: skip
    toads = {a for a in GAME.legal_actions(s, 0) if a.startswith("u.")}
    assert toads == {f"u.{TOAD[0]}.{PARLOR}", f"u.{TOAD[0]}.{KITCHEN}"}
    s = play(s, (0, f"u.{TOAD[0]}.{PARLOR}"))
    assert where(s, BILLIARDS) == (1, 1) and where(s, PARLOR) == (1, 2)
    assert s.pos[0] == BILLIARDS and s.haunts[PARLOR] == (MABEL,) and s.kitty == PARLOR
    assert s.under[BILLIARDS] == (FILLER[0],)


def test_turn_devices_are_not_offered_out_of_turn():
    """Out of turn only Free Action devices may be used, and only with a Skull Token."""
    hands = [[TEDDY, *FILLER[:4]], [TOAD[0], FEATHER[0], *FILLER[4:7]]]
    s = new(hands=hands, haunts={WASH: [ROSIE], SPIRE: [PENNY]}, minis={0: PENNY}, pos=[BILLIARDS, MASTER],
            skulls=[0, 1], deck=[FILLER[8]])  # fmt: skip
    s = play(s, (0, f"m.{WASH}"))
    devices = {a.split(".")[1] for a in GAME.legal_actions(s, 1) if a.startswith("u.")}
    assert devices == {str(FEATHER[0])}
    assert s.phase is Phase.ACT
