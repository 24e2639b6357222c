"""What most sessions never use is imported when the GM first asks for it, not at every start:
the players' window's process and its socket, the recovery list (with no crash to recover
from), the replay's bar, the Universal VTT reader and writer, the army format (for a GM with no
library of their own), and the dialogs of the menus. Run in a fresh process, where nothing is
imported yet."""

import json

from tests.fresh_python import run_fresh

ON_DEMAND = (
    "PySide6.QtNetwork",
    "campal.ui.player.players_process",
    "campal.ui.replay.bar",
    "campal.core.uvtt.reading",
    "campal.core.uvtt.placing",
    "campal.ui.uvtt.dialog",
    "campal.ui.uvtt.export",
    "campal.ui.dialogs.new_battle",
    "campal.ui.dialogs.preferences",
    "campal.ui.dialogs.export_image",
    "campal.ui.dialogs.field_settings",
    "campal.ui.dialogs.calibration",
    "campal.ui.house_rules.dialog",
    "campal.ui.tools.calibrate",
    "campal.core.armies",
    "campal.ui.journal.offer",
)

SCRIPT = """
import json, sys
from PySide6.QtCore import QSettings
from campal.ui.app import application, build_window
from campal.ui.window.settings import AppSettings

app = application()
window = build_window(None, AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
window.show()
app.processEvents()
print(json.dumps(sorted(name for name in json.loads(sys.argv[2]) if name in sys.modules)))
"""


def test_the_window_starts_without_what_it_imports_on_demand(tmp_path):
    printed = run_fresh(SCRIPT, str(tmp_path / "settings.ini"), json.dumps(ON_DEMAND), home=tmp_path)
    assert json.loads(printed[-1]) == []
