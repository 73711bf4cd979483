# Children (bot/games/children/). Każdy identyfikator zaczyna się od children-.
# Pokoje mają formy jako atrybuty: .acc (biernik: „kładzie Salonik”), .gen (dopełniacz: „spod Saloniku”),
# .ins (narzędnik: „pod Salonikiem”) i wyrażenia z przyimkiem: .in (gdzie? „w Saloniku”, „na Strychu”),
# .to (dokąd? „do Saloniku”, „na Strych”), .from (skąd? „z Saloniku”, „ze Strychu”).
# Karty: .acc (biernik), .gen (dopełniacz: „używa Szpilki”); zabawki także .with („z Misiem”, „ze Skakanką”).
# Piętra: .on (gdzie? „w piwnicy”, „na parterze”).

## Pokoje

children-room-wine-cellar = Winiarnia
    .acc = Winiarnię
    .gen = Winiarni
    .ins = Winiarnią
    .in = w Winiarni
    .to = do Winiarni
    .from = z Winiarni
children-room-boiler-room = Kotłownia
    .acc = Kotłownię
    .gen = Kotłowni
    .ins = Kotłownią
    .in = w Kotłowni
    .to = do Kotłowni
    .from = z Kotłowni
children-room-coal-cellar = Piwnica węglowa
    .acc = Piwnicę węglową
    .gen = Piwnicy węglowej
    .ins = Piwnicą węglową
    .in = w Piwnicy węglowej
    .to = do Piwnicy węglowej
    .from = z Piwnicy węglowej
children-room-root-cellar = Spiżarnia
    .acc = Spiżarnię
    .gen = Spiżarni
    .ins = Spiżarnią
    .in = w Spiżarni
    .to = do Spiżarni
    .from = ze Spiżarni
children-room-crypt = Krypta
    .acc = Kryptę
    .gen = Krypty
    .ins = Kryptą
    .in = w Krypcie
    .to = do Krypty
    .from = z Krypty
children-room-parlor = Salonik
    .acc = Salonik
    .gen = Saloniku
    .ins = Salonikiem
    .in = w Saloniku
    .to = do Saloniku
    .from = z Saloniku
children-room-billiards-room = Sala bilardowa
    .acc = Salę bilardową
    .gen = Sali bilardowej
    .ins = Salą bilardową
    .in = w Sali bilardowej
    .to = do Sali bilardowej
    .from = z Sali bilardowej
children-room-kitchen = Kuchnia
    .acc = Kuchnię
    .gen = Kuchni
    .ins = Kuchnią
    .in = w Kuchni
    .to = do Kuchni
    .from = z Kuchni
children-room-library = Biblioteka
    .acc = Bibliotekę
    .gen = Biblioteki
    .ins = Biblioteką
    .in = w Bibliotece
    .to = do Biblioteki
    .from = z Biblioteki
children-room-foyer = Hol
    .acc = Hol
    .gen = Holu
    .ins = Holem
    .in = w Holu
    .to = do Holu
    .from = z Holu
children-room-master-bedroom = Główna sypialnia
    .acc = Główną sypialnię
    .gen = Głównej sypialni
    .ins = Główną sypialnią
    .in = w Głównej sypialni
    .to = do Głównej sypialni
    .from = z Głównej sypialni
children-room-wash-room = Łazienka
    .acc = Łazienkę
    .gen = Łazienki
    .ins = Łazienką
    .in = w Łazience
    .to = do Łazienki
    .from = z Łazienki
children-room-dormitory = Dormitorium
    .acc = Dormitorium
    .gen = Dormitorium
    .ins = Dormitorium
    .in = w Dormitorium
    .to = do Dormitorium
    .from = z Dormitorium
children-room-nursery = Pokój dziecięcy
    .acc = Pokój dziecięcy
    .gen = Pokoju dziecięcego
    .ins = Pokojem dziecięcym
    .in = w Pokoju dziecięcym
    .to = do Pokoju dziecięcego
    .from = z Pokoju dziecięcego
children-room-sewing-room = Szwalnia
    .acc = Szwalnię
    .gen = Szwalni
    .ins = Szwalnią
    .in = w Szwalni
    .to = do Szwalni
    .from = ze Szwalni
children-room-spire = Iglica
    .acc = Iglicę
    .gen = Iglicy
    .ins = Iglicą
    .in = w Iglicy
    .to = do Iglicy
    .from = z Iglicy
children-room-attic = Strych
    .acc = Strych
    .gen = Strychu
    .ins = Strychem
    .in = na Strychu
    .to = na Strych
    .from = ze Strychu
