"""Drawing Ghost at Home boards with Pillow: the board (``board``) and its parts."""
