"""Options declared once: every ``new`` is made from its game's declared options and the shared deadline options."""

from __future__ import annotations

import pytest

from bot.deadlines import BOT, POLICIES, TIMER_KEYS
from bot.registry import KITS
from cogs.bots import new_options
from cogs.options import DEADLINE_OPTIONS, deadline_settings

DEADLINES = [d.name for d in DEADLINE_OPTIONS]


def _command(tree, *path):
    command = tree.get_command(path[0])
    for name in path[1:]:
        command = next(c for c in command.commands if c.name == name)
    return command


def test_the_deadline_options_set_every_deadline_setting():
    """The five deadline options map one to one onto the table's deadline settings."""
    assert sorted(d.setting for d in DEADLINE_OPTIONS) == sorted(TIMER_KEYS)


def test_deadline_settings_keep_only_what_was_given():
    """Options left out stay out, so the server's defaults apply to them."""
    given = {"turn_time": 60, "reminders": None, "on_timeout": "skip", "layout": "tower"}
    assert deadline_settings(given) == {"turn_minutes": 60, "on_timeout": "skip"}


@pytest.mark.parametrize("kind", sorted(KITS))
async def test_new_offers_the_declared_options_then_the_deadlines(simcord_env, kind):
    """``/<game> new`` lists the game's declared options (and its table settings), the bots to seat when the
    game has bots, then the deadline options: the reaction window's only in games with "respond now" questions."""
    cog = simcord_env.bot.game_cogs[kind]
    declared = [o.name for o in (*KITS[kind].game.traits.options, *cog.setting_options, *new_options(KITS[kind]))]
    new = _command(simcord_env.bot.tree, cog.app_command.name, "new")
    timers = [d for d in DEADLINES if KITS[kind].game.traits.windows or d != "reaction_window"]
    assert [p.name for p in new.parameters] == [*declared, *timers]
    assert ("reaction_window" in timers) == (kind in ("children", "ghostathome"))
    assert all(p.description for p in new.parameters)


async def test_admin_defaults_offers_exactly_the_deadline_options(simcord_env):
    """``/hauntbot-admin defaults`` takes the same deadline options as every ``new``."""
    defaults = _command(simcord_env.bot.tree, "hauntbot-admin", "defaults")
    assert [p.name for p in defaults.parameters] == DEADLINES
    turn = next(p for p in defaults.parameters if p.name == "turn_time")
    assert [c.value for c in turn.choices] == [c.value for c in DEADLINE_OPTIONS[0].choices]


def test_a_bot_playing_for_the_absent_player_is_a_deadline_policy():
    """``on_timeout`` (of every ``new`` and of the server's defaults) offers the policy "bot"."""
    on_timeout = next(d for d in DEADLINE_OPTIONS if d.name == "on_timeout")
    assert (POLICIES[BOT], BOT) in [(c.name, c.value) for c in on_timeout.choices]
