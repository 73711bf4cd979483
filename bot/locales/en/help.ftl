# /hauntbot help: the games, how to start one, where the controls are, and every command (cogs/help.py).
# Command names come as arguments, in backticks, as the reader's Discord shows them: $new is "`/<game> new`".

help-title = Hauntbot: help
help-intro = Hauntbot runs board games in Discord: each game has its own thread, and its players move in turn whenever they can.
help-start = **Starting a game.** Type { $new } in a channel: a lobby card opens. The others press **{ ctl-join }**, then the host presses **{ ctl-start }**. Bots can fill empty seats: the host picks **{ table-add-bot-placeholder }** on the lobby card.
help-controls = **Where the controls are.** In the game's thread, the live board at the bottom holds the buttons and menus for the moves you can make. **{ ctl-my-view }** shows you alone your cards, your secrets and your moves. Each game also takes typed commands in its thread (below), and { $rules } gives its rules in short.
help-pace = **How long.** The times below are for a game around a table. Here a game lasts hours or days: each player moves when they can, within the turn's deadline (24 h unless the host or the server chose another).

help-games = The games
# A game: its title, its command group, its player counts ($players) and, when known, its length ($length).
help-game = **{ $title }** · { $command } · { $players }{ $length }
help-players = { $low }–{ $high } players
help-players-exactly = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
help-length = { " " }· { $course }{ $table }
help-table-minutes = , about { $minutes } min at a table
help-length-rumble = three rumbles
help-length-ghostathome = until someone escapes their house
help-length-purplehouse = up to three rounds
help-length-quiethouse = at most 25 turns, one per Time card
help-length-children = until the deck runs out, or five ghosts are enraged

help-commands = Commands
help-any-game = <game>
help-every-game = Every game: { $group }
help-every-new = Open a lobby of that game in this channel.
help-own = { $title }
help-managers = For server managers (Manage Server)
help-command = { $name } — { $about }
help-context-menu = in the Apps menu of a message or member
