"""The battle report as plain text, headless (for ``campal report`` and forum posts)."""

from .export import ReportFormat, export_report, rounds_in
from .prose import entry_lines, render, render_breakdown, render_log, render_term
from .templates import language

__all__ = [
    "ReportFormat",
    "entry_lines",
    "export_report",
    "language",
    "render",
    "render_breakdown",
    "render_log",
    "render_term",
    "rounds_in",
]
