# Quiet House (bot/games/quiet_house): co mówi silnik, po polsku.
# Rzeczowniki mają formy przypadków jako atrybuty (.gen, .acc, .ins, .loc) i rodzaj (.gender: m/f/n).

## Elementy gry

quiethouse-statue-rook = Wieża
    .gender = f
    .gen = Wieży
    .acc = Wieżę
    .ins = Wieżą
    .loc = Wieży
quiethouse-statue-candlestick = Świecznik
    .gender = m
    .gen = Świecznika
    .acc = Świecznik
    .ins = Świecznikiem
    .loc = Świeczniku
quiethouse-statue-monkey = Małpa
    .gender = f
    .gen = Małpy
    .acc = Małpę
    .ins = Małpą
    .loc = Małpie
quiethouse-statue-mouse = Mysz
    .gender = f
    .gen = Myszy
    .acc = Mysz
    .ins = Myszą
    .loc = Myszy
quiethouse-statue-mirror = Lustro
    .gender = n
    .gen = Lustra
    .acc = Lustro
    .ins = Lustrem
    .loc = Lustrze

# Przymiotniki do „ściana” (.loc: „przy górnej ścianie”).
quiethouse-wall-top = górna
    .loc = górnej
quiethouse-wall-right = prawa
    .loc = prawej
quiethouse-wall-bottom = dolna
    .loc = dolnej
quiethouse-wall-left = lewa
    .loc = lewej

# Przymiotniki do „płytka”.
quiethouse-shade-bright = jasna
quiethouse-shade-dark = ciemna

# Przymiotniki do „róg” (.loc: „w lewym dolnym rogu”).
quiethouse-corner-bottom-left = lewy dolny
    .loc = lewym dolnym
quiethouse-corner-top-left = lewy górny
    .loc = lewym górnym
quiethouse-corner-top-right = prawy górny
    .loc = prawym górnym
quiethouse-corner-bottom-right = prawy dolny
    .loc = prawym dolnym

# Jak blisko swojej ściany ma stać posąg z płytki ($rank: 1, 2 albo 4).
quiethouse-closeness =
    { $rank ->
        [1] najbliżej
       *[other] { $rank }. od ściany
    }

## Zasady ruchu: zdanie podrzędne po nazwie posągu (czas teraźniejszy)

quiethouse-rule-rook-basic = porusza się o dowolną liczbę pól w linii prostej, bez przeskakiwania
quiethouse-rule-rook-advanced = porusza się najpierw w bok, potem w górę lub w dół, co najmniej o jedno pole w każdą stronę, po pustej drodze
quiethouse-rule-candlestick-basic = robi od 1 do 3 kroków w pionie lub w poziomie, może skręcać i przeskakiwać
quiethouse-rule-candlestick-advanced = przesuwa się dokładnie o 3 pola w poziomie, w pionie lub po skosie, może przeskakiwać
quiethouse-rule-monkey-basic = zamienia się miejscami z dowolnym innym posągiem (z Myszą tylko wtedy, gdy obie stoją na czerwonych kropkach)
quiethouse-rule-monkey-advanced = przechodzi na puste pole po skosie obok innego posągu
quiethouse-rule-mouse-basic = teleportuje się na dowolną czerwoną kropkę i stoi tylko na czerwonych kropkach
quiethouse-rule-mouse-advanced = teleportuje się na dowolną czerwoną kropkę planszy z pajęczyną i stoi tylko na czerwonych kropkach
quiethouse-rule-mirror-frozen = w tej turze nie może się ruszyć (jest na Karcie Czasu)
quiethouse-rule-mirror = porusza się jak posąg z Karty Czasu
quiethouse-rule-mirror-copies = w tej turze naśladuje { $statue_acc }, { $statue_gender ->
        [f] która
        [n] które
       *[m] który
    } { $rule }

quiethouse-problem-off-board = każdy posąg musi stać na planszy
quiethouse-problem-row-column = w żadnym rzędzie ani kolumnie nie może nigdy stać więcej niż jeden posąg
quiethouse-problem-mouse-dot = Mysz może stać tylko na czerwonej kropce

## Opcje, warianty i tabela wyników

