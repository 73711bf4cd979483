# Gdy Discord odbiera grze jej miejsce (cogs/notices.py): gdzie gra toczy się dalej, dlaczego jest wstrzymana, i wiadomości prywatne.

## Nad następną planszą lub wzmianką, gdy gra przeniosła się z wątku.
nt-lost-thread = Nie mogę już pisać w wątku gry, więc gra toczy się dalej na tym kanale.
nt-thread-deleted = Wątek gry został usunięty, więc gra toczy się dalej na tym kanale.

## Dlaczego gra jest wstrzymana (zapisane z grą, widać w /hauntbot-admin gry i w wiadomości do gospodarza).
nt-why-channel-gone = jej kanał został usunięty albo już go nie widzę
nt-why-nowhere = nie mogę już nigdzie pisać
nt-why-channel-refuses = nie mogę już pisać na jej kanale
nt-why-thread-and-channel = nie mogę już pisać ani w jej wątku, ani na jej kanale

## Wiadomość prywatna do gospodarza, gdy jego gra zostaje wstrzymana.
nt-paused = Twoja gra { $game } #{ $id } została wstrzymana: { $why }. Nic nie przepadło. Zarządca serwera może przenieść ją na inny kanał poleceniem `/hauntbot-admin przenieś gra:{ $id }`, a gra potoczy się dalej od miejsca, w którym stanęła.

## W miejscu gry, raz, do gracza, który chce wiadomości prywatnych, ale ma je zamknięte.
nt-dm-closed = { $who }, nie da się wysłać ci wiadomości prywatnej (twoje wiadomości prywatne są dla mnie zamknięte), więc zamiast tego oznaczam cię tutaj. Wyłącz wiadomości prywatne albo je otwórz: `/hauntbot ustawienia`.
