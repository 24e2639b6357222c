"""The window's application has a worker let go of Python after a millisecond, not Python's five:
while a save, an open or an index runs on a worker, the window's thread waits that long at most
each time it asks for the interpreter. Run in a fresh process, whose interval nothing set yet."""

from campal.ui.startup.interpreter_turns import SWITCH_S
from tests.fresh_python import run_fresh

SCRIPT = """
import sys
print(sys.getswitchinterval())
from campal.ui.app import application
application()
print(sys.getswitchinterval())
"""


def test_the_application_hands_the_interpreter_over_every_millisecond(tmp_path):
    before, after = (float(line) for line in run_fresh(SCRIPT, home=tmp_path)[-2:])
    assert before == 0.005  # Python's own, so the test sees the application change it
    assert after == SWITCH_S == 0.001
