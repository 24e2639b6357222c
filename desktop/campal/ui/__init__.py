"""The PySide6 user interface: it renders engine state and turns gestures into commands."""
