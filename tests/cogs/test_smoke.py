async def test_lobby_to_first_move(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    users = [guild.add_member(simcord_env.create_user(n)) for n in ("alice", "bob", "carol")]
    res = await users[0].slash(channel, "rumble new")
    print(res.response.content, res.response.embeds[0].to_dict())
    lobby = channel.last_message
    await users[1].click(lobby, label="Join")
    await users[2].click(lobby, label="Join")
    await users[0].click(lobby, label="Start")
    print(channel.threads)
    thread = channel.threads[0]
    board = thread.last_message
    print(board.content, board.embeds[0].description, board.attachments, board.components)
