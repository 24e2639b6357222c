"""A battle imports only its own rule system; a battle of another system opened later, or its
steps read back from a journal, finds that system's commands, events and phase hooks in place.

Each check runs in a fresh interpreter: in the test process every system is long imported.
"""

import json
from pathlib import Path

import pytest

from tests.fresh_python import run_fresh

PRELUDE = """
import json, sys
from importlib.resources import as_file, files
from campal.core.io import load_battle
from campal.core.rules import SYSTEM_PACKAGES

def sample(name):
    with as_file(files("campal.resources") / "samples" / name) as path:
        return load_battle(path).battle

def imported():
    return sorted(n for n in SYSTEM_PACKAGES if f"campal.core.rules.{n}" in sys.modules)

def document(battle):
    return battle.model_dump(mode="json")
"""

SAMPLES = {
    "demo.campal": "sifrp",
    "sifrp-batalla.campal": "sifrp",
    "exalted-batalla.campal": "exalted",
    "aquelarre-emboscada.campal": "aquelarre",
    "bastionland-vado.campal": "bastionland",
}


def run(script: str) -> dict:
    """Run ``script`` after the prelude in a new interpreter; it prints one JSON line last."""
    return json.loads(run_fresh(PRELUDE + script)[-1])


@pytest.mark.parametrize(("name", "system"), SAMPLES.items())
def test_a_battle_and_its_engine_import_only_the_battles_system(name, system) -> None:
    seen = run(f"""
from campal.core.engine import Engine
before = imported()
engine = Engine(sample({name!r}))
print(json.dumps({{"before": before, "after": imported()}}))
""")
    assert seen["before"] in ([], [system])  # validating the file may ask its own system already
    assert seen["after"] == [system]


def test_a_second_systems_battle_plays_undoes_and_redoes_its_own_commands() -> None:
    seen = run("""
from campal.core.engine import Engine
from campal.core.rules import system_of
first = Engine(sample("bastionland-vado.campal"))
only_first = imported()
battle = sample("aquelarre-emboscada.campal")
engine = Engine(battle)
command = system_of(battle).play.awaited(battle)[0]
entry = engine.execute(command)
played = document(engine.state)
engine.undo()
undone = document(engine.state) == document(battle)
engine.redo()
print(json.dumps({
    "only_first": only_first,
    "after": imported(),
    "command": type(command).__module__,
    "events": sorted({type(event).__module__ for event in entry.events}),
    "undone": undone,
    "redone": document(engine.state) == played,
}))
""")
    assert seen["only_first"] == ["bastionland"]
    assert seen["after"] == ["aquelarre", "bastionland"]
    assert seen["command"].startswith("campal.core.rules.aquelarre.")
    assert any(module.startswith("campal.core.rules.aquelarre.") for module in seen["events"])
    assert seen["undone"] and seen["redone"]


def test_a_journal_of_a_system_not_yet_imported_replays_in_a_fresh_process(tmp_path: Path) -> None:
    folder = tmp_path / "journal"
    written = run(f"""
from pathlib import Path
from campal.core.engine import Engine
from campal.core.engine.journal import CHAIN_START, StepTracker, chain_of
from campal.core.io.journal_store import Base, JournalStore
from campal.core.rules import system_of
engine = Engine(sample("aquelarre-emboscada.campal"))
store = JournalStore(Path({str(folder)!r}), durable=False)
store.begin("battle", None, Base("0" * 64, path=Path("/base.campal")), "", False)
tracker, chain, count = StepTracker(), CHAIN_START, 0
def record(change):
    global chain, count
    step = tracker.step_for(change)
    chain = chain_of(chain, step.kind, step.body())
    store.append("battle", count, step, chain, "", {{}})
    count += 1
engine.subscribe(record)
for _ in range(2):
    engine.execute(system_of(engine.state).play.awaited(engine.state)[0])
engine.undo()
engine.redo()
store.close()
print(json.dumps(document(engine.state)))
""")
    replayed = run(f"""
from pathlib import Path
from campal.core.engine import Event
from campal.core.engine.journal import replay_journal
from campal.core.io.journal_store import JournalStore
steps = JournalStore(Path({str(folder)!r})).read("battle").steps
nothing_yet = imported()
for step in steps:
    for data in step.events:
        Event.load(data)  # events of a system no engine has asked for yet
battle = replay_journal(sample("aquelarre-emboscada.campal"), steps)
print(json.dumps({{"nothing_yet": nothing_yet, "document": document(battle)}}))
""")
    assert replayed["nothing_yet"] == []
    assert replayed["document"] == written
