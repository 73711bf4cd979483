"""The table in Polish through real discord.py dispatch: a Polish server's lobby card, bot controls, board and
announcements speak Polish, each player's replies and refusals speak their own Discord language, and a mixed
table works both ways; Polish plural forms of the table's counted words."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import EN, PL, msg, say
from bot.storage import SeatRecord
from cogs.players import with_bots_note
from cogs.seat_controls import seat_buttons
from tests.clock import Clock
from tests.cogs.bot_tables import let_bots_play, think_inline
from tests.cogs.test_lobby import ephemeral_text
from tests.cogs.test_seat_controls import ADD, REMOVE, select_labels
from tests.conftest import make_bot
from tests.discord_play import answer, live_board, lobby_button
from tests.tiny.conftest import tiny_kits


@pytest.fixture
def clock() -> Clock:
    """The time the bot sees."""
    return Clock()


@pytest.fixture
def simcord_bot(db_path, clock):
    """A bot playing Three in a row, whose kit has bots, on the test's clock."""
    return make_bot(db_path, clock=clock, kits=tiny_kits())


async def lobby(env: Any, server: str, *names: str, **options: Any) -> tuple[Any, list[Any]]:
    """A lobby of Three in a row on a server preferring ``server``'s language, opened by the first user with
    ``options``; the others join. Returns (channel, users)."""
    think_inline(env)
    guild = env.create_guild(preferred_locale=server)
    channel = guild.create_text_channel("games")
    users = [guild.add_member(env.create_user(name)) for name in names]
    await users[0].slash(channel, "tiny new", **options)
    for user in users[1:]:
        await user.click(channel.last_message, custom_id=lobby_button(channel.last_message, "join"))
    return channel, users


async def start(env: Any, server: str, *names: str, **options: Any) -> tuple[Any, list[Any]]:
    """As :func:`lobby`, then the host starts: (thread, users)."""
    channel, users = await lobby(env, server, *names, **options)
    await users[0].click(channel.last_message, custom_id=lobby_button(channel.last_message, "start"))
    return channel.threads[0], users


def said(thread: Any) -> list[str]:
    """The one-line messages (no board) posted in a thread, oldest first."""
    return [m.content for m in thread.history() if m.content and not m.embeds]


async def test_a_polish_servers_lobby_card_and_its_bot_controls_speak_polish(simcord_env, locales) -> None:
    """The card's title, fields, description and the Add / Remove a bot selects are Polish on a Polish server."""
    channel, (alice,) = await lobby(simcord_env, "pl", "alice")
    card = channel.last_message.embeds[0]
    assert card.title == "Three in a row — lobby #1"
    assert [f.name for f in card.fields] == ["Opcje", "Terminy", "Gracze (1/2)"]
    assert card.fields[2].value == f"1. <@{alice.id}> (gospodarz)"
    assert card.description == (
        "Naciśnij **Dołącz**, aby zagrać (dla 2–2 graczy). Gospodarz naciska **Start**, gdy wszyscy są gotowi. "
        "Gospodarz może zapełnić miejsca botami: **Dodaj bota**."
    )
    assert select_labels(channel.last_message, ADD) == ["Dodaj bota (łatwy)", "Dodaj bota (dobry)"]
    await alice.select(channel.last_message, ["good"], custom_id=ADD)
    bot = (await simcord_env.bot.sessions.load(1)).seat(1)
    assert f"2. 🤖 {bot.name} · dobry" in channel.last_message.embeds[0].fields[2].value
    assert select_labels(channel.last_message, REMOVE) == [f"Usuń: {bot.name}"]


async def test_an_english_servers_card_stays_english_for_a_polish_host(simcord_env, locales) -> None:
    """The card is public: a Polish host on an English server still opens an English card."""
    guild = simcord_env.create_guild(preferred_locale="en-US")
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    locales[alice.id] = "pl"
    await alice.slash(channel, "tiny new")
    card = channel.last_message.embeds[0]
    assert [f.name for f in card.fields] == ["Options", "Deadlines", "Players (1/2)"]
    assert select_labels(channel.last_message, ADD) == ["Add a bot (easy)", "Add a bot (good)"]


async def test_refusals_speak_the_askers_language_with_a_polish_plural(simcord_env, locales) -> None:
    """A Polish guest is refused in Polish and an English one in English; a full lobby counts its players."""
    channel, (alice, bob, carol) = await lobby(simcord_env, "pl", "alice", "bob", "carol")
    locales[bob.id] = "pl"
    refused = await bob.select(channel.last_message, ["easy"], custom_id=ADD)
    assert ephemeral_text(refused) == "Tylko gospodarz może dodawać boty do lobby."
    refused = await carol.select(channel.last_message, ["easy"], custom_id=ADD)
    assert ephemeral_text(refused) == "Only the host can add bots to the lobby."
    locales[alice.id] = "pl"
    full = await alice.select(channel.last_message, ["easy"], custom_id=ADD)
    assert ephemeral_text(full) == "To lobby jest pełne (2 gracze); najpierw usuń bota albo gracza."


async def test_a_polish_player_on_an_english_server_hands_the_seat_over(simcord_env, locales) -> None:
    """Play for me and back: Alice's replies are Polish, the thread's announcements stay English."""
    thread, (alice, _bob) = await start(simcord_env, "en-US", "alice", "bob")
    locales[alice.id] = "pl"
    handed = await alice.slash(thread, "tiny playforme")
    assert answer(handed) == (
        "Bot (łatwy) gra teraz na twoim miejscu. Odzyskasz je, wykonując ruch, przyciskiem **Wracam** w **Moim "
        "widoku** albo poleceniem `/tiny wracam`."
    )
    assert said(thread)[-1] == "**alice** handed their seat to a bot (easy); they take it back by making a move."
    back = await alice.slash(thread, "tiny back")
    assert answer(back) == "Twoje miejsce znów należy do ciebie; gra oznaczy cię, gdy będzie na ciebie czekać."
    assert said(thread)[-1] == "**alice** is back and plays their own seat again."