quiethouse-variant-1 = Bez tabliczek, poza odpowiedzią na ogłoszenie rozwiązania
quiethouse-variant-2 = Ciemne płytki celu wskazują czwarty posąg od ściany

quiethouse-sides-standard = strony podstawowe
quiethouse-sides-advanced = zaawansowane: { $statues }

quiethouse-random-sides = 🎲 { $count ->
        [one] Strona karty ruchu ({ $statues }) zostanie wylosowana
       *[other] Strony kart ruchu ({ $statues }) zostaną wylosowane
    } na początku gry; pierwsza plansza pokaże wynik.

quiethouse-no-option = Quiet House nie ma opcji { $unknown }; opcje to { $options } (karta Lustra ma dwie jednakowe strony, więc nie wybiera się jej strony).
quiethouse-bad-side = Opcja { $option } przyjmuje wartość 'basic', 'advanced' (strona z pajęczyną) lub 'random' (losowana na początku gry), a nie { $value }.
quiethouse-bad-switch = Opcja { $option } przyjmuje wartość true lub false, a nie { $value }.
quiethouse-random-needs-seed = Losowa strona nie ma wiersza w tabeli wyników, dopóki ziarno gry jej nie wylosuje; podaj ziarno.
quiethouse-bad-players = W Quiet House gra od 2 do 4 graczy, nie { $count }.

# $rows: wiersze znaków (★ zaawansowana, · podstawowa) i najlepszy wynik dla każdego zestawu stron.
quiethouse-score-table = **Quiet House — najlepsze wyniki tego serwera**
    ```
    Wieża   Świecz  Mysz    Małpa   Wynik
    { $rows }
    ```
    ★ strona zaawansowana (z pajęczyną), · strona podstawowa. Warianty nie zmieniają wiersza.

quiethouse-band-low = 1 punkt: słońce wzeszło, zanim posągi stanęły na swoich miejscach, a duchy od razu zasnęły
quiethouse-band-middle = 2–3 punkty: gotowe przed świtem, choć duchy już widzą, jak następnej nocy pójdzie im lepiej
quiethouse-band-high = 4–5 punktów: gotowe wcześnie, dzięki świetnej cichej współpracy; duchy świętują aż do wschodu słońca

## Wybory i odmowy

quiethouse-choice-declare = Ogłoś rozwiązanie łamigłówki
quiethouse-choice-move = { $statue } na { $square }
quiethouse-choice-swap = { $statue } zamienia się z { $other_ins } ({ $square })
quiethouse-statue-on = { $statue } (na { $square })

quiethouse-not-ready = Nie wszystkie twoje cztery płytki się zgadzają, więc przesuń posąg: rozwiązanie możesz ogłosić dopiero wtedy, gdy zgadzają się wszystkie cztery płytki celu, które widzisz (naciśnij **Mój widok**, żeby je zobaczyć).
quiethouse-owes-nothing = { $player } nie ma teraz nic do zdecydowania.
quiethouse-game-over = Gra się skończyła; zacznij nową poleceniem /quiethouse new.
quiethouse-not-your-turn = To nie twoja tura; teraz posąg przesuwa { $player }.
quiethouse-not-a-move = To nie jest ruch w Quiet House; przesuń posąg (na przykład rook.C4) albo ogłoś rozwiązanie łamigłówki.
quiethouse-frozen = { $statue } jest na Karcie Czasu, więc w tej turze nie może się ruszyć; przesuń inny posąg.
quiethouse-out-of-reach = { $statue } { $rule }, więc nie może przejść na { $square }.
quiethouse-breaks-layout = { $statue } nie może przejść na { $square }: { $problem }.

## Co zrobił ruch (przed zdaniem stoi imię gracza; czas teraźniejszy)

quiethouse-moved = przesuwa { $statue_acc } z { $start } na { $square }.
quiethouse-moved-copying = przesuwa { $statue_acc } (ruchem { $rule_gen }) z { $start } na { $square }.
quiethouse-swapped = zamienia miejscami { $statue_acc } z { $start } i { $other_acc } z { $square }.
quiethouse-swapped-copying = zamienia miejscami { $statue_acc } (ruchem { $rule_gen }) z { $start } i { $other_acc } z { $square }.
quiethouse-declared-won = ogłasza rozwiązanie łamigłówki: każda tabliczka pokazuje serce. Duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }!
quiethouse-declared-whirlwind = ogłasza rozwiązanie łamigłówki, ale { $players } { $count ->
        [one] pokazuje
       *[other] pokazują
    } wir; gra toczy się dalej.
