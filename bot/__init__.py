"""Hauntbot: five haunted-house board games played in Discord."""
