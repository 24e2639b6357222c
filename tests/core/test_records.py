"""The core's records build their validators on first use, and every one of them can be built."""

import subprocess
import sys

from campal.core.plugins import load_systems
from campal.core.records import unbuilt


def test_importing_the_core_builds_few_of_its_records():
    script = (
        "from campal.core import engine, io, rules\n"
        "from campal.core.records import unbuilt\n"
        "print(len(unbuilt()))\n"
    )
    printed = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    assert int(printed) >= 50


def test_every_record_of_every_system_builds():
    load_systems()
    for record in unbuilt():
        record.model_rebuild()
    assert unbuilt() == []
