"""The animated recap of a battle: its frames drawn as ``campal render`` draws the board, with a
caption per step, written as a GIF, an APNG or (with the ``av`` package) a video."""
