"""Every test runs without a display, with its settings and user data in a throwaway folder.

HOME and the XDG folders point into one temporary folder per test process, set here before any
test starts Qt: the app under test and every process a test starts (they inherit the
environment) keep their settings, autosaves and crash-recovery journals there, never in the
developer's own, and never read back a developer's real recovery files. The folder is removed
when the run ends. Tests that give a process folders of their own still do so.
"""

import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="campal-tests-")
os.environ["HOME"] = _home
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, ".config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, ".local", "share")
os.environ["XDG_STATE_HOME"] = os.path.join(_home, ".local", "state")
os.environ["XDG_CACHE_HOME"] = os.path.join(_home, ".cache")


def pytest_unconfigure(config):
    shutil.rmtree(_home, ignore_errors=True)


# The app's own dice, seeded from one seed the run's header names (--dice-seed rolls it again).
pytest_plugins = ("tests.dice_seeds",)
