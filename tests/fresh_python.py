"""A script run in a Python process of its own, where nothing is imported yet: for what only a
fresh start can show (what a start imports, when it collects, which records it builds)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_fresh(script: str, *args: str, home: Path | None = None, timeout: float = 120) -> list[str]:
    """The lines ``script`` printed, run with ``args`` by a new interpreter with Qt offscreen
    (with ``home`` as its home and its settings' and data's folders, when given). A script that
    fails fails the test with what it wrote on its error stream."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if home is not None:
        environment.update(
            HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data")
        )
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        env=environment,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return done.stdout.splitlines()