children-room-chapel = Kaplica
    .acc = Kaplicę
    .gen = Kaplicy
    .ins = Kaplicą
    .in = w Kaplicy
    .to = do Kaplicy
    .from = z Kaplicy
children-room-observatory = Obserwatorium
    .acc = Obserwatorium
    .gen = Obserwatorium
    .ins = Obserwatorium
    .in = w Obserwatorium
    .to = do Obserwatorium
    .from = z Obserwatorium
children-room-music-room = Pokój muzyczny
    .acc = Pokój muzyczny
    .gen = Pokoju muzycznego
    .ins = Pokojem muzycznym
    .in = w Pokoju muzycznym
    .to = do Pokoju muzycznego
    .from = z Pokoju muzycznego

## Piętra

children-floor-basement = piwnica
    .on = w piwnicy
children-floor-first = parter
    .on = na parterze
children-floor-second = 1. piętro
    .on = na 1. piętrze
children-floor-third = 2. piętro
    .on = na 2. piętrze

## Karty: 13 duchów, ich 13 zabawek, 10 urządzeń, 4 pułapki i 3 karty losu

children-card-rosie = Rosie
    .acc = Rosie
    .gen = Rosie
children-card-the-twins = Bliźnięta
    .acc = Bliźnięta
    .gen = Bliźniąt
children-card-penny = Penny
    .acc = Penny
    .gen = Penny
children-card-oliver = Oliver
    .acc = Olivera
    .gen = Olivera
children-card-mabel = Mabel
    .acc = Mabel
    .gen = Mabel
children-card-edgar = Edgar
    .acc = Edgara
    .gen = Edgara
children-card-clara = Clara
    .acc = Clarę
    .gen = Clary
children-card-thomas = Thomas
    .acc = Thomasa
    .gen = Thomasa
children-card-agnes = Agnes
    .acc = Agnes
    .gen = Agnes
children-card-walter = Walter
    .acc = Waltera
    .gen = Waltera
children-card-lucy = Lucy
    .acc = Lucy
    .gen = Lucy
children-card-henry = Henry
    .acc = Henry’ego
    .gen = Henry’ego
children-card-violet = Violet
    .acc = Violet
    .gen = Violet
children-card-teddy-bear = Miś
    .acc = Misia
    .gen = Misia
    .with = z Misiem
children-card-parasol = Parasolka
    .acc = Parasolkę
    .gen = Parasolki
    .with = z Parasolką
children-card-rag-doll = Szmaciana lalka
    .acc = Szmacianą lalkę
    .gen = Szmacianej lalki
    .with = ze Szmacianą lalką
children-card-tin-soldier = Cynowy żołnierzyk
    .acc = Cynowego żołnierzyka
    .gen = Cynowego żołnierzyka
    .with = z Cynowym żołnierzykiem
children-card-jump-rope = Skakanka
    .acc = Skakankę
    .gen = Skakanki
    .with = ze Skakanką
children-card-spinning-top = Bączek
    .acc = Bączka
    .gen = Bączka
    .with = z Bączkiem
children-card-porcelain-doll = Porcelanowa lalka
    .acc = Porcelanową lalkę
    .gen = Porcelanowej lalki
    .with = z Porcelanową lalką
children-card-rocking-horse = Koń na biegunach
    .acc = Konia na biegunach
    .gen = Konia na biegunach
    .with = z Koniem na biegunach
children-card-marbles = Kulki
    .acc = Kulki
    .gen = Kulek
    .with = z Kulkami
children-card-kite = Latawiec
    .acc = Latawiec
    .gen = Latawca
    .with = z Latawcem
children-card-jack-in-the-box = Diabełek z pudełka
    .acc = Diabełka z pudełka
    .gen = Diabełka z pudełka
    .with = z Diabełkiem z pudełka
children-card-yo-yo = Jo-jo
    .acc = Jo-jo
    .gen = Jo-jo
    .with = z Jo-jo
children-card-tea-set = Serwis do herbaty
    .acc = Serwis do herbaty
    .gen = Serwisu do herbaty
    .with = z Serwisem do herbaty
children-card-catnip = Kocimiętka
    .acc = Kocimiętkę
    .gen = Kocimiętki
children-card-hatpin = Szpilka do kapelusza
    .acc = Szpilkę do kapelusza
    .gen = Szpilki do kapelusza
children-card-feather = Pióro
    .acc = Pióro
    .gen = Pióra
