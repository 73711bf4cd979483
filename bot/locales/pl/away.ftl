# Nieobecność: /hauntbot nieobecność i /hauntbot powrót (bot/sessions/away.py, cogs/away.py, cogs/players.py).
# $until to znacznik czasu Discorda, pokazywany w strefie czasowej każdego czytelnika.
# Część, która następuje po innych słowach w tej samej linii, zaczyna się własną spacją: { " " }.

## Odpowiedzi widoczne tylko dla gracza.
away-too-long = Nieobecność może trwać od 1 do { $most } dni naraz, nie { $days }; gdy się skończy, możesz ją ustawić ponownie.
away-yours = Twoja nieobecność trwa do { $until }, we wszystkich twoich grach, na każdym serwerze.{ $waiting ->
    [0] {""}
    [one] { " " }W { $waiting } grze twoje tury czekają na ciebie: bez przypomnień i bez przekroczonych terminów.
   *[many] { " " }W { $waiting } grach twoje tury czekają na ciebie: bez przypomnień i bez przekroczonych terminów.
}{ $played ->
    [0] {""}
    [one] { " " }W { $played } grze do twojego powrotu gra za ciebie bot (tak wybrano przy tym stole).
   *[many] { " " }W { $played } grach do twojego powrotu gra za ciebie bot (tak wybrano przy tych stołach).
} Każdy ruch lub odpowiedź albo `/hauntbot powrót` kończy ją wcześniej; najwyżej { $most } dni naraz.
away-not-away = Nie masz ustawionej nieobecności; `/hauntbot nieobecność` powiadomi o niej twoje gry.
away-back-yours = Witaj z powrotem: terminy w twoich grach znów biegną od teraz, a miejsca, na których podczas nieobecności grał bot, znów należą do ciebie.

## Ogłaszane w każdej grze (bez oznaczania nikogo).
away-gone-waits = **{ $who }** zgłasza nieobecność do { $until }: gra czeka na tury tej osoby, bez przypomnień i przekroczonych terminów.
away-gone-bot = **{ $who }** zgłasza nieobecność do { $until }: do powrotu gra za tę osobę bot ({ $level }).
away-back = **{ $who }** wraca z nieobecności; terminy znów biegną.

## Na planszy: miejsce, na które gra czeka.
away-waiting = { $who } (nieobecność do { $until })
# A list's note on an away player's seat a bot plays ($level: the bot's level; $until: the away's end).
away-stand-in = nieobecność do { $until }: bot ({ $level }) gra za tę osobę, dopóki nie wróci