quiethouse-then-deck-empty = { $text } Talia Czasu jest pusta: wschodzi słońce i duchy przegrywają.

## Tajne notatki po ogłoszeniu rozwiązania

quiethouse-tile-item = { $statue } { $closeness }
quiethouse-wall-tiles-one = ściana { $wall }: { $first }
quiethouse-wall-tiles-two = ściana { $wall }: { $first }, { $second }
quiethouse-walls-two = { $first }; { $second }
quiethouse-note-declared = Ogłaszasz rozwiązanie łamigłówki, a wszystkie cztery twoje płytki się zgadzają ({ $tiles }).
quiethouse-note-heart = Twoja tabliczka sama pokazała serce: wszystkie cztery twoje płytki się zgadzały ({ $tiles }).
quiethouse-note-whirlwind = Twoja tabliczka sama pokazała wir: { $count ->
        [one] nie zgadzała się { $count }
       *[other] nie zgadzały się { $count }
    } z czterech twoich płytek ({ $tiles }).

## Koniec gry

quiethouse-outcome-won = Posągi zgadzają się ze wszystkimi płytkami celu: duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }.
quiethouse-outcome-won-variants = Posągi zgadzają się ze wszystkimi płytkami celu: duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    } (każdy wariant dodaje punkt, najwyżej do 5).
quiethouse-outcome-left = { $player } opuszcza dom: duchy przegrywają.
quiethouse-outcome-deck = Talia Czasu skończyła się, zanim posągi zgodziły się z płytkami celu: duchy przegrywają.

## Zasady

quiethouse-rules = **Quiet House** — od 2 do 4 milczących duchów, gra kooperacyjna.
    Pięć posągów stoi na planszy 6x6, nigdy dwa w jednym rzędzie ani kolumnie. Przy każdej ścianie leży jasna płytka celu (posąg najbliżej tej ściany) i ciemna (drugi od ściany; czwarty w wariancie 2). Widzisz tylko 4 płytki na dwóch ścianach naprzeciw twojego rogu (**Mój widok**).
    W twojej turze odkrywana jest Karta Czasu: ten posąg nie może się ruszyć, a Lustro porusza się tak jak on. Potem albo **przesuń** jeden posąg zgodnie z jego zasadą ruchu, albo **ogłoś** rozwiązanie łamigłówki (tylko gdy twoje 4 płytki się zgadzają): każda tabliczka odpowiada sama; same serca to wygrana z wynikiem karty, w przeciwnym razie gra toczy się dalej.
    Ruchy: Wieża w linii prostej (zaawansowana: najpierw w bok, potem w górę lub w dół, po pustej drodze). Świecznik 1–3 kroki, ze skrętami i przeskokami (zaawansowany: dokładnie 3 pola w poziomie, w pionie lub po skosie). Małpa zamienia się miejscami z dowolnym posągiem, z Myszą tylko wtedy, gdy obie stoją na czerwonych kropkach (zaawansowana: na pole po skosie obok innego posągu). Mysz teleportuje się tylko między czerwonymi kropkami (zaawansowana: plansza z pajęczyną). Lustro naśladuje Kartę Czasu.
    Karty są warte od 5 do 1 punktu; duchy przegrywają, gdy skończy się talia. Każdy wariant dodaje punkt (najwyżej 5): 1 bez tabliczek poza ogłoszeniami, 2 czwarty od ściany.

    {"*"}*Rozstrzygnięcia Hauntbota**
    • Płytki pochodzą z ukrytego układu, osiągalnego legalnymi ruchami od startu, więc każdą grę da się wygrać; żaden układ startowy nie spełnia od razu płytek żadnego gracza.
    • Strona wybrana jako losowa jest losowana na początku gry, pokazana na planszy i liczy się we własnym wierszu tabeli.
    • Rogi: przy 2 graczach siedzą naprzeciw siebie, przy 3 jeden róg zostaje pusty; gra toczy się zgodnie z ruchem wskazówek zegara od pierwszego miejsca.
    • Zasadę „jeden posąg w rzędzie i kolumnie” sprawdza się po ruchu; przeskakuje tylko Świecznik.
    • Reakcje tabliczką nie są ruchami.
    • Gracz, który się poddaje, kończy grę porażką wszystkich.
    • Gdy mija czas, nieobecny gracz ogłasza rozwiązanie, jeśli może, a jeśli nie, wykonuje ruch, po którym najwięcej jego płytek się zgadza.
    • Po zakończeniu gry wszystkie płytki zostają odkryte.

