# Ghost at Home: co mówi silnik gry (bot/games/ghost_at_home/).
# Nazwy kart jak w polskiej instrukcji: żarówka, kocia karma, winda, błyskawica,
# dziura czasoprzestrzeni, dzika karta pokoju. Gracze są podawani z nazwy
# (po „gracza” nazwa bez odmiany); czasowniki w czasie teraźniejszym, bez rodzaju.

## Karty

ghostathome-card-room = Pokój { $floor }. piętra
    .short = Pokój { $floor }. p.
ghostathome-card-ghost = Duch
ghostathome-card-cat = Kot
    .short = Kot
ghostathome-card-hole = Dziura czasoprzestrzeni
    .gen = Dziury czasoprzestrzeni
ghostathome-card-bulb = Żarówka
    .gen = Żarówki
ghostathome-card-food = Kocia karma
    .gen = Kociej karmy
ghostathome-card-elevator = Winda
    .gen = Windy
ghostathome-card-lightning = Błyskawica
    .gen = Błyskawicy
ghostathome-card-wild = Dzika karta pokoju
    .gen = Dzikiej karty pokoju
# Karta z ikonami żarówek: nazwa skrócona („3. p.” = 3. piętro), by listy kart mieściły się w opisach.
ghostathome-card-bulbs = { $card_short } ({ $bulbs } { $bulbs ->
        [one] żarówka
        [few] żarówki
       *[many] żarówek
    })
ghostathome-wild-as = Dzika karta jako { $floor }. piętro

## Łączenie

ghostathome-comma = { $first }, { $rest }
ghostathome-then = { $first } { $rest }
ghostathome-lines =
    { $first }
    { $rest }

## Opisy ruchów do wyboru

ghostathome-label-pass = Pasuj (nie masz kart)
ghostathome-label-cat = Obrona: odrzuć kota z ręki
ghostathome-label-allow = Wpuść ducha
ghostathome-label-stop = Zatrzymaj ucieczkę: zagraj ducha na dom gracza { $target }
ghostathome-label-nostop = Nie zatrzymuj ucieczki
ghostathome-label-rooms = Zagraj: { $rooms }
ghostathome-label-ghost = Duch na { $floor }. piętro gracza { $target }
ghostathome-label-cat-on = Kot na twoje { $floor }. piętro
ghostathome-label-light = Światło ({ $floor }. piętro): { $cards }
ghostathome-label-bulb = Żarówka: włącz światło na swoim { $floor }. piętrze
ghostathome-label-lightning = Błyskawica: zgaś światło na { $floor }. piętrze gracza { $target }
ghostathome-label-discard = Odrzuć i dobierz: { $cards }
ghostathome-label-hole-own = Dziura czasoprzestrzeni: twój duch ({ $floor }. piętro) do domu gracza { $target }
ghostathome-label-hole = Dziura czasoprzestrzeni: duch gracza { $owner } ({ $floor }. piętro) do domu gracza { $target }
ghostathome-label-food = Kocia karma: kot gracza { $owner } ({ $floor }. piętro) na twoje { $to }. piętro
ghostathome-label-elevator = Winda: twój kot z { $floor }. piętra na { $to }. piętro

## Co zrobił ruch (na początku stoi nazwa gracza)

ghostathome-did-rooms = odkrywa: { $rooms }.
ghostathome-did-discard = odrzuca { $count ->
        [one] zakrytą kartę
        [few] { $count } zakryte karty
       *[many] { $count } zakrytych kart
    } i dobiera tyle samo.