children-card-secret-passage = Tajne przejście
    .acc = Tajne przejście
    .gen = Tajnego przejścia
children-card-snow-globe = Śnieżna kula
    .acc = Śnieżną kulę
    .gen = Śnieżnej kuli
children-card-cricket-cage = Klatka na świerszcze
    .acc = Klatkę na świerszcze
    .gen = Klatki na świerszcze
children-card-music-box = Pozytywka
    .acc = Pozytywkę
    .gen = Pozytywki
children-card-medico-della-peste = Medico Della Peste
    .acc = Medico Della Peste
    .gen = Medico Della Peste
children-card-dental-tools = Narzędzia dentystyczne
    .acc = Narzędzia dentystyczne
    .gen = Narzędzi dentystycznych
children-card-toad = Ropucha
    .acc = Ropuchę
    .gen = Ropuchy
children-card-mouse = Mysz
    .acc = Mysz
    .gen = Myszy
children-card-crickets = Świerszcze
    .acc = Świerszcze
    .gen = Świerszczy
children-card-ravens-skull = Czaszka kruka
    .acc = Czaszkę kruka
    .gen = Czaszki kruka
children-card-voodoo-doll = Laleczka voodoo
    .acc = Laleczkę voodoo
    .gen = Laleczki voodoo
children-card-house-settles = Dom osiada
    .acc = Dom osiada
    .gen = Dom osiada
children-card-irwin-biddle = Irwin Biddle
    .acc = Irwina Biddle’a
    .gen = Irwina Biddle’a
children-card-kitty-kitty = Kitty Kitty
    .acc = Kitty Kitty
    .gen = Kitty Kitty

## Łączenie

children-then = { $first } { $next }
children-comma = { $first }, { $rest }
children-lines =
    { $head }
    { $tail }
children-cards-n = { $card } ×{ $count }

## Opcje i miejsca

children-no-options = Children nie ma opcji, a podano: { $options }.
children-players = Children to gra dla { $min }–{ $max } graczy, nie dla { $seats }.
children-no-decision = { $seat } nie ma teraz nic do zdecydowania.
children-game-over = Gra się skończyła.

## Etykiety przycisków i list

children-label-tablet = Połóż { $room_acc } w kolumnie { $column }
children-label-send = Wyślij gracza { $seat } { $room_to }
children-label-keep = Zostaw gracza { $seat } z Kitty Kitty
children-label-send-them = Wyślij tego gracza { $room_to }
children-label-keep-them = Zostaw tego gracza z Kitty Kitty
children-label-ghost-back = Odłóż ducha pod stos kart
children-label-enter = Wejdź { $room_to }
children-label-move = Idź { $room_to }
children-label-kitty = Kitty Kitty { $room_to }
children-label-remove = Usuń { $room_acc }
children-label-ghost-to = Duch { $room_to }
children-label-use = Użyj { $card_gen }
children-label-use-on = Użyj { $card_gen }: { $ghost }
children-label-use-room = Użyj { $card_gen }: { $room }
children-label-leave = Zostaw tu { $card_acc }
children-label-run = Uciekaj { $room_to }
children-label-ghost = Przenieś { $ghost_acc } { $room_to }
children-label-kitty-card = Kitty Kitty { $room_to }, kartę dostaje { $seat }
children-label-kitty-stuck = Kitty Kitty nie może się ruszyć; kartę dostaje { $seat }
children-label-give-up = Oddaj { $card_acc }
children-label-choose = Wybierz { $card_acc }
children-label-skull = Weź żeton czaszki
children-label-escape = Ucieczka awaryjna (zostaw całą rękę)
children-label-look = Obejrzyj karty w tym pokoju
children-label-done = Zakończ akcje
children-label-no-ghost = Nie przesuwaj żadnego ducha
children-label-defuse = Rozbrój pułapkę Narzędziami dentystycznymi
children-label-spring = Pozwól pułapce zadziałać
children-label-leave-alone = Nie ruszaj kart
children-label-other = { $action }
children-label-interrupt = { $card }: { $effect } — kosztuje żeton czaszki

## Co robi urządzenie darmowej akcji (po dwukropku)

children-effect-calm = uspokojenie: { $ghost } ({ $room })
children-effect-banish = przepędzenie: { $ghost } ({ $room })
children-effect-on = użycie na duchu: { $ghost } ({ $room })
children-effect-flee = ucieczka przed Kitty Kitty { $room_to }
children-effect-room = { $room }
children-effect-use = użycie

## Zdania publiczne: platforma stawia przed nimi imię gracza (czas teraźniejszy, bez rodzaju)