# Dwa teksty, jeden pod drugim (z tego składa się odkrycie po grze).
quiethouse-lines =
    { $first }
    { $rest }

quiethouse-result-won = Duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }: ostatnia odkryta Karta Czasu (Karta Czasu { $card } z { $cards }, { $statue }) pochodzi ze stosu za { $stack } { $stack ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
quiethouse-result-won-variants = Duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }: ostatnia odkryta Karta Czasu (Karta Czasu { $card } z { $cards }, { $statue }) pochodzi ze stosu za { $stack } { $stack ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }, +{ $count } za { $count ->
        [one] wariant
       *[other] warianty
    } { $variants }.
quiethouse-result-won-capped = Duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }: ostatnia odkryta Karta Czasu (Karta Czasu { $card } z { $cards }, { $statue }) pochodzi ze stosu za { $stack } { $stack ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }, +{ $count } za { $count ->
        [one] wariant
       *[other] warianty
    } { $variants }, ale najwyżej { $cap }.
quiethouse-result-left = Duchy przegrywają bez punktów: { $player } opuszcza dom po { $card } z { $cards } Kart Czasu.
quiethouse-result-deck = Duchy przegrywają bez punktów: Talia Czasu skończyła się po wszystkich { $cards } Kartach Czasu, zanim ogłoszenie rozwiązania się powiodło.
quiethouse-reveal-all-met = Spełniono wszystkie 8 płytek celu.
quiethouse-reveal-met = Spełniono { $count } z 8 płytek celu.
quiethouse-reveal-tile-met = Ściana { $wall }, płytka { $shade }: { $statue } { $statue_gender ->
        [f] miała
        [n] miało
       *[m] miał
    } stać { $closeness } — ✓ spełniona.
quiethouse-reveal-tile-missed = Ściana { $wall }, płytka { $shade }: { $statue } { $statue_gender ->
        [f] miała
        [n] miało
       *[m] miał
    } stać { $closeness } — ✗ niespełniona: na tym miejscu { $there_gender ->
        [f] stała
        [n] stało
       *[m] stał
    } { $there }.
quiethouse-reveal-seat = { $player } ({ $corner } róg) — ściany { $walls }: spełnione { $count } z 4.
quiethouse-placed = { $statue } { $square }
quiethouse-reveal-target = Płytki rozdano według tego układu (jednego z wielu, które spełniają wszystkie osiem): { $rook }, { $candlestick }, { $monkey }, { $mouse }, { $mirror }.
quiethouse-table-left = lewa tabela, wiersz { $row }
quiethouse-table-right = prawa tabela, wiersz { $row }
quiethouse-table-row = „{ $sides }” ({ $place })
quiethouse-table-loss = Tabela wyników: przegrana nie jest zapisywana w wierszu { $row }.
quiethouse-table-win = Tabela wyników: wiersz { $row } dostaje { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }, { $marks }; { $band }.

## Słowa coga (cogs/quiet_house)

quiethouse-not-a-typed-move = To nie jest ruch w Quiet House: podaj posąg i pole (na przykład rook i C4; podpowiedzi pokazują ruchy, które możesz teraz wykonać) albo ogłoś rozwiązanie łamigłówki.
quiethouse-no-paddle-now = Ta gra się nie toczy, więc nie ma tabliczki do podniesienia.
quiethouse-spectator-paddle = Tabliczki podnoszą tylko gracze; oglądasz tę grę, więc ciesz się ciszą.
quiethouse-no-paddles = Działa wariant 1: tabliczki podnosi się tylko w odpowiedzi na ogłoszenie rozwiązania, a to dzieje się samo.
quiethouse-strict-needs-permission = Ścisła cisza wymaga mojego uprawnienia **Zarządzanie wiadomościami** na tym kanale, żebym mógł usuwać czat w wątku gry; poproś moderatora o jego nadanie albo otwórz grę bez strict_silence.
quiethouse-strict-note = 🤫 **Ścisła cisza**: dopóki trwa gra, usuwam wiadomości jej graczy w jej wątku.
quiethouse-old-paddles = Te tabliczki pochodzą sprzed aktualizacji bota; naciśnij **Mój widok** na aktualnej planszy, żeby dostać działające.
quiethouse-scores-in-server = Najlepsze wyniki są zapisywane dla każdego serwera osobno; użyj tego polecenia na kanale serwera.
quiethouse-not-started = Ta gra jeszcze się nie zaczęła; gospodarz rozpoczyna ją z lobby.

