"""Every file of the hostile corpus is refused, with a message; a tangled polygon opens and is
left out of the terrain index. How long each takes is `benchmarks/hostile.py`'s (target: two
seconds); here a refusal only has to end, well inside a run of the suite, whatever the load."""

import time

import pytest

from campal.core.geometry import IndexCache
from campal.core.io import BattleFileError, load_battle
from tests.hostile_corpus import TANGLED, corpus, tangled_battle

CASES = corpus()
ENDS_S = 30.0  # a loop that never ends, not a speed


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_hostile_file_is_refused(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(CASES[name])
    started = time.perf_counter()
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    elapsed = time.perf_counter() - started
    assert refused.value.problem.key, name
    assert elapsed < ENDS_S, f"{name}: {elapsed:.2f} s"


@pytest.mark.parametrize("name", sorted(TANGLED))
def test_a_tangled_polygon_opens_and_is_skipped_by_the_terrain_index(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(tangled_battle(*TANGLED[name]))
    started = time.perf_counter()
    battle = load_battle(path).battle
    index = IndexCache().index(battle)
    assert time.perf_counter() - started < ENDS_S, f"{time.perf_counter() - started:.2f} s"
    assert [skipped.id for skipped in index.skipped] == ["terrain-a"]
    assert index.skipped[0].reason.key == "geometry.too_tangled"


def test_a_terrain_override_beyond_any_rule_is_refused_with_its_reason(tmp_path):
    path = tmp_path / "huge-terrain-override.campal"
    path.write_bytes(CASES["huge-terrain-override.campal"])
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert refused.value.problem.key == "validation.override_out_of_range"
    assert refused.value.field == "terrain.terrain-a.overrides"


def test_a_number_too_long_to_read_is_refused_with_its_line(tmp_path):
    path = tmp_path / "long-integer.campal"
    path.write_bytes(CASES["long-integer.campal"])
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert refused.value.problem.key == "file.number_too_long"
    assert refused.value.problem.params == {"line": 2}