ghostathome-did-light = włącza światło na { $floor }. piętrze, odrzucając: { $cards }.
ghostathome-did-pass = nie ma kart i pasuje.
ghostathome-did-cat = kładzie kota na { $floor }. piętrze.
ghostathome-did-cat-chase = kładzie kota na { $floor }. piętrze: kot przegania stamtąd ducha (obie karty odrzucone).
ghostathome-did-bulb = zagrywa Żarówkę: { $floor }. piętro jest oświetlone.
ghostathome-did-lightning = zagrywa Błyskawicę: na { $floor }. piętrze gracza { $target } gaśnie światło.
ghostathome-did-lightning-ghost = zagrywa Błyskawicę: na { $floor }. piętrze gracza { $target } gaśnie światło, a przebywający tam duch sprawia, że pokoje tego piętra zostają odrzucone.
ghostathome-did-food = zagrywa Kocią karmę: przenosi kota gracza { $owner } z { $floor }. piętra na { $to }. piętro.
ghostathome-did-food-chase = zagrywa Kocią karmę: przenosi kota gracza { $owner } z { $floor }. piętra na { $to }. piętro, gdzie kot przegania ducha (obie karty odrzucone).
ghostathome-did-elevator = zagrywa Windę: przenosi kota z { $floor }. piętra na { $to }. piętro.
ghostathome-did-elevator-chase = zagrywa Windę: przenosi kota z { $floor }. piętra na { $to }. piętro, gdzie kot przegania ducha (obie karty odrzucone).
ghostathome-did-defend = odrzuca kota z ręki: duch zostaje anulowany (obie karty odrzucone).
ghostathome-did-nostop = nie zatrzymuje ucieczki.
ghostathome-did-ghost = zagrywa ducha na { $floor }. piętro gracza { $target }{ $result }
ghostathome-did-hole = zagrywa Dziurę czasoprzestrzeni: duch gracza { $owner } przenosi się z { $source }. piętra na { $floor }. piętro gracza { $target }{ $result }
ghostathome-did-stop = zagrywa ducha, by zatrzymać ucieczkę gracza { $target }{ $result }
ghostathome-did-allow = wpuszcza ducha{ $result }

# Jak skończyło się przybycie ducha (zaraz po opisie ruchu).
ghostathome-result-none = .
ghostathome-result-cleared = : pokoje z { $floor }. piętra zostają odrzucone.
ghostathome-result-cleared-dark = : pokoje z { $floor }. piętra zostają odrzucone, a światło gaśnie.
ghostathome-result-stays = : { $floor }. piętro jest oświetlone, więc duch tam zostaje.
ghostathome-result-chased = : kot na tym piętrze przegania ducha (obie karty odrzucone).

# Co następuje po ruchu.
ghostathome-then-defend = { $target } może obronić się kotem z ręki.
ghostathome-then-escape = { $escaper } ma w pełni zbadany dom i próbuje uciec!
ghostathome-then-stopped = Ucieczka zostaje zatrzymana; wszyscy uzupełniają rękę, a dalej gra { $next }.
ghostathome-then-stop = { $asked } może zatrzymać ucieczkę duchem.
ghostathome-then-wins = { $winner } ucieka i wygrywa!

## Tajne notatki

ghostathome-note-drew = Dobierasz: { $drew }.
ghostathome-note-discard = Odrzucasz zakryte: { $gone }; dobierasz: { $drew }.
ghostathome-note-discard-none = Odrzucasz zakryte: { $gone }; nie dobierasz żadnej karty.

## Odmowy