children-said-tablet = kładzie { $room_acc } { $floor_on }.
children-said-enter = wchodzi { $room_to }.
children-said-interrupt = zagrywa { $card_acc } poza swoją turą, oddając żeton czaszki: { $effect }.
children-said-use = używa { $card_gen }.
children-said-skull = bierze żeton czaszki.
children-said-escape = ucieka awaryjnie { $room_from } i zostawia tam wszystkie karty.
children-said-leave = zostawia zakrytą kartę { $room_in }.
children-said-run = ucieka przed duchem { $room_from } { $to_to }.
children-said-ghost = przenosi { $ghost_acc } { $room_to }.
children-said-kitty-card = przenosi Kitty Kitty { $room_to } i oddaje kartę Kitty Kitty; dostaje ją { $seat }.
children-said-kitty-stuck = oddaje kartę Kitty Kitty; dostaje ją { $seat }.
children-said-ghost-placed = umieszcza ducha { $room_in }.
children-said-ghost-back = odkłada ducha pod stos kart.
children-said-kitty-send = każe Kitty Kitty przenieść gracza { $room_to }.
children-said-kitty-put = stawia Kitty Kitty { $room_in }.
children-said-settle = usuwa { $room_acc } (Dom osiada).
children-said-biddle = oddaje zabawkę Irwinowi Biddle’owi.
children-said-look = ogląda karty w pokoju.
children-said-done = kończy swoje akcje.
children-said-no-ghost = nie przesuwa żadnego ducha.
children-said-kitty-none = zostawia gracza z Kitty Kitty.
children-said-defuse = rozbraja pułapkę Narzędziami dentystycznymi.
children-said-spring = pozwala pułapce zadziałać.
children-said-near = wybiera ducha.
children-said-leave-alone = nie rusza kart w pokoju.
children-said-other = wykonuje ruch.
children-said-trapped = { $count ->
        [one] Złapany { $count } duch.
        [few] Złapane { $count } duchy.
       *[many] Złapanych { $count } duchów.
    }
children-said-limit = Limit kart na ręce wynosi teraz { $limit }.
children-said-over = Gra się kończy.

## Na co czeka gra: „<gracz> musi <co>.”

children-must = { $seat } musi { $what }.
children-prompt-place = umieścić dobranego ducha w pokoju bez graczy
children-prompt-run = uciec przed duchem (zostawić 2 karty, w tym zabawkę) albo uciec awaryjnie
children-prompt-trim = zostawić karty, by zejść do nowego limitu ręki
children-prompt-pounce = zdecydować, czy Kitty Kitty przeniesie znalezionego gracza
children-prompt-kitty = postawić Kitty Kitty w pokoju bez graczy
children-prompt-settle = wybrać pokój, który usunie Dom osiada
children-prompt-biddle = oddać zabawkę Irwinowi Biddle’owi
children-prompt-near = wybrać, którego z równie bliskich duchów to dotyczy
children-prompt-defuse = zdecydować, czy rozbroić pułapkę Narzędziami dentystycznymi
children-prompt-find = zdecydować, czy obejrzeć karty w pokoju, do którego trafia
children-prompt-decide = podjąć decyzję
children-step-tile = położyć dobrany kafel pokoju
children-step-enter = wybrać pokój bez ducha, by wejść do rezydencji
children-step-act = wykonać akcje ({ $count ->
        [one] została { $count }
        [few] zostały { $count }
       *[many] zostało { $count }
    }; żetony czaszki dają kolejne)
children-step-act-extra = wykonać akcje za żetony czaszki albo je zakończyć
children-step-restore = zostawić karty, by zejść do limitu ręki: { $limit }
children-step-ghost = przesunąć jednego ducha wzdłuż widmowych strzałek albo żadnego
children-step-kitty = przesunąć Kitty Kitty i oddać jej kartę innemu graczowi
children-step-wait = czekać

## Co gra odpowiada za gracza, gdy minie czas

children-deadline-trim = Gdy minie czas, zostaje pułapka, a bez niej urządzenie, a bez niego najwyższa karta; zabawki zostają na ręce.
children-deadline-run = Gdy minie czas, zostają pułapki, potem urządzenia (zabawka tylko w razie potrzeby), a ucieczka idzie pierwszym wyjściem bez ducha (a bez takiego pierwszym).
children-deadline-pounce = Gdy minie czas, Kitty Kitty nikogo nie przenosi.
children-deadline-biddle = Gdy minie czas, oddana zostaje pierwsza zabawka z ręki.
children-deadline-defuse = Gdy minie czas, Narzędzia dentystyczne rozbrajają pułapkę, jeśli są na ręce.
children-deadline-find = Gdy minie czas, karty zostają nieruszone.
children-deadline-first = Gdy minie czas, wybrana zostaje pierwsza możliwość.

