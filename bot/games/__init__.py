"""Pure rules engines, one package per game (see shared/DESIGN.md, "Layers").

Nothing in here imports discord, PIL, aiosqlite, asyncio, time or the global
``random``: engines take plain data and return plain data.
"""
