"""Test-only players that see every secret (the cooperative games' yardstick in ``python -m bot.bench bots``).

They read the engine state, so they live here, in the benchmark, and never in a game's bots.
"""
