"""Why a battle file could not be read, in terms the GM can act on."""

from __future__ import annotations

from pathlib import Path

from ..model import Message


class BattleFileError(Exception):
    """``problem`` is a translatable message; ``field`` is the path inside the document, if any."""

    def __init__(self, path: Path | str, problem: Message, field: str = "", mendable: bool = False) -> None:
        super().__init__(f"{path}: {field + ': ' if field else ''}{problem.key} {problem.params}")
        self.path = Path(path)
        self.problem = problem
        self.field = field
        # Opening with repairs (dropping references that point at nothing) would cure it.
        self.mendable = mendable