ghostathome-refuse-not-a-move = To nie jest ruch w Ghost at Home; zagraj pokoje, ducha, kota, światło lub kartę specjalną albo odrzuć karty i dobierz nowe.
ghostathome-refuse-not-now = Ten ruch nie jest teraz dozwolony; wybierz jeden z proponowanych ruchów.
ghostathome-refuse-over = Gra jest skończona; zacznij nową poleceniem /ghostathome nowa.
ghostathome-refuse-left = Ta gra jest już dla ciebie zakończona: po wyjściu z gry nie można w niej dalej grać.
ghostathome-refuse-not-your-turn = To nie twoja tura; poczekaj, aż zagra { $turn }.
ghostathome-refuse-own-cards = Wskaż różne karty z własnej ręki.
ghostathome-refuse-pass = Masz jeszcze karty, więc nie możesz spasować; jeśli nic innego ci nie odpowiada, odrzuć karty i dobierz nowe.
ghostathome-refuse-no-cat-card = Nie masz karty kota.
ghostathome-refuse-cat-room = Połóż kota na zbadanym pokoju, na którym nie ma jeszcze kota.
ghostathome-refuse-no-special = Nie masz na ręce { $card_gen }.
ghostathome-refuse-wait-defend = Poczekaj: { $target } musi najpierw zdecydować, czy obronić się kotem przed duchem.
ghostathome-refuse-no-cat = Nie masz kota, więc nie możesz się obronić; wpuść ducha.
ghostathome-refuse-defend-first = Duch nadciąga na twoje { $floor }. piętro: obroń się kotem z ręki albo go wpuść.
ghostathome-refuse-wait-stop = Poczekaj: { $asked } decyduje, czy zatrzymać ucieczkę gracza { $escaper }.
ghostathome-refuse-no-ghost-to-stop = Nie masz ducha, więc nie możesz zatrzymać ucieczki.
ghostathome-refuse-stop-first = { $escaper } próbuje uciec: zagraj ducha, by zatrzymać ucieczkę, albo pozwól jej trwać.
ghostathome-refuse-no-window = Nikt teraz nie odpowiada na ducha ani na ucieczkę; rozegraj swoją turę.
ghostathome-refuse-not-room = { $card } to nie karta pokoju; pokoje odkrywa się tylko kartami pokoi i dzikimi kartami pokoju.
ghostathome-refuse-no-space = W twoim domu { $free ->
        [one] zostało tylko { $free } wolne miejsce na pokój
        [few] zostały tylko { $free } wolne miejsca na pokoje
       *[many] zostało tylko { $free } wolnych miejsc na pokoje
    }.
ghostathome-refuse-lower-first = Najpierw wypełnij niższe piętra: pokoje idą na { $floor }. piętro, aż będzie pełne, potem na następne (dzika karta pokoju pasuje na każde piętro).
ghostathome-refuse-light-cards = Światło kosztuje dokładnie 2 lub 3 karty z ręki.
ghostathome-refuse-light-bulbs = Te karty mają { $bulbs } { $bulbs ->
        [one] ikonę żarówki
        [few] ikony żarówek
       *[many] ikon żarówek
    }; światło wymaga co najmniej { $needed }.
ghostathome-refuse-floor = Wybierz 1., 2. lub 3. piętro.
ghostathome-refuse-lit = Światło na twoim { $floor }. piętrze jest już włączone.
ghostathome-refuse-light-below = Zbadaj wszystkie pokoje poniżej { $floor }. piętra, zanim włączysz na nim światło.
ghostathome-refuse-no-ghost-card = Nie masz karty ducha.
ghostathome-refuse-ghost-target = Wyślij ducha do przeciwnika, który jest jeszcze w grze.
ghostathome-refuse-ghost-no-rooms = { $target } nie ma jeszcze pokoi; duch potrzebuje zbadanego piętra, by straszyć.
ghostathome-refuse-ghost-there = Na { $floor }. piętrze gracza { $target } jest już duch; drugi może przyjść tylko przez Dziurę czasoprzestrzeni albo by zatrzymać ucieczkę.
ghostathome-refuse-hole = Dziura czasoprzestrzeni przenosi ducha z dowolnego domu na najwyższe zbadane piętro przeciwnika.
ghostathome-refuse-bulb = Żarówka włącza światło na twoim ciemnym piętrze, jeśli wszystkie niższe piętra są w pełni zbadane.
ghostathome-refuse-food = Kocia karma przenosi kota przeciwnika na twój pokój, na którym nie ma kota.
ghostathome-refuse-elevator = Winda przenosi jednego z twoich kotów na pokój bez kota na innym piętrze.
ghostathome-refuse-lightning = Błyskawica gasi światło przeciwnika na jego najwyższym zbadanym piętrze, jeśli jest włączone.
ghostathome-refuse-owes-nothing = { $player } nie musi teraz podejmować żadnej decyzji.

