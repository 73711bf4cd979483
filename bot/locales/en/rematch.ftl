# Rematch: the "Play again" button on a finished game's board and the lobby it opens (cogs/rematch.py).

rm-play-again = Play again
rm-invitation = **{ $host }** asks for a rematch of { $game } #{ $id }: press **{ ctl-join }** to play again.
rm-invited = Invited ({ $count })
rm-invited-join = Invited players join with **{ ctl-join }**; whoever has not joined when the game starts is simply not seated.
rm-opened = Your rematch lobby is open: { $link }. { $count ->
    [0] Nobody else played: add bots or wait for players, then press **{ ctl-start }**.
    [one] One player is invited; press **{ ctl-start }** when they have joined, or without them.
   *[other] { $count } players are invited; press **{ ctl-start }** when they have joined, or without those who have not.
}
rm-open-already = The rematch is already open: { $link }.
rm-joined = You are in the rematch: { $link }.
rm-begun = The rematch (game #{ $id }) has already begun: { $place }.
rm-lobby-taken = A { $game } lobby is already open in { $place }: { $link }. Join it there, or its host can `/{ $kind } cancel` it to make room for the rematch.
rm-players-only = Only the players of game #{ $id } may ask for a rematch: { $players }.
rm-not-over = Game #{ $id } is not over yet: a rematch opens from its final board.
rm-not-posted = I could not post the rematch lobby in { $place }, but it is open: join it with `/{ $kind } join` there, or press **{ rm-play-again }** again later.