## Odmowy

children-refusal-not-playing = Nie grasz w tej grze.
children-out-of-turn = ; poza swoją turą możesz tylko zagrać urządzenie darmowej akcji, oddając żeton czaszki.
children-out-of-turn-closed = ; poza swoją turą możesz tylko zagrać urządzenie darmowej akcji, oddając żeton czaszki. Teraz się nie da: trzeba mieć żeton czaszki, urządzenie darmowej akcji na ręce i coś w jego zasięgu.
children-refusal-wait = Jeszcze nie: najpierw { $seat } musi { $what }.
children-refusal-wait-out = Jeszcze nie: najpierw { $seat } musi { $what }{ $tail }
children-refusal-turn = Teraz tura gracza { $seat }{ $tail }
children-refusal-not-now = { $action } nie jest teraz dozwolone: musisz { $what }.

## Wynik

children-outcome-insane = Po rezydencji krąży pięć rozwścieczonych duchów: wszyscy gracze popadają w obłęd, a upiorne dzieci wygrywają.
children-outcome = { $winners } { $count ->
        [one] wygrywa
       *[other] wygrywają
    }: { $ghosts ->
        [one] { $ghosts } złapany duch
        [few] { $ghosts } złapane duchy
       *[many] { $ghosts } złapanych duchów
    }.

## Tajne notatki, dla jednego gracza

children-note-list = { $cards }
children-note-card = { $card_acc }
children-note-cards = { $card_acc } ×{ $count }
children-note-card-seen = { $card }
children-note-cards-seen = { $card } ×{ $count }
children-note-card-short = { $card_acc }
children-note-cards-short = { $card_acc } ×{ $count }
children-note-card-seen-short = { $card }
children-note-cards-seen-short = { $card } ×{ $count }
children-note-count = { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }
children-note-count-seen = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
    }
children-note-peeked = Zaglądasz pod { $room_acc }: { $cards }.
children-note-left = Zostawiasz { $cards } rewersem do góry { $room_in }.
children-note-biddle = Oddajesz { $cards } Irwinowi Biddle’owi; { $count ->
        [one] trafia
       *[other] trafiają
    } do stosu kart.
children-note-shuffled = Odkładasz { $cards }; { $count ->
        [one] trafia
       *[other] trafiają
    } do stosu kart.
children-note-drew = Dobierasz { $cards }.
children-note-took = Bierzesz { $cards } spod { $room_gen }.
children-note-kept = Bierzesz na rękę { $cards }.

## Odkrycie kart po końcu gry, po jednym wierszu

children-reveal-ghost-toy = { $ghost } ({ $toy_with })
children-reveal-no-ghost = żaden duch nie został złapany
children-reveal-score = { $seat }: { $score } { $score ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } — { $ghosts }.
children-reveal-score-left = { $seat } (poza grą): { $score } { $score ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } — { $ghosts }.
children-reveal-hand = { $seat } — na ręce: { $cards }.
children-reveal-hand-empty = { $seat } — pusta ręka.
children-reveal-under = Pod { $room_ins }: { $cards }.
children-reveal-under-none = Pod żadnym pokojem nie zostały karty.
children-reveal-more = … i jeszcze { $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    } pod { $rooms ->
        [one] jeszcze jednym pokojem
       *[other] { $rooms } kolejnymi pokojami
    }.

## Ściąga z zasad (/children rules)

