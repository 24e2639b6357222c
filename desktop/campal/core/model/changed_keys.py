"""Which entries of a document's collection a change replaced, told by identity.

A command copies only what it changes, so an entry nobody touched is the very same object before
and after. With the same keys in the same order, as after most commands, the values are
compared pairwise in C, not a Python step per entry: at 4,000 tokens that is a quarter of the
time, and the engine's checks and every view ask it after each command.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Mapping
from itertools import compress
from operator import is_not

# Most changes set one entry of a collection (``with_item``): each such copy is noted with the
# collection it was made from and the key it set. The last few are kept, by identity, so that
# a change a few steps long, or its undo, is told by following them, at any size of battle,
# where comparing entry by entry grows with the battle (about 0.2 ms at 4,000 tokens, asked
# by the engine's checks and the views after every command).
_KEPT = 24
_made: deque[tuple[Mapping[str, object], Mapping[str, object], str]] = deque(maxlen=_KEPT)
_lock = threading.Lock()  # a file's worker may make documents while the window's thread asks


def note_set(source: Mapping[str, object], copy: Mapping[str, object], key: str) -> None:
    """``copy`` is ``source`` with the entry at ``key``, which ``source`` holds, set anew."""
    with _lock:
        _made.append((source, copy, key))


def _set_between(before: Mapping[str, object], after: Mapping[str, object]) -> list[str] | None:
    """The keys set on the way from ``before`` to ``after`` (or back), when noted copies lead
    from one to the other; else None."""
    with _lock:
        made = list(_made)
    for start, end in ((before, after), (after, before)):
        keys: list[str] = []
        current = end
        for source, copy, key in reversed(made):
            if copy is current:
                keys.append(key)
                current = source
                if current is start:
                    return keys
    return None


def changed_keys(before: Mapping[str, object], after: Mapping[str, object]) -> list[str] | None:
    """The keys whose values are not the very objects they were; None when the two do not hold
    the same keys in the same order. In ``after``'s order, or, when noted copies lead from one
    to the other, in the order they were set, latest first."""
    if len(before) != len(after):
        return None
    noted = _set_between(before, after)
    if noted is not None:
        return [key for key in dict.fromkeys(noted) if before[key] is not after[key]]
    if list(before) != list(after):
        return None
    return list(compress(after, map(is_not, before.values(), after.values())))


def changed_or_added_keys(before: Mapping[str, object], after: Mapping[str, object]) -> list[str]:
    """The keys of ``after`` whose values are not the very objects ``before`` held there (new
    keys included), in ``after``'s order."""
    keys = changed_keys(before, after)
    if keys is not None:
        return keys
    return [key for key, value in after.items() if before.get(key) is not value]
