"""Pictures on units and sides: set and cleared by command, kept in the file with the images."""

from __future__ import annotations

import json
import zipfile

import pytest

from campal.core.engine import CommandRefused, Engine, SetPicture
from campal.core.io import BattleFileError, load_battle, save_battle
from tests.core.movement.fields import RED, foot, sifrp_battle
from tests.pngs import png


def _engine() -> Engine:
    return Engine(sifrp_battle(foot("unit-a", 100, 100), foot("unit-b", 140, 100)))


def test_a_picture_is_set_on_a_unit_and_a_side_and_undone() -> None:
    engine = _engine()
    ref = engine.assets.add(png(8, 6))
    engine.execute(SetPicture("unit-a", ref))
    engine.execute(SetPicture(RED, ref))
    assert engine.state.units["unit-a"].picture == ref
    assert engine.state.sides[RED].picture == ref
    engine.undo()
    assert engine.state.sides[RED].picture is None
    engine.execute(SetPicture("unit-a", None))
    assert engine.state.units["unit-a"].picture is None


@pytest.mark.parametrize(("target", "picture"), [("unit-zz", "a" * 64), ("unit-a", "not-an-address")])
def test_a_picture_for_nothing_or_not_an_address_is_refused(target: str, picture: str) -> None:
    engine = _engine()
    before = engine.state
    with pytest.raises(CommandRefused):
        engine.execute(SetPicture(target, picture))
    assert engine.state is before


def test_pictures_survive_save_and_reopen(tmp_path) -> None:
    engine = _engine()
    ref = engine.assets.add(png(8, 6))
    engine.execute(SetPicture("unit-b", ref))
    engine.execute(SetPicture(RED, engine.assets.add(png(4, 4, (200, 10, 10)))))
    path = tmp_path / "b.campal"
    save_battle(path, engine.state, engine.assets)
    loaded = load_battle(path)
    assert loaded.battle == engine.state
    assert loaded.assets[ref] == png(8, 6)
    assert len(loaded.assets) == 2


def test_a_file_whose_picture_is_missing_is_refused_naming_the_field(tmp_path) -> None:
    engine = _engine()
    engine.execute(SetPicture("unit-a", "b" * 64))  # an address with no image behind it
    path = tmp_path / "roto.campal"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("battle.json", json.dumps(engine.state.model_dump(mode="json")))
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert refused.value.problem.key == "file.missing_picture"
    assert refused.value.field == "units.unit-a.picture"


def test_opening_with_repairs_clears_a_missing_picture_and_says_so(tmp_path) -> None:
    engine = _engine()
    engine.execute(SetPicture("unit-a", "b" * 64))
    engine.execute(SetPicture(RED, "c" * 64))
    path = tmp_path / "roto.campal"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("battle.json", json.dumps(engine.state.model_dump(mode="json")))
    mended = load_battle(path, mend=True)
    assert mended.battle.units["unit-a"].picture is None
    assert mended.battle.sides[RED].picture is None
    assert set(mended.repairs) >= {"units.unit-a.picture", f"sides.{RED}.picture"}
