# Taking a move back (bot/sessions/undo.py, cogs/undo.py, bot/history.py): the board's and My view's
# "Take back" button, /<game> undo, the thread's sentence and the history's mark.

## The thread's sentence: the move before it was taken back ($who: the player).
undo-took-back = **{ $who }** took back their move.

## The history's mark on a move that was taken back.
undo-taken-back = (taken back)

## The buttons: on the live board (everyone sees it, only $who may use it) and in the mover's own view.
undo-button = Take back ({ $who })
undo-button-own = Take back my move

## What the player who took a move back is told.
undo-done = You took back your move: it is yours to play again, with the deadline you had.

## Refusals.
undo-only-your-last = Only your own last move can be taken back, and only until someone else acts.
undo-over = The game is over: its last move cannot be taken back.
undo-bot-plays = A bot is playing your seat: press “I'm back” (or use `/{ $kind } back`) before taking a move back.
undo-cannot = That move cannot be taken back: { $kind ->
    [rumble] the fight that ends a rumble reveals everyone's characters and deals the next ones. In Rumble a move, or a fight that leaves several characters standing, can be taken back.
    [ghostathome] it showed or drew cards, or told the table about a hand. In Ghost at Home only letting a ghost in or an escape go on can be taken back, when everyone is always asked and nobody draws.
    [purplehouse] it revealed a card or laid the House out at random. In The Purple House a Scouting step can be taken back while someone still scouts, and so can sorting the face-down cards.
    [children] it drew or showed a card, or showed the next tablet. In Children placing the tablet, taking a Skull Token, leaving a card face down, moving a ghost or ending your actions can be taken back when nothing hidden followed.
    [quiethouse] in Quiet House every move flips the next Time Card, so no move can be taken back.
   *[other] it revealed something hidden or drew by chance.
}
