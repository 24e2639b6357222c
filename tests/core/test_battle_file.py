import json
import os
import zipfile

import pytest

from campal.core.io import BattleFileError, SaveError, battle_bytes, load_battle, migrations, save_battle
from campal.core.io.limits import MAX_DOCUMENT_BYTES
from campal.core.model import (
    AssetStore,
    Battle,
    BattleField,
    Character,
    Grid,
    GridKind,
    MapImage,
    Note,
    Point,
    RuleSystemId,
    Side,
    Size,
    TerrainFeature,
    Unit,
)
from tests.pngs import png


def full_battle(assets: AssetStore) -> Battle:
    ref = assets.add(png(12, 8))
    square = (Point(x=0, y=0), Point(x=10, y=0), Point(x=10, y=10), Point(x=0, y=10))
    return Battle(
        title="Batalla del Tridente",
        system=RuleSystemId.SIFRP,
        field=BattleField(
            size=Size(width=600, height=400),
            background=MapImage(asset=ref, pixel_width=12, pixel_height=8, metres_per_pixel=50),
            grid=Grid(kind=GridKind.SQUARE, size=20),
        ),
        sides={
            "side-a": Side(id="side-a", name="Casa Stark", colour="#777777"),
            "side-b": Side(id="side-b", name="Casa Lannister", colour="#aa2222"),
        },
        terrain={"terrain-1": TerrainFeature(id="terrain-1", kind="forest", outline=square)},
        units={"unit-1": Unit(id="unit-1", name="Lanceros", side="side-a", position=Point(x=50, y=60))},
        characters={"char-1": Character(id="char-1", name="Ser Gerald", side="side-a", attached_to="unit-1")},
        notes={"note-1": Note(id="note-1", text="Emboscada aquí", position=Point(x=5, y=5))},
    )


def write_zip(path, members):
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_round_trip_keeps_document_and_images(tmp_path):
    assets = AssetStore()
    battle = full_battle(assets)
    path = tmp_path / "tridente.campal"
    save_battle(path, battle, assets)
    loaded = load_battle(path)
    assert loaded.battle == battle
    assert dict(loaded.assets) == dict(assets)


def test_saving_keeps_the_previous_version_as_backup(tmp_path):
    assets = AssetStore()
    path = tmp_path / "b.campal"
    save_battle(path, Battle(title="Primera"), assets)
    save_battle(path, Battle(title="Segunda"), assets)
    assert load_battle(path).battle.title == "Segunda"
    assert load_battle(tmp_path / "b.campal.bak").battle.title == "Primera"


def test_an_interrupted_save_leaves_the_old_file_intact(tmp_path, monkeypatch):
    assets = AssetStore()
    path = tmp_path / "b.campal"
    save_battle(path, Battle(title="Buena"), assets)

    def power_cut(*args):
        raise OSError("power cut between write and rename")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(SaveError) as failed:
        save_battle(path, Battle(title="A medias"), assets)
    assert failed.value.problem.key == "save.os_error"
    monkeypatch.undo()
    assert load_battle(path).battle.title == "Buena"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.campal"]  # no temporary left


def test_unused_images_are_not_saved():
    assets = AssetStore()
    assets.add(png(3, 3))
    data = battle_bytes(Battle(), assets)
    import io

    assert zipfile.ZipFile(io.BytesIO(data)).namelist() == ["battle.json"]


def bad(path, key, field=""):
    with pytest.raises(BattleFileError) as error:
        load_battle(path)
    assert error.value.problem.key == key, error.value.problem
    assert error.value.field == field
    assert error.value.path == path
    return error.value


def test_zero_byte_file(tmp_path):
    path = tmp_path / "empty.campal"
    path.write_bytes(b"")
    bad(path, "file.empty")


def test_random_bytes(tmp_path):
    path = tmp_path / "noise.campal"
    path.write_bytes(os.urandom(4096))
    bad(path, "file.not_a_container")


def test_truncated_zip(tmp_path):
    good = tmp_path / "good.campal"
    assets = AssetStore()
    save_battle(good, full_battle(assets), assets)
    path = tmp_path / "cut.campal"
    path.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    bad(path, "file.not_a_container")


def test_missing_file(tmp_path):
    bad(tmp_path / "nowhere.campal", "file.not_found")


def test_folder_instead_of_file(tmp_path):
    folder = tmp_path / "folder.campal"
    folder.mkdir()
    bad(folder, "file.not_a_file")


def test_wrong_json(tmp_path):
    path = write_zip(tmp_path / "x.campal", {"battle.json": "{ not json"})
    error = bad(path, "file.bad_json")
    assert error.problem.params["line"] == 1