children-rules =
    { "*" }*Children** — od 2 do 4 łowców duchów łapie duchy z rezydencji Thornhill. Wygrywa, kto złapie najwięcej duchów.
    Każda tura: **1.** połóż kolejny kafel pokoju na jego piętrze (obok innego pokoju, jeśli się da). **2.** wykonaj 2 akcje: przejdź przez drzwi lub klapę, użyj urządzenia albo weź żeton czaszki (najwyżej 3; żeton daje dodatkowy ruch lub urządzenie albo urządzenie darmowej akcji poza turą). **3.** uzupełnij rękę do limitu (zostaw karty albo dobierz). **4.** przesuń 1 ducha wzdłuż widmowych strzałek. **5.** jeśli masz kartę Kitty Kitty, przesuń ją i przekaż kartę dalej.
    Wejście do pokoju: dobierz kartę (karty losu działają od razu, duchy trafiają do pokoju bez graczy), potem podnieś karty zostawione w pokoju (pułapki działają). Zostawianie i podnoszenie kart jest darmowe, w dowolnej chwili. Nie możesz wyjść z pokoju, mając więcej kart niż limit ręki: 5, minus 1 za każdego rozwścieczonego ducha w rezydencji. 5 rozwścieczonych duchów: wszyscy popadają w obłęd.
    Mając ducha i jego ulubioną zabawkę, łapiesz go (bez akcji); mini-stos zabawki się odwraca i rozwściecza ducha pod spodem. Bez zabawki uciekasz (zostawiasz 2 karty, w tym zabawkę) przez drzwi lub klapę, z duchem czy bez; bez wyjścia — ucieczka awaryjna.
    Po dobraniu ostatniej karty każdy gra jeszcze jedną turę.

    { "*" }*Rozstrzygnięcia Hauntbota**
    • Gracze wchodzą do rezydencji w pierwszej turze do dowolnego pokoju bez ducha i dobierają kartę jak przy wejściu.
    • Uciekając, nie wraca się do pokoju, z którego już się w tej ucieczce uciekło. Ucieczka to ruch: zostaw karty do limitu ręki.
    • Gdy nic innego nie jest możliwe, twoją akcją jest ucieczka awaryjna.
    • Dobrany duch, dla którego nie ma pokoju bez graczy, trafia pod stos kart; dobierz ponownie.
    • Poza swoją turą możesz w każdej chwili przerwać grę Kocimiętką, Szpilką do kapelusza lub Piórem, oddając żeton czaszki; gra toczy się dalej tam, gdzie stanęła.
    • Kocimiętka działa tylko w pokoju Kitty Kitty; gdy ją masz, właściciel Kitty Kitty nie może cię przenieść.
    • Dom osiada wysyła Kitty Kitty i jej kartę do stosu kart razem z kartami z pokoju.
    • Gdy minie czas: przy zrzucaniu kart zostają pułapki, potem urządzenia; ucieczka zatrzymuje zabawki i omija duchy; właściciel Kitty nikogo nie przenosi.

## Cog (cogs/children/): wpisywane polecenia i prywatny widok

children-cog-not-playing = Nie grasz w tej grze; możesz się przyglądać albo dołączyć do następnej.
children-cog-no-room = Teraz nie ma pokoju, do którego można by przejść.
children-cog-no-device = Teraz nie masz urządzenia do użycia.
children-cog-pick-room = Nie możesz teraz przejść do tego pokoju; wybierz jeden z listy: { $offered }.
children-cog-pick-device = Nie możesz teraz tak użyć urządzenia; wybierz jedno z listy: { $offered }.
children-cog-now = Teraz
children-cog-now-line = Teraz: { $status } Wybierz poniżej.
children-cog-only-you = Widzisz to tylko ty.
children-cog-card = **{ $card }**
children-cog-card-free = **{ $card }** (darmowa akcja)
children-cog-card-turn = **{ $card }** (akcja w turze)
children-cog-hand = Twoja ręka ({ $count }/{ $limit }): { $cards }.
children-cog-hand-empty = Twoja ręka ({ $count }/{ $limit }): pusta.
children-cog-skulls = Żetony czaszki: { $skulls }. Złapane duchy: { $ghosts }.
children-cog-remembered = { $room }: { $cards }
children-cog-semicolon = { $first }; { $rest }
children-cog-remember = Pamiętasz: { $rooms }.

## Tekst alternatywny planszy (render/children/alt.py)

children-alt-insane = Pięć rozwścieczonych duchów doprowadziło wszystkich do obłędu: upiorne dzieci wygrywają.
children-alt-result = Koniec gry — { $winners } { $count ->
        [one] wygrywa
       *[other] wygrywają
    }: { $ghosts ->
        [one] { $ghosts } złapany duch
        [few] { $ghosts } złapane duchy
       *[many] { $ghosts } złapanych duchów
    }.
children-alt-card-ghost = { $card } (duch)
children-alt-card-trap = { $card } (pułapka)
children-alt-card-fate = { $card } (karta losu)
children-alt-card-free = { $card } (urządzenie darmowej akcji)
children-alt-card-turn = { $card } (urządzenie akcji w turze)
children-alt-card-toy = { $card } (zabawka: { $ghost })
children-alt-you = { $name } (ty)
children-alt-ghost-enraged = { $ghost } — ROZWŚCIECZONY duch, ulubiona zabawka: { $toy }
children-alt-ghost-calm = { $ghost } — spokojny duch, ulubiona zabawka: { $toy }
children-alt-cards-left = { $count ->
        [one] { $count } zostawiona karta
        [few] { $count } zostawione karty
       *[many] { $count } zostawionych kart
    }
