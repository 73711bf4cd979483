# Rumble in the House (bot/games/rumble/). Każdy identyfikator zaczyna się od rumble-.
# Rzeczowniki mają formy jako atrybuty: .acc (biernik); pokoje .in (gdzie?), .from (skąd?), .to (dokąd?)
# i .ins (narzędnik); postacie .gender (m, f albo pl), żeby zdanie mogło się z nimi uzgodnić.

## Postacie

rumble-character-ninja = Ninja
    .acc = Ninję
    .gender = m
rumble-character-ape = Małpa
    .acc = Małpę
    .gender = f
rumble-character-penguin = Pingwin
    .acc = Pingwina
    .gender = m
rumble-character-cat = Kot
    .acc = Kota
    .gender = m
rumble-character-kid = Dzieciak
    .acc = Dzieciaka
    .gender = m
rumble-character-cthulhu = Cthulhu
    .acc = Cthulhu
    .gender = m
rumble-character-chicken-man = Człowiek-Kurczak
    .acc = Człowieka-Kurczaka
    .gender = m
rumble-character-meerkats = Surykatki
    .acc = Surykatki
    .gender = pl
rumble-character-vampire = Wampir
    .acc = Wampira
    .gender = m
rumble-character-mummy = Mumia
    .acc = Mumię
    .gender = f
rumble-character-witch = Czarownica
    .acc = Czarownicę
    .gender = f
rumble-character-robot = Robot
    .acc = Robota
    .gender = m

## Pokoje

rumble-room-attic = Strych
    .in = na Strychu
    .from = ze Strychu
    .to = na Strych
    .ins = Strychem
rumble-room-library = Biblioteka
    .in = w Bibliotece
    .from = z Biblioteki
    .to = do Biblioteki
    .ins = Biblioteką
rumble-room-chapel = Kaplica
    .in = w Kaplicy
    .from = z Kaplicy
    .to = do Kaplicy
    .ins = Kaplicą
rumble-room-tower = Wieża
    .in = w Wieży
    .from = z Wieży
    .to = do Wieży
    .ins = Wieżą
rumble-room-bedroom = Sypialnia
    .in = w Sypialni
    .from = z Sypialni
    .to = do Sypialni
    .ins = Sypialnią
rumble-room-hall = Hol
    .in = w Holu
    .from = z Holu
    .to = do Holu
    .ins = Holem
rumble-room-parlor = Salon
    .in = w Salonie
    .from = z Salonu
    .to = do Salonu
    .ins = Salonem
rumble-room-study = Gabinet
    .in = w Gabinecie
    .from = z Gabinetu
    .to = do Gabinetu
    .ins = Gabinetem
rumble-room-cellar = Piwnica
    .in = w Piwnicy
    .from = z Piwnicy
    .to = do Piwnicy
    .ins = Piwnicą
rumble-room-kitchen = Kuchnia
    .in = w Kuchni
    .from = z Kuchni
    .to = do Kuchni
    .ins = Kuchnią
rumble-room-pantry = Spiżarnia
    .in = w Spiżarni
    .from = ze Spiżarni
    .to = do Spiżarni
    .ins = Spiżarnią
rumble-room-crypt = Krypta
    .in = w Krypcie
    .from = z Krypty
    .to = do Krypty
    .ins = Kryptą

## Drobne słowa: miejsce w kolejności odpadania i separatory list tej gry

rumble-ordinal = { $rank }.
rumble-semicolon = { $head }; { $tail }
rumble-comma = { $head }, { $tail }
rumble-plus = { $head } + { $tail }
rumble-lines =
    { $head }
    { $tail }

## Opcje

rumble-bad-option = Rumble nie ma opcji { $options }; jedyna opcja to layout.
rumble-bad-layout = Nieznany układ domu { $layout }; wybierz jeden z: { $layouts }.
rumble-bad-players = Rumble to gra dla { $least }–{ $most } graczy, nie dla { $seats }.

## Odmowy

