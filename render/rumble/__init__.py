"""Drawing Rumble in the House boards with Pillow: the board (``board``) and its parts."""
