# Co mówią sesje: odmowy w lobby, ruchach i historii oraz terminy przy stole.

s-restarting = Bot się uruchamia ponownie; spróbuj za minutę. Nic nie zostało zmienione.
s-no-such-game = Ta gra już nie istnieje; rozpocznij nową poleceniem `nowa` danej gry.
s-no-board-yet = Gra jeszcze się nie zaczęła, więc nie ma planszy.
s-no-lobby-here = Na tym kanale nie ma otwartego lobby gry { $game }; otwórz je poleceniem `/{ $kind } nowa`.
s-no-game-here = Nikt tu nie gra w { $game }; użyj tego polecenia w wątku gry albo rozpocznij grę poleceniem `/{ $kind } nowa`.
s-place-taken = Tutaj toczy się gra { $game } #{ $id }, a w jednym wątku lub kanale może być tylko jedna gra naraz; otwórz nową grę na innym kanale albo tutaj, gdy tamta się skończy.
s-lobby-closed = To lobby jest zamknięte: gra już się zaczęła albo została anulowana.
s-another-game = Inna gra
s-bad-timers = { $problem } Niczego nie otwarto.
s-no-skip = W zasadach gry { $game } nie ma pasowania, więc nie można pomijać tur; jako reakcję na termin wybierz czekanie, usunięcie gracza albo bota.
s-no-bots = Gra { $game } nie ma jeszcze botów, więc żaden nie może grać za nieobecnego gracza; wybierz coś innego.
s-bad-bot-level = Bot grający za nieobecnego gracza może mieć poziom { $levels }, nie „{ $level }”.
s-lobby-exists = Na tym kanale jest już otwarte lobby gry { $game }: dołącz do niego poleceniem `/{ $kind } dołącz` albo niech gospodarz je zamknie poleceniem `/{ $kind } anuluj`.
s-already-joined = Jesteś już w tym lobby; poczekaj, aż gospodarz zacznie grę, albo z niego wyjdź.
s-lobby-full = To lobby jest pełne (graczy: { $players }); poczekaj na następną grę.
s-not-in-lobby = Nie ma cię w tym lobby, więc nie ma czego opuszczać.
s-host-cannot-leave = Jesteś gospodarzem; użyj `/{ $kind } anuluj`, aby zamknąć lobby.
s-only-host-removes = Tylko gospodarz może usuwać graczy z lobby.
s-cannot-remove-self = Nie możesz usunąć samego siebie; użyj `/{ $kind } anuluj`, aby zamknąć lobby.
s-user-not-in-lobby = Tej osoby nie ma w lobby.
s-only-host-starts = Tylko gospodarz może rozpocząć grę; poproś go o to albo dołącz i poczekaj.
s-wrong-count = { $game } wymaga od { $least } do { $most } graczy, a w lobby { $count ->
    [one] jest { $count } gracz
    [few] jest { $count } graczy
   *[many] jest { $count } graczy
}; zaproś więcej osób przyciskiem Dołącz.
s-lobby-gone = To lobby już wystartowało albo zostało zamknięte.
s-only-host-cancels = Tylko gospodarz albo ktoś z uprawnieniem Zarządzanie serwerem może anulować tę grę.
s-already-over = Ta gra już się skończyła.
s-stale-board = Ta plansza jest nieaktualna; oto bieżąca. Nic nie zostało zmienione.
s-not-a-move = To nie jest ruch w tej grze; wybierz jeden z ruchów, które masz teraz do wyboru.
s-no-default = Gra { $game } nie ma domyślnej odpowiedzi za nieobecnego gracza.
s-already-left = Nie grasz już w tej grze.
s-not-your-turn = To nie twoja kolej; gra czeka na: { $waiting }.
s-not-started = Ta gra jeszcze się nie zaczęła; gospodarz rozpoczyna ją poleceniem `/{ $kind } start`.
s-game-over = Ta gra się skończyła; rozpocznij nową poleceniem `/{ $kind } nowa`.
s-not-playing = Nie grasz w tej grze; możesz się przyglądać albo dołączyć do następnej.
s-replaced = Twoje miejsce po wyjściu z gry przejął bot i gra nim do końca; możesz się przyglądać.
s-moved-on = Gra potoczyła się dalej, gdy wybierano ruch; oto bieżąca plansza.
s-no-history-yet = Ta gra jeszcze się nie zaczęła, więc nie ma historii; gospodarz rozpoczyna ją poleceniem `/{ $kind } start`.
s-no-game-played-here = Nie rozegrano tu żadnej gry { $game }; użyj tego polecenia w wątku gry albo rozpocznij grę poleceniem `/{ $kind } nowa`.

## Terminy.
duration-days = { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
}
duration = { $hours ->
    [0] { $minutes } min
   *[other] { $hours } godz.{ $minutes ->
        [0] {""}
       *[other] {" "}{ $minutes } min
    }
}
timers-line = { $turn_minutes ->
    [0] bez terminu na turę
   *[other] czas na turę { $turn }
}, { $remind_minutes ->
    [0] bez przypomnień
   *[other] przypomnienia co { $remind }
}, okno reakcji { $reaction }; po terminie: { $policy }
timers-policy-wait = czekamy (tylko przypomnienia)
timers-policy-skip = tura pominięta (ruch domyślny)
timers-policy-remove = gracz usunięty po przegapionych terminach
timers-policy-bot = za nieobecnego gracza gra bot
timers-remove-after = gracz usunięty po { $missed ->
    [one] { $missed } przegapionym terminie
   *[other] { $missed } przegapionych terminach
}
timers-bad-turn = Czas na turę musi wynosić od 0 (wyłączony) do { $most } minut.
timers-bad-remind = Odstęp przypomnień musi wynosić od 0 (wyłączone) do { $most } minut.
timers-bad-reaction = Okno reakcji musi trwać od 1 do { $most } minut.
timers-bad-policy = Po terminie stół może: { $policies }; nie „{ $chosen }”.
timers-bad-remove = Usunięcie może nastąpić po 1–{ $most } przegapionych terminach.
timers-need-turn-time = Pomijanie, usuwanie i gra bota wymagają czasu na turę; ustaw go albo wybierz czekanie.