## Opcje

ghostathome-bad-option = Ghost at Home nie ma opcji { $options }; dostępne opcje to dla_początkujących i zawsze_pytaj.
ghostathome-bad-value = Opcja { $option } jest włączona albo wyłączona (true lub false), nie { $value }.
ghostathome-bad-players = W Ghost at Home gra od { $least } do { $most } graczy, nie { $seats }.

## Widoki: otwarte pytanie, stan gry, wybór kart

ghostathome-ask-defend = Duch od gracza { $by } nadciąga na { $floor }. piętro gracza { $target }: obronić się kotem z ręki czy go wpuścić?
ghostathome-ask-stop = { $escaper } próbuje uciec: { $asked }, zagrasz ducha, by zatrzymać ucieczkę?
ghostathome-answer-cat = Obroń się kotem z ręki
ghostathome-answer-stop = Zagraj ducha, by zatrzymać ucieczkę
ghostathome-deadline-defend = Gdy minie czas, broni kot z ręki (jeśli gracz go ma); w przeciwnym razie duch wchodzi.
ghostathome-deadline-stop = Gdy minie czas, ucieczka nie zostaje zatrzymana.
ghostathome-status-won = Wygrywa { $winner }.
ghostathome-status-over = Gra jest skończona.
ghostathome-status-turn = Teraz gra { $player }.
ghostathome-pick-rooms = Odkryj pokoje: wybierz jedną lub więcej kart pokoi…
ghostathome-pick-floor = Światło na { $floor }. piętrze
ghostathome-pick-light = Włącz światło: wybierz piętro i 2–3 karty, ≥5 żarówek…
ghostathome-pick-light-on = Włącz światło ({ $floor }. piętro): wybierz 2–3 karty, ≥5 żarówek…
ghostathome-pick-discard = Odrzuć jedną lub więcej kart i dobierz tyle samo…

## Koniec gry

ghostathome-won-alone = { $winner } wygrywa, bo w grze nie ma już nikogo innego.
ghostathome-won-escaped = { $winner } ma w pełni zbadany dom, ucieka i wygrywa!
ghostathome-reveal-left = { $player }: poza grą, karty z ręki odrzucone.
ghostathome-reveal-empty = { $player }: bez kart na ręce.
ghostathome-reveal-hand = { $player }: na ręce { $cards }.
ghostathome-score-left = { $player } 0 (poza grą)
ghostathome-score = { $player } { $score } ({ $first }+{ $second }+{ $third })
ghostathome-scores = Wyniki (zbadane pokoje, piętra 1+2+3): { $scores }.

## Discord: plansza, wezwania, przyciski i Mój widok (cogs/ghost_at_home/)

