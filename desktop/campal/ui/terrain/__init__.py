"""Terrain in the window: its kinds and names, drawing and selecting features, and the cached index
the tools measure with."""