quiethouse-summary-over = Gra się skończyła: wszystkie osiem płytek celu jest odkrytych na tym obrazku. Widzisz to tylko ty.
quiethouse-summary-head = Siedzisz w **{ $corner_loc }** rogu i widzisz płytki celu przy **{ $first_loc }** i **{ $second_loc }** ścianie:
quiethouse-summary-holds = • Ściana { $wall }, płytka { $shade }: **{ $statue }** musi stać { $rank ->
        [1] najbliżej
       *[other] { $rank }. od ściany
    } — ✅ zgadza się
quiethouse-summary-not-yet = • Ściana { $wall }, płytka { $shade }: **{ $statue }** musi stać { $rank ->
        [1] najbliżej
       *[other] { $rank }. od ściany
    } — ❌ jeszcze nie
quiethouse-summary-may-declare = Wszystkie cztery się zgadzają: możesz nacisnąć **Ogłoś rozwiązanie** na planszy (albo użyć `/quiethouse ogłoś`).
quiethouse-summary-all-hold = Wszystkie cztery się zgadzają: w swojej turze możesz ogłosić rozwiązanie łamigłówki.
quiethouse-summary-held = { $held ->
        [one] Zgadza
        [few] Zgadzają
       *[other] Zgadza
    } się teraz { $held } z { $count } twoich płytek.
quiethouse-summary-only-you = Widzisz to tylko ty; w domu panuje cisza, więc zachowaj to dla siebie.

quiethouse-side = { $statue }: { $side }
quiethouse-side-drawn = { $statue }: { $side } (wylosowana)
quiethouse-side-basic = podstawowa
quiethouse-side-advanced = zaawansowana
quiethouse-dotted = { $first } · { $rest }
quiethouse-board-standard = standardową
quiethouse-board-spider = z pajęczyną
quiethouse-sides-line = { $icon } **Strony kart ruchu** — { $sides }. Plansza leży stroną { $board }.

quiethouse-silence = 🤫 **W Quiet House gra się w ciszy.** Nie rozmawiajcie o posągach ani o swoich płytkach celu.
quiethouse-silence-how = Naciśnij **Mój widok**, żeby zobaczyć swoje cztery płytki celu (widzisz je tylko ty). W swojej turze przesuń jeden posąg za pomocą menu poniżej albo `/quiethouse przesuń` lub naciśnij **Ogłoś rozwiązanie**, gdy wszystkie cztery twoje płytki się zgadzają.
quiethouse-silence-paddles = Twoim jedynym głosem jest tabliczka: **💜 Serce** i **🌀 Wir** wysyłają krótką reakcję i niczego nie zmieniają.
quiethouse-silence-no-paddles = Działa wariant 1: żadnych tabliczek, poza samoczynnymi odpowiedziami na ogłoszenie rozwiązania.

quiethouse-paddle-heart = 💜 { $name } podnosi tabliczkę: serce.
quiethouse-paddle-whirlwind = 🌀 { $name } podnosi tabliczkę: wir.
quiethouse-record = 🏆 Nowy rekord serwera! { $score } { $score ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } to najlepszy wynik tego serwera w wierszu „{ $sides }”.

quiethouse-menu = Przesuń: { $statue } ({ $square })…
quiethouse-menu-copying = Przesuń: { $statue } ({ $square }, ruchem { $rule_gen })…
quiethouse-menu-more = { $title } (więcej)
quiethouse-button-declare = Ogłoś rozwiązanie
quiethouse-button-heart = Serce
quiethouse-button-whirlwind = Wir