ghostathome-board-only-answers = Odpowiedzieć może tylko **{ $player }**, przyciskami poniżej.
ghostathome-board-waiting = Czekamy na ruch: **{ $player }**. Naciśnij **Mój widok**, by zobaczyć swoją rękę i zagrać, albo użyj poleceń ruchu `/ghostathome`.
ghostathome-ping-defend = { $mention } duch nadciąga na twój dom: obroń się kotem albo go wpuść.
ghostathome-ping-stop = { $mention } { $escaper } próbuje uciec: zagraj ducha, by zatrzymać ucieczkę, albo pozwól jej trwać.
ghostathome-ping-stop-then = { $mention } { $escaper } próbuje uciec: zagraj ducha, by zatrzymać ucieczkę, albo pozwól jej trwać. Następni pytani, po kolei: { $later }.
ghostathome-ping-turn = { $mentions } twoja tura.
ghostathome-button-not-yours-defend = Na tego ducha odpowiada tylko **{ $player }**: duch nadciąga na { $floor }. piętro domu tego gracza i to ten gracz decyduje, czy obronić się kotem z ręki. Nic nie zostało zmienione.
ghostathome-button-escaping = To ty uciekasz; pozostali gracze decydują, czy cię zatrzymać. Nic nie zostało zmienione.
ghostathome-button-not-yours-stop = Teraz **{ $player }** decyduje, czy zatrzymać ucieczkę gracza { $escaper }; poczekaj na odpowiedź. Nic nie zostało zmienione.
ghostathome-button-not-yours-stop-later = Teraz **{ $player }** decyduje, czy zatrzymać ucieczkę gracza { $escaper }; poczekaj na odpowiedź. Potem przyjdzie kolej na ciebie. Nic nie zostało zmienione.
ghostathome-my-hand = **Twoja ręka** ({ $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }): { $hand }.
ghostathome-my-no-cards = brak kart
ghostathome-my-defend = ⚠️ Duch od gracza { $by } nadciąga na twoje { $floor }. piętro: obroń się kotem z ręki albo go wpuść.
ghostathome-my-stop = ⚠️ { $escaper } próbuje uciec: zagraj ducha, by zatrzymać ucieczkę, albo pozwól jej trwać.
ghostathome-my-escaping = ⚠️ Uciekasz! { $asked } decyduje teraz, czy zatrzymać cię duchem.
ghostathome-my-waiting-on = Czekamy: { $prompt }
ghostathome-my-turn = ▶ **Twoja tura**: wykonaj JEDNĄ akcję poniżej. Na listach pokoi, światła i odrzucania możesz wybrać kilka kart (światło wymaga 2–3 kart z co najmniej 5 żarówkami).
ghostathome-my-waiting-for = Czekamy, aż zagra { $player }.
ghostathome-my-only-you = Widzisz to tylko ty.
ghostathome-not-playing = Nie grasz w tej grze; możesz ją oglądać albo dołączyć do następnej.
ghostathome-out-of-date = Ta plansza jest nieaktualna; oto bieżąca. Nic nie zostało zmienione.
ghostathome-light-pick = Aby włączyć światło, wybierz na liście światła dokładnie jedno piętro i 2 lub 3 karty z co najmniej 5 żarówkami. Nic nie zostało zmienione.
ghostathome-no-move = Z tych kart nie powstaje żaden ruch; wybierz ponownie z listy. Nic nie zostało zmienione.
ghostathome-typed-not = Nie ma takiego ruchu ({ $what }); wybierz z listy, która pokazuje ruchy możliwe teraz. Nic nie zostało zmienione.
ghostathome-typed-rooms = zagranie pokoi
ghostathome-typed-ghost = cel ducha
ghostathome-typed-cat = piętro dla kota
ghostathome-typed-light = światło
ghostathome-typed-special = zagranie karty specjalnej
ghostathome-typed-discard = odrzucenie kart
ghostathome-typed-answer = odpowiedź
ghostathome-select-other = Zagraj ducha, kota albo kartę specjalną…
ghostathome-select-more = { $title } (ciąg dalszy)

## Obrazek planszy: pasek stanu i tekst alternatywny (render/ghost_at_home/)

ghostathome-semicolon = { $first }; { $rest }
ghostathome-pic-won-escaped = ♛ { $player } ma w pełni zbadany dom, ucieka i wygrywa!
ghostathome-pic-won-alone = ♛ { $player } wygrywa: w grze nie ma już nikogo innego
ghostathome-pic-defend-you = ⚠ Duch od gracza { $by } nadciąga na twoje { $floor }. piętro: obronisz się kotem?
ghostathome-pic-defend = ⚠ Duch od gracza { $by } nadciąga na { $floor }. piętro gracza { $target }: { $target } może obronić się kotem
ghostathome-pic-escaping-you = ⚠ Uciekasz! Czy { $asked } zagra { $count ->
        [one] ducha
       *[other] do { $count } duchów
    } na { $floor }. piętro, by cię zatrzymać?
ghostathome-pic-escape-asks-you = ⚠ { $escaper } ucieka! Zagrasz { $count ->
        [one] ducha
       *[other] do { $count } duchów
    } na { $floor }. piętro, by zatrzymać ucieczkę?
