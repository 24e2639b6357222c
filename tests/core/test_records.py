"""The core's records build their validators on first use, and every one of them can be built."""

from campal.core.plugins import load_systems
from campal.core.records import unbuilt
from tests.fresh_python import run_fresh


def test_importing_the_core_builds_few_of_its_records():
    script = (
        "from campal.core import engine, io, rules\n"
        "from campal.core.records import unbuilt\n"
        "print(len(unbuilt()))\n"
    )
    (printed,) = run_fresh(script)
    assert int(printed) >= 50


def test_every_record_of_every_system_builds():
    load_systems()
    for record in unbuilt():
        record.model_rebuild()
    assert unbuilt() == []
