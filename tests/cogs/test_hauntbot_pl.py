"""``/hauntbot`` in Polish through real discord.py dispatch: lists and their pages, settings, records with
Polish plurals, refusals and the server's leaderboard; an English user of the same commands reads English."""

from __future__ import annotations

from typing import Any

import pytest

from bot.registry import KITS, register
from tests.conftest import make_bot
from tests.discord_play import answer, lobby_button
from tests.tiny.kit import TINY_KIT

PL = "pl"


@pytest.fixture
def simcord_bot(db_path):
    """A bot playing the five games and Three in a row (two seats, quick to finish)."""
    kits = dict(KITS)
    register(kits, TINY_KIT)
    return make_bot(db_path, kits=kits)


class Server:
    """A guild (its owner ada reads Polish, bob English) with a channel to play in."""

    def __init__(self, env: Any, locales: dict[int, str], preferred: str | None = None) -> None:
        owner = env.create_user("ada")
        self.guild = env.create_guild(owner=owner, preferred_locale=preferred)
        self.channel = self.guild.create_text_channel("games")
        self.ada = self.guild.add_member(owner)
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.opened = 0
        locales[self.ada.id] = PL

    async def lobby(self) -> tuple[Any, Any]:
        """Ada opens a Three in a row lobby in a channel of its own: (the channel, the lobby card)."""
        self.opened += 1
        channel = self.guild.create_text_channel(f"table-{self.opened}")
        await self.ada.slash(channel, "tiny new")
        return channel, channel.last_message

    async def won_by_ada(self) -> None:
        """A game of Three in a row that bob joins and resigns at once: ada wins it."""
        channel, card = await self.lobby()
        await self.bob.click(card, custom_id=lobby_button(card, "join"))
        await self.ada.click(card, custom_id=lobby_button(card, "start"))
        await self.bob.slash(channel.threads[0], "tiny resign")


def content(result: Any) -> Any:
    """The message an interaction answered with."""
    return result.followups[-1] if result.followups else result.response.message


def labels(message: Any) -> list[str]:
    """The labels of a message's buttons."""
    return [c.label for row in message.components for c in row.children]


async def test_the_lists_speak_each_readers_language(simcord_env: Any, locales: dict[int, str]) -> None:
    """Ada's lobbies and games are listed in Polish, with a Polish Join button; bob's in English."""
    server = Server(simcord_env, locales)
    channel, card = await server.lobby()
    polish = content(await server.ada.slash(server.channel, "hauntbot lobbies"))
    assert polish.content == (
        f"**Otwarte lobby**\n• **Three in a row #1** na kanale <#{channel.id}>, gospodarz {server.ada.mention}: 1 osoba"
    )
    assert labels(polish) == ["Dołącz: Three in a row #1"]
    english = content(await server.bob.slash(server.channel, "hauntbot lobbies"))
    assert english.content.endswith(f"host {server.ada.mention}: 1 in") and labels(english) == [
        "Join Three in a row #1"
    ]
    await server.bob.click(card, custom_id=lobby_button(card, "join"))
    await server.ada.click(card, custom_id=lobby_button(card, "start"))
    mine = answer(await server.ada.slash(server.channel, "hauntbot games"))
    theirs = answer(await server.bob.slash(server.channel, "hauntbot games"))
    assert mine.startswith("**Twoje gry**\n• **Three in a row #1** na serwerze ")
    acting = next(s.user_id for s in await simcord_env.bot.store.seats(1) if s.duty is not None)
    if acting == server.ada.id:
        assert ": **twoja tura** — termin <t:" in mine and ": waiting for 1 other player ·" in theirs
    else:
        assert ": czeka na 1 innego gracza ·" in mine and ": **your turn** — deadline <t:" in theirs
    assert "[plansza](https://discord.com/channels/" in mine
    assert theirs.startswith("**Your games**") and "[board](" in theirs


async def test_an_empty_list_and_the_admin_list_in_polish(simcord_env: Any, locales: dict[int, str]) -> None:
    """With nothing to list ada reads why in Polish; as the server's owner she lists and ends its lobby in Polish,
    and another server's owner is refused in Polish."""
    server = Server(simcord_env, locales)
    assert answer(await server.ada.slash(server.channel, "hauntbot games")) == (
        "Nie grasz teraz w żadną grę; zacznij nową komendą `nowa` wybranej gry."
    )
    assert answer(await server.bob.slash(server.channel, "hauntbot lobbies")).startswith("No lobby is open")
    channel, _ = await server.lobby()
    listed = answer(await server.ada.slash(server.channel, "hauntbot-admin games"))
    assert listed == (
        "**Gry tego serwera**\n"
        f"• **Three in a row #1** — lobby na kanale <#{channel.id}>, gospodarz {server.ada.mention}"
    )
    assert (
        answer(await server.ada.slash(server.channel, "hauntbot-admin end", game=1)) == "Zakończono: Three in a row #1."
    )
    other = Server(simcord_env, locales)
    assert answer(await other.ada.slash(other.channel, "hauntbot-admin end", game=1)) == (
        "Ta gra nie należy do tego serwera; listę jego gier pokazuje `/hauntbot-admin gry`."
    )