ghostathome-pic-escape = ⚠ { $escaper } ucieka! Czy { $asked } zagra { $count ->
        [one] ducha
       *[other] do { $count } duchów
    } na { $floor }. piętro, by zatrzymać ucieczkę?
ghostathome-pic-your-turn = ▶ Twoja tura
ghostathome-pic-turn = ▶ Teraz gra { $player }
ghostathome-pic-over = Koniec gry
ghostathome-alt-head = Ghost at Home, liczba graczy: { $players }. { $status }.
ghostathome-alt-hand = Twoja ręka: { $hand }.
ghostathome-alt-rooms = { $count ->
        [0] brak pokoi
        [one] 1 pokój
        [few] { $count } pokoje
       *[many] { $count } pokoi
    }
ghostathome-alt-lit = oświetlone
ghostathome-alt-ghost = duch
ghostathome-alt-cats = { $count ->
        [one] kot
        [few] { $count } koty
       *[many] { $count } kotów
    }
ghostathome-alt-floor = { $number }. piętro: { $parts }
ghostathome-alt-you = { $player } (ty)
ghostathome-alt-house-left = { $who }: poza grą
ghostathome-alt-nothing = brak zbadanych pokoi
ghostathome-alt-house = { $who }: { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    } na ręce, zbadane pokoje: { $explored } z 6 — { $inside }
ghostathome-alt-piles = Talia: { $deck } { $deck ->
        [one] karta
        [few] karty
       *[many] kart
    }, stos kart odrzuconych: { $discard }.
ghostathome-alt-end-hand = { $who }: { $cards }
ghostathome-alt-end-hands = Ręce na koniec gry: { $hands }.

## Napisy na obrazku planszy

ghostathome-pic-deck = talia
ghostathome-pic-discard = odrzucone
ghostathome-pic-beginner = gra dla początkujących (bez kart specjalnych)
ghostathome-pic-your-hand = ★ Twoja ręka: { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }
ghostathome-pic-escaping = UCIEKA!
ghostathome-pic-you = ★ { $player } (ty)
ghostathome-pic-hand = RĘKA
ghostathome-pic-rooms = POKOJE
ghostathome-pic-no-bulbs = bez żarówek
ghostathome-pic-no-cards = Brak kart na ręce
ghostathome-pic-left-hand = Poza grą: ręka odrzucona
ghostathome-pic-end-hand = Ręka na koniec: { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }
ghostathome-tag-winner = ♛ WYGRYWA
ghostathome-tag-escaped = ucieczka!
ghostathome-tag-last = bez rywali
ghostathome-tag-left = POZA GRĄ
ghostathome-tag-left-detail = dom odrzucony
ghostathome-tag-sent = WYSYŁA DUCHA
ghostathome-tag-sent-floor = na { $floor }. piętro
ghostathome-tag-escaping = UCIEKA
ghostathome-tag-escaping-detail = można zatrzymać
ghostathome-tag-answer = ⚠ ODPOWIEDZ
ghostathome-tag-answer-cat = { $floor }. piętro: kot?
ghostathome-tag-answer-stop = zatrzymać? { $count } { $count ->
        [one] duch
        [few] duchy
       *[many] duchów
    }
ghostathome-tag-to-play = ▶ RUCH
ghostathome-tag-your-turn = twoja tura
ghostathome-tag-their-turn = tura tego gracza
ghostathome-hint-ghost = straszy rywala
ghostathome-hint-cat = strzeże piętra
ghostathome-hint-hole = przenosi ducha
ghostathome-hint-bulb = włącza światło
ghostathome-hint-food = kradnie kota
ghostathome-hint-elevator = przenosi twojego kota
ghostathome-hint-lightning = gasi światło rywala
ghostathome-hint-wild = dowolne piętro
ghostathome-legend-bulb = światło włączone
ghostathome-legend-ghost = duch
ghostathome-legend-cat = kot (strzeże piętra)
ghostathome-legend-empty = niezbadany pokój
ghostathome-legend-wild = dzika karta pokoju
ghostathome-legend-title = Jak czytać dom
ghostathome-legend-floors = 1. piętro jest na dole; duchy atakują
ghostathome-legend-strike = najwyższe piętro z pokojami.

