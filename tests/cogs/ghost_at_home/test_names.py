"""No "Player N" ever reaches a player: seeded Ghost at Home games played through Discord, with display
names that are not "Player N", and every text the bot sent checked.

The texts are read from every REST call the bot made (SimCord logs them): message contents, embed
titles, descriptions, fields and footers, button labels, select placeholders and option labels and
descriptions, attachment descriptions (alt text), ephemeral replies and their edits, autocomplete
suggestions. The games go through ghost attacks, a deadline answered for an absent player, escapes,
refusals, everyone's private views, resignations and both kinds of win.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.games.ghost_at_home import GAME, GhostState
from bot.games.ghost_at_home.data import CARDS, Kind
from bot.games.ghost_at_home.model import EMPTY, Phase
from cogs.notices import DM_PREF
from tests.clock import Clock
from tests.cogs.ghost_at_home.play import actor_of, button_ids, ephemeral, my_view, open_table, play, policy, stored
from tests.conftest import make_bot
from tests.discord_play import TableSetup, live_board, sent_texts

SEAT_REF = re.compile(r"\bPlayer [1-9]\b")
NAMES = ["Ada Quill", "Bram", "Cyd", "Dot"]
COMMANDS = {
    "rooms": "cards",
    "ghost": "target",
    "cat": "floor",
    "light": "cards",
    "special": "play",
    "discard": "cards",
    "answer": "answer",
}
"""Every move command and its option (its autocomplete lists the moves in the engine's words)."""
LOOK_EVERY = 4
"""How often (in moves) every seat opens its private view; the acting seat opens it for every move."""


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def seed() -> int:
    """Seed 7: with the test policy, a ghost meets a cat on move 3 and bob's seat escapes on move 19."""
    return 7


@pytest.fixture
def simcord_bot(db_path, seed, clock):
    """The bot with the test's seed and a clock the test moves."""
    return make_bot(db_path, seed=seed, clock=clock)


def leaks(env: Any) -> list[str]:
    """The texts the bot sent that still say "Player N"."""
    return sorted({t for t in sent_texts(env) if SEAT_REF.search(t)})


async def look_around(env: Any, setup: TableSetup, state: GhostState, ply: int) -> None:
    """What players read besides the board: private views, autocomplete, and refusals of moves not allowed now."""
    seat = actor_of(state)
    user = setup.users[seat]
    for command, option in COMMANDS.items():
        await user.autocomplete(setup.thread, f"ghostathome {command}", option, "")
    if ply % LOOK_EVERY == 0:
        for other in setup.users:
            if other is not user:
                await my_view(other, setup.thread)
    others = [q for q in state.active() if q != seat]
    if state.phase is not Phase.TURN:
        # Somebody the window does not ask presses its first answer; another types a move out of turn.
        answers = [i for i in button_ids(live_board(setup.thread)) if i.startswith("hb:ghostathome:")]
        ephemeral(await setup.users[others[0]].click(live_board(setup.thread), custom_id=answers[0]))
        ephemeral(await setup.users[others[-1]].slash(setup.thread, "ghostathome answer", answer="allow"))
        return
    bare = [q for q in others if all(r == EMPTY for r in state.houses[q].rooms)]
    if bare and any(CARDS[c].kind is Kind.GHOST for c in state.hands[seat]):
        ephemeral(await user.slash(setup.thread, "ghostathome ghost", target=str(bare[0])))


async def play_on(env: Any, setup: TableSetup, clock: Clock, moves: int, *, let_one_window_pass: bool) -> int:
    """Play up to ``moves`` moves with the test policy, looking around before each; return the moves made."""
    waited = not let_one_window_pass
    for ply in range(moves):
        state, _ = await stored(env)
        if GAME.outcome(state) is not None:
            return ply
        await look_around(env, setup, state, ply)
        if not waited and state.phase is Phase.DEFEND:
            clock.advance(minutes=6)  # past the reaction window: the scheduler answers for the defender
            await env.bot.scheduler.tick()
            waited = True
            continue
        result = await play(env, setup, policy(state, actor_of(state)))
        assert not result.followups, [m.content for m in result.followups]
    return moves


async def test_a_whole_game_never_says_player_n(simcord_env, clock):
    """Three players with display names play to an escape: attacks, a deadline, escapes, every view, refusals."""
    setup = await open_table(simcord_env, 3, names=NAMES, reaction_window=5)
    await setup.users[1].click(
        (await setup.users[1].slash(setup.channel, "hauntbot settings")).response.message, custom_id=f"hbp:{DM_PREF}"
    )
    made = await play_on(simcord_env, setup, clock, 150, let_one_window_pass=True)
    state, _ = await stored(simcord_env)
    assert GAME.outcome(state) is not None and made < 150
    for user in setup.users:
        await my_view(user, setup.thread)
    texts = sent_texts(simcord_env)
    assert leaks(simcord_env) == []
    joined = "\n".join(texts)
    for expected in (
        "is coming at",  # the board's window and its alt text
        "no answer in time",  # a deadline answered for an absent defender
        "is escaping",
        "can answer this ghost",  # a refusal to a player the window does not ask
        "It is not your turn",
        "Your hand",  # private summaries and their alt text
        "Explore rooms: pick",  # a select placeholder
        "explored the whole house and escaped",  # the outcome
    ):
        assert expected in joined, expected
    assert all(name in joined for name in NAMES[:3])


@pytest.mark.parametrize("seed", [11])
async def test_resignations_and_a_last_player_win_never_say_player_n(simcord_env, clock):
    """Four players: one resigns mid-game, the others leave one by one, and the last one left wins."""
    setup = await open_table(simcord_env, 4, names=NAMES)
    await play_on(simcord_env, setup, clock, 24, let_one_window_pass=False)
    for leaver in (3, 2, 1):
        await setup.users[leaver].slash(setup.thread, "ghostathome resign")
        await play_on(simcord_env, setup, clock, 6, let_one_window_pass=False)
    state, _ = await stored(simcord_env)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {0}
    await my_view(setup.users[0], setup.thread)
    assert leaks(simcord_env) == []
    joined = "\n".join(sent_texts(simcord_env))
    assert "**Dot** resigned." in joined and "Ada Quill wins: everybody else left the game." in joined
