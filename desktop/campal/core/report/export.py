"""The battle report for forums: Markdown or BBCode, the whole battle or one round."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import StrEnum
from itertools import groupby

from ..model import Battle, LogEntry
from .prose import TokenNames, entry_lines
from .secrecy import players_log
from .templates import language


class ReportFormat(StrEnum):
    MARKDOWN = "md"
    BBCODE = "bbcode"


_HEADINGS = {
    "es": ("Preparativos", "Asalto {n}", "(decisión del DJ)"),
    "en": ("Before battle", "Round {n}", "(GM decision)"),
}


def round_title(number: int, code: str = "es") -> str:
    """ "Round 2", or what comes before the first round, in language ``code``."""
    before, round_heading, _ = _HEADINGS.get(code, _HEADINGS["en"])
    return round_heading.format(n=number) if number else before


def rounds_in(battle: Battle) -> list[int]:
    return sorted({entry.round for entry in battle.log})


def _entries(battle: Battle, round_number: int | None, players: bool) -> Iterable[LogEntry]:
    log = players_log(battle) if players else battle.log
    return (entry for entry in log if round_number is None or entry.round == round_number)


def _markdown(title: str, sections: list[tuple[str, list[list[str]]]]) -> str:
    out = [f"# {title}", ""]
    for heading, entries in sections:
        out += [f"## {heading}", ""]
        for lines in entries:
            out.append(f"- {lines[0]}")
            out += [f"  - {line.strip()}" for line in lines[1:]]
        out.append("")
    return "\n".join(out)


def _bbcode(title: str, sections: list[tuple[str, list[list[str]]]]) -> str:
    out = [f"[size=150][b]{title}[/b][/size]", ""]
    for heading, entries in sections:
        out += [f"[b]{heading}[/b]", "[list]"]
        for lines in entries:
            out.append(f"[*]{lines[0]}")
            if len(lines) > 1:
                out += ["[list]", *(f"[*]{line.strip()}" for line in lines[1:]), "[/list]"]
        out += ["[/list]", ""]
    return "\n".join(out)


WRITERS: dict[ReportFormat, Callable[[str, list[tuple[str, list[list[str]]]]], str]] = {
    ReportFormat.MARKDOWN: _markdown,
    ReportFormat.BBCODE: _bbcode,
}


def export_report(
    battle: Battle,
    code: str = "es",
    fmt: ReportFormat = ReportFormat.MARKDOWN,
    round_number: int | None = None,
    players: bool = False,
) -> str:
    """The log grouped by round, each entry with its rolls and results beneath it.

    ``players`` leaves out the entries about what the GM hides, as the players' board does.
    """
    language(code)  # an unknown language fails here, before any text is written
    gm_mark = _HEADINGS.get(code, _HEADINGS["en"])[2]
    sections = []
    names = TokenNames(battle)
    for number, group in groupby(_entries(battle, round_number, players), key=lambda entry: entry.round):
        entries = []
        for entry in group:
            lines = entry_lines(entry, code, battle.system.value, names)
            if entry.gm_decision:
                lines[0] = f"{lines[0]} {gm_mark}"
            entries.append(lines)
        sections.append((round_title(number, code), entries))
    return WRITERS[fmt](battle.title, sections)
