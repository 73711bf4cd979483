"""Long lists of choices are split into selects without scattering one character's moves."""

from __future__ import annotations

import discord

from cogs.messages import split_runs
from tests.discord_play import live_board, open_table


def options(spec: dict[str, int]) -> list[discord.SelectOption]:
    """``{"Ape": 3}`` → three options labelled "Ape: move 1" …, in order."""
    return [
        discord.SelectOption(label=f"{who}: move {i}", value=f"{who}{i}") for who, n in spec.items() for i in range(n)
    ]


def lead(option: discord.SelectOption) -> str:
    """The character a Rumble move label starts with."""
    return option.label.split(":")[0]


def test_a_characters_moves_stay_in_one_select():
    """Runs of 10, 10 and 10 moves fill two selects (20 + 10), never cutting a run in two."""
    parts = split_runs(options({"Ape": 10, "Cat": 10, "Kid": 10}), lead)
    assert [len(p) for p in parts] == [20, 10]
    homes = {who: {i for i, p in enumerate(parts) for o in p if lead(o) == who} for who in ("Ape", "Cat", "Kid")}
    assert homes == {"Ape": {0}, "Cat": {0}, "Kid": {1}}


def test_a_run_longer_than_a_select_is_split_only_then():
    """A single character with 30 moves takes a full select and the rest goes on with the next run."""
    parts = split_runs(options({"Ape": 30, "Cat": 5}), lead)
    assert [len(p) for p in parts] == [25, 10]


def test_nothing_is_lost_or_reordered():
    """The selects hold every option once, in the original order."""
    given = options({"Ape": 7, "Cat": 19, "Kid": 4, "Robot": 12})
    assert [o.value for p in split_runs(given, lead) for o in p] == [o.value for o in given]
    assert all(len(p) <= 25 for p in split_runs(given, lead))


async def test_rumbles_split_move_menus_are_ordered_and_titled_by_character(simcord_env):
    """At the start every character may move: the moves fill two menus, characters in alphabetical order, each
    menu titled with the first and last character it holds."""
    setup = await open_table(simcord_env, 3)
    menus = [
        c for row in live_board(setup.thread).components for c in row.children if isinstance(c, discord.SelectMenu)
    ]
    moves = [m for m in menus if m.placeholder.startswith("Move")]
    assert len(moves) >= 2
    leads = [lead(o) for m in moves for o in m.options]
    assert leads == sorted(leads, key=str.casefold)
    for menu in moves:
        first, last = lead(menu.options[0]), lead(menu.options[-1])
        assert menu.placeholder.endswith(f"({first} to {last})") or menu.placeholder.endswith(f"({first})")
