# /hauntbot: twoje gry, lobby i ustawienia, wyniki i rankingi oraz narzędzia zarządców serwera
# (cogs/hauntbot.py, cogs/pages.py, cogs/prefs.py, cogs/stats.py, render/chart.py).
# Część, która w wierszu stoi po innych słowach, zaczyna się własną spacją: { " " }.
# Bez rodzaju gramatycznego gracza: czas teraźniejszy, formy bezosobowe, rzeczowniki.

## Listy pokazywane strona po stronie.
hb-list-games = **Twoje gry**
hb-list-lobbies = **Otwarte lobby**
hb-list-admin = **Gry tego serwera**
hb-empty-games = Nie grasz teraz w żadną grę; zacznij nową komendą `nowa` wybranej gry.
hb-empty-lobbies = Na tym serwerze nie ma otwartego lobby; otwórz je komendą `nowa` wybranej gry.
hb-empty-admin = Na tym serwerze nie ma otwartego lobby ani trwającej gry.
hb-page = Strona { $page } z { $pages }.
hb-page-previous = ◀ Poprzednia
hb-page-next = Następna ▶
hb-page-not-yours = Ta lista należy do osoby, która o nią poprosiła; użyj komendy, by zobaczyć własną.
hb-page-gone = Ta lista nie jest już dostępna w tym bocie.

## Gra na liście: tytuł i numer, gdzie jest, kto w nią gra.
hb-game = { $game } #{ $id }
hb-board-link = [plansza]({ $url })
hb-no-deadline = brak
hb-in-server = { " " }na serwerze { $server }
hb-paused = { " " }⏸️ wstrzymana
hb-paused-why = { " " }⏸️ wstrzymana: { $why }

## /hauntbot gry: każda twoja gra i na co czeka.
hb-game-line = • **{ $game }**{ $where }{ $bots }: { $status }{ $paused } · { $link }
hb-your-turn = **twoja tura** — termin { $deadline }
hb-waiting-for-others = czeka na { $others ->
    [one] { $others } innego gracza
   *[other] { $others } innych graczy
}

## /hauntbot lobby.
hb-lobby-line = • **{ $game }** na kanale { $channel }, gospodarz { $host }: { $count ->
    [one] { $count } osoba
    [few] { $count } osoby
   *[many] { $count } osób
}{ $bots }
hb-lobby-join = Dołącz: { $game }

## /hauntbot ustawienia.
hb-settings-head = **Twoje ustawienia Hauntbota** (na każdym serwerze). Naciśnij przycisk, by coś włączyć lub wyłączyć.
hb-settings-foot = Bez automatycznej odpowiedzi okno czeka na ciebie do terminu, a potem obowiązuje odpowiedź domyślna.
hb-pref-dm = Wiadomość prywatna, gdy gra na mnie czeka
hb-pref-auto = { $game }: { $answer }
hb-pref-turn-on = Włącz: { $setting }
hb-pref-turn-off = Wyłącz: { $setting }
hb-pref-gone = Tego ustawienia już nie ma; użyj jeszcze raz `/hauntbot ustawienia`.

## /hauntbot-admin.
hb-admin-lobby-line = • **{ $game }** — lobby na kanale { $channel }, gospodarz { $host }
hb-admin-game-line = • **{ $game }** { $link }: czeka na: { $waiting }, termin { $deadline }{ $paused }
hb-admin-nobody = nikogo
hb-admin-ended = Zakończono: { $game }.
hb-admin-move-running-only = Przenieść można tylko trwającą grę; lobby zostaje tam, gdzie je otwarto.
hb-admin-moved-here = Zarządca serwera przenosi tę grę tutaj.
hb-admin-moved = { $game } toczy się teraz na kanale { $channel }.
hb-admin-defaults-unchanged = { $problem } Ustawienia domyślne się nie zmieniły.
hb-admin-defaults-now = Nowe gry na tym serwerze mają teraz domyślnie: { $timers }.
hb-admin-defaults = Nowe gry na tym serwerze mają domyślnie: { $timers }.
hb-admin-not-this-server = Ta gra nie należy do tego serwera; listę jego gier pokazuje `/hauntbot-admin gry`.

