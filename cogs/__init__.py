"""Discord cogs: one per game plus the shared lobby, board and component plumbing."""
