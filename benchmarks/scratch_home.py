"""A throwaway home for the benchmarks that open the real window.

The window keeps its settings, a crash-recovery journal and a copy of an unsaved battle in the
user's folders: a benchmark, which never closes its window, would leave a copy of its field
there at each run (2 MB for ``drag.py``) and read the developer's own recovery files back.
``use_scratch_home()``, called before the QApplication exists, points HOME and the XDG folders
at a temporary folder, removed at exit, for this process and every process it starts.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

XDG_FOLDERS = {
    "XDG_CONFIG_HOME": ".config",
    "XDG_DATA_HOME": os.path.join(".local", "share"),
    "XDG_STATE_HOME": os.path.join(".local", "state"),
    "XDG_CACHE_HOME": ".cache",
}


def use_scratch_home() -> str:
    home = tempfile.mkdtemp(prefix="campal-benchmark-")
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    os.environ["HOME"] = home
    for name, folder in XDG_FOLDERS.items():
        os.environ[name] = os.path.join(home, folder)
    return home
