"""The suite never reaches the developer's own folders: the settings, autosave and crash-recovery
folders Campal resolves during a test run, in the test process and in a process a test starts,
lie in the throwaway home of tests/conftest.py, not in the real home of the user running it."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from campal.ui.app import configure_application
from campal.ui.journal.keeper import autosave_folder

pwd = pytest.importorskip("pwd")  # the real home, read from the user database, not from HOME

Location = QStandardPaths.StandardLocation
LOCATIONS = [
    Location.HomeLocation,
    Location.AppDataLocation,
    Location.AppLocalDataLocation,
    Location.AppConfigLocation,
    Location.ConfigLocation,
    Location.GenericDataLocation,
    Location.GenericConfigLocation,
    Location.CacheLocation,
    Location.GenericCacheLocation,
]

CHILD = """
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from campal.ui.app import configure_application
from campal.ui.journal.keeper import autosave_folder
from pathlib import Path

configure_application(QCoreApplication([]))
for location in QStandardPaths.StandardLocation:
    print(QStandardPaths.writableLocation(location))
print(autosave_folder())
print(QSettings().fileName())
print(Path.home())
"""


def real_home() -> Path:
    return Path(pwd.getpwuid(os.getuid()).pw_dir).resolve()


def assert_throwaway(folders: list[str]) -> None:
    scratch = Path(tempfile.gettempdir()).resolve()
    home = real_home()
    for folder in filter(None, folders):
        path = Path(folder).resolve()
        assert not path.is_relative_to(home), f"a test would use the real {path}"
        assert path.is_relative_to(scratch), f"a test would use {path}, outside the temporary folder"


def test_the_throwaway_home_is_not_the_users_own():
    home = Path.home().resolve()
    assert home != real_home()
    assert home.is_relative_to(Path(tempfile.gettempdir()).resolve())


def test_settings_autosaves_and_data_resolve_into_the_throwaway_home(qapp):
    configure_application(qapp)
    home = Path.home().resolve()
    folders = [QStandardPaths.writableLocation(location) for location in LOCATIONS]
    folders += [str(autosave_folder()), QSettings().fileName()]
    for folder in folders:
        assert Path(folder).resolve().is_relative_to(home), folder
    assert_throwaway(folders)


def test_a_window_keeps_its_recovery_journal_in_the_throwaway_home(window):
    assert window.keeper.store.path.exists()
    assert window.keeper.store.path.resolve().is_relative_to(Path.home().resolve())
    assert_throwaway([str(window.keeper.store.path)])


def test_a_process_a_test_starts_resolves_into_the_throwaway_home():
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, check=True)
    folders = [line for line in done.stdout.splitlines() if line.startswith(os.sep)]
    assert len(folders) > 10
    assert_throwaway(folders)
