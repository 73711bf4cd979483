# Co mówi cog każdej gry: lobby, plansze, widoki prywatne (cogs/base.py).

g-joined = Jesteś teraz w lobby { $game } #{ $id }.
g-joined-in = Jesteś teraz w lobby { $game } #{ $id } na kanale { $place }.
g-left = Nie jesteś już w lobby { $game } #{ $id }.
g-started = Gra #{ $id } rozpoczęła się w { $place }.
g-cancelled = Gra { $game } #{ $id } została anulowana.
g-kicked = Usunięto z lobby: { $who }.
g-board-posted-in = Plansza jest w { $place }.
g-board-posted-below = Plansza jest poniżej.
g-you-left = Nie grasz już w tej grze.
g-ended-by-manager = Gra { $game } #{ $id } została zakończona przez zarząd serwera.
g-no-thread = Nie udało się tu otworzyć wątku, więc gra toczy się na tym kanale.
g-no-thread-permission = Potrzebuję uprawnienia **Tworzenie wątków publicznych**, aby każda gra miała własny wątek, więc ta gra toczy się na tym kanale.
g-begins = { $game } #{ $id } – zaczynamy! Gracze: { $players }.
g-nothing-private-yet = Gra jeszcze się nie zaczęła; nie ma tu nic prywatnego do pokazania.
g-no-private-view = Nie grasz w tej grze, więc nie masz widoku prywatnego; plansza jest jawna.
g-old-controls = Ta gra już nie używa tych przycisków; naciśnij **Mój widok**, aby zobaczyć swoje.
g-live-board = Aktualna plansza: { $link }
g-done = Zrobione: { $move }
g-look-hidden = 👁️ Ten widok prywatny jest znów ukryty; naciśnij **Mój widok**, aby zobaczyć swój teraz.

## Przyciski na planszach, kartach lobby i listach.
ctl-gone = Ta gra nie jest już dostępna w tym bocie.
ctl-outdated = Te przyciski powstały przed aktualizacją bota, więc już nie działają. Naciśnij **Mój widok** na aktualnej planszy (albo użyj polecenia `plansza` gry), aby dostać działające. Nic nie zostało zmienione.
ctl-my-view = Mój widok
ctl-rules = Zasady
ctl-history = Historia
ctl-join = Dołącz
ctl-leave = Wyjdź
ctl-start = Start
ctl-enter = Dołącz
g-only-you = Widzisz to tylko ty.
g-look-over = 👁️ Twoje spojrzenie się skończyło: awersy kart są znów ukryte, bo w tej grze liczy się pamięć. Dopóki trwa Zwiad, możesz spojrzeć ponownie przez **Mój widok**.
g-no-thread-yet = Discord nie pozwolił teraz otworzyć wątku dla tej gry, więc zaczyna się na tym kanale; przeniesie się do własnego wątku, gdy tylko Discord na to pozwoli.
g-moved-into-thread = { $game } #{ $id } ma już swój wątek: gra toczy się dalej tutaj.
g-moved-to = { $game } #{ $id } toczy się dalej w swoim wątku: { $place }
