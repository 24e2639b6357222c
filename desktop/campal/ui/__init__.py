"""The PySide6 user interface: it renders engine state and turns gestures into commands."""

import PySide6  # noqa: F401  (the hook below exists once PySide6 is imported)

from .feature_scan import answer_campal_by_name

answer_campal_by_name()
