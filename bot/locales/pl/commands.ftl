# Polecenia z ukośnikiem: nazwy, opisy, opcje i wybory, wysyłane do Discorda jako lokalizacje (jak powstają
# identyfikatory, mówi bot/i18n/commands.py). Nazwy: małe litery, cyfry, „-” i „_”, najwyżej 32 znaki,
# bez powtórzeń w jednym poleceniu; opisy i wybory najwyżej 100 znaków. Nazwy grup gier zostają jak są.
#
# Argumenty: $title i $kind w poleceniach gry (tytuł gry, jej grupa); $value i $label w wiadomości
# „-choice” (wartość wyboru, liczbą, gdy jest liczbą, i jego angielska nazwa).

## Grupa każdej gry i polecenia wspólne dla wszystkich gier.

cmd-game = { $kind }
cmd-game-new = nowa
cmd-game-new-desc = Otwórz lobby gry { $title } na tym kanale.
cmd-game-join = dołącz
cmd-game-join-desc = Dołącz do otwartego lobby na tym kanale.
cmd-game-leave = wyjdź
cmd-game-leave-desc = Wyjdź z otwartego lobby na tym kanale.
cmd-game-start = start
cmd-game-start-desc = Rozpocznij grę (tylko gospodarz).
cmd-game-cancel = anuluj
cmd-game-cancel-desc = Anuluj lobby lub grę na tym kanale (gospodarz lub Zarządzanie serwerem).
cmd-game-kick = wyrzuć
cmd-game-kick-desc = Usuń gracza z lobby (tylko gospodarz).
cmd-game-kick-player-desc = Kogo usunąć z lobby
cmd-game-board = plansza
cmd-game-board-desc = Wyślij bieżącą planszę jeszcze raz, na dole gry.
cmd-game-view = widok
cmd-game-view-desc = Zobacz swój prywatny widok (widzisz go tylko ty).
cmd-game-history = historia
cmd-game-history-desc = Dotychczasowe ruchy gry, najnowsze na końcu (widzisz je tylko ty).
cmd-game-history-page-desc = Która strona (1 to pierwsze ruchy; domyślnie najnowsza)
cmd-game-rules = zasady
cmd-game-rules-desc = Zasady w skrócie, z rozstrzygnięciami przyjętymi w Hauntbocie.
cmd-game-resign = zrezygnuj
cmd-game-resign-desc = Opuść grę, w którą tu grasz.
cmd-game-replay = powtórka
cmd-game-replay-desc = Przejrzyj plansze zakończonej gry ruch po ruchu (widzisz to tylko ty).
cmd-game-replay-game-desc = Numer gry (domyślnie ostatnia gra zakończona tutaj)
cmd-game-replay-move-desc = Ruch, od którego zacząć (domyślnie 0: pierwsza plansza)
cmd-game-playforme = graj-za-mnie
cmd-game-playforme-desc = Niech bot gra za ciebie, aż znów wykonasz ruch.
cmd-game-back = wracam
cmd-game-back-desc = Znów graj za siebie, po tym jak bot grał za ciebie.
cmd-game-replace = zastąp
cmd-game-replace-desc = Bot gra za gracza do końca gry (gospodarz lub Zarządzanie serwerem).
cmd-game-replace-player-desc = Gracz, który odszedł (wybierz z listy)

## Opcje według nazwy, gdziekolwiek są; opcje wspólne dla każdego „nowa” i „/hauntbot-admin domyślne”.

