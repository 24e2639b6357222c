"""Nothing is collected before the first frame of a start: the battle put in the window asked for
a collection of everything the start had made (about 40 ms), and it came before the map's first
paint. Run in a fresh process, started as the entry point starts the window."""

import json

from tests.fresh_python import run_fresh

SCRIPT = """
import gc, json, sys
gc.disable()  # as the entry point does while Campal starts
events = []
gc.callbacks.append(lambda phase, info: phase == "start" and events.append(["collect", info["generation"]]))
from PySide6.QtCore import QEvent
from campal.ui import app
from campal.ui.startup import check

watch = check.FirstFrame.eventFilter
def first_paint(self, watched, event):
    if self.elapsed_ms is None and event.type() == QEvent.Type.Paint:
        events.append(["paint", None])
    return watch(self, watched, event)
check.FirstFrame.eventFilter = first_paint
code = app.run_gui(None, startup_check=True)
print(json.dumps(events))
sys.exit(code)
"""


def test_the_first_frame_comes_before_any_collection(tmp_path):
    printed = run_fresh(SCRIPT, home=tmp_path)
    events = json.loads(printed[-1])
    assert ["paint", None] in events
    assert events[0] == ["paint", None], events
