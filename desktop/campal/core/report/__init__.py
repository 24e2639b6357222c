"""The battle report as plain text, headless (for ``campal report`` and forum posts)."""

from .prose import entry_lines, render, render_breakdown, render_log, render_term
from .templates import language

__all__ = ["entry_lines", "language", "render", "render_breakdown", "render_log", "render_term"]
