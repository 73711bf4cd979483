# The Purple House (bot/games/purple_house/): co mówi silnik gry.
# Zdanie publiczne („purplehouse-did-…”, „purplehouse-then-…”; kropkę dodaje „purplehouse-sentence”) następuje po imieniu gracza: czas
# teraźniejszy, 3. osoba liczby pojedynczej, bez rodzaju gramatycznego.
# Kartę nazywamy etykietą po słowie „karta” (karta „2 Lampy”), więc nazwy kart nie potrzebują przypadków.

## Karty, miejsca, przedmioty

purplehouse-clue-lamp = { $count } { $count ->
        [one] Lampa
        [few] Lampy
       *[many] Lamp
    }
purplehouse-clue-chair = { $count } { $count ->
        [one] Krzesło
        [few] Krzesła
       *[many] Krzeseł
    }
purplehouse-clue-wardrobe = { $count } { $count ->
        [one] Szafa
        [few] Szafy
       *[many] Szaf
    }
purplehouse-clue-clock = { $count } { $count ->
        [one] Zegar
        [few] Zegary
       *[many] Zegarów
    }
purplehouse-card-lady = Biała Dama
purplehouse-card-ube = Ube

# Pozycje znacznika X: mianownik oraz formy z przyimkiem (.at „gdzie”, .from „skąd”, .to „dokąd”).
purplehouse-position-ul = lewy górny
    .at = w lewym górnym rogu
    .from = z lewego górnego rogu
    .to = do lewego górnego rogu
purplehouse-position-ur = prawy górny
    .at = w prawym górnym rogu
    .from = z prawego górnego rogu
    .to = do prawego górnego rogu
purplehouse-position-ll = lewy dolny
    .at = w lewym dolnym rogu
    .from = z lewego dolnego rogu
    .to = do lewego dolnego rogu
purplehouse-position-lr = prawy dolny
    .at = w prawym dolnym rogu
    .from = z prawego dolnego rogu
    .to = do prawego dolnego rogu
purplehouse-position-c = środek
    .at = na środku
    .from = ze środka
    .to = na środek

purplehouse-difficulty-easy = Łatwy
purplehouse-difficulty-normal = Normalny
purplehouse-difficulty-hard = Trudny
purplehouse-difficulty-impossible = Niemożliwy

# Znaczniki X na rewersie karty, np. „X: lewy górny, środek”.
purplehouse-marks = X: { $where }
purplehouse-marks-none = bez X

## Łączenie

purplehouse-commas = { $first }, { $rest }
purplehouse-semicolons = { $first }; { $rest }
purplehouse-lines =
    { $first }
    { $rest }
purplehouse-sentence = { $clauses }.

## Wybory

purplehouse-choice-ready = Gotowe: zakryj moje karty
purplehouse-choice-auto = Niech Dom wykona za mnie modyfikacje, potem gotowe
purplehouse-choice-sort = Posortuj zakryte karty według oznaczeń
purplehouse-choice-flip = Odkryj kartę { $cell } ({ $marks })
purplehouse-choice-modify = Karta { $slot } ({ $card }): { $change }
purplehouse-change-add-centre = dodaj Środkowy X
purplehouse-change-add-corner = dodaj Narożny X { $position_at }
purplehouse-change-turn = przesuń X { $old_from } { $new_to } (Chusteczka)
purplehouse-change-remove = usuń X { $position_from } (Chusteczka)

## Zdania publiczne

purplehouse-did-nothing = nic nie robi.
purplehouse-did-ready = zakrywa swoje karty i zgłasza gotowość
purplehouse-did-auto = automatycznie kończy swoje modyfikacje i zgłasza gotowość
purplehouse-did-modify = w tajemnicy modyfikuje jedną ze swoich kart
purplehouse-did-sort = sortuje zakryte karty według oznaczeń
purplehouse-did-flip-lady = odkrywa kartę { $cell }: to Biała Dama, więc { $out }; karta znów zostaje zakryta
purplehouse-did-flip-first = odkrywa kartę { $cell }: karta „{ $card }” staje się Bieżącym Pokojem
purplehouse-did-flip-miss = odkrywa kartę { $cell }: karta „{ $card }” nie pasuje do karty „{ $room }”; { $out }, a karta znów zostaje zakryta
purplehouse-did-flip-match = odkrywa kartę { $cell }: karta „{ $card }” pasuje do karty „{ $room }” ({ $reason }): staje się Bieżącym Pokojem, a karta „{ $room }” trafia na Ścieżkę
purplehouse-reason-wild = Ube pasuje do wszystkiego
purplehouse-reason-symbol = ten sam symbol
purplehouse-reason-number = ta sama liczba
purplehouse-candles-out = { $cost ->
        [one] gaśnie { $cost } świeca
        [few] gasną { $cost } świece
       *[many] gaśnie { $cost } świec
    } (pozostało: { $left })
