"""Drawing Quiet House boards with Pillow: the board (``board``) and its parts."""