children-alt-cards-face-down = { $count ->
        [one] { $count } zakryta karta
        [few] { $count } zakryte karty
       *[many] { $count } zakrytych kart
    }
children-alt-room = { $room }: { $parts }
children-alt-player-left = { $who } — poza grą
children-alt-outside = poza rezydencją
children-alt-in-room = { $room_in }
children-alt-in-mansion = w rezydencji
children-alt-player = { $who } { $where }, { $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    }, { $skulls } { $skulls ->
        [one] żeton czaszki
        [few] żetony czaszki
       *[many] żetonów czaszki
    }, złapane duchy: { $ghosts }
children-alt-player-kitty = { $who } { $where }, { $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    }, { $skulls } { $skulls ->
        [one] żeton czaszki
        [few] żetony czaszki
       *[many] żetonów czaszki
    }, złapane duchy: { $ghosts }, ma kartę Kitty Kitty
children-alt-hand = { $who }: { $cards }
children-alt-hand-none = { $who }: brak kart
children-alt-hands = Ręce na koniec gry: { $hands }.
children-alt-under = Karty pod pokojami, odkryte: { $rooms }.
children-alt-waiting = Oczekiwanie
children-alt-board = Plansza Children dla { $players } graczy. { $status }.
children-alt-in-play-ghost = Karta w grze: { $card }, ulubiona zabawka: { $toy }.
children-alt-in-play = Karta w grze: { $card }.
children-alt-your-hand = Widzisz tylko ty: twoja ręka: { $hand }.
children-alt-no-hand = Widzisz tylko ty: twoja ręka jest pusta.
children-alt-players = Gracze: { $players }.
children-alt-limit = Limit ręki { $limit }
children-alt-deck = stos kart: { $cards }
children-alt-tablets = { $tablets ->
        [one] został { $tablets } kafel pokoju
        [few] zostały { $tablets } kafle pokoi
       *[many] zostało { $tablets } kafli pokoi
    }
children-alt-placing = kładziony kafel: { $room }
children-alt-pool = { $skulls } { $skulls ->
        [one] żeton czaszki
        [few] żetony czaszki
       *[many] żetonów czaszki
    } w puli
children-alt-last-turns = ostatnie tury
children-alt-last-turns-n = ostatnie tury ({ $count ->
        [one] została { $count }
        [few] zostały { $count }
       *[many] zostało { $count }
    })
children-alt-piles = { $piles }.
children-alt-rooms = Pokoje: { $rooms }.
children-alt-empty-rooms = Puste pokoje: { $rooms }.
children-alt-no-room = W rezydencji nie ma jeszcze pokoju.
children-alt-stacks = Odwrócone stosy: { $ghosts }.

## Słowa rysowane na obrazku planszy (render/children/)

children-pic-step-tile = 1 Kafel
children-pic-step-act = 2 Akcje
children-pic-step-act-left = 2 Akcje ({ $count ->
        [one] została { $count }
        [few] zostały { $count }
       *[many] zostało { $count }
    })
children-pic-step-enter = 2 Wejście
children-pic-step-restore = 3 Ręka
children-pic-step-ghost = 4 Duch
children-pic-step-kitty = 5 Kitty
children-pic-over = Koniec gry
children-pic-status = ▶ { $status }
children-pic-status-alarm = ⚠ { $status }
children-pic-status-over = ♛ { $result }
children-pic-column = kolumna { $number }
children-pic-floor-basement = PIWNICA
children-pic-floor-first = PARTER
children-pic-floor-second = 1. PIĘTRO
children-pic-floor-third = 2. PIĘTRO
children-pic-place-here = połóż tutaj?
children-pic-more = +{ $count } więcej
children-pic-cards-seen = { $cards } · znasz { $seen }
children-pic-loves = ♥ { $toy }
children-pic-held = ★ { $toy }
children-pic-players = Gracze
children-pic-kitty-card = = karta Kitty
children-pic-col-room = POKÓJ
children-pic-col-hand = RĘKA
children-pic-col-skulls = CZASZKI
children-pic-col-trapped = ZŁAPANE
children-pic-answer = ODPOWIEDŹ
children-pic-to-play = RUCH
children-pic-winner = WYGRYWA
children-pic-left-game = poza grą
children-pic-outside = na zewnątrz
children-pic-table = Stół
children-pic-hand-limit = Limit ręki
children-pic-limit-cut = −{ $count }: { $count ->
        [one] rozwścieczony duch
        [few] rozwścieczone duchy
       *[many] rozwścieczonych duchów
    }