cmd-opt-player = gracz
cmd-opt-page = strona
cmd-opt-game = gra
cmd-opt-game-choice = { $label }
cmd-opt-move = ruch
cmd-opt-level = poziom
cmd-opt-level-desc = Jak gra bot (domyślnie: łatwy)
cmd-opt-level-easy = { table-level-easy-about }
cmd-opt-level-good = { table-level-good-about }
cmd-opt-bots = boty
cmd-opt-bots-desc = Ile miejsc zajmą boty (domyślnie żadne; gospodarz doda więcej na karcie lobby)
cmd-opt-bots-choice = { $value ->
    [one] { $value } bot
    [few] { $value } boty
   *[many] { $value } botów
}
cmd-opt-bot-level = poziom_botów
cmd-opt-bot-level-desc = Jak grają boty (domyślnie: łatwy)
cmd-opt-bot-level-easy = { cmd-opt-level-easy }
cmd-opt-bot-level-good = { cmd-opt-level-good }
cmd-opt-turn-time = czas_tury
cmd-opt-turn-time-desc = Czas na turę (domyślnie 24 godz. albo domyślny czas tego serwera)
cmd-opt-turn-time-choice = { $value ->
    [0] wyłączony (tura bez terminu)
   *[other] { cmd-duration }
}
cmd-opt-reminders = przypomnienia
cmd-opt-reminders-desc = Jak często przypominać graczowi, że ma turę (domyślnie co 12 godz.)
cmd-opt-reminders-choice = { $value ->
    [0] wyłączone (bez przypomnień)
    [60] co godzinę
    [1440] codziennie
   *[other] co { cmd-duration }
}
cmd-opt-reaction-window = czas_reakcji
cmd-opt-reaction-window-desc = Czas na odpowiedź „reaguj teraz”, np. na obronę kotem (domyślnie 10 min)
cmd-opt-reaction-window-choice = { cmd-duration }
cmd-opt-on-timeout = po_terminie
cmd-opt-on-timeout-desc = Co się dzieje, gdy minie termin tury (domyślnie: czekaj i przypominaj)
cmd-opt-on-timeout-wait = czekaj (tylko przypomnienia)
cmd-opt-on-timeout-skip = pomiń turę (ruch domyślny)
cmd-opt-on-timeout-remove = usuń gracza po przegapionych terminach
cmd-opt-on-timeout-bot = bot gra za nieobecnego gracza
cmd-opt-remove-after = usuń_po
cmd-opt-remove-after-desc = Przy „usuń”: ile terminów z rzędu gracz może przegapić, zanim wypadnie (domyślnie 3)
cmd-opt-character = postać
cmd-opt-room = pokój
cmd-opt-victim = ofiara
cmd-opt-layout = układ
cmd-opt-cards = karty
cmd-opt-target = cel
cmd-opt-floor = piętro
cmd-opt-play = zagranie
cmd-opt-answer = odpowiedź
cmd-opt-beginner = dla_początkujących
cmd-opt-always-ask = zawsze_pytaj
cmd-opt-card = karta
cmd-opt-change = zmiana
cmd-opt-difficulty = trudność
cmd-opt-kid-friendly = dla_dzieci
cmd-opt-scoring = punktacja
cmd-opt-statue = posąg
cmd-opt-square = pole
cmd-opt-rook = wieża
cmd-opt-candlestick = świecznik
cmd-opt-monkey = małpa
cmd-opt-mouse = mysz
cmd-opt-variant1 = wariant1
cmd-opt-variant2 = wariant2
cmd-opt-strict-silence = pełna_cisza
cmd-opt-action = ruch
cmd-opt-device = urządzenie
cmd-opt-channel = kanał
cmd-opt-language = język
cmd-opt-language-choice = { $label }

## Czas w minutach ($value), jak mówią go wybory terminów.

cmd-duration = { $value ->
    [60] 1 godz.
    [180] 3 godz.
    [360] 6 godz.
    [720] 12 godz.
    [1440] 1 dzień
    [2880] 2 dni
    [4320] 3 dni
    [10080] 7 dni
   *[other] { $value } min
}

## Rumble in the House.