rumble-refuse-over = Gra jest skończona; zacznij nową poleceniem `/rumble nowa`.
rumble-refuse-left = Jesteś już poza tą grą, więc nie możesz w niej grać.
rumble-refuse-not-your-turn = Teraz nie twoja kolej; poczekaj na gracza, który ma ruch.
rumble-refuse-gone = { $character } { $character_gender ->
    [pl] są
   *[other] jest
} już poza domem; przesuń postać, która wciąż jest w środku.
rumble-refuse-crowded = { $character } { $character_gender ->
    [pl] mają
   *[other] ma
} { $room_in } towarzystwo, więc nie { $character_gender ->
    [pl] mogą
   *[other] może
} się ruszyć; zacznij tam bójkę albo przesuń samotną postać.
rumble-refuse-same-room = { $character } { $character_gender ->
    [pl] są
   *[other] jest
} już { $room_in }; przesuń tę postać do sąsiedniego pokoju.
rumble-refuse-no-door = Między { $start_ins } a { $dest_ins } nie ma drzwi; przesuń postać do sąsiedniego pokoju.
rumble-refuse-stalled = Za dużo tur bez bójki: każdy ruch musi przybliżać postać do najbliższej innej postaci; możesz też zacząć bójkę.
rumble-refuse-victim-gone = { $character } { $character_gender ->
    [pl] są
   *[other] jest
} już poza domem; wybierz ofiarę, która wciąż jest w środku.
rumble-refuse-alone = { $character } { $character_gender ->
    [f] jest sama
    [pl] są same
   *[m] jest sam
} { $room_in }; bójki wybuchają tylko w pokojach, w których jest kilka postaci.
rumble-refuse-unknown = To nie jest ruch w Rumble; przesuń samotną postać albo zacznij bójkę.
rumble-refuse-no-seat = W tej grze nie ma miejsca { $seat }.

## Wybory i słowa części ruchu wpisywanego poleceniem

rumble-choice-move = { $character }: { $start } → { $dest }
rumble-choice-fight = Znokautuj { $character_acc } ({ $room })
rumble-part-character = { $character } ({ $room_in })

## Co zrobił ruch (po imieniu gracza; czas teraźniejszy, bez rodzaju gracza)

rumble-moved = przesuwa { $character_acc } { $start_from } { $dest_to }.
rumble-fought = zaczyna bójkę { $room_in }: { $victim } { $victim_gender ->
    [pl] odpadają
   *[other] odpada
} jako { $place } ({ $worth } { $worth ->
    [one] punkt
    [few] punkty
   *[many] punktów
}).
rumble-fought-last = zaczyna bójkę { $room_in }: { $victim } { $victim_gender ->
    [pl] odpadają
   *[other] odpada
} jako { $place } ({ $worth } { $worth ->
    [one] punkt
    [few] punkty
   *[many] punktów
}). { $standing } { $standing_gender ->
    [f] zostaje w domu sama
    [pl] zostają w domu same
   *[m] zostaje w domu sam
}: runda { $rumble } się kończy. { $revealed }

## Odkrycie podliczonej rundy