async def test_an_english_player_on_a_polish_server_reads_english_while_the_thread_speaks_polish(
    simcord_env, locales
) -> None:
    """The other way round: Bob's reply is English, the announcement and the board are Polish."""
    thread, (alice, bob) = await start(simcord_env, "pl", "alice", "bob")
    board = live_board(thread).embeds[0]
    assert board.title == "Three in a row — gra #1" and board.footer.text.startswith("Gra #1 · plansza v")
    assert board.description.endswith("Czekamy na: **alice**.")
    handed = await bob.slash(thread, "tiny playforme", level="good")
    assert "A bot (good) plays your seat now" in answer(handed)
    assert said(thread)[-1] == "**bob** oddaje swoje miejsce botowi (dobry); wystarczy wykonać ruch, aby je odzyskać."
    await alice.slash(thread, "tiny mark", cell=4)
    assert live_board(thread).embeds[0].description.endswith("Czekamy na: **bob** (🤖 gra bot).")


async def test_the_deadline_and_a_replaced_player_are_announced_in_polish(simcord_env, locales, clock) -> None:
    """The scheduler's stand-in at a deadline and a host's replacement are said in the Polish thread; a Polish
    host's unknown player is refused in Polish."""
    thread, (alice, _bob) = await start(simcord_env, "pl", "alice", "bob", turn_time=60, on_timeout="bot")
    clock.advance(minutes=61)
    await simcord_env.bot.scheduler.tick()
    assert "Minął termin: bot (łatwy) zastępuje gracza **alice** do czasu powrotu." in said(thread)
    locales[alice.id] = "pl"
    unknown = await alice.slash(thread, "tiny replace", player="zed")
    assert answer(unknown) == "W tej grze nie ma gracza 'zed'; podaj jednego z jej graczy: alice, bob."
    done = await alice.slash(thread, "tiny replace", player="bob", level="good")
    assert answer(done) == "Bot (dobry) gra teraz do końca gry na miejscu gracza **bob**."
    assert said(thread)[-1] == "**bob** opuszcza grę: do jej końca na tym miejscu gra bot (dobry)."


async def test_a_polish_board_says_how_the_game_ended(simcord_env, locales, clock) -> None:
    """Two bots play a Polish table to its end: the board names the winner or says the game is over, then
    the scores, in Polish."""
    thread, _ = await start(simcord_env, "pl", "alice", bots="1")
    await simcord_env.bot.sessions.hand_over(1, (await simcord_env.bot.sessions.load(1)).seat(0).user_id, "easy")
    await let_bots_play(simcord_env, clock)
    assert (await simcord_env.bot.sessions.load(1)).record.status == "finished"
    text = live_board(thread).embeds[0].description
    assert ("🏆 Wygrywa **" in text or "Koniec gry." in text) and "\nWyniki: alice " in text
    assert "Scores" not in text and "Game over" not in text


async def test_a_players_own_seat_buttons_speak_their_language(simcord_env, locales) -> None:
    """My view's Play for me / I'm back buttons are said in the language they are asked in."""
    await start(simcord_env, "en-US", "alice", "bob")
    table = await simcord_env.bot.sessions.load(1)
    assert [b.item.label for b in seat_buttons(table, 0, PL)] == ["Zagraj za mnie (łatwy)", "Zagraj za mnie (dobry)"]
    assert [b.item.label for b in seat_buttons(table, 0, EN)] == ["Play for me (easy)", "Play for me (good)"]
    handed = (await simcord_env.bot.sessions.hand_over(1, table.seat(0).user_id, "easy")).table
    assert [b.item.label for b in seat_buttons(handed, 0, PL)] == ["Wracam: znów gram na swoim miejscu"]


@pytest.mark.parametrize(
    ("count", "players", "bots"),
    [
        (1, "1 gracz", "z 1 botem"),
        (2, "2 gracze", "z 2 botami"),
        (5, "5 graczy", "z 5 botami"),
        (12, "12 graczy", "z 12 botami"),
        (22, "22 gracze", "z 22 botami"),
    ],
)
def test_polish_plurals_of_players_and_bots(count: int, players: str, bots: str) -> None:
    """A full lobby and a list of games count in Polish forms: 1 gracz, 2 gracze, 5 graczy, 22 gracze."""
    assert (
        say(msg("table-lobby-full", most=count), PL)
        == f"To lobby jest pełne ({players}); najpierw usuń bota albo gracza."
    )
    seats = [SeatRecord(game_id=1, seat=n, user_id=-1 - n, name=f"b{n}", is_bot=True, bot="easy") for n in range(count)]
    assert with_bots_note(seats, PL) == f" {bots}"
    assert with_bots_note(seats, EN) == f" with {count} bot" + ("s" if count > 1 else "")


def test_the_winners_are_counted_in_polish() -> None:
    """One winner "wygrywa", several "wygrywają", listed with the Polish "i"."""
    assert say(msg("table-won", winners=("**Ada**",), count=1), PL) == "🏆 Wygrywa **Ada**!"
    assert say(msg("table-won", winners=("**Ada**", "**Bea**", "**Cy**"), count=3), PL) == (
        "🏆 Wygrywają **Ada**, **Bea** i **Cy**!"
    )
    assert say(msg("table-won", winners=("**Ada**", "**Bea**"), count=2)) == "🏆 **Ada** and **Bea** win!"
