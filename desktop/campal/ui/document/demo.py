"""The demo battle shipped in the package, opened when the GM starts without a file."""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path

from ...core.io import BattleFileError, LoadedBattle, load_battle
from ...core.model import AssetStore, Battle

DEMO = "samples/demo.campal"


def demo_battle() -> LoadedBattle:
    """The demo shipped in the package, read through the same loader as any other file."""
    resource = files("campal.resources") / DEMO
    try:
        with as_file(resource) as path:
            return load_battle(path)
    except (BattleFileError, FileNotFoundError):
        return LoadedBattle(Battle(), AssetStore())


def demo_origin() -> Path | None:
    """The demo's own file, when the package is installed as files (crash recovery replays
    on it rather than on a copy)."""
    resource = files("campal.resources") / DEMO
    return resource if isinstance(resource, Path) and resource.is_file() else None
