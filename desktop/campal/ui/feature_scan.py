"""Campal's and the standard library's modules answered by name when PySide6 asks whether they
use it.

Once imported, PySide6 calls a hook after every import and reads the new module's whole source
to learn whether it mentions PySide6 (for its opt-in ``from __feature__ import`` of snake_case
names and true properties). The window imports some 200 of Campal's modules after PySide6, and
reading them all took about 35 ms of every start. Campal selects no feature, and a module that
does would say so through ``from __feature__`` itself, which the hook answers apart; so each
Campal module is counted as a PySide6 user with no feature without its file being read, and a
module of the standard library (some 40 are imported again after PySide6) as a module that does
not use it, as reading it would find. Other packages' modules are still read. Should a PySide6
release move the hook, nothing changes.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from types import ModuleType

PACKAGE = __name__.split(".")[0]
HOOK = "_mod_uses_pyside"  # shibokensupport.feature's reader of a module's source


def answer_campal_by_name() -> None:
    try:
        feature = importlib.import_module("shibokensupport.feature")
    except ImportError:
        return
    names = vars(feature)
    scan: Callable[[ModuleType], bool] | None = names.get(HOOK)
    if scan is None or scan.__module__ == __name__:
        return

    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        top = name.partition(".")[0]
        if top == PACKAGE:
            return True
        if top in sys.stdlib_module_names:
            return False
        return scan(module)

    names[HOOK] = uses_pyside
