"""The battle report as plain text, headless (for ``campal report`` and forum posts)."""

from .export import ReportFormat, export_report, round_title, rounds_in
from .prose import TokenNames, entry_lines, render, render_breakdown, render_log, render_term
from .secrecy import hidden_ids, is_secret, mentions, players_log
from .templates import language

__all__ = [
    "ReportFormat",
    "TokenNames",
    "entry_lines",
    "export_report",
    "hidden_ids",
    "is_secret",
    "language",
    "mentions",
    "players_log",
    "render",
    "render_breakdown",
    "render_log",
    "render_term",
    "round_title",
    "rounds_in",
]
