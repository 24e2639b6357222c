"""One sentence for a file that could not be read, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.io import BattleFileError
from .messages import tr_message


def describe(error: BattleFileError) -> str:
    problem = tr_message(error.problem)
    if error.field:
        return QCoreApplication.translate("FileErrors", "Cannot open {file}: {problem} (at {field}).").format(
            file=error.path.name, problem=problem, field=error.field
        )
    return QCoreApplication.translate("FileErrors", "Cannot open {file}: {problem}.").format(
        file=error.path.name, problem=problem
    )
