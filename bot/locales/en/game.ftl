# What every game's cog says: lobbies, boards, private views (cogs/base.py).

g-joined = You joined { $game } lobby #{ $id }.
g-joined-in = You joined { $game } lobby #{ $id } in { $place }.
g-left = You left { $game } lobby #{ $id }.
g-started = Game #{ $id } has started in { $place }.
g-cancelled = { $game } #{ $id } was cancelled.
g-kicked = { $who } was removed from the lobby.
g-board-posted-in = The board is posted in { $place }.
g-board-posted-below = The board is posted below.
g-you-left = You have left the game.
g-ended-by-manager = { $game } #{ $id } was ended by a server manager.
g-no-thread = I could not open a thread here, so the game is played in this channel.
g-no-thread-permission = I need the **Create Public Threads** permission to give each game its own thread, so this game is played in this channel.
g-begins = { $game } #{ $id } begins! Players: { $players }.
g-nothing-private-yet = The game has not started yet; there is nothing private to see.
g-no-private-view = You are not playing in this game, so you have no private view; the board is public.
g-old-controls = These controls are not used by this game any more; press **My view** for yours.
g-live-board = Live board: { $link }
g-done = Done: { $move }
g-look-hidden = 👁️ This private view is hidden again; press **My view** to see yours now.

## Controls on boards, lobby cards and lists.
ctl-gone = This game is not available on this bot any more.
ctl-outdated = These controls were drawn before the bot was updated, so they no longer work. Press **My view** on the live board (or use the game's `board` command) for working ones. Nothing was changed.
ctl-my-view = My view
ctl-rules = Rules
ctl-history = History
ctl-join = Join
ctl-leave = Leave
ctl-start = Start
ctl-enter = Enter
g-only-you = Only you can see this.
g-look-over = 👁️ Your look is over: the fronts are hidden again, because memory is the game. While Scouting lasts you may look again with **My view**.
g-no-thread-yet = Discord would not open a thread for this game just now, so it starts in this channel; it moves into its own thread as soon as Discord lets me.
g-moved-into-thread = { $game } #{ $id } now has its thread: the game goes on here.
g-moved-to = { $game } #{ $id } goes on in its thread: { $place }