## Tekst alternatywny planszy (render/quiet_house/alt.py)

quiethouse-alt-then = { $first } { $rest }
quiethouse-alt-comma = { $first }, { $rest }
quiethouse-alt-semicolon = { $first }; { $rest }
quiethouse-alt-game = Quiet House, graczy: { $players }.
quiethouse-alt-variants = Quiet House, graczy: { $players }, { $count ->
        [one] wariant
       *[other] warianty
    } { $variants }.
quiethouse-alt-won = Duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }.
quiethouse-alt-left = { $player } opuszcza dom: duchy przegrywają.
quiethouse-alt-deck = Talia Czasu się skończyła: duchy przegrywają.
quiethouse-alt-your-turn = Twoja tura.
quiethouse-alt-to-play = Teraz gra { $player }.
quiethouse-alt-card = Karta Czasu: { $statue } za { $score } pkt; { $statue } nie może się ruszyć, a Lustro porusza się jak { $statue }. { $left ->
        [one] Została { $left } karta
        [few] Zostały { $left } karty
       *[many] Zostało { $left } kart
    }; wygrana teraz daje { $points } pkt.
quiethouse-alt-card-mirror = Karta Czasu: { $statue } za { $score } pkt; { $statue } nie może się ruszyć. { $left ->
        [one] Została { $left } karta
        [few] Zostały { $left } karty
       *[many] Zostało { $left } kart
    }; wygrana teraz daje { $points } pkt.
quiethouse-alt-statue = { $statue } { $square }
quiethouse-alt-statue-advanced = { $statue } { $square } (strona zaawansowana)
quiethouse-alt-statue-drawn = { $statue } { $square } (strona { $side }, wylosowana)
quiethouse-alt-statues = Posągi: { $rook }, { $candlestick }, { $monkey }, { $mouse }, { $mirror }.
quiethouse-alt-board-standard = standardowa
quiethouse-alt-board-spider = z pajęczyną
quiethouse-alt-dots = Czerwone kropki (plansza { $board }): { $dots }.
quiethouse-alt-seat = { $player } – { $corner } róg
quiethouse-alt-seats = Miejsca: { $seats }.
quiethouse-alt-heart = { $player } – serce
quiethouse-alt-whirlwind = { $player } – wir
quiethouse-alt-declaration = Ostatnie ogłoszenie rozwiązania: { $player }; tabliczki: { $paddles }.
quiethouse-alt-tile = { $statue } { $closeness }
quiethouse-alt-tile-holds = { $statue } { $closeness } (zgadza się)
quiethouse-alt-tile-not = { $statue } { $closeness } (nie zgadza się)
quiethouse-alt-wall = ściana { $wall }: { $tiles }
quiethouse-alt-revealed = Odkryte płytki celu, spełnione { $met } z { $total }: { $tiles }.
quiethouse-alt-yours = Twoje płytki celu: { $tiles }.
quiethouse-alt-may-declare = Wszystkie cztery się zgadzają: możesz ogłosić rozwiązanie łamigłówki.
quiethouse-alt-face-down = Żadna z ośmiu płytek celu nie jest odkryta.

## Słowa na obrazku planszy (render/quiet_house)

quiethouse-pic-empty-corner = pusty róg
quiethouse-pic-statues = Posągi
quiethouse-pic-rule-side = strona karty ruchu
quiethouse-pic-time-card = Karta Czasu
# Krótki podpis pod posągiem na polu planszy (78 px szerokości: jedno krótkie słowo).
quiethouse-pic-caption-rook = WIEŻA
quiethouse-pic-caption-candlestick = ŚWIECZNIK
quiethouse-pic-caption-monkey = MAŁPA
quiethouse-pic-caption-mouse = MYSZ
quiethouse-pic-caption-mirror = LUSTRO
# Róg gracza: napis nad jego imieniem.
quiethouse-pic-tag-your-turn = ▶ TWOJA TURA
quiethouse-pic-tag-to-play = ▶ TERAZ GRA
quiethouse-pic-tag-you = ★ TY
quiethouse-pic-tag-seat = GRACZ { $number }
quiethouse-pic-heart = serce
quiethouse-pic-whirlwind = wir
# Nagłówek: strony kart ruchu obok tytułu.
quiethouse-pic-sides-standard = strony podstawowe
quiethouse-pic-sides-advanced = zaawansowane: { $statues }
quiethouse-pic-sides-statue = { $statue }
quiethouse-pic-game-over = Koniec gry
quiethouse-pic-your-turn = ▶ Twoja tura
quiethouse-pic-to-play = ▶ Teraz gra { $player }
# Pasek stanu pod nagłówkiem.
quiethouse-pic-won = ♥ Każda tabliczka pokazuje serce: duchy wygrywają z { $points } { $points ->
        [one] punktem
       *[other] punktami
    }!
