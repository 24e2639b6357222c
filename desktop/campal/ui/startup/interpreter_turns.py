"""How soon the window's thread gets the interpreter back from a save's or an open's worker.

A save or an open runs on a worker thread, in Python. When the window's thread wants the
interpreter meanwhile (its timers, a paint, the GM's click), it waits until the worker lets go,
which Python forces only after ``sys.getswitchinterval()``: 5 ms by default, and one turn of the
window asks several times. While a file job runs the interval is 1 ms (``benchmarks/files.py``,
20,000 steps: ``save_block_ms`` 22-24 where it was 40-132, ``open_block_ms`` 36-54 where it was
45-178). Only then: with a shorter interval a short turn of the window (a drag's frame, 1-2 ms)
is cut more often by whatever other worker runs, and only file jobs need it.
"""

from __future__ import annotations

import sys

SWITCH_S = 0.001
_running = 0  # file jobs under way
_usual: float | None = None  # the interval outside them


def file_job_started() -> None:
    global _running, _usual
    if _running == 0:
        _usual = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_S)
    _running += 1


def file_job_ended() -> None:
    global _running
    if _running == 0:
        return
    _running -= 1
    if _running == 0 and _usual is not None:
        sys.setswitchinterval(_usual)