async def test_pages_of_a_long_list_in_polish(simcord_env: Any, locales: dict[int, str]) -> None:
    """Twenty-one lobbies take two pages: ada's page line and buttons are Polish, bob's English."""
    server = Server(simcord_env, locales)
    for _ in range(21):
        await server.lobby()
    first = content(await server.ada.slash(server.channel, "hauntbot lobbies"))
    assert first.content.endswith("\nStrona 1 z 2.") and labels(first)[-2:] == ["◀ Poprzednia", "Następna ▶"]
    second = content(await server.ada.click(first, label="Następna ▶"))
    assert second.content.endswith("\nStrona 2 z 2.") and "• **Three in a row #21**" in second.content
    theirs = content(await server.bob.slash(server.channel, "hauntbot lobbies"))
    assert theirs.content.endswith("\nPage 1 of 2.") and labels(theirs)[-2:] == ["◀ Previous", "Next ▶"]


async def test_settings_in_polish_and_in_english(simcord_env: Any, locales: dict[int, str]) -> None:
    """Ada's settings and their toggle are Polish before and after she presses it; bob's stay English."""
    server = Server(simcord_env, locales)
    shown = content(await server.ada.slash(server.channel, "hauntbot settings"))
    head, first = shown.content.splitlines()[:2]
    assert head == (
        "**Twoje ustawienia Hauntbota** (na każdym serwerze). Naciśnij przycisk, by coś włączyć lub wyłączyć."
    )
    assert first == "⬜ Wiadomość prywatna, gdy gra na mnie czeka"
    assert labels(shown)[0] == "Włącz: Wiadomość prywatna, gdy gra na mnie czeka"
    pressed = content(await server.ada.click(shown, custom_id="hbp:dm"))
    assert "✅ Wiadomość prywatna, gdy gra na mnie czeka" in pressed.content
    assert labels(pressed)[0] == "Wyłącz: Wiadomość prywatna, gdy gra na mnie czeka"
    theirs = content(await server.bob.slash(server.channel, "hauntbot settings"))
    assert "⬜ DM me when a game is waiting for me" in theirs.content
    assert labels(theirs)[0] == "Turn on: DM me when a game is waiting for me"


async def test_a_record_counts_games_in_polish_plurals(simcord_env: Any, locales: dict[int, str]) -> None:
    """Ada's record after 1, 2, 5 and 22 won games says "1 gra", "2 gry", "5 gier", "22 gry"; the chart's
    words are Polish too, while bob reads his record of the same games in English."""
    server = Server(simcord_env, locales)
    said = {}
    for played in range(1, 23):
        await server.won_by_ada()
        if played in (1, 2, 5, 22):
            said[played] = content(await server.ada.slash(server.channel, "hauntbot stats"))
    wins = {1: "1 gra", 2: "2 gry", 5: "5 gier", 22: "22 gry"}
    for played, games in wins.items():
        assert said[played].content == (
            f"**Wyniki: {server.ada.mention}** (wszystkie serwery i wiadomości prywatne)\n"
            f"**Three in a row**: {games} — wygrane: {played}, przegrane: 0 (100% wygranych)"
            " · najlepszy wynik: 1 · najlepsze miejsce: 1., średnio 1,0"
        )
    (chart,) = said[22].attachments
    assert chart.description.startswith("ada — wszystkie gry: ostatnie 22 gry, od najstarszej: W W W")
    assert chart.description.endswith("Wygrane: 22, przegrane: 0, 100% wygranych.")
    theirs = content(await server.bob.slash(server.channel, "hauntbot stats"))
    assert "**Three in a row**: 22 games: 0 won, 22 lost (0% won) · 22 left before the end" in theirs.content
    assert theirs.attachments[0].description.startswith("bob — every game: the last 22 games, oldest first: left")


async def test_refusals_in_the_askers_language(simcord_env: Any, locales: dict[int, str]) -> None:
    """Asking for a bot's record is refused in Polish to ada and in English to bob."""
    server = Server(simcord_env, locales)
    robot = server.guild.add_member(simcord_env.create_user("robot", bot=True))
    assert answer(await server.ada.slash(server.channel, "hauntbot stats", player=robot)) == (
        "Boty nie mają własnych wyników; wybierz gracza albo pomiń opcję `gracz`, by zobaczyć swoje."
    )
    assert answer(await server.bob.slash(server.channel, "hauntbot stats", player=robot)).startswith(
        "Bots play no games"
    )


async def test_the_leaderboard_speaks_the_servers_language(simcord_env: Any, locales: dict[int, str]) -> None:
    """A Polish server's leaderboard is Polish even when an English player asks; an English server's stays
    English when a Polish player asks."""
    polish = Server(simcord_env, locales, preferred=PL)
    board = (await polish.bob.slash(polish.channel, "hauntbot leaderboard", game="children")).response.content
    assert board == (
        "**Children — ranking tego serwera**\n"
        "Na tym serwerze nie ukończono jeszcze żadnej gry Children; zacznij nową komendą `/children nowa`."
    )
    english = Server(simcord_env, locales)
    board = (await english.ada.slash(english.channel, "hauntbot leaderboard", game="children")).response.content
    assert board.startswith("**Children — this server's leaderboard**\nNo Children game has finished")