purplehouse-then-layout = wszyscy są gotowi: { $count ->
        [one] { $count } karta Domu zostaje potasowana i wyłożona
        [few] { $count } karty Domu zostają potasowane i wyłożone
       *[many] { $count } kart Domu zostaje potasowanych i wyłożonych
    } rewersem do góry; Fazę Ucieczki rundy { $round } zaczyna { $player }
purplehouse-then-escape = odkryto wszystkie 16 Wskazówek: wszyscy uciekają z Fioletowego Domu
purplehouse-then-dead-end = Ślepy Zaułek: nic, co zostało w Domu, nie pasuje do karty „{ $room }”, więc trafia ona na Ścieżkę i { $out }
purplehouse-then-trapped = Faza Ucieczki rundy { $round } dobiega końca, odkryto { $clues } z 16 Wskazówek: wszyscy zostają uwięzieni w Fioletowym Domu
purplehouse-then-new-round = runda { $round } się kończy: karty Domu wracają do talii razem z { $ladies ->
        [one] { $ladies } Białą Damą
       *[other] { $ladies } Białymi Damami
    } z talii Duchów, liczba świec wraca do { $candles }, a runda { $next } zaczyna się od Zwiadu

## Odmowy

purplehouse-refuse-over = Gra się skończyła; zacznij nową poleceniem `/purplehouse nowa`.
purplehouse-refuse-not-seated = Nie zajmujesz miejsca w tej grze.
purplehouse-refuse-left = Po odejściu z tej gry nie można już w niej grać.
purplehouse-refuse-not-key = Teraz kartę odkrywa { $player } (ma Klucz); poczekaj na swoją kolej.
purplehouse-refuse-no-decision = { $player } nie musi teraz podejmować żadnej decyzji.
purplehouse-refuse-sorted = Zakryte karty są już posortowane według oznaczeń; odkryj jedną z nich.
purplehouse-refuse-not-escape = To nie jest ruch Fazy Ucieczki; odkryj jedną z zakrytych kart.
purplehouse-refuse-no-cell = W obszarze Domu są karty od 1 do { $cells }; odkryj jedną z zakrytych.
purplehouse-refuse-on-path = Karta { $cell } trafiła już na Ścieżkę; odkryj zakrytą kartę.
purplehouse-refuse-current-room = Karta { $cell } to Bieżący Pokój, już odkryty; odkryj zakrytą kartę.
purplehouse-refuse-ready-already = Twoja gotowość jest już zgłoszona; poczekaj, aż pozostali gracze skończą zwiad.
purplehouse-refuse-must-modify = Musisz jeszcze zmodyfikować jedną ze swoich kart, bo modyfikacja jest możliwa; wybierz ją (albo auto).
purplehouse-refuse-nothing-to-modify = Nie ma już nic do zmodyfikowania; zgłoś gotowość.
purplehouse-refuse-not-scouting = To nie jest ruch Zwiadu; zmodyfikuj jedną ze swoich kart albo zgłoś gotowość.
purplehouse-refuse-no-modification-left = W tej rundzie nie masz już modyfikacji do wykonania; zgłoś gotowość.
purplehouse-refuse-no-slot = W tej rundzie masz karty od 1 do { $cards }; wybierz jedną z nich.
purplehouse-refuse-modified-already = Kartę { $card } już zmodyfikowano w tej rundzie; zmodyfikuj inną kartę.
purplehouse-refuse-no-centre-x = Nie masz już Środkowego X; użyj innego przedmiotu.
purplehouse-refuse-centre-taken = Karta { $card } ma już Środkowy X, a znaczniki X nie mogą na siebie nachodzić.
purplehouse-refuse-no-corner-x = Nie masz już Narożnego X; użyj innego przedmiotu.
purplehouse-refuse-corner-taken = Karta { $card } ma już X { $position_at }, a znaczniki X nie mogą na siebie nachodzić.
purplehouse-refuse-no-handkerchief = Nie masz już Chusteczki; użyj znacznika X.
purplehouse-refuse-no-x-there = Karta { $card } nie ma Narożnego X { $position_at }, który można przesunąć albo usunąć.
purplehouse-refuse-turn-taken = Karta { $card } ma już X { $position_at }; przesuń X do wolnego rogu.

