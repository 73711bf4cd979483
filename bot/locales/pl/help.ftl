# /hauntbot pomoc: gry, jak zacząć, gdzie są przyciski, i wszystkie polecenia (cogs/help.py).
# Nazwy poleceń przychodzą jako argumenty, w odwróconych apostrofach, tak jak pokazuje je Discord czytelnika:
# $new to „`/<gra> nowa`”.

help-title = Hauntbot: pomoc
help-intro = Hauntbot prowadzi gry planszowe na Discordzie: każda gra ma własny wątek, a gracze wykonują ruchy po kolei, kiedy tylko mogą.
help-start = **Jak zacząć grę.** Wpisz { $new } na kanale: pojawi się karta lobby. Pozostali naciskają **{ ctl-join }**, a potem gospodarz naciska **{ ctl-start }**. Wolne miejsca mogą zająć boty: gospodarz wybiera **{ table-add-bot-placeholder }** na karcie lobby.
help-controls = **Gdzie są przyciski.** W wątku gry aktualna plansza na samym dole ma przyciski i menu z ruchami, które możesz wykonać. **{ ctl-my-view }** pokazuje tylko tobie twoje karty, twoje sekrety i twoje ruchy. Każda gra przyjmuje też wpisywane polecenia w swoim wątku (poniżej), a { $rules } podaje jej zasady w skrócie.
help-pace = **Jak długo.** Czasy poniżej dotyczą gry przy stole. Tutaj gra trwa godziny albo dni: każdy wykonuje ruch, kiedy może, w terminie tury (24 h, chyba że gospodarz lub serwer wybrali inny).

help-games = Gry
# Gra: tytuł, grupa poleceń, liczba graczy ($players) i, jeśli znana, długość ($length).
help-game = **{ $title }** · { $command } · { $players }{ $length }
help-players = { $low }–{ $high } graczy
help-players-exactly = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
   *[other] { $count } graczy
}
help-length = { " " }· { $course }{ $table }
help-table-minutes = , przy stole około { $minutes } min
help-length-rumble = trzy rundy
help-length-ghostathome = aż ktoś ucieknie ze swojego domu
help-length-purplehouse = najwyżej trzy rundy
help-length-quiethouse = najwyżej 25 tur, po jednej na Kartę Czasu
help-length-children = aż skończy się talia albo rozwścieczy się pięć duchów

help-commands = Polecenia
help-any-game = <gra>
help-every-game = Każda gra: { $group }
help-every-new = Otwórz lobby tej gry na tym kanale.
help-own = { $title }
help-managers = Dla zarządzających serwerem (Zarządzanie serwerem)
help-command = { $name } — { $about }
help-context-menu = w menu Aplikacje wiadomości lub członka serwera
