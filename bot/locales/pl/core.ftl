# Co mówi sama platforma, w każdej grze.

language-name = Polski
seat-number = Gracz { $number }

## Ruch tak, jak mówi o nim plansza: gracz pogrubiony, potem to, co według gry zrobił (czas teraźniejszy,
## bez rodzaju gramatycznego: „przesuwa”, nie „przesunął/przesunęła”).
move = **{ $who }** { $did }
move-how = **{ $who }** ({ $how }) { $did }
move-how-stand-in = za gracza gra bot
move-how-auto = odpowiedź automatyczna
move-how-default = brak odpowiedzi w czasie, odpowiedź domyślna
move-how-skipped = minął termin, tura pominięta
move-resigned = **{ $who }** rezygnuje z gry.
move-removed = **{ $who }** wypada z gry po { $missed ->
    [one] jednym przegapionym terminie
   *[other] { $missed } przegapionych terminach
}.

## Boty.
bots-how-they-play = Jak grają boty

## Historia i podsumowania „od twojego ostatniego ruchu”.
history-unsaid-move = **{ $who }** wykonuje ruch (zapisany, zanim bot zaczął zapamiętywać opisy ruchów).
history-someone = Ktoś
history-the-game = gra
history-no-moves = Nie wykonano jeszcze żadnego ruchu.
history-name = { $who }
digest-since-yours = Od twojego ostatniego ruchu
digest-since-theirs = Od ostatniego ruchu: { $who }
digest-count = { $who } { $moves }
digest-top = **{ $heading }:**
digest-top-counted = **{ $heading }:** { $total ->
    [one] { $total } ruch
    [few] { $total } ruchy
   *[many] { $total } ruchów
} ({ $counts }); { $told ->
    [one] ostatni
   *[other] ostatnie { $told }
}:

## Powiadomienia, że gra czeka na gracza.
dm-waiting = { $game } #{ $id } czeka na ciebie.
deadline-at = Termin: { $stamp }.
history-title = { $game } — gra #{ $id }: historia
history-whose-revealed = po końcu gry widać sekrety wszystkich graczy
history-whose-spectator = tylko ruchy jawne: nie grasz w tej grze
history-whose-player = 🔒 oznacza to, co wiesz tylko ty
history-footer = Strona { $page } z { $pages } · najnowsze na końcu · { $whose }
history-oldest = Najstarsze
history-older = Starsze
history-newer = Nowsze
history-newest = Najnowsze

## Ustawienia serwera.
admin-language-now = Plansze, wzmianki i wątki gier na tym serwerze są w języku: { $language }. Prywatne odpowiedzi dla każdego gracza są w języku jego Discorda.
admin-language-set = Plansze, wzmianki i wątki gier na tym serwerze są teraz w języku: { $language } ({ $games ->
    [0] nie ma otwartych gier
    [one] zmieniła się też jedna otwarta gra
    [few] zmieniły się też { $games } otwarte gry
   *[many] zmieniło się też { $games } otwartych gier
}).

## Przypomnienia (w wątku gry i w wiadomości prywatnej dla chętnych).
remind-waiting = Przypomnienie: gra na ciebie czeka.
remind-missed = Minął termin tury (już { $missed } z rzędu); po { $left ->
    [one] jeszcze jednym
   *[other] jeszcze { $left }
} wypadasz z gry.
remind-deadline-passed = Minął termin tury; gra na ciebie czeka.
board-deleted = Wiadomość z planszą została usunięta, więc oto ona ponownie.

## Błędy.
oops = Coś poszło nie tak po naszej stronie i nic nie zostało zmienione; spróbuj ponownie.
no-permission = Nie masz uprawnienia, którego wymaga to polecenie.
no-permission-named = Do tego potrzebujesz { $count ->
        [one] uprawnienia
       *[other] uprawnień
    } { $permissions }.
permission-manage-guild = **Zarządzanie serwerem**