children-pic-draw-pile = Stos kart
children-pic-room-tablets = Kafle pokoi
children-pic-ghost-to-place = dobrany duch
children-pic-trap-sprung = pułapka działa
children-pic-drawn-card = dobrana karta
children-pic-placing-now = kładziony kafel
children-pic-skull-pool = Pula czaszek
children-pic-pool-empty = pusta
children-pic-insane = Obłęd: duchy wygrywają
children-pic-game-over = KONIEC GRY
children-pic-last-turns = OSTATNIE TURY
children-pic-last-turns-n = OSTATNIE TURY: { $count ->
        [one] została { $count }
        [few] zostały { $count }
       *[many] zostało { $count }
    }
children-pic-discard = Odrzucone karty: { $count }
children-pic-kind-ghost = duch
children-pic-kind-toy = zabawka
children-pic-kind-device = urządzenie
children-pic-kind-trap = pułapka
children-pic-kind-fate = karta losu
children-pic-stacks = Mini-stosy
children-pic-stacks-note = odwrócony stos pokazuje rozwścieczonego ducha (niebieski)
children-pic-legend-door = drzwi / klapa
children-pic-legend-drift = ruch duchów
children-pic-legend-calm = spokojny
children-pic-legend-enraged = rozwścieczony
children-pic-legend-cards = zakryte karty
children-pic-legend-toy = ♥ ulubiona zabawka
children-pic-nothing-left = nic tu nie zostało
children-pic-left-here = ZOSTAWIONE · ODKRYTE
children-pic-hands = Ręce na koniec gry
children-pic-hands-note = po końcu gry odkryte dla wszystkich ·
children-pic-no-cards = brak kart
children-pic-your-hand = ★ Widzisz to tylko ty — twoja ręka: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
    }
children-pic-limit = limit ręki: { $limit }
children-pic-no-hand = Brak kart na ręce.
children-pic-remember = Karty zapamiętane pod pokojami
children-pic-remember-note = ★ przy duchu: masz jego zabawkę · złota ramka: twój pokój
children-pic-none-yet = Na razie żadnych.
children-pic-more-rooms = … i jeszcze { $count } { $count ->
        [one] pokój
        [few] pokoje
       *[many] pokoi
    }
children-pic-seen-room = { $room } ({ $floor }):
children-pic-unknown = { $cards } + { $count } { $count ->
        [one] nieznana
        [few] nieznane
       *[many] nieznanych
    }
children-pic-band-free = DARMOWA AKCJA
children-pic-band-turn = AKCJA W TURZE
children-pic-band-ghost = DUCH
children-pic-band-toy = ZABAWKA
children-pic-band-trap = PUŁAPKA
children-pic-band-fate = KARTA LOSU
children-pic-hint-toy = łapie { $ghost_acc }
children-pic-hint-ghost = ♥ { $toy }
children-pic-hint-trap = działa przy wejściu
children-pic-hint-device = urządzenie

## How the bots play (/children rules).
children-bots-conventions = Boty łapią każdego ducha, którego mogą, idą w stronę duchów, do których mają zabawkę, a od pozostałych się oddalają, i kładą duchy, które mogą złapać, obok siebie; dobry bot przesuwa też duchy na graczy, którzy raczej przed nimi uciekną, niż je złapią. Boty nigdy nie zagrywają urządzeń poza swoją turą.

## Automatyczne odpowiedzi, które gracz może włączyć (/hauntbot ustawienia).
children-auto-trim = Od razu zostawiaj karty, gdy spada limit ręki (najpierw pułapki, potem urządzenia, zabawki na końcu)
children-auto-run = Od razu uciekaj przed duchem (pierwszym wyjściem bez ducha, w miarę możliwości z zabawkami)
children-auto-pounce = Nigdy nie każ Kitty Kitty przesuwać gracza: odpowiadaj od razu
children-auto-biddle = Od razu oddawaj Irwinowi Biddle’owi moją pierwszą zabawkę

## Pierwsza plansza: gdzie są ruchy.
children-first-how = Twoje ruchy są w **Moim widoku** pod planszą, razem z twoją ręką i tym, co pamiętasz; widzisz go tylko ty (możesz też wpisać `/children zagraj` w tym wątku). Plansza pokazuje wszystkim rezydencję.
