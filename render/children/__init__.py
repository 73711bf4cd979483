"""Drawing Children boards with Pillow: the board (``board``) and its parts."""
