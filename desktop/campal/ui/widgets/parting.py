"""Keeping a closing top-level window alive in Python until Qt has deleted it.

A window Python created without a parent is owned by its Python wrapper. Forget the last
reference while it closes and the wrapper frees it in the middle of its own close event; leave it
in a reference cycle and Python's collector frees it whenever a collection runs, inside an
animation tick or even on a worker thread, where freeing a widget crashes Qt. Holding it here
until its deferred deletion (``WA_DeleteOnClose`` or ``deleteLater``) lets Qt free it at a safe
point of its event loop, and Python lets go only then.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject

_parting: set[QObject] = set()


def keep_until_deleted(thing: QObject) -> None:
    """Hold ``thing`` until Qt deletes it; the caller has asked Qt to (deleteLater or close)."""
    if thing in _parting:
        return
    _parting.add(thing)
    thing.destroyed.connect(partial(_parting.discard, thing))
