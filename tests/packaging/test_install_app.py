"""``packaging/install_app.sh`` on a stand-in app folder, with HOME in a temporary folder: the app,
its command, menu entry, file type and icons land in ~/.local, and --uninstall takes them away."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from campal.ui.startup.identity import APP_ID, ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "demo.campal"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A built app stands in as a script that echoes its arguments, with the real share/ tree."""
    app = tmp_path / "dist" / "campal"
    app.mkdir(parents=True)
    (app / "campal").write_text('#!/bin/sh\necho "campal got: $*"\n')
    (app / "campal").chmod(0o755)
    subprocess.run(["bash", str(ROOT / "packaging" / "linux" / "share_tree.sh"), str(app)], check=True)
    home = tmp_path / "home with space"
    home.mkdir()
    _install(home, str(app))
    return home


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    return env


def _install(home: Path, *args: str) -> None:
    subprocess.run(
        ["bash", str(ROOT / "packaging" / "install_app.sh"), *args],
        check=True,
        env=_env(home),
        capture_output=True,
    )


def _installed(home: Path) -> set[str]:
    return {p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file()}


def test_the_command_starts_the_installed_app_with_the_arguments_given(home: Path) -> None:
    launcher = home / ".local" / "bin" / "campal"
    done = subprocess.run([str(launcher), "a battle.campal"], capture_output=True, text=True, check=True)
    assert done.stdout == "campal got: a battle.campal\n"
    assert (home / ".local" / "opt" / "campal" / "campal").is_file()


def test_the_menu_entry_starts_the_app_by_its_full_path(home: Path) -> None:
    entry = (home / ".local" / "share" / "applications" / f"{APP_ID}.desktop").read_text()
    assert f'\nExec="{home}/.local/opt/campal/campal" %f\n' in entry


def test_the_icons_file_type_and_metadata_are_where_the_desktop_looks(home: Path) -> None:
    share = ".local/share"
    expected = {f"{share}/icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES} | {
        f"{share}/icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"{share}/mime/packages/{APP_ID}.xml",
        f"{share}/metainfo/{APP_ID}.metainfo.xml",
    }
    assert expected <= _installed(home)


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="needs shared-mime-info")
def test_the_desktop_knows_a_campal_file_even_renamed(home: Path) -> None:
    renamed = home / "battle.bin"
    shutil.copy(SAMPLE, renamed)
    probe = (
        "import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase(); "
        "print(db.mimeTypeForFile(sys.argv[1]).name(), db.mimeTypeForFile(sys.argv[2]).name())"
    )
    env = _env(home) | {"XDG_DATA_HOME": str(home / ".local" / "share")}
    done = subprocess.run(
        [sys.executable, "-c", probe, str(SAMPLE), str(renamed)], env=env, capture_output=True, text=True
    )
    assert done.stdout.split() == ["application/x-campal", "application/x-campal"], done.stderr


def test_uninstall_takes_away_everything_it_put_there(home: Path) -> None:
    _install(home, "--uninstall")
    left = {p for p in _installed(home) if "/mime/" not in p and not p.endswith("mimeinfo.cache")}
    assert left == set()
    assert not (home / ".local" / "share" / "mime" / "application" / "x-campal.xml").exists()