rumble-revealed = Odkryte żetony: { $seats }.
rumble-revealed-seat = { $seat } { $told }
rumble-told = ma { $held }: { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
rumble-told-forfeited = (poza grą, więc nic nie zdobywa) ma { $held }: { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
rumble-held-out = { $character_acc } ({ $character_gender ->
    [f] odpadła
    [pl] odpadły
   *[m] odpadł
} jako { $place }, { $worth })
rumble-held-last = { $character_acc } ({ $character_gender ->
    [f] została
    [pl] zostały
   *[m] został
} do końca, { $worth })

## Runda, w której gra się skończyła, zanim ją podliczono

rumble-cut-told = ma { $held }
rumble-held-in = { $character_acc } (wciąż w domu)
rumble-held-gone = { $character_acc } ({ $character_gender ->
    [f] odpadła
    [pl] odpadły
   *[m] odpadł
} jako { $place })

## Tajne notatki: nowe rozdanie

rumble-dealt = Runda { $rumble } rozdana: twoje tajne postacie to { $characters }.
rumble-dealt-left = Runda { $rumble } rozdana: twoje tajne postacie to { $characters }. Jesteś już poza grą, więc nie zdobędą punktów.

## Koniec gry

rumble-outcome-early = Gra skończyła się wcześniej, bo został tylko jeden gracz.
rumble-outcome-shared = Wspólne zwycięstwo z { $points } { $points ->
    [one] punktem
   *[other] punktami
} po trzech rundach.
rumble-outcome-won = Najwięcej punktów po trzech rundach: { $points }.

## Końcowe odkrycie, po jednej pozycji w wierszu

rumble-legend = *#n: n-ta postać, która opuściła dom; gracz punktuje tylko swoją najlepszą postacią.*
rumble-final-rumble = **Runda { $rumble }** · do końca w domu: { $standing }
rumble-final-seat = • { $seat }: { $held } → { $points }
rumble-final-seat-forfeited = • { $seat }: { $held } → { $points } (poza grą)
rumble-final-held-last = { $character } (do końca)
rumble-final-held-out = { $character } (#{ $rank })
rumble-final-cut = **Runda { $rumble }** · bez punktacji: gra skończyła się wcześniej
rumble-final-cut-seat = • { $seat }: { $held }
rumble-final-held-in = { $character } (wciąż w domu)
rumble-final-result = **Wynik** · { $who } { $count ->
    [one] wygrywa
   *[other] dzielą się zwycięstwem
} z { $points } { $points ->
    [one] punktem
   *[other] punktami
}
rumble-final-result-early = **Wynik** · gra skończyła się wcześniej, został jeden gracz: { $who } { $count ->
    [one] wygrywa
   *[other] dzielą się zwycięstwem
} z { $points } { $points ->
    [one] punktem
   *[other] punktami
}
rumble-final-total = • { $seat }: { $sums }
rumble-final-total-left = • { $seat } (poza grą): { $sums }
rumble-final-total-winner = • { $seat }: { $sums } 🏆
rumble-sum = { $terms } = { $total }

## /rumble rules

rumble-rules = **Rumble in the House** — od 3 do 6 graczy, trzy rundy.
    Dwanaście postaci zaczyna grę po jednej w każdym pokoju. Dwie z nich są w tajemnicy twoje (widzisz je tylko ty, w **Moim widoku**).
    W swojej turze zrób jedną rzecz:
    • **Przesuń** postać, która jest *sama* w swoim pokoju, przez drzwi do sąsiedniego pokoju, albo
    • **Zacznij bójkę** w pokoju, w którym jest kilka postaci: wybierz ofiarę, która opuszcza dom.
    Gdy w domu zostaje jedna postać, runda jest podliczana: wszystkie tajne postacie zostają odkryte (w opisie ruchu i w tabeli *Odkryte* na planszy, która pamięta każdą rundę do końca gry). Postacie, które odpadają jako 1. i 2., są warte 0 punktów, 3. — 1, 4. — 2 … 11. — 9, a ta, która zostaje do końca — 10. Punktujesz tylko swoją *najlepszą* postacią.
    Trzy rundy; wygrywa najwyższa suma punktów, a remis oznacza wspólne zwycięstwo.

    { "*" }*Rozstrzygnięcia Hauntbota**
    • Każdy gracz dostaje dwie tajne postacie przy każdej liczbie graczy; nierozdane nie należą do nikogo i pozostają tajne.
    • Rundę 1 zaczyna losowy gracz, kolejne rundy — gracz z najmniejszą liczbą punktów (przy remisie losowy spośród nich).
    • Zakaz przeciągania: po 2 × (liczba graczy wciąż w grze) turach z rzędu bez bójki każdy ruch musi przybliżać przesuwaną postać do najbliższej innej postaci: najkrótsza droga przez drzwi do kogokolwiek innego musi się skrócić (bójki są dozwolone zawsze).
    • Gracz, który rezygnuje, zostawia swoje postacie w domu, nie zdobywa już punktów i nie może wygrać; nigdy nie zaczyna rundy. Gra toczy się dalej, dopóki zostaje dwóch graczy; jeśli skończy się wcześniej, końcowa plansza pokazuje też, kto miał które postacie w rundzie, w której się urwała (bez punktacji).
    • Domy: classic (3 × 4, w każdej ścianie drzwi), manor (3 × 4, niektóre ściany bez drzwi), ring (dwanaście pokoi wokół dziedzińca).

## Cog (cogs/rumble/): odmowy ruchów wpisanych poleceniem i tekst Mojego widoku

rumble-not-playing = Nie grasz w tej grze; możesz się przyglądać albo dołączyć do następnej.
rumble-no-such-move = To nie jest ruch w tym domu: wybierz postać i pokój z list, które podpowiada `/rumble przesuń`.
rumble-no-such-fight = To nie jest bójka w tym domu: wybierz ofiarę z listy, którą podpowiada `/rumble bójka`.
rumble-bold = **{ $text }**
rumble-mine = Twoje tajne postacie w tej rundzie: { $characters }. Widzisz je tylko ty.
rumble-over = Gra jest skończona.
rumble-over-whom = Gra jest skończona. Kto kim grał:
rumble-revealed-so-far = Odkryte dotąd (jawne od podliczenia każdej rundy):
rumble-summary-rumble = **Runda { $rumble }**
rumble-summary-cut = **Runda { $rumble }** (bez punktacji: gra skończyła się wcześniej)
rumble-summary-seat = • **{ $seat }** { $told }

## Opis planszy dla czytników ekranu (render/rumble/board.py)

rumble-layout-classic = Dom klasyczny
rumble-layout-manor = Dwór
rumble-layout-ring = Pierścień wokół dziedzińca
rumble-alt-head = Rumble in the House, runda { $rumble } z { $rumbles }, { $layout }.
rumble-alt-over = Koniec gry: { $who } { $count ->
    [one] wygrywa
   *[other] dzielą się zwycięstwem
}.
rumble-alt-your-turn = Twój ruch.
rumble-alt-to-play = Ruch: { $seat }.
rumble-alt-mine = Twoje postacie: { $characters }.
rumble-alt-room = { $room }: { $characters }
rumble-alt-room-crowded = { $room }: { $characters } (możliwa bójka)
rumble-alt-rooms = Pokoje: { $rooms }.
rumble-alt-empty = Dom jest pusty.
rumble-alt-exit = { $rank }. { $character } ({ $worth })
rumble-alt-exits = Kolejność odpadania: { $exits }.
rumble-alt-no-exits = Nikt jeszcze nie opuścił domu.
rumble-alt-score = { $seat } { $total }
rumble-alt-score-left = { $seat } { $total } (poza grą)
rumble-alt-scores = Punkty: { $scores }.
rumble-alt-stalled = Obowiązuje zakaz przeciągania: każdy ruch musi przybliżać postać do innej postaci.
rumble-alt-quiet = Do zakazu przeciągania { $count ->
    [one] została { $count } spokojna tura
    [few] zostały { $count } spokojne tury
   *[many] zostało { $count } spokojnych tur
}.
rumble-alt-held-out = { $character } ({ $character_gender ->
    [f] odpadła
    [pl] odpadły
   *[m] odpadł
} jako { $place })
rumble-alt-held-out-short = { $character } ({ $place })
rumble-alt-held-last = { $character } ({ $character_gender ->
    [f] została
    [pl] zostały
   *[m] został
} do końca)
rumble-alt-held-last-short = { $character } (do końca)
rumble-alt-held-in = { $character } (wciąż w domu)
rumble-alt-points = { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
rumble-alt-points-left = { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}, poza grą
rumble-alt-seat-had = { $seat } – { $held }: { $points }
rumble-alt-seat-short = { $seat }: { $held }, { $points }
rumble-alt-revealed = Runda { $rumble } odkryta: { $seats }.
rumble-alt-revealed-short = Runda { $rumble } odkryta, z miejscami odpadnięcia: { $seats }.
rumble-alt-cut-seat = { $seat } – { $held }
rumble-alt-cut-seat-short = { $seat }: { $held }
rumble-alt-cut = Runda { $rumble } bez punktacji, gra skończyła się wcześniej: { $seats }.

## Słowa na obrazku planszy (render/rumble/)

rumble-pic-seat = Gracz { $number }
rumble-pic-seat-left = { $seat } (poza grą)
rumble-pic-title = Runda { $rumble } z { $rumbles }
rumble-pic-game-over = Koniec gry
rumble-pic-your-turn = ▶ Twój ruch
rumble-pic-to-play = ▶ Ruch: { $seat }
rumble-pic-won = ♛ { $who } { $count ->
    [one] wygrywa
   *[other] dzielą się zwycięstwem
} z { $points } { $points ->
    [one] punktem
   *[other] punktami
}
rumble-pic-stalled = ⚠ Zakaz przeciągania: każdy ruch musi przybliżać postać do innej postaci
rumble-pic-quiet-warning = ⚠ Do zakazu przeciągania { $count ->
    [one] została już tylko { $count } spokojna tura
    [few] zostały już tylko { $count } spokojne tury
   *[many] zostało już tylko { $count } spokojnych tur
}
rumble-pic-quiet = Do zakazu przeciągania { $count ->
    [one] została { $count } spokojna tura
    [few] zostały { $count } spokojne tury
   *[many] zostało { $count } spokojnych tur
}
rumble-pic-courtyard = Dziedziniec
rumble-pic-fight = BÓJKA
rumble-pic-legend-crowded = Czerwony pokój: można zacząć bójkę
rumble-pic-legend-door = Przerwa w ścianie: drzwi
rumble-pic-legend-mine = Złota obwódka: twoja postać
rumble-pic-your-characters = ★ Twoje postacie
rumble-pic-scores = Punkty
rumble-pic-final-scores = Wyniki końcowe
# Nagłówek kolumny rundy 1, 2, 3 w tabeli punktów: litera lub dwie.
rumble-pic-rumble-short = R{ $rumble }
rumble-pic-total = Suma
rumble-pic-exit-line = Kolejność odpadania
rumble-pic-exit-note = kto po kolei opuszcza dom i ile punktów daje to miejsce
rumble-pic-points = { $points } pkt
rumble-pic-last-standing = Do końca
rumble-pic-revealed = Odkryte: kto kim grał
rumble-pic-revealed-note = #: kolejność opuszczania domu · punkty: tylko za najlepszą postać
rumble-pic-player = Gracz
rumble-pic-column = Runda { $rumble }
rumble-pic-column-in-play = Runda { $rumble } · trwa
rumble-pic-column-to-come = Runda { $rumble } · przed nami
rumble-pic-column-not-played = Runda { $rumble } · nierozegrana
rumble-pic-column-cut = Runda { $rumble } · bez punktacji
rumble-pic-ended-first = gra skończyła się wcześniej
rumble-pic-shown-when-scored = odkryta po podliczeniu
# Zamiast miejsca („#3”) przy postaci, która została w domu do końca; obok są punkty, więc krótko (ostatnia).
rumble-pic-rank-last = ost.
rumble-pic-still-in = w domu
# Pod punktami gracza w tabeli odkryć: krótko.
rumble-pic-unit = pkt
rumble-pic-unit-left = poza grą

## Boty (bot/games/rumble/bots.py), pokazywane przy zasadach

rumble-bots-conventions = Boty nokautują postacie, które nie są ich, odprowadzają własne postacie z dala od kłopotów i zbliżają do siebie cudze; dobry bot sprawdza też swoje ruchy w wielu wyobrażonych rundach.

## Pierwsza plansza: gdzie są ruchy.
rumble-first-how = Ruchy i bójki wybierasz z menu pod planszą (albo poleceniami `/rumble przesuń` i `/rumble bójka` w tym wątku); **Mój widok** pokazuje twoje dwie tajne postacie.
