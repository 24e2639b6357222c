"""One sentence for a file that could not be read, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.io import BattleFileError, SaveError
from ..messages import tr_message


def describe(error: BattleFileError) -> str:
    problem = tr_message(error.problem)
    if error.field:
        return QCoreApplication.translate("FileErrors", "Cannot open {file}: {problem} (at {field}).").format(
            file=error.path.name, problem=problem, field=error.field
        )
    return QCoreApplication.translate("FileErrors", "Cannot open {file}: {problem}.").format(
        file=error.path.name, problem=problem
    )


def describe_save(path_name: str, error: SaveError | OSError) -> str:
    """Why a save did not happen, and that the file on disk was not touched."""
    problem = tr_message(error.problem) if isinstance(error, SaveError) else error.strerror or str(error)
    return QCoreApplication.translate(
        "FileErrors",
        "Cannot save {file}: {problem}. The battle is still open and the file on disk is as it was.",
    ).format(file=path_name, problem=problem)
