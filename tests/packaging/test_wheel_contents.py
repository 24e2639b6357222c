"""The wheel holds every module of desktop/campal and every data file of resources/: an install
that is not editable finds all of it (a folder left out once broke ``campal render``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _source_files() -> set[str]:
    files = set()
    for base, prefix in ((ROOT / "desktop" / "campal", "campal"), (ROOT / "resources", "campal/resources")):
        for path in base.rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                if base.name == "campal" and path.suffix == ".md":
                    continue  # guides for developers beside the code, not needed by the app
                files.add(f"{prefix}/{path.relative_to(base).as_posix()}")
    return files


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    # setuptools stages the files in build/lib of the tree and never empties it: a module deleted
    # or renamed since an earlier build would still go into the wheel.
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("campal-*.whl")
    return zipfile.ZipFile(built)


def test_the_wheel_holds_every_module_and_resource_of_the_source_tree(wheel: zipfile.ZipFile) -> None:
    packaged = {name for name in wheel.namelist() if name.startswith("campal/")}
    missing = sorted(_source_files() - packaged)
    assert not missing, "left out of the wheel (list the folder in pyproject.toml's packages):\n" + "\n".join(
        missing
    )


def test_the_wheel_holds_nothing_the_source_tree_does_not(wheel: zipfile.ZipFile) -> None:
    packaged = {name for name in wheel.namelist() if not name.startswith("campal-")}
    assert packaged - _source_files() == set()


def test_the_wheel_carries_the_version_the_package_reports(wheel: zipfile.ZipFile) -> None:
    import campal

    metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    text = wheel.read(metadata).decode()
    assert f"\nVersion: {campal.__version__}\n" in text
    assert "\nLicense-Expression: GPL-3.0-or-later\n" in text