cmd-rumble-desc = { $title }: 3–6 graczy, wygrywa ten, kto ostatni zostanie na placu boju.
cmd-rumble-move = przesuń
cmd-rumble-move-desc = Przesuń samotną postać przez drzwi.
cmd-rumble-move-character-desc = Postać, która jest sama w swoim pokoju
cmd-rumble-move-room-desc = Sąsiedni pokój, do którego ją przesunąć
cmd-rumble-fight = bójka
cmd-rumble-fight-desc = Zacznij bójkę: znokautuj postać w zatłoczonym pokoju.
cmd-rumble-fight-victim-desc = Postać, która dzieli pokój z innymi
cmd-rumble-new-layout-desc = Kształt domu (domyślnie: klasyczny 3 x 4)
cmd-rumble-new-layout-classic = Klasyczny dom (3 x 4, w każdej ścianie drzwi)
cmd-rumble-new-layout-manor = Dwór (3 x 4, niektóre ściany bez drzwi)
cmd-rumble-new-layout-ring = Pierścień wokół dziedzińca

## Ghost at Home (nazwy kart jak w polskiej instrukcji).

cmd-ghostathome-desc = { $title }: 2–4 graczy odkrywa nawiedzone domy; wygrywa ten, kto pierwszy ucieknie.
cmd-ghostathome-rooms = pokoje
cmd-ghostathome-rooms-desc = Odkrywaj pokoje: zagraj z ręki jedną lub więcej kart pokoju.
cmd-ghostathome-rooms-cards-desc = Karty pokoju do zagrania (lista pokazuje zagrania możliwe teraz)
cmd-ghostathome-ghost = duch
cmd-ghostathome-ghost-desc = Wyślij ducha na najwyższe odkryte piętro przeciwnika.
cmd-ghostathome-ghost-target-desc = Przeciwnik, którego nawiedzisz
cmd-ghostathome-cat = kot
cmd-ghostathome-cat-desc = Połóż kota na jednym ze swoich odkrytych pokoi.
cmd-ghostathome-cat-floor-desc = Piętro twojego domu, na które idzie kot
cmd-ghostathome-light = światło
cmd-ghostathome-light-desc = Włącz światło: odrzuć 2–3 karty z co najmniej 5 żarówkami.
cmd-ghostathome-light-cards-desc = Piętro do oświetlenia i karty do odrzucenia
cmd-ghostathome-special = specjalna
cmd-ghostathome-special-desc = Zagraj z ręki kartę specjalną.
cmd-ghostathome-special-play-desc = Co robi karta specjalna
cmd-ghostathome-discard = odrzuć
cmd-ghostathome-discard-desc = Odrzuć zakryte jedną lub więcej kart i dobierz tyle samo.
cmd-ghostathome-discard-cards-desc = Karty do odrzucenia
cmd-ghostathome-answer = odpowiedz
cmd-ghostathome-answer-desc = Odpowiedz na ducha, który idzie do ciebie, albo na ucieczkę, o którą cię pytają.
cmd-ghostathome-answer-answer-desc = Obroń się kotem / wpuść ducha albo zatrzymaj ucieczkę / pozwól jej trwać
cmd-ghostathome-new-beginner-desc = Gra dla początkujących: bez 7 kart specjalnych (domyślnie: wyłączona)
cmd-ghostathome-new-always-ask-desc = Pytaj przy każdym duchu/ucieczce także graczy bez kota/ducha, by nie zdradzać kart (domyślnie: tak)

## The Purple House (nazwy jak w polskich wiadomościach gry: Zwiad, Faza Ucieczki, Klucz, Biała Dama).

