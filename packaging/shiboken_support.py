"""Write shiboken6's signature support modules out of its library, as bytecode, once per install.

shiboken6 (PySide6's binding runtime) carries the Python modules it needs at import, the
signature support, inside its shared library as a zip of sources, and compiles them at every
start: about 20 ms of each start of Campal. PySide's documented switch ``SBK_EMBED`` writes them
out instead (``SBK_EMBED=0``, into ``shiboken6/files.dir``), after which shiboken6 imports them as
any installed module, or removes that folder again (``SBK_EMBED=1``).

This script does both, in that order, so the folder always matches the shiboken6 installed now,
then compiles it to hash-checked bytecode: valid wherever the folder is copied (the desktop
application's build copies it), and never used for a source it was not compiled from.

    PYTHON packaging/shiboken_support.py    with the environment's own Python; prints the folder

bootstrap.sh and build_app.sh run it after installing Campal's dependencies. A shiboken6 upgraded
by hand with pip leaves the old folder behind (it is not among the wheel's files): running this
again, or either script, writes the new one.
"""

from __future__ import annotations

import compileall
import os
import py_compile
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path


def support_folder() -> Path | None:
    spec = find_spec("shiboken6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "files.dir"


def main() -> int:
    folder = support_folder()
    if folder is None:
        print("shiboken_support: shiboken6 is not installed in this environment", file=sys.stderr)
        return 1
    for switch in ("1", "0"):  # remove what an earlier shiboken6 wrote, then write this one's
        subprocess.run(
            [sys.executable, "-c", "import shiboken6"], env={**os.environ, "SBK_EMBED": switch}, check=True
        )
    if not folder.is_dir():
        print(f"shiboken_support: shiboken6 did not write {folder}", file=sys.stderr)
        return 1
    compiled = compileall.compile_dir(
        str(folder), quiet=1, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH
    )
    if not compiled:
        print(f"shiboken_support: {folder} did not compile", file=sys.stderr)
        return 1
    print(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