## Opcje ($options, $option i $value to to, co wpisał gospodarz)

purplehouse-options-unknown = The Purple House nie ma opcji { $options }; jej opcje to `trudność`, `dla_dzieci` i `punktacja`.
purplehouse-options-difficulty = Nieznany poziom trudności { $value }; wybierz easy, normal, hard albo impossible.
purplehouse-options-switch = Opcja { $option } jest włączona albo wyłączona (true albo false), a nie { $value }.
purplehouse-options-players = W The Purple House gra od { $least } do { $most } graczy, nie { $seats }.

## Tajne notatki

purplehouse-note-modified = Twoja karta { $card } została w tajemnicy zmodyfikowana: { $change }.
purplehouse-note-modified-hanky = Twoja karta { $card } została w tajemnicy zmodyfikowana Chusteczką: { $change }.
purplehouse-note-auto = Dom w tajemnicy wykonał za ciebie modyfikacje: { $changes }.
purplehouse-note-auto-item = karta { $card } – { $change }
purplehouse-changed-turn = X przesunięty { $old_from } { $new_to }
purplehouse-changed-remove = X usunięty { $position_from }
purplehouse-changed-centre = dodany Środkowy X
purplehouse-changed-corner = dodany Narożny X { $position_at }
purplehouse-note-dealt = Runda { $round }: { $count ->
        [one] dostajesz { $count } kartę Domu
        [few] dostajesz { $count } karty Domu
       *[many] dostajesz { $count } kart Domu
    } do zbadania. Ich awersy widać w „Moim widoku” tylko do chwili, gdy wszyscy zgłoszą gotowość; zapamiętaj je, żadna notatka ich nie przechowa.

## Wynik gry i punkty

purplehouse-outcome-win = Odkryto wszystkie 16 Wskazówek w rundzie { $round }: wszyscy uciekają z Fioletowego Domu!
purplehouse-outcome-everyone-left = Wszyscy opuścili Fioletowy Dom: gra przegrana.
purplehouse-outcome-trapped = Runda 3 dobiegła końca, odkryto { $clues } z 16 Wskazówek: wszyscy zostają uwięzieni.
purplehouse-outcome-scored = { $result } { $score }. { $ending }
purplehouse-score = Wynik { $total } = ({ $clues } za Wskazówki + { $candles } za świece + { $bonus } za wygraną) ×{ $multiplier }

purplehouse-ending-trapped = Niestety, teraz tu mieszkacie, więc równie dobrze możecie spróbować jeszcze raz!
purplehouse-ending-wanderers = Gratulacje, wędrowcy, spryt was ocalił. Czy zaryzykujecie, by sięgnąć wyżej?
purplehouse-ending-explorers = Dzielni odkrywcy – dotarliście w same głębiny i wróciliście, by o tym opowiedzieć!
purplehouse-ending-legendary = Jesteście legendarnymi poszukiwaczami przygód, których imiona przejdą do historii. Bądźcie z tego dumni na zawsze!
purplehouse-ending-ghostbusters = Czy wy przypadkiem nie jesteście Pogromcami Duchów?

## Odsłonięcie na koniec gry

purplehouse-reveal-win = Rezultat: wygrana: odkryto wszystkie 16 Wskazówek w rundzie { $round }, { $candles ->
        [one] została { $candles } świeca
        [few] zostały { $candles } świece
       *[many] zostało { $candles } świec
    }.