cmd-purplehouse-desc = { $title }: 1–5 graczy zapamiętuje Dom i razem z niego ucieka.
cmd-purplehouse-new-desc = Otwórz lobby Purple House na tym kanale (1–5 graczy).
cmd-purplehouse-flip = odkryj
cmd-purplehouse-flip-desc = Faza Ucieczki: odkryj zakrytą kartę Domu (posiadacz Klucza).
cmd-purplehouse-flip-card-desc = Numer karty na planszy
cmd-purplehouse-sort = sortuj
cmd-purplehouse-sort-desc = Faza Ucieczki: posortuj zakryte karty według liczby X (posiadacz Klucza).
cmd-purplehouse-modify = zmień
cmd-purplehouse-modify-desc = Zwiad: potajemnie zmodyfikuj jedną ze swoich kart.
cmd-purplehouse-modify-change-desc = Zmiana jednej z twoich kart (lista pokazuje tylko twoje)
cmd-purplehouse-ready = gotowe
cmd-purplehouse-ready-desc = Zwiad: zakryj swoje karty i zgłoś gotowość.
cmd-purplehouse-new-difficulty-desc = Świece na rundę i Białe Damy dochodzące co rundę (domyślnie: Łatwy)
cmd-purplehouse-new-difficulty-easy = Łatwy — 4 świece, 1 Biała Dama na rundę
cmd-purplehouse-new-difficulty-normal = Normalny — 3 świece, 1 Biała Dama na rundę
cmd-purplehouse-new-difficulty-hard = Trudny — 3 świece, 2 Białe Damy na rundę
cmd-purplehouse-new-difficulty-impossible = Niemożliwy — 2 świece, 2 Białe Damy na rundę
cmd-purplehouse-new-kid-friendly-desc = Pozwól rozmawiać podczas Zwiadu (domyślnie: nie, Zwiad jest w ciszy)
cmd-purplehouse-new-scoring-desc = Wariant Punktowy: pokaż wynik na końcu (domyślnie: nie)

## Quiet House (nazwy posągów jak w polskich wiadomościach gry).

cmd-quiethouse-desc = { $title }: 2–4 milczące duchy ustawiają pięć posągów.
cmd-quiethouse-move = przesuń
cmd-quiethouse-move-desc = Przesuń posąg (wybierz posąg, potem pole, na które idzie).
cmd-quiethouse-move-statue-desc = Posąg, który może się ruszyć w tej turze
cmd-quiethouse-move-square-desc = Dokąd idzie (kolumna A–F, rząd 1–6)
cmd-quiethouse-declare = ogłoś
cmd-quiethouse-declare-desc = Ogłoś rozwiązanie łamigłówki (tylko gdy twoje cztery płytki się zgadzają).
cmd-quiethouse-scores = wyniki
cmd-quiethouse-scores-desc = Najlepszy wynik tego serwera dla każdego zestawu stron kart ruchu.
cmd-quiethouse-new-rook-desc = Strona karty ruchu Wieży: podstawowa (domyślnie), zaawansowana lub losowa
cmd-quiethouse-new-rook-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-candlestick-desc = Strona karty ruchu Świecznika: podstawowa (domyślnie), zaawansowana lub losowa
cmd-quiethouse-new-candlestick-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-monkey-desc = Strona karty ruchu Małpy: podstawowa (domyślnie), zaawansowana lub losowa
cmd-quiethouse-new-monkey-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-mouse-desc = Karta Myszy: podstawowa (domyślnie), zaawansowana (plansza z pajęczyną) lub losowa
cmd-quiethouse-new-mouse-choice = { cmd-quiethouse-side }
cmd-quiethouse-new-variant1-desc = Wariant 1: tabliczki tylko w odpowiedzi na ogłoszenie (+1 punkt za wygraną)
cmd-quiethouse-new-variant2-desc = Wariant 2: ciemne płytki celu wskazują czwarty najbliższy posąg (+1 punkt za wygraną)
cmd-quiethouse-new-strict-silence-desc = Usuwaj wiadomości graczy w wątku gry, póki trwa (wymaga Zarządzania wiadomościami)
# Strona karty ruchu ($value: basic, advanced albo random).
cmd-quiethouse-side = { $value ->
    [basic] podstawowa (zwykła strona)
    [advanced] zaawansowana (strona z pajęczyną)
   *[random] losowa (losowana na początku gry)
}

## Children.

cmd-children-desc = { $title }: 2–4 graczy łapie duchy z rezydencji Thornhill.
cmd-children-play = zagraj
cmd-children-play-desc = Wykonaj dowolny ruch, który możesz teraz wykonać (lista je pokazuje).
cmd-children-play-action-desc = Twój ruch; zacznij pisać, by zawęzić listę
cmd-children-move = idź
cmd-children-move-desc = Wejdź do pokoju lub przejdź do innego (przez drzwi lub klapę w podłodze).
cmd-children-move-room-desc = Pokój, do którego możesz teraz dojść
cmd-children-device = urządzenie
cmd-children-device-desc = Użyj karty urządzenia z ręki.
cmd-children-device-device-desc = Użycie urządzenia, które możesz teraz wykonać

