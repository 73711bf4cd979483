# Stół tak, jak pokazuje go Discord: karty lobby, plansze, kto zajmuje miejsce i boty, które grają
# (cogs/messages.py, cogs/players.py, cogs/seat_controls.py, cogs/bots.py, bot/players.py, bot/sessions/seats.py).
# Bez czasu przeszłego tam, gdzie wymagałby rodzaju gracza: czas teraźniejszy albo rzeczownik.

## Poziomy botów: „bot (łatwy)”.
table-level-easy = łatwy
table-level-good = dobry
table-level-easy-about = łatwy: gra szybko i rozsądnie
table-level-good-about = dobry: rozważa możliwości i myśli naprzód

## Zmiany tego, kto gra na miejscu, ogłaszane w wątku gry ($who: nazwa gracza, nieodmieniana).
table-seat-handed = **{ $who }** oddaje swoje miejsce botowi ({ $level }); wystarczy wykonać ruch, aby je odzyskać.
table-seat-back = **{ $who }** wraca i znów gra na swoim miejscu.
table-seat-replaced = **{ $who }** opuszcza grę: do jej końca na tym miejscu gra bot ({ $level }).
table-seat-deadline = Minął termin: bot ({ $level }) zastępuje gracza **{ $who }** do czasu powrotu.

## Odmowy dotyczące miejsc i botów.
table-host-adds-bots = Tylko gospodarz może dodawać boty do lobby.
table-lobby-full = To lobby jest pełne ({ $most ->
    [one] { $most } gracz
    [few] { $most } gracze
   *[many] { $most } graczy
}); najpierw usuń bota albo gracza.
table-host-removes-bots = Tylko gospodarz może usuwać boty z lobby.
table-no-such-bot = W tym lobby nie ma takiego bota.
table-no-bots-in-lobby = W tym lobby nie ma botów.
table-already-handed = Bot ({ $level }) już gra za ciebie; wykonaj ruch, aby odzyskać swoje miejsce.
table-not-handed = Żaden bot nie gra za ciebie: to miejsce należy do ciebie.
table-host-replaces = Tylko gospodarz lub osoba z uprawnieniem „Zarządzanie serwerem” może zastąpić gracza botem.
table-no-such-seat = W tej grze nie ma takiego miejsca.
table-is-a-bot = **{ $who }** już jest botem.
table-already-replaced = Bot już gra do końca gry za gracza **{ $who }**.
table-replace-own-seat = To twoje własne miejsce: jeśli bot ma grać za ciebie, po prostu oddaj mu swoje miejsce.
table-already-stand-in = Bot już gra za gracza **{ $who }**.
table-not-started = Ta gra jeszcze się nie zaczęła; gospodarz rozpoczyna ją poleceniem `/{ $kind } start`.
table-over = Ta gra już się skończyła; nową zaczniesz poleceniem `/{ $kind } nowa`.
table-not-playing = Nie grasz w tej grze; możesz ją oglądać albo dołączyć do następnej.
table-seat-taken-over = Po twoim odejściu z tej gry twoje miejsce zajmuje bot i gra na nim do końca.
table-game-has-no-bots = { $game } nie ma jeszcze botów.
table-levels = Boty mają takie poziomy: { $levels }; poziomu { $level } nie ma.
table-new-without-bots = { $game } nie ma jeszcze botów; otwórz lobby bez opcji `boty`. Niczego nie otwarto.
table-new-level-alone = `poziom_botów` to poziom botów, które sadza opcja `boty`; podaj też `boty`. Niczego nie otwarto.
table-new-levels = Boty mają takie poziomy: { $levels }. Niczego nie otwarto.
table-no-such-player = W tej grze nie ma gracza { $player }; podaj jednego z jej graczy: { $players }.

## Odpowiedzi dla gracza, który zmienił, kto gra na miejscu.
table-handed-yours = Bot ({ $level }) gra teraz na twoim miejscu. Odzyskasz je, wykonując ruch, przyciskiem **Wracam** w **Moim widoku** albo poleceniem `/{ $kind } wracam`.
table-back-yours = Twoje miejsce znów należy do ciebie; gra oznaczy cię, gdy będzie na ciebie czekać.
table-replaced-yours = Bot ({ $level }) gra teraz do końca gry na miejscu gracza **{ $who }**.

## Miejsca na listach.
table-listed-host = { $who } (gospodarz)
table-stand-in-asked = w zastępstwie gra bot ({ $level }), do najbliższego ruchu gracza
table-stand-in-deadline = minął termin: w zastępstwie gra bot ({ $level }), do najbliższego ruchu gracza
table-stand-in-replaced = poza grą: na tym miejscu do końca gra bot ({ $level })
table-waiting-stand-in = **{ $who }** ({ $badge } gra bot)
table-own-seat-replaced = bot ({ $level }) gra za ciebie do końca: nie grasz już w tej grze
table-own-seat-asked = bot ({ $level }) gra za ciebie; wykonaj ruch, aby odzyskać swoje miejsce
table-with-bots = z { $count } { $count ->
    [one] botem
   *[other] botami
}

## Karta lobby; przyciski to Dołącz, Wyjdź i Start.
table-lobby-title = { $game } — lobby #{ $id }
table-lobby-options = Opcje
table-lobby-standard = standardowe
table-lobby-deadlines = Terminy
table-lobby-players = Gracze ({ $count }/{ $most })
table-lobby-nobody = na razie nikt
table-lobby-open = Naciśnij **Dołącz**, aby zagrać (dla { $least }–{ $most } graczy). Gospodarz naciska **Start**, gdy wszyscy są gotowi.
table-lobby-open-bots = Gospodarz może zapełnić miejsca botami: **Dodaj bota**.
table-lobby-cancelled = To lobby zostało anulowane.
table-lobby-started-in = Gra rozpoczęła się w { $place }.
table-lobby-started-here = Gra rozpoczęła się na tym kanale.
table-lobby-finished-in = Gra toczyła się w { $place } i zakończyła się { $when }.
table-lobby-finished = Gra toczyła się na tym kanale i zakończyła się { $when }.

## Kontrolki botów w lobby i przyciski gracza w jego własnym widoku.
table-add-bot = Dodaj bota ({ $level })
table-add-bot-placeholder = Dodaj bota…
table-remove-bot = Usuń: { $name }
table-remove-bot-placeholder = Usuń bota…
table-im-back = Wracam: znów gram na swoim miejscu
table-play-for-me = Zagraj za mnie ({ $level })

## Plansza.
table-board-title = { $game } — gra #{ $id }
table-board-footer = Gra #{ $id } · plansza v{ $version }
table-picture-failed = ⚠️ Nie udało się narysować obrazka tej planszy, więc oto ona opisana słowami; gra toczy się dalej.
table-game-cancelled = Ta gra została anulowana.
table-won = 🏆 { $count ->
    [one] Wygrywa
   *[other] Wygrywają
} { $winners }!
table-game-over = Koniec gry.
table-scores = Wyniki: { $scores }.
table-waiting = Czekamy na: { $seats }.
table-reveal = Co było ukryte

## Podpowiedzi list wyboru ruchów ($title: nazwa grupy ruchów nadana przez grę).
table-choose = Wybierz…
table-choose-lead = { $title } ({ $lead })
table-choose-leads = { $title } ({ $first }–{ $last })
table-choose-more = { $title } (ciąg dalszy)
table-out-of-turn = Poza kolejką…
