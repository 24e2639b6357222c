"""The window imports a rule system when a battle of it opens, not before: the demo (SIFRP) starts
without the other three, and a battle of another system opened later plays, undoes and redoes
its own commands from the docks' offers. Run in a fresh process, where nothing is imported yet."""

import json

from tests.fresh_python import run_fresh

SCRIPT = """
import json, sys
from importlib.resources import as_file, files
from PySide6.QtCore import QSettings
from campal.core.rules import SYSTEM_PACKAGES, system_of
from campal.ui.app import application, build_window
from campal.ui.window.settings import AppSettings

def imported():
    return sorted(n for n in SYSTEM_PACKAGES if f"campal.core.rules.{n}" in sys.modules)

app = application()
window = build_window(None, AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
window.show()
app.processEvents()
at_start = imported()
with as_file(files("campal.resources") / "samples" / "aquelarre-emboscada.campal") as path:
    opened = window.open_path(path, ask=False)
app.processEvents()
session = window.session
battle = session.battle
command = system_of(battle).play.awaited(battle) or ()
executed = session.execute(command[0]) if command else False
played = session.battle
session.undo_stack.undo()
undone = session.battle == battle
session.undo_stack.redo()
print(json.dumps({
    "at_start": at_start,
    "opened": opened,
    "after": imported(),
    "executed": executed,
    "command": type(command[0]).__module__ if command else "",
    "undone": undone,
    "redone": session.battle == played and played != battle,
}))
session.undo_stack.setClean()
window.keeper.close()
"""


def test_the_demo_starts_with_its_system_alone_and_another_opens_ready_to_play(tmp_path):
    seen = json.loads(run_fresh(SCRIPT, str(tmp_path / "settings.ini"), home=tmp_path)[-1])
    assert seen["at_start"] == ["sifrp"]
    assert seen["opened"] and seen["after"] == ["aquelarre", "sifrp"]
    assert seen["executed"] and seen["command"].startswith("campal.core.rules.aquelarre.")
    assert seen["undone"] and seen["redone"]