purplehouse-reveal-everyone-left = Rezultat: przegrana: wszyscy gracze odeszli w rundzie { $round }, odkryto { $clues } z 16 Wskazówek.
purplehouse-reveal-trapped = Rezultat: przegrana: runda { $round } dobiegła końca, odkryto { $clues } z 16 Wskazówek.
purplehouse-reveal-clues = Wynik { $clues }: odkryte Wskazówki (Wariant Punktowy jest wyłączony).
purplehouse-reveal-score = { $score } za poziom { $difficulty }.
purplehouse-reveal-score-rounded = { $score } za poziom { $difficulty }, po zaokrągleniu w dół { $points }.
purplehouse-reveal-candles-round = Świece: pozostało { $left } + { $candles } za niepotrzebną rundę { $round }.
purplehouse-reveal-candles-rounds = Świece: pozostało { $left } + po { $candles } za niepotrzebne rundy { $rounds }.
purplehouse-reveal-ending = Zakończenie: { $ending }
purplehouse-reveal-cell = { $cell } = { $card }
purplehouse-reveal-face-down = Zakryte na koniec (karta = awers): { $cards }.
purplehouse-reveal-scouting = { $player } – karty ze zwiadu: { $cards }.
purplehouse-reveal-deck = Nierozdana talia Domu: { $cards }.
purplehouse-reveal-ghosts = Talia Duchów, nigdy niewtasowana: { $count ->
        [one] { $count } Biała Dama (rewers
        [few] { $count } Białe Damy (rewersy
       *[many] { $count } Białych Dam (rewersy
    } – { $backs }).

## /purplehouse rules

purplehouse-rules =
    {"*"}*The Purple House** — 1–5 graczy, kooperacja, do 3 rund.
    Cel: odkryć 16 Wskazówek (Lampy, Krzesła, Szafy, Zegary, 1–4) przed końcem rundy 3.
    {"*"}*Zwiad** (w ciszy, poza Wariantem dla dzieci): dostajesz karty Domu (1 os. 7, 2 os. 4, 3–4 os. 3, 5 os. 2) i widzisz je z obu stron w **Moim widoku**. Zmodyfikuj 3/2/1 różne karty (1/2/3–5 os.), każdą jednym przedmiotem (zużywa się): Środkowym X, Narożnym X w wybranym rogu albo Chusteczką (przesuwa lub usuwa Narożny X). X-y nie nachodzą na siebie. Modyfikuj, dopóki możesz, potem zgłoś gotowość.
    {"*"}*Ucieczka**: karty leżą zakryte w siatce. Posiadacz Klucza odkrywa kartę i podaje Klucz w lewo. Pierwsza Wskazówka lub Ube to Bieżący Pokój. Wskazówka zgodna z nim symbolem lub liczbą (Ube pasuje zawsze) staje się Bieżącym Pokojem; poprzedni trafia na Ścieżkę. Brak pary: gaśnie 1 świeca. Biała Dama: 2. Zakryte ponownie karty zostają na miejscu. Ślepy Zaułek (nic nie pasuje, Ube poza Domem): Bieżący Pokój idzie na Ścieżkę, gasną 2 świece.
    {"*"}*Koniec rundy** (zgasły świece): karty i Ube wracają, dochodzą Białe Damy, nowe świece. Łatwy 4 świece/1 duch, Normalny 3/1, Trudny 3/2, Niemożliwy 2/2.

    {"*"}*Rozstrzygnięcia Hauntbota**
    • Na starcie 16 Narożnych X leży na kartach Domu, po 4 w każdym rogu; 4 Damy z talii Duchów mają po jednym.
    • Przesuwać i usuwać można tylko Narożne X.
    • Biała Dama kosztuje 2 świece, nawet gdy została 1.
    • Klucz ma najpierw gracz, który otworzył grę; przechodzi po każdym odkryciu, też kończącym rundę.
    • Po terminie gra sama kończy zwiad gracza (zaległe modyfikacje, gotowość), a za posiadacza Klucza odkrywa kartę o najniższym numerze.
    • Kto odejdzie, jest pomijany; gdy odejdą wszyscy – przegrana.
    • Punkty: odkryte Wskazówki + pozostałe świece (+ świece dalszych rund po wcześniejszej wygranej) + 5 za wygraną, × 0,75/1/1,5/2.

## Jak grają boty (Bots.conventions, pokazywane przy /purplehouse rules)

purplehouse-bots-conventions =
    Środkowy X oznacza Białą Damę: kładź swój na Białej Damie, którą widzisz podczas zwiadu, i nigdy na Wskazówce, chyba że nic innego nie zostało (wtedy na Ube).
    Narożny X, który dodajesz albo przesuwasz Chusteczką, trafia do rogu symbolu swojej Wskazówki: lewy górny – Lampa, prawy górny – Krzesło, lewy dolny – Szafa, prawy dolny – Zegar; Chusteczką można też usunąć X z rogu, który wskazuje zły symbol.
    Boty nic nie pamiętają między ruchami: odkrywają karty wyłącznie na podstawie rewersów, nigdy karty ze Środkowym X, dopóki zostały inne, i idą w dół swojej listy według liczby zgaszonych już świec, więc nie próbują ponownie tej samej karty dla jednego pokoju.

## Discord: widoki prywatne, pole Zwiadu na planszy, kontrolki (cogs/purple_house/)

purplehouse-pluses = { $first } + { $rest }
purplehouse-bold = **{ $text }**
purplehouse-silence = 🤫 **Zwiad odbywa się w ciszy.** Nie mów nikomu o swoich kartach ani o tym, co na nich zmieniasz, dopóki wszyscy nie zgłoszą gotowości i nie zacznie się Faza Ucieczki. (Gra otwarta z opcją `dla_dzieci` pozwala rozmawiać).
purplehouse-kid-friendly = 🗣️ Gra w Wariancie dla dzieci: podczas zwiadu można rozmawiać.
purplehouse-scouting-over = 🕯️ Zwiad rundy { $round } dobiegł końca: twoje karty zostały potasowane i wyłożone zakryte w Domu, więc ich awersy są teraz ukryte. Liczy się pamięć; śledź planszę w wątku.
purplehouse-look-ended = 🕯️ Ta gra skończyła się podczas Zwiadu; jej końcowa plansza pokazuje wszystkie karty odkryte.
purplehouse-look-cancelled = 🕯️ Ta gra została anulowana podczas Zwiadu, więc twoje karty są znów ukryte.
purplehouse-items = 🧣 Chusteczki: { $handkerchiefs } · ❌ Narożne X: { $corner } · ⊕ Środkowe X: { $centre }
purplehouse-scouting-head = **Runda { $round } — Zwiad.** Tylko ty to widzisz.
purplehouse-scouting-no-cards = W tej rundzie nie dostajesz żadnej karty.
purplehouse-scouting-card = **{ $slot }.** { $card } — rewers: { $backs }
purplehouse-scouting-card-modified = **{ $slot }.** { $card } — rewers: { $backs } ✏️ zmodyfikowana
purplehouse-scouting-items = Zostały przedmioty: { $items }
purplehouse-scouting-ready = ✅ Twoja gotowość jest zgłoszona; Faza Ucieczki zacznie się, gdy wszyscy będą gotowi.
purplehouse-scouting-modify = Zmodyfikuj jeszcze { $count ->
        [one] { $count } kartę (jednym przedmiotem)
        [few] { $count } różne karty (każdą jednym przedmiotem)
       *[many] { $count } różnych kart (każdą jednym przedmiotem)
    }, potem naciśnij **Gotowe**.
purplehouse-scouting-nothing-left = Nie ma już nic do zmodyfikowania: naciśnij **Gotowe**, by zakryć karty.
purplehouse-still-scouting = Wciąż na zwiadzie: { $players }.
purplehouse-private-over = Gra się skończyła; plansza pokazuje, jak się zakończyła.
purplehouse-escape-head = **Runda { $round } — Ucieczka.** Zwiad się skończył i awersy kart są ukryte: liczy się pamięć.
purplehouse-key-mine = 🗝️ Masz Klucz: odkryj kartę poniżej albo na planszy.
purplehouse-key-other = 🗝️ Klucz ma { $player }.
purplehouse-escape-items = Twoje przedmioty na następny Zwiad: { $items }
purplehouse-step-corner = ➡️ **Karta { $card } ({ $front })**: wybierz, w którym rogu ma być Narożny X.
purplehouse-step-handkerchief = ➡️ **Karta { $card } ({ $front })**: wybierz, który Narożny X przesunąć lub usunąć Chusteczką.
purplehouse-not-playing = Nie grasz w tej grze; możesz się przyglądać albo dołączyć do następnej.
purplehouse-not-a-change = Wybierz jedną z modyfikacji z listy (lista pokazuje tylko twoje karty).
purplehouse-wrong-phase-scouting = Karty modyfikuje się tylko podczas Zwiadu; teraz posiadacz Klucza odkrywa kartę.
purplehouse-wrong-phase-escape = Wszyscy wciąż są na zwiadzie; zmodyfikuj swoje karty w **Moim widoku**, potem zgłoś gotowość.
purplehouse-controls-over = Ta gra się skończyła; zacznij nową poleceniem `/purplehouse nowa`.
purplehouse-controls-stale = Zwiad rundy { $round } się skończył, więc te kontrolki już nie działają; śledź planszę.
purplehouse-controls-unknown = Ta gra już nie używa tych kontrolek; naciśnij **Mój widok**, by zobaczyć swoje.
purplehouse-controls-cannot = Ta karta nie może teraz przyjąć tego przedmiotu; wybierz inną modyfikację albo naciśnij Gotowe.
purplehouse-not-started = Gra jeszcze się nie zaczęła; nie ma nic do pokazania.
purplehouse-best-new = 🏅 Nowy najlepszy wynik tego serwera na poziomie { $difficulty }: **{ $score }**!
purplehouse-best = Najlepszy wynik tego serwera na poziomie { $difficulty }: { $best }.
purplehouse-board-scouting = 🔍 Zwiad
purplehouse-board-how = Naciśnij **Mój widok**, by zobaczyć swoje karty i w tajemnicy je zmodyfikować, potem naciśnij Gotowe.
purplehouse-item-centre = Środkowy X
    .acc = Środkowy X
purplehouse-item-corner = Narożny X
    .acc = Narożny X
purplehouse-item-handkerchief = Chusteczka
    .acc = Chusteczkę
purplehouse-button-auto = Niech Dom zmieni karty za mnie i zakończy mój zwiad
purplehouse-button-back = Wstecz
purplehouse-select-modify = Zmodyfikuj jedną ze swoich kart…
purplehouse-select-corner = Wybierz róg…
purplehouse-select-turn = Który X przesunąć lub usunąć…
purplehouse-group-label = Karta { $card } ({ $front }): { $item }…
purplehouse-group-uses = Zużywa { $item_acc }.
purplehouse-group-corners = Potem wybierz jeden z { $count } wolnych rogów.
purplehouse-group-turns = Potem wybierz jeden z { $count } sposobów, by przesunąć lub usunąć Narożny X.
purplehouse-flip-select = Klucz ma { $player }: odkryj kartę…
purplehouse-flip-select-more = Klucz ma { $player }: odkryj kartę (dalsze)…
purplehouse-button-sort = Posortuj zakryte karty według X

## Obrazek planszy (render/purple_house/): słowa na nim rysowane

purplehouse-pic-word-lamp = { $count ->
        [one] Lampa
        [few] Lampy
       *[many] Lamp
    }
purplehouse-pic-word-chair = { $count ->
        [one] Krzesło
        [few] Krzesła
       *[many] Krzeseł
    }
purplehouse-pic-word-wardrobe = { $count ->
        [one] Szafa
        [few] Szafy
       *[many] Szaf
    }
purplehouse-pic-word-clock = { $count ->
        [one] Zegar
        [few] Zegary
       *[many] Zegarów
    }
# Symbol jako nazwa wszystkich jego kart: „ten sam symbol (Lampy)”, „Ścieżka: Lampy 1, 2”.
purplehouse-pic-lamps = Lampy
purplehouse-pic-chairs = Krzesła
purplehouse-pic-wardrobes = Szafy
purplehouse-pic-clocks = Zegary
purplehouse-pic-ube = UBE
purplehouse-pic-over = Koniec gry
purplehouse-pic-your-flip = ▶ Twoja kolej: odkryj kartę
purplehouse-pic-flips = ▶ Kartę odkrywa { $player }
purplehouse-pic-your-scouting = ▶ Twój ruch w Zwiadzie
purplehouse-pic-waiting-for = Wciąż na zwiadzie: { $player }
purplehouse-pic-waiting = Graczy na zwiadzie: { $count }
purplehouse-pic-round = Runda { $round } z { $rounds } · { $phase }
purplehouse-pic-phase-scouting = Zwiad
purplehouse-pic-phase-escape = Ucieczka
purplehouse-pic-phase-over = Koniec
purplehouse-pic-difficulty = Poziom: { $difficulty }
purplehouse-pic-ghosts = +{ $count } { $count ->
        [one] Biała Dama
        [few] Białe Damy
       *[many] Białych Dam
    } na rundę
purplehouse-pic-scoring = Wariant Punktowy
purplehouse-pic-kid-friendly = Wariant dla dzieci
purplehouse-pic-escaped = Wszyscy uciekają z Fioletowego Domu!
purplehouse-pic-trapped = Wszyscy zostają uwięzieni w Fioletowym Domu
purplehouse-pic-all-face-up = wszystkie karty odkryte
purplehouse-pic-path = Ścieżka
purplehouse-pic-players = Gracze
purplehouse-pic-candles = Świece
purplehouse-pic-ghost-deck = Talia Duchów
purplehouse-pic-head-cards = Karty
purplehouse-pic-head-status = Stan
purplehouse-pic-legend-title = Numer pod kartą to numer, którym ją odkrywasz.
purplehouse-pic-legend-corner = Narożny X, w swoim rogu
purplehouse-pic-legend-centre = Środkowy X (złoty)
purplehouse-pic-legend-empty = Puste: karta jest na Ścieżce
purplehouse-pic-legend-room = Złota ramka: Bieżący Pokój
purplehouse-pic-empty = puste
purplehouse-pic-current-room = Bieżący Pokój
purplehouse-pic-no-room = Jeszcze brak: pierwsza odkryta Wskazówka albo Ube staje się Bieżącym Pokojem.
purplehouse-pic-card = karta { $cell }
purplehouse-pic-hint-ube = Ube to dżoker: pasuje do każdej Wskazówki.
purplehouse-pic-hint = Pasuje: ten sam symbol ({ $symbols }), ta sama liczba ({ $number }) albo Ube.
purplehouse-pic-scouting-phase = Faza Zwiadu
purplehouse-pic-ready-count = Gotowość: { $ready } z { $count } { $count ->
        [one] gracza
       *[other] graczy
    }
purplehouse-pic-kid-talk = Wariant dla dzieci: podczas zwiadu można rozmawiać.
purplehouse-pic-no-talking = Cisza, dopóki wszyscy nie zgłoszą gotowości!
purplehouse-pic-scouting-rules = { $talk } Gdy wszyscy będą gotowi, karty Domu zostaną wyłożone rewersem do góry.
purplehouse-pic-house-deck = Nierozdane karty Domu: { $count }
purplehouse-pic-escaped-big = UCIECZKA!
purplehouse-pic-trapped-big = UWIĘZIENI
purplehouse-pic-won-line = Odkryto wszystkie 16 Wskazówek w rundzie { $round }.
purplehouse-pic-lost-line = Odkryte Wskazówki: { $clues } z 16.
purplehouse-pic-no-score = Wynik to liczba odkrytych Wskazówek (Wariant Punktowy wyłączony).
purplehouse-pic-score = Wynik { $total }
purplehouse-pic-score-parts = = ({ $clues } za Wskazówki + { $candles } za świece + { $bonus } za wygraną) ×{ $times }
purplehouse-pic-of = { $count } z { $total }
purplehouse-pic-cards = { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }
purplehouse-pic-path-summary = Wskazówki na Ścieżce: { $count } · odkryte: { $up } z 16
purplehouse-pic-wild = dżoker
purplehouse-pic-tag-left = (nie gra)
purplehouse-pic-tag-you = (ty)
purplehouse-pic-status-left = Poza grą
purplehouse-pic-status-ready = Gotowe ✓
purplehouse-pic-status-scouting = Na zwiadzie…
purplehouse-pic-scouting-title = Zwiad — runda { $round } z { $rounds }
purplehouse-pic-scouting-how = Gracze oglądają rozdane im karty i w tajemnicy oznaczają ich rewersy. Gdy wszyscy są gotowi, wszystkie karty Domu zostają potasowane i wyłożone rewersem do góry.
purplehouse-pic-hand-title = Twoje karty: awers i rewers
purplehouse-pic-hand-note = Tylko ty widzisz te awersy. Zapamiętaj je: po Zwiadzie wszyscy widzą już tylko rewersy.
purplehouse-pic-no-hand = W tej rundzie nie dostajesz żadnej karty.
purplehouse-pic-hand-card = Karta { $slot }: { $card }
purplehouse-pic-front = awers
purplehouse-pic-back = rewers
purplehouse-pic-back-modified = rewers · ZMIENIONA
purplehouse-pic-items = Twoje pozostałe przedmioty
purplehouse-pic-you-ready = Twoja gotowość jest zgłoszona: czekamy, aż pozostali skończą zwiad.
purplehouse-pic-modify-more = ▶ Zmodyfikuj jeszcze { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }, potem zgłoś gotowość.
purplehouse-pic-nothing-to-modify = ▶ Nie ma już nic do zmodyfikowania: zgłoś gotowość.
purplehouse-pic-reveal-title = Odsłonięcie: wszystkie karty są odkryte.
purplehouse-pic-reveal-legend = Każda karta, która została zakryta, pokazuje teraz awers; małe drzwi w jej rogu to rewers ze znacznikami X, które widzieli wszyscy. Złota ramka to ostatni Bieżący Pokój.
purplehouse-pic-never-laid-out = Niewyłożone karty Domu
purplehouse-pic-everyone-left = Wszyscy odeszli podczas Zwiadu; oto karty rozdane i nierozdane.
purplehouse-pic-none-left = Nie została żadna karta Domu.

## Opis obrazka planszy dla czytników ekranu (render/purple_house/alt.py)

purplehouse-alt-phase-scouting = Faza Zwiadu
purplehouse-alt-phase-escape = Faza Ucieczki
purplehouse-alt-phase-over = koniec gry
purplehouse-alt-head = The Purple House, runda { $round } z { $rounds }, { $phase }, poziom { $difficulty }.
purplehouse-alt-escaped = Wszyscy uciekają: odkryto wszystkie 16 Wskazówek w rundzie { $round }.
purplehouse-alt-trapped = Wszyscy zostają uwięzieni: odkryto { $clues } z 16 Wskazówek.
purplehouse-alt-score = Wynik { $total } = ({ $clues } za Wskazówki + { $candles } za świece + { $bonus } za wygraną) ×{ $times }: { $ending }
purplehouse-alt-key-mine-flips = Masz Klucz i odkrywasz następną kartę.
purplehouse-alt-key-flips = { $player } ma Klucz i odkrywa następną kartę.
purplehouse-alt-key-mine = Masz Klucz.
purplehouse-alt-key = { $player } ma Klucz.
purplehouse-alt-hand-card = karta { $slot } „{ $card }”, rewers { $back }
purplehouse-alt-hand-card-modified = karta { $slot } „{ $card }”, rewers { $back }, zmodyfikowana
purplehouse-alt-your-cards = Twoje karty: { $cards }.
purplehouse-alt-no-cards = Nie dostajesz żadnej karty.
purplehouse-alt-your-items = Twoje przedmioty: Chusteczka ×{ $hankies }, Narożny X ×{ $corner }, Środkowy X ×{ $centre }.
purplehouse-alt-you-ready = Twoja gotowość jest zgłoszona.
purplehouse-alt-modify-more = Zmodyfikuj jeszcze { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
purplehouse-alt-mark-ready = Zgłoś gotowość.
purplehouse-alt-candles = Świece: { $count } z { $total }.
purplehouse-alt-room = Bieżący Pokój: { $room }, karta { $cell }.
purplehouse-alt-no-room = Nie ma jeszcze Bieżącego Pokoju.
purplehouse-alt-path-symbol = { $symbols } { $numbers }
purplehouse-alt-path = Ścieżka: { $parts }.
purplehouse-alt-path-empty = Ścieżka: pusta.
purplehouse-alt-clues = Odkryte Wskazówki: { $clues } z 16. Talia Duchów: { $ghosts }.
purplehouse-alt-house-deck = Nierozdane karty Domu: { $count }.
purplehouse-alt-back-group = { $back } – { $cells }
purplehouse-alt-grid = Obszar Domu: { $cells } { $cells ->
        [one] pole
        [few] pola
       *[many] pól
    } w rzędach po { $columns }; zakryte karty według rewersów: { $backs }.
purplehouse-alt-none = brak
purplehouse-alt-empty = Puste: { $cells }.
purplehouse-alt-revealed = Odsłonięcie: zakryte karty odwrócone (karta = awers): { $cards }.
purplehouse-alt-never-laid-out = Niewyłożone: { $cards }.
purplehouse-alt-state-left = { $player }: poza grą, { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }
purplehouse-alt-state-ready = { $player }: gotowość zgłoszona, { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }
purplehouse-alt-state-scouting = { $player }: na zwiadzie, { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }
purplehouse-alt-players = Gracze: { $players }.
purplehouse-alt-items = { $player } { $hankies }/{ $corner }/{ $centre }
purplehouse-alt-items-left = { $player } (poza grą) { $hankies }/{ $corner }/{ $centre }
purplehouse-alt-items-table = Pozostałe przedmioty (chusteczki/narożne X/środkowe X): { $players }.
