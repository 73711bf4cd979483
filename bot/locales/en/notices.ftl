# When Discord takes a game's home away (cogs/notices.py): where the game goes on, why it is paused, and DMs.

## Said above the next board or ping when the game moved out of its thread.
nt-lost-thread = I can no longer post in the game's thread, so the game goes on in this channel.
nt-thread-deleted = The game's thread was deleted, so the game goes on in this channel.

## Why a game is paused (kept with the game, shown in /hauntbot-admin games and in the host's DM).
nt-why-channel-gone = its channel was deleted or I can no longer see it
nt-why-nowhere = I can no longer post anywhere
nt-why-channel-refuses = I can no longer post in its channel
nt-why-thread-and-channel = I can no longer post in its thread or its channel

## The host's DM when their game pauses.
nt-paused = Your { $game } game #{ $id } is paused: { $why }. Nothing is lost. A server manager can move it to another channel with `/hauntbot-admin move game:{ $id }`, and it goes on from where it stopped.

## In the game's home, once, to a player who asked for DMs but whose DMs are closed.
nt-dm-closed = { $who }, I could not DM you (your DMs are closed to me), so I will mention you here instead. Turn DMs off or open them with `/hauntbot settings`.