## /hauntbot.

cmd-hauntbot = hauntbot
cmd-hauntbot-desc = Twoje gry, lobby i ustawienia.
cmd-hauntbot-games = gry
cmd-hauntbot-games-desc = Twoje trwające gry na wszystkich serwerach: czyja tura i linki.
cmd-hauntbot-lobbies = lobby
cmd-hauntbot-lobbies-desc = Otwarte lobby na tym serwerze, z przyciskami dołączania.
cmd-hauntbot-settings = ustawienia
cmd-hauntbot-settings-desc = Twoje ustawienia: wiadomości prywatne i automatyczne odpowiedzi (na każdym serwerze).
cmd-hauntbot-help = pomoc
cmd-hauntbot-help-desc = Gry, jak zacząć grę, gdzie są przyciski i wszystkie polecenia.
cmd-hauntbot-stats = statystyki
cmd-hauntbot-stats-desc = Bilans gracza: rozegrane, wygrane i przegrane gry, najlepsze wyniki.
cmd-hauntbot-stats-player-desc = Czyj bilans (domyślnie twój)
cmd-hauntbot-stats-game-desc = Tylko ta gra (domyślnie wszystkie gry)
cmd-hauntbot-leaderboard = ranking
cmd-hauntbot-leaderboard-desc = Najlepsi gracze tego serwera w danej grze i najlepsze wyniki.
cmd-hauntbot-leaderboard-game-desc = Która gra
cmd-hauntbot-admin = hauntbot-admin
cmd-hauntbot-admin-desc = Gry tego serwera, domyślne terminy i język (Zarządzanie serwerem).
cmd-hauntbot-admin-games = gry
cmd-hauntbot-admin-games-desc = Każde otwarte lobby i każda trwająca gra tego serwera.
cmd-hauntbot-admin-end = zakończ
cmd-hauntbot-admin-end-desc = Zakończ lobby lub grę tego serwera (jej stan zostaje, oznaczony jako anulowany).
cmd-hauntbot-admin-end-game-desc = Numer gry (zobacz /hauntbot-admin gry)
cmd-hauntbot-admin-move = przenieś
cmd-hauntbot-admin-move-desc = Przenieś planszę trwającej gry na inny kanał.
cmd-hauntbot-admin-move-game-desc = Numer gry (zobacz /hauntbot-admin gry)
cmd-hauntbot-admin-move-channel-desc = Kanał, na którym gra toczy się od teraz
cmd-hauntbot-admin-defaults = domyślne
cmd-hauntbot-admin-defaults-desc = Domyślne terminy tego serwera dla nowych gier.
cmd-hauntbot-admin-language = język
cmd-hauntbot-admin-language-desc = Język plansz, wzmianek i wątków gier na tym serwerze.
cmd-hauntbot-admin-language-language-desc = Język do ustawienia; pomiń, by zobaczyć obecny

## Wartość opcji włącz/wyłącz na karcie lobby.
cmd-value-on = tak
cmd-value-off = nie

## Cofanie ruchu (cogs/undo.py).
cmd-game-undo = cofnij
cmd-game-undo-desc = Cofnij swój ostatni ruch, dopóki nikt inny nie wykonał ruchu.

## /hauntbot nieobecność i /hauntbot powrót (cogs/away.py).
cmd-hauntbot-away = nieobecność
cmd-hauntbot-away-desc = Nieobecność na kilka dni: twoje tury czekają albo gra bot, jeśli stół tak wybrał.
cmd-hauntbot-away-days = dni
cmd-hauntbot-away-days-desc = Ile dni, od 1 do 14 (najwyżej 14 naraz; użyj ponownie, by zmienić koniec)
cmd-hauntbot-back = powrót
cmd-hauntbot-back-desc = Powrót przed końcem nieobecności: terminy w twoich grach znów biegną od teraz.
