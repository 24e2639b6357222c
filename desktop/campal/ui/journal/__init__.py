"""Crash protection seen from the window: the keeper that journals every step, the offer of unsaved
battles at start, and the reading of journals from older versions."""