## Zasady (/ghostathome rules)

ghostathome-rules =
    {"**"}Ghost at Home** — od 2 do 4 graczy. Zbadaj 6 pokoi swojego domu (3 piętra × 2); wygrywa, kto pierwszy ucieknie.
    Masz 3 karty. W turze wykonaj JEDNĄ akcję:
    • **Pokoje**: karty pokoi na najniższe niepełne piętro (kilka naraz; dzika karta pokoju pasuje na każde).
    • **Duch** na najwyższe zbadane piętro przeciwnika (bez ducha). Jest tam kot: oba odpadają. Inaczej przeciwnik może go anulować kotem z ręki. Ciemne piętro: pokoje i duch odpadają. Oświetlone: duch zostaje; drugi odrzuca pokoje i gasi światło.
    • **Kot** na twój pokój (po jednym); na nawiedzonym piętrze kot i duch odpadają.
    • **Światło**: odrzuć 2–3 karty z ≥5 żarówkami, by oświetlić piętro nad pełnymi piętrami.
    • **Karta specjalna**: Dziura czasoprzestrzeni (przenieś ducha do przeciwnika), Żarówka (darmowe światło), Kocia karma (zabierz kota), Winda (przenieś swojego kota), Błyskawica (zgaś światło przeciwnikowi).
    • **Odrzuć** dowolne karty zakryte i dobierz tyle samo.
    Potem dobierz do 3 kart (pusta talia: przetasuj odrzucone).
    {"**"}Ucieczka**: pełny dom nie dobiera; każdy inny gracz po kolei może zagrać 1 ducha (2 w grze dwuosobowej), koty z ręki bronią. Stracisz pokoje: wszyscy od ciebie uzupełniają rękę i gra trwa; jeśli nie, wygrywasz.

    {"**"}Rozstrzygnięcia Hauntbota**
    • Żarówki: pokoje 1–3, koty 1, duchy i karty specjalne 0.
    • Drugi duch przychodzi tylko przez Dziurę czasoprzestrzeni (zwykły atak) lub by zatrzymać ucieczkę.
    • Błyskawica na oświetlonym piętrze z duchem od razu odrzuca jego pokoje.
    • Pytania o obronę i ucieczkę padają, nawet gdy nie masz czym odpowiedzieć: nikt nie pozna twojej ręki. Po czasie: kot z ręki broni, ucieczki nikt nie zatrzymuje, a nieobecny gracz zagrywa pokoje lub odrzuca kartę.
    • Kto odchodzi, odrzuca rękę i dom; wygrywa ostatni w grze. Opcja dla początkujących: bez kart specjalnych.

## How the bots play (/ghostathome rules).
ghostathome-bots-conventions = Boty odkrywają tyle pokoi, ile się zmieści, zawsze bronią się kotem z ręki i zawsze zatrzymują ucieczkę duchem. Poza tym łatwy bot wysyła duchy tam, gdzie wypędzą pokoje, pilnuje swojego najwyższego piętra i odrzuca to, co nie pomaga; dobry bot częściej włącza światła, trzyma duchy na otwarte piętra, wymienia całą rękę, gdy utknie, a pod koniec gry sprawdza swój wybór w symulowanych partiach.

## Automatyczne odpowiedzi, które gracz może włączyć (/hauntbot ustawienia).
ghostathome-auto-defend = Od razu broń się kotem, gdy duch nadciąga na mój dom (jeśli mam kota; inaczej odpowiadam we własnym tempie)
ghostathome-auto-stop = Nigdy nie zatrzymuj ucieczki: od razu odpowiadaj „Nie zatrzymuj ucieczki”