quiethouse-pic-lost-left = { $player } opuszcza dom: duchy przegrywają · spełnione płytki celu: { $met } z { $total }
quiethouse-pic-lost-deck = Talia Czasu się skończyła: wschodzi słońce i duchy przegrywają · spełnione płytki celu: { $met } z { $total }
quiethouse-pic-may-declare = ✓ Wszystkie cztery twoje płytki się zgadzają: możesz ogłosić rozwiązanie łamigłówki
quiethouse-pic-declared = { $player } ogłasza rozwiązanie, ale wir { $count ->
        [one] pokazuje
       *[other] pokazują
    }: { $storms }
quiethouse-pic-moved = { $player } przesuwa { $statue_acc } na { $square }
quiethouse-pic-start = Odkryto pierwszą Kartę Czasu, a duchy milkną
# Karta Czasu: co teraz znaczy.
quiethouse-pic-cards-left = W talii: { $count }
quiethouse-pic-time-won = Wygrana: { $points } pkt
quiethouse-pic-time-score = karta { $card } + 1 za wariant, najwyżej 5
quiethouse-pic-time-met-all = Spełnione płytki: wszystkie { $total }
quiethouse-pic-time-met = Spełnione płytki: { $met } z { $total }
quiethouse-pic-time-lost = Przegrana: 0 pkt
quiethouse-pic-time-frozen = { $statue } nie może się ruszyć
quiethouse-pic-time-mirror = Lustro porusza się jak { $statue }
quiethouse-pic-time-win-now = Wygrana da { $points } pkt
quiethouse-pic-time-next = Następna karta: { $points } pkt
quiethouse-pic-time-last = Ostatnia karta!
# Płytka celu: zakryta, i krótko, jak blisko ściany, na wysokich płytkach lewej i prawej ściany („1.” nad „od ściany”).
quiethouse-pic-face-down = zakryta
quiethouse-pic-rank = { $rank }.
quiethouse-pic-closest = od ściany
quiethouse-pic-declaration = { $player } ogłasza rozwiązanie
# Legenda pod panelem bocznym.
quiethouse-pic-legend-dot = Czerwona kropka: pole Myszy
quiethouse-pic-legend-dot-spider = Czerwona kropka: pole Myszy (plansza z pajęczyną)
quiethouse-pic-legend-die = Kostka: strona wylosowana
quiethouse-pic-legend-frozen = Na Karcie Czasu: nie może się ruszyć
quiethouse-pic-legend-mine = Złota ramka: płytka, którą widzisz
quiethouse-pic-legend-holds = ✓ zgadza się teraz, ✗ jeszcze nie
quiethouse-pic-legend-revealed = Odkryte płytki: ✓ spełniona, ✗ nie
quiethouse-pic-legend-variant = Wariant { $number }: { $rule }
quiethouse-pic-variant-1 = Tabliczki tylko w odpowiedzi na ogłoszenie

## How the bots play (/quiethouse rules).
quiethouse-bots-conventions = Bot ogłasza rozwiązanie łamigłówki, gdy tylko jego cztery płytki są spełnione: jego serce mówi, że na planszy w obecnym stanie są spełnione, a bot, który zamiast tego wykonuje ruch, mówi, że jeszcze nie są. Przesuwa posągi w stronę własnych płytek, a resztę planszy traktuje jako to, czego chcą inni: nie rusza posągów, do których nie ma płytki, chyba że pomaga to jego płytkom, nie cofa posągu, który właśnie przesunął poprzedni gracz, a po nieudanym ogłoszeniu zostawia płytki każdego serca tak, jak są. Nigdy nie podnosi tabliczki między ogłoszeniami i nie odczytuje reakcji.
