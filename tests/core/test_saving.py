"""Save proves the file reads back, keeps `.bak` whole, and respects the file it replaces."""

import json
import os
import stat
import time

import pytest

from campal.core.io import SaveError, load_battle, save_battle
from campal.core.model import AssetStore, Battle, Point, Side, Unit

ASSETS = AssetStore()


def test_the_file_keeps_its_permissions(tmp_path):
    path = tmp_path / "b.campal"
    save_battle(path, Battle(title="Uno"), ASSETS)
    os.chmod(path, 0o644)
    save_battle(path, Battle(title="Dos"), ASSETS)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    assert stat.S_IMODE(path.with_name("b.campal.bak").stat().st_mode) == 0o644


def test_a_new_file_follows_the_umask_not_the_temporary_files_0600(tmp_path):
    path = tmp_path / "b.campal"
    mask = os.umask(0o022)
    try:
        save_battle(path, Battle(), ASSETS)
    finally:
        os.umask(mask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_a_symbolic_link_is_written_through_to_its_target(tmp_path):
    real = tmp_path / "real" / "b.campal"
    real.parent.mkdir()
    save_battle(real, Battle(title="Uno"), ASSETS)
    link = tmp_path / "link.campal"
    link.symlink_to(real)
    save_battle(link, Battle(title="Dos"), ASSETS)
    assert link.is_symlink()
    assert load_battle(real).battle.title == "Dos"
    assert load_battle(real.with_name("b.campal.bak")).battle.title == "Uno"


def test_a_read_only_file_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "b.campal"
    save_battle(path, Battle(title="Uno"), ASSETS)
    os.chmod(path, 0o444)  # refused even for an administrator, who could write it anyway
    with pytest.raises(SaveError) as failed:
        save_battle(path, Battle(title="Dos"), ASSETS)
    assert failed.value.problem.key == "save.read_only"
    assert load_battle(path).battle.title == "Uno"


def test_a_document_the_loader_would_refuse_is_never_written(tmp_path):
    path = tmp_path / "b.campal"
    save_battle(path, Battle(title="Buena"), ASSETS)
    broken = Battle().model_copy(  # built without validation, as an event would
        update={
            "units": {"unit-u": Unit(id="unit-u", name="U", side="side-nowhere", position=Point(x=0, y=0))}
        }
    )
    with pytest.raises(SaveError) as failed:
        save_battle(path, broken, ASSETS)
    assert failed.value.problem.key == "save.would_not_open"
    assert load_battle(path).battle.title == "Buena"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.campal"]


def test_a_nan_that_would_save_as_null_is_never_written(tmp_path):
    side = Side(id="side-s", name="S")
    unit = Unit(id="unit-u", name="U", side="side-s", position=Point(x=0, y=0)).model_copy(
        update={"facing": float("nan")}
    )
    broken = Battle(sides={"side-s": side}).model_copy(update={"units": {"unit-u": unit}})
    with pytest.raises(SaveError):
        save_battle(tmp_path / "b.campal", broken, ASSETS)
    assert list(tmp_path.iterdir()) == []


def test_a_kill_while_the_backup_is_written_leaves_the_old_backup_whole(tmp_path, monkeypatch):
    path = tmp_path / "b.campal"
    save_battle(path, Battle(title="Uno"), ASSETS)
    save_battle(path, Battle(title="Dos"), ASSETS)
    real_fsync = os.fsync
    calls = []

    def dies_on_the_backup(descriptor):
        calls.append(descriptor)
        if len(calls) == 2:  # the first fsync is the new file, the second the backup's copy
            raise OSError("killed")
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", dies_on_the_backup)
    with pytest.raises(SaveError):
        save_battle(path, Battle(title="Tres"), ASSETS)
    monkeypatch.undo()
    assert load_battle(path).battle.title == "Dos"
    assert load_battle(path.with_name("b.campal.bak")).battle.title == "Uno"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.campal", "b.campal.bak"]


def test_temporary_files_left_by_a_killed_save_are_cleaned_up(tmp_path):
    path = tmp_path / "b.campal"
    stale = tmp_path / ".b.campal.abc123.tmp"
    stale.write_bytes(b"x" * 1000)
    old = time.time() - 3600
    os.utime(stale, (old, old))
    other = tmp_path / ".other.campal.abc.tmp"
    other.write_bytes(b"y")
    os.utime(other, (old, old))
    save_battle(path, Battle(), ASSETS)
    assert not stale.exists()
    assert other.exists()  # another battle's business


def test_save_returns_the_digest_of_what_it_wrote(tmp_path):
    import hashlib

    path = tmp_path / "b.campal"
    digest = save_battle(path, Battle(), ASSETS)
    assert digest == hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_long_log_written_and_read_in_slices_is_the_same_document(tmp_path) -> None:
    """A save on a worker writes, validates and compares the log a slice at a time; the file
    reads back, with or without slices, as the battle saved, and its JSON is the one written
    in one piece."""
    from campal.core.io.in_chunks import LOG_SLICE, document_json, loads
    from tests.core.long_battle import long_battle

    battle = long_battle(LOG_SLICE * 2 + 7)
    shares: list[float] = []
    assert json.loads(document_json(battle, shares.append)) == json.loads(battle.model_dump_json(indent=1))
    text = document_json(battle, shares.append).decode()
    assert loads(text, shares.append) == json.loads(text)
    path = tmp_path / "larga.campal"
    save_battle(path, battle, AssetStore(), pause=shares.append)
    assert shares and all(0.0 <= share <= 1.0 for share in shares)
    assert load_battle(path, pause=shares.append).battle == battle == load_battle(path).battle


def test_a_started_battle_writes_and_reads_its_log_a_slice_at_a_time(monkeypatch) -> None:
    """Once a battle has started its opening follows the log in the document: the log is still
    written and read a slice at a time, never by one call over the whole text (which held the
    interpreter for a fifth of a second at 20,000 steps)."""
    from campal.core.dice import RandomDice
    from campal.core.engine import Engine, MoveToken, PlainMap, StartBattle
    from campal.core.io import in_chunks

    sides = {"side-a": Side(id="side-a", name="A")}
    units = {
        f"unit-{i}": Unit(id=f"unit-{i}", name=f"U{i}", side="side-a", position=Point(x=5.0 * i, y=0.0))
        for i in range(3)
    }
    engine = Engine(Battle(sides=sides, units=units), dice=RandomDice(1), map_queries=PlainMap())
    engine.execute(StartBattle())
    for step in range(in_chunks.LOG_SLICE * 3):
        engine.execute(MoveToken(f"unit-{step % 3}", Point(x=float(step % 50), y=1.0)))
    battle = engine.state
    assert battle.opening is not None

    written: list[float] = []
    text = in_chunks.document_json(battle, written.append).decode()
    assert len(written) >= 3
    assert json.loads(text) == json.loads(battle.model_dump_json(indent=1))
    whole = json.loads(text)
    parsed: list[int] = []
    plain_loads = json.loads
    monkeypatch.setattr(json, "loads", lambda part, **kw: parsed.append(len(part)) or plain_loads(part, **kw))
    assert in_chunks.loads(text, lambda _share: None) == whole
    assert parsed and max(parsed) < len(text) / 10


def test_a_log_nested_deeper_is_not_taken_for_the_battles_own() -> None:
    """Read in slices, only the top-level log is the battle's: a "log" written the same way
    deeper in, or a second top-level one, reads as json reads it."""
    from campal.core.io.in_chunks import loads

    for text in (
        '{"format_version": 1, "notes": {\n "log": [1, 2, 3]}, "log": [4]}',
        '{"format_version": 1,\n "log": [1, 2, 3], "log": [4]}',
        '{"format_version": 1,\n "log": [1, 2, 3], "title": "\\n \\"log\\": ["}',
    ):
        assert loads(text, lambda _share: None) == json.loads(text)
