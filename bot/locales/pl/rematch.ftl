# Rewanż: przycisk „Zagraj jeszcze raz” na planszy zakończonej gry i lobby, które otwiera (cogs/rematch.py).

rm-play-again = Zagraj jeszcze raz
rm-invitation = **{ $host }** zaprasza na rewanż za grę { $game } #{ $id }: naciśnij **{ ctl-join }**, aby zagrać jeszcze raz.
rm-invited = Zaproszeni ({ $count })
rm-invited-join = Zaproszeni dołączają przyciskiem **{ ctl-join }**; kto nie dołączy przed startem, po prostu nie zagra.
rm-opened = Lobby rewanżu jest otwarte: { $link }. { $count ->
    [0] Nikt inny nie grał: dodaj boty albo poczekaj na graczy, a potem naciśnij **{ ctl-start }**.
    [one] Zaproszono jedną osobę; naciśnij **{ ctl-start }**, gdy dołączy, albo bez niej.
    [few] Zaproszono { $count } osoby; naciśnij **{ ctl-start }**, gdy dołączą, albo bez tych, które nie dołączyły.
   *[many] Zaproszono { $count } osób; naciśnij **{ ctl-start }**, gdy dołączą, albo bez tych, które nie dołączyły.
}
rm-open-already = Rewanż jest już otwarty: { $link }.
rm-joined = Jesteś w lobby rewanżu: { $link }.
rm-begun = Rewanż (gra #{ $id }) już się zaczął: { $place }.
rm-lobby-taken = Na kanale { $place } jest już otwarte lobby { $game }: { $link }. Dołącz do niego albo poproś gospodarza o `/{ $kind } cancel`, aby zrobić miejsce na rewanż.
rm-players-only = O rewanż mogą poprosić tylko gracze gry #{ $id }: { $players }.
rm-not-over = Gra #{ $id } jeszcze trwa: rewanż otwiera się z jej końcowej planszy.
rm-not-posted = Nie udało mi się wysłać lobby rewanżu na { $place }, ale jest otwarte: dołącz do niego tam przez `/{ $kind } join` albo naciśnij **{ rm-play-again }** później.
