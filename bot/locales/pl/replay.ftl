# Powtórki skończonych gier (cogs/replay.py): widzi je tylko osoba, która o nie poprosiła.

rp-still-played = { $game } #{ $id } wciąż trwa, a powtórka otwiera się po końcu gry; do tego czasu śledź aktualną planszę (`/{ $kind } plansza`).
rp-not-started = { $game } #{ $id } jeszcze się nie zaczęła, a powtórka otwiera się po końcu gry.
rp-cancelled = { $game } #{ $id } została anulowana przed końcem, więc nie ma powtórki; powtórki są dostępne dla skończonych gier (`/{ $kind } powtórka gra:<numer>`).
rp-unknown = Nie ma tu gry { $game } #{ $id }; podaj numer gry { $game } rozegranej na tym serwerze (jest w stopce jej planszy) albo użyj polecenia w jej wątku.
rp-still-played-here = { $game } #{ $id } wciąż tu trwa, a powtórka otwiera się po końcu gry; do tego czasu śledź aktualną planszę (`/{ $kind } plansza`).
rp-none-here = Na tym kanale ani w tym wątku nie skończyła się żadna gra { $game }; użyj `/{ $kind } powtórka` w wątku skończonej gry albo podaj jej numer w opcji `gra`.
rp-broken = Gry { $game } #{ $id } nie da się odtworzyć: zapisane ruchy nie prowadzą już do planszy, na której się skończyła (zasady zmieniły się od tamtej pory).
rp-first-board = Pierwsza plansza.
rp-title = { $game } — gra #{ $id }: powtórka
rp-move-of = **Ruch { $n } z { $last }**
rp-footer = Tę powtórkę widzisz tylko ty · jawna plansza po każdym ruchu
rp-first = Początek
rp-back = Wstecz
rp-forward = Dalej
rp-last = Koniec
rp-animation = Animacja
rp-move = { $n ->
    [0] Ruch 0 (pierwsza plansza)
   *[other] Ruch { $n }
}
rp-jump = Przejdź do ruchu…
rp-no-such-move = { $game } #{ $id } ma { $last ->
    [one] { $last } ruch
    [few] { $last } ruchy
   *[many] { $last } ruchów
}; wybierz ruch od 0 do { $last }.
rp-all-boards = wszystkie plansze ({ $shown })
rp-some-boards = { $shown } z { $boards } plansz
rp-caption = 🎞️ { $game } #{ $id }: { $boards }{ $size ->
    [100] {""}
   *[other] , w skali { $size }%
} ({ NUMBER($mib, minimumFractionDigits: 1, maximumFractionDigits: 1) } MiB).
rp-animating = Animacja gry { $game } #{ $id } już powstaje; pojawi się tam, gdzie o nią poproszono, gdy tylko będzie gotowa.
rp-busy = Właśnie powstają animacje innych gier; naciśnij Animacja za minutę. Przyciski powtórki działają w tym czasie.
rp-too-large = Animacja gry { $game } #{ $id } nie mieści się w limicie tego miejsca; przeglądaj powtórkę ruch po ruchu.
rp-drawing = Rysuję ruch { $n } z { $last }…