def test_json_that_is_not_a_battle(tmp_path):
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps([1, 2, 3])})
    bad(path, "file.not_a_battle")


def test_wrong_types_name_the_field(tmp_path):
    document = json.loads(Battle().model_dump_json())
    document["field"]["size"]["width"] = "ancho"
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(document)})
    bad(path, "validation.float_parsing", "field.size.width")


def test_dangling_side_reference(tmp_path):
    document = json.loads(Battle().model_dump_json())
    document["units"] = {
        "unit-1": {"id": "unit-1", "name": "X", "side": "side-z", "position": {"x": 1, "y": 1}}
    }
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(document)})
    bad(path, "validation.value_error")


def test_non_finite_coordinates_are_refused(tmp_path):
    document = json.loads(Battle().model_dump_json())
    document["notes"] = {"note-1": {"id": "note-1", "text": "x", "position": {"x": 1e300, "y": 0}}}
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(document)})
    bad(path, "validation.less_than_equal", "notes.note-1.position.x")


@pytest.mark.parametrize("name", ["../../x", "/etc/passwd", "images/../../x.png", "C:/x", "a\\..\\b"])
def test_unsafe_member_names(tmp_path, name):
    path = write_zip(tmp_path / "x.campal", {"battle.json": Battle().model_dump_json(), name: b"x"})
    error = bad(path, "file.unsafe_member")
    assert error.problem.params["name"] == name


def test_zip_without_a_document(tmp_path):
    path = write_zip(tmp_path / "x.campal", {"readme.txt": "hola"})
    bad(path, "file.no_document")


def test_newer_format_version(tmp_path):
    document = json.loads(Battle().model_dump_json())
    document["format_version"] = 99
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(document)})
    bad(path, "file.newer_version")


def test_image_whose_content_does_not_match_its_name(tmp_path):
    path = write_zip(
        tmp_path / "x.campal",
        {"battle.json": Battle().model_dump_json(), "images/" + "0" * 64 + ".png": png()},
    )
    bad(path, "file.image_hash")


def test_image_member_that_is_not_an_image(tmp_path):
    path = write_zip(
        tmp_path / "x.campal",
        {"battle.json": Battle().model_dump_json(), "images/" + "0" * 64 + ".png": b"MZ\x90\x00"},
    )
    bad(path, "file.bad_image")


def test_background_whose_image_is_missing(tmp_path):
    assets = AssetStore()
    battle = full_battle(assets)
    path = write_zip(tmp_path / "x.campal", {"battle.json": battle.model_dump_json()})
    bad(path, "file.missing_image", "field.background.asset")


def test_oversize_document_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.campal"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("battle.json", b" " * (MAX_DOCUMENT_BYTES + 1))
    bad(path, "file.member_too_big")


def test_older_documents_are_upgraded_by_registered_migrations(tmp_path, monkeypatch):
    document = json.loads(Battle(title="Antigua").model_dump_json())
    document["format_version"] = 0
    document["name"] = document.pop("title")
    monkeypatch.setitem(
        migrations.MIGRATIONS,
        0,
        lambda d: {**{k: v for k, v in d.items() if k != "name"}, "title": d["name"]},
    )
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(document)})
    assert load_battle(path).battle.title == "Antigua"


def test_version_without_migration_is_refused(tmp_path):
    document = json.loads(Battle().model_dump_json())
    document["format_version"] = 0
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(document)})
    bad(path, "file.bad_version", "format_version")


def _with_turn(**turn):
    document = json.loads(Battle(sides={"side-a": Side(id="side-a", name="A")}).model_dump_json())
    document["turn"] = {"plan": "sifrp", "stage": "round", "step": "orders", "round": 1, **turn}
    return document


@pytest.mark.parametrize(
    ("turn", "key", "field"),
    [
        ({"plan": "nope"}, "file.unknown_plan", "turn.plan"),
        ({"plan": "exalted"}, "file.plan_of_other_system", "turn.plan"),
        ({"step": "nope"}, "file.unknown_step", "turn.step"),
        ({"queue": ["side-ghost"]}, "file.unknown_actor", "turn.queue"),
    ],
)
def test_a_turn_the_rules_cannot_continue_is_refused(tmp_path, turn, key, field):
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(_with_turn(**turn))})
    bad(path, key, field)


def test_a_sound_turn_loads(tmp_path):
    path = write_zip(tmp_path / "x.campal", {"battle.json": json.dumps(_with_turn(queue=["side-a"]))})
    assert load_battle(path).battle.turn.step == "orders"
