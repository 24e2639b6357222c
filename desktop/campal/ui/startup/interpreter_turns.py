"""How soon the window's thread gets the interpreter back from a worker.

A save, an open, a terrain index and the record's warm-up run on worker threads, in Python. When
the window's thread wants the interpreter meanwhile (a timer, a paint, the GM's click), it waits
until the worker lets go, which Python forces only after ``sys.getswitchinterval()``: 5 ms by
default, and one turn of the window often asks several times. At 1 ms the window answers sooner
while a file job runs (``benchmarks/files.py``, 20,000 steps: ``save_block_ms`` 23-25 where it
was 47-85, ``open_block_ms`` 45-52 where it was 56-99). With no worker running nothing asks for
the interpreter, so the interval changes nothing.
"""

from __future__ import annotations

import sys

SWITCH_S = 0.001


def answer_between_workers() -> None:
    sys.setswitchinterval(SWITCH_S)