## /hauntbot statystyki: wyniki gracza.
hb-stats-dm-only-yours = W wiadomościach prywatnych widać tylko twoje wyniki; o innego gracza zapytaj komendą `/hauntbot statystyki` na serwerze, na którym gracie razem.
hb-stats-bots-no-record = Boty nie mają własnych wyników; wybierz gracza albo pomiń opcję `gracz`, by zobaczyć swoje.
hb-unknown-game = Nie ma tu gry „{ $kind }”; wybierz jedną z listy: { $games }.
hb-bot-tables = Przy stołach z botami (liczone osobno; miejsce, na którym grał bot, nie liczy się nikomu)
hb-record-head-everywhere = **Wyniki: { $who }** (wszystkie serwery i wiadomości prywatne)
hb-record-head-here = **Wyniki: { $who }** (ten serwer)
hb-record-none = Brak ukończonych gier: wyniki liczą się od końca pierwszej gry.
hb-record-in-all = Łącznie: { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
} — wygrane: { $won }, przegrane: { $lost } ({ $rate } wygranych).
hb-record-cancelled = Anulowane po rozpoczęciu, niewliczane do wygranych ani przegranych: { $total ->
    [one] { $total } gra
    [few] { $total } gry
   *[many] { $total } gier
} ({ $each }).
hb-tally-none = **{ $game }**: brak ukończonych gier.
hb-tally-line = **{ $game }**: { $parts }
hb-tally-line-team = **{ $game }** (wyniki drużynowe): { $parts }
hb-tally-played = { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[many] { $played } gier
} — wygrane: { $won }, przegrane: { $lost } ({ $rate } wygranych)
hb-tally-played-team = { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[many] { $played } gier
} — wygrane drużynowo: { $won }, przegrane: { $lost } ({ $rate } wygranych)
hb-tally-left = opuszczone przed końcem: { $left }
hb-tally-best-score = najlepszy wynik: { $score }
hb-tally-places = najlepsze miejsce: { $best }, średnio { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
hb-place = { $place }.

## Wykres wyników gracza (obrazek i jego opis dla czytników ekranu).
hb-chart-title = { $name } — { $game }
hb-chart-title-here = { $name } — { $game }, ten serwer
hb-chart-every-game = wszystkie gry
hb-chart-no-name = Gracz
hb-chart-summary = { $games ->
    [one] Ostatnia { $games } gra
    [few] Ostatnie { $games } gry
   *[many] Ostatnie { $games } gier
}: wygrane { $won }, przegrane { $lost } ({ $rate }% wygr.)
hb-chart-rate = odsetek wygranych
hb-chart-won = W
hb-chart-lost = P
hb-chart-grey = szare: gra opuszczona przed końcem
hb-chart-alt = { $title }: { $games ->
    [one] ostatnia { $games } gra
    [few] ostatnie { $games } gry
   *[many] ostatnie { $games } gier
}, od najstarszej: { $results }. Wygrane: { $won }, przegrane: { $lost }, { $rate }% wygranych.
hb-chart-alt-won = W
hb-chart-alt-lost = P
hb-chart-alt-left = opuszczona
hb-day = { $day } { $month ->
    [1] sty
    [2] lut
    [3] mar
    [4] kwi
    [5] maj
    [6] cze
    [7] lip
    [8] sie
    [9] wrz
    [10] paź
    [11] lis
   *[12] gru
}

## /hauntbot ranking.
hb-leaderboard-needs-a-server = Rankingi są prowadzone osobno dla każdego serwera; użyj `/hauntbot ranking` na kanale serwera (tutaj `/hauntbot statystyki` pokazuje twoje wyniki).
hb-leaderboard-head = **{ $game } — ranking tego serwera**
hb-leaderboard-none = Na tym serwerze nie ukończono jeszcze żadnej gry { $game }; zacznij nową komendą `/{ $kind } nowa`.
hb-leaderboard-note = Kolejność: liczba wygranych, potem odsetek wygranych, potem liczba rozegranych gier.
hb-leaderboard-team-note = Wyniki drużynowe: wygraną grę wygrywają wszyscy jej gracze, z wyjątkiem osób, które opuściły ją przed końcem.
hb-leader-line = { $place }. { $who } — wygrane { $won } z { $played } ({ $rate }){ $best }{ $you }
hb-leader-best = { " " }· najlepszy wynik: { $score }
hb-leader-you = { " " }← ty
hb-best-scores-head = **{ $game } — najlepsze wyniki tego serwera**
hb-best-scores-none = Nie ukończono tu jeszcze żadnej gry z punktacją.
