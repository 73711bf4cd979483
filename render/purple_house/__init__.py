"""Drawing The Purple House boards with Pillow: the board (``board``) and its parts."""
