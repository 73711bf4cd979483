# Cofanie ruchu (bot/sessions/undo.py, cogs/undo.py, bot/history.py): przycisk „Cofnij” na planszy i w „Moim
# widoku”, /<gra> cofnij, zdanie w wątku i znacznik w historii.
# Bez czasu przeszłego tam, gdzie wymagałby rodzaju gracza: czas teraźniejszy albo rzeczownik.

## Zdanie w wątku: poprzedni ruch zostaje cofnięty ($who: gracz, nieodmieniany).
undo-took-back = **{ $who }** cofa swój ruch.

## Znacznik w historii przy cofniętym ruchu.
undo-taken-back = (cofnięty)

## Przyciski: na planszy (widzą go wszyscy, użyć może tylko $who) i w widoku gracza, który wykonał ruch.
undo-button = Cofnij ruch ({ $who })
undo-button-own = Cofnij mój ruch

## Odpowiedź dla gracza, który cofa ruch.
undo-done = Ruch cofnięty: znów twoja kolej, z terminem, który obowiązywał wcześniej.

## Odmowy.
undo-only-your-last = Cofnąć można tylko własny ostatni ruch i tylko dopóki nikt inny nie wykona ruchu.
undo-over = Gra się skończyła: jej ostatniego ruchu nie można cofnąć.
undo-bot-plays = Za ciebie gra bot: zanim cofniesz ruch, naciśnij „Wracam” (albo użyj `/{ $kind } wracam`).
undo-cannot = Tego ruchu nie można cofnąć: { $kind ->
    [rumble] walka, która kończy bójkę, odsłania postacie wszystkich graczy i rozdaje nowe. W Rumble można cofnąć ruch postaci albo walkę, po której w domu zostaje kilka postaci.
    [ghostathome] pokazuje lub dobiera karty albo zdradza coś o czyjejś ręce. W Ghost at Home można cofnąć tylko wpuszczenie ducha albo przepuszczenie ucieczki, gdy pytani są zawsze wszyscy i nikt nie dobiera kart.
    [purplehouse] odsłania kartę albo rozkłada Dom w losowej kolejności. W The Purple House można cofnąć krok zwiadu, dopóki ktoś jeszcze prowadzi zwiad, a także sortowanie zakrytych kart.
    [children] dobiera lub pokazuje kartę albo odsłania następny kafel pokoju. W Children można cofnąć położenie kafla pokoju, wzięcie żetonu czaszki, zostawienie zakrytej karty, ruch ducha albo zakończenie akcji, jeśli potem nie odsłoniło się nic ukrytego.
    [quiethouse] w Quiet House każdy ruch odkrywa kolejną Kartę Czasu, więc żadnego ruchu nie można cofnąć.
   *[other] odsłania coś ukrytego albo losuje.
}
