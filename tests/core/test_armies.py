import json
import math
from pathlib import Path

import pytest

from campal.core.armies import Army, army_bytes, army_of_side, fielded, read_army, write_army
from campal.core.engine import AddSide, Engine, FieldArmy
from campal.core.io import BattleFileError, load_battle
from campal.core.model import Battle, Edge, RuleSystemId, Side

SAMPLE = Path(__file__).parents[2] / "resources" / "samples" / "sifrp-batalla.campal"


def _roster(battle: Battle, side_id: str) -> list[tuple[object, ...]]:
    units = [
        (u.name, u.kind, u.frontage, u.depth, u.stats) for u in battle.units.values() if u.side == side_id
    ]
    characters = [
        (c.name, c.stats, battle.units[c.attached_to].name if c.attached_to else None)
        for c in battle.characters.values()
        if c.side == side_id
    ]
    return sorted(units, key=str) + sorted(characters, key=str)


def _layout(battle: Battle, side_id: str) -> list[float]:
    """Distances between the side's units, which any turn and shift of the army keeps."""
    units = sorted((u for u in battle.units.values() if u.side == side_id), key=lambda u: u.name)
    return [
        round(math.dist((a.position.x, a.position.y), (b.position.x, b.position.y)), 3)
        for a in units
        for b in units
    ]


def test_an_army_from_the_sample_fields_the_same_units_in_a_new_battle(tmp_path):
    sample = load_battle(SAMPLE).battle
    path = tmp_path / "lannister.json"
    write_army(path, army_of_side(sample, "side-lannister"))
    army = read_army(path)

    engine = Engine(Battle(system=RuleSystemId.SIFRP))
    side = Side(id="side-x", name=army.name, colour=army.colour, edge=Edge.WEST)
    side, units, characters = fielded(army, engine.state, side)
    engine.execute(FieldArmy(side, units, characters))

    battle = engine.state
    assert _roster(battle, "side-x") == _roster(sample, "side-lannister")
    assert _layout(battle, "side-x") == pytest.approx(_layout(sample, "side-lannister"), abs=0.05)
    commander = battle.characters[battle.sides["side-x"].commander or ""]
    assert commander.name == sample.characters[sample.sides["side-lannister"].commander or ""].name
    assert all(abs(u.facing - 90.0) < 1e-6 for u in battle.units.values())  # west edge: facing east
    engine.undo()
    assert engine.state == Battle(system=RuleSystemId.SIFRP)


def test_fielding_into_a_side_already_there_keeps_its_commander():
    sample = load_battle(SAMPLE).battle
    army = army_of_side(sample, "side-stark")
    engine = Engine(Battle())
    engine.execute(AddSide(Side(id="side-y", name="Norte")))
    side, units, characters = fielded(army, engine.state, engine.state.sides["side-y"])
    engine.execute(FieldArmy(side, units, characters))
    assert engine.state.sides["side-y"].name == "Norte"
    assert len(engine.state.units) == len([u for u in sample.units.values() if u.side == "side-stark"])


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"", "file.empty"),
        (b"\xff\xfe", "file.not_text"),
        (b"{not json", "file.bad_json"),
        (b'{"format_version": 1, "sides": {}}', "army.not_an_army"),
        (b'{"format": "campal-army", "format_version": 7}', "file.newer_version"),
        (
            b'{"format": "campal-army", "format_version": 1, "system": "sifrp", "name": ""}',
            "validation.string_too_short",
        ),
    ],
)
def test_broken_or_foreign_files_are_refused_with_the_reason(tmp_path, content, key):
    path = tmp_path / "army.json"
    path.write_bytes(content)
    with pytest.raises(BattleFileError) as refused:
        read_army(path)
    assert refused.value.problem.key == key


def test_an_army_whose_stats_belong_to_another_system_is_refused(tmp_path):
    army = army_of_side(load_battle(SAMPLE).battle, "side-stark")
    data = json.loads(army_bytes(army))
    data["system"] = "exalted"
    path = tmp_path / "army.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BattleFileError) as refused:
        read_army(path)
    assert refused.value.problem.key == "validation.value_error"


def test_the_schema_names_the_format():
    schema = Army.model_json_schema()
    assert schema["properties"]["format"]["const"] == "campal-army"


def test_an_army_of_another_system_cannot_be_fielded():
    from campal.core.engine import CommandRefused

    army = army_of_side(load_battle(SAMPLE).battle, "side-stark")
    engine = Engine(Battle(system=RuleSystemId.EXALTED))
    side, units, characters = fielded(army, engine.state, Side(id="side-y", name="Norte"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(FieldArmy(side, units, characters))
    assert refused.value.reason.key == "side.army_of_other_system"
    assert engine.state == Battle(system=RuleSystemId.EXALTED)


def test_pictures_travel_inside_the_army_file(tmp_path):
    from campal.core.model import AssetStore
    from tests.pngs import png

    loaded = load_battle(SAMPLE)
    assets = AssetStore(dict(loaded.assets))
    banner, portrait = assets.add(png(8, 8)), assets.add(png(6, 4))
    battle = loaded.battle
    unit = next(u for u in battle.units.values() if u.side == "side-lannister")
    battle = battle.model_copy(
        update={
            "sides": {
                **battle.sides,
                "side-lannister": battle.sides["side-lannister"].model_copy(update={"picture": banner}),
            },
            "units": {**battle.units, unit.id: unit.model_copy(update={"picture": portrait})},
        }
    )
    path = tmp_path / "lannister.army.json"
    write_army(path, army_of_side(battle, "side-lannister", assets))
    army = read_army(path)
    assert army.image_bytes() == {banner: assets[banner], portrait: assets[portrait]}

    engine = Engine(Battle())
    side, units, characters = fielded(army, engine.state, Side(id="side-x", name="X"))
    for data in army.image_bytes().values():
        engine.assets.add(data)
    engine.execute(FieldArmy(side, units, characters))
    assert engine.state.sides["side-x"].picture == banner
    assert [u.picture for u in engine.state.units.values() if u.name == unit.name] == [portrait]


def test_a_damaged_picture_is_refused(tmp_path):
    from tests.pngs import png

    army = army_of_side(load_battle(SAMPLE).battle, "side-stark")
    data = json.loads(army_bytes(army))
    good = png(4, 4)
    import base64
    import hashlib

    data["images"] = {hashlib.sha256(good).hexdigest(): base64.b64encode(good[:-3] + b"xyz").decode()}
    path = tmp_path / "army.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BattleFileError) as refused:
        read_army(path)
    assert "damaged" in refused.value.problem.params["detail"]


def _with_picture(tmp_path, picture: bytes, on_unit: bool) -> Path:
    import base64
    import hashlib

    data = json.loads(army_bytes(army_of_side(load_battle(SAMPLE).battle, "side-stark")))
    ref = hashlib.sha256(picture).hexdigest()
    data["images"] = {ref: base64.b64encode(picture).decode()}
    if on_unit:
        data["units"][1]["picture"] = ref
    else:
        data["picture"] = ref
    path = tmp_path / "army.json"
    path.write_text(json.dumps(data))
    return path


def _webp_claiming(side: int) -> bytes:
    """A WebP header (VP8X) claiming ``side`` × ``side`` pixels, padded to a 17 KB file."""
    extended = b"\x00" * 4 + (side - 1).to_bytes(3, "little") * 2
    body = b"WEBP" + b"VP8X" + len(extended).to_bytes(4, "little") + extended + b"\x00" * 17_000
    return b"RIFF" + len(body).to_bytes(4, "little") + body


@pytest.mark.parametrize("on_unit", [True, False])
def test_an_army_picture_larger_than_picture_choose_takes_is_refused_naming_it(tmp_path, on_unit):
    path = _with_picture(tmp_path, _webp_claiming(16_383), on_unit)
    with pytest.raises(BattleFileError) as refused:
        read_army(path)
    assert refused.value.problem.key == "picture.too_big"
    assert refused.value.problem.params == {"width": 16_383, "height": 16_383, "limit": 2048}
    assert refused.value.field == ("units.1.picture" if on_unit else "picture")


def test_an_army_picture_within_the_limit_is_read(tmp_path):
    from tests.pngs import png

    assert read_army(_with_picture(tmp_path, png(2048, 1), on_unit=True)).units[1].picture is not None
    with pytest.raises(BattleFileError) as refused:
        read_army(_with_picture(tmp_path, png(2049, 1), on_unit=True))
    assert refused.value.problem.key == "picture.too_big"


def test_an_army_holding_a_5000_digit_number_is_refused_cleanly(tmp_path):
    data = army_bytes(army_of_side(load_battle(SAMPLE).battle, "side-stark")).decode()
    path = tmp_path / "army.json"
    path.write_text(data.replace('"format_version": 1', '"format_version": ' + "9" * 5_000, 1))
    with pytest.raises(BattleFileError) as refused:
        read_army(path)
    assert refused.value.problem.key == "file.number_too_long"
    assert refused.value.problem.params == {"line": 3}


def test_an_army_file_starting_with_a_byte_order_mark_is_read(tmp_path):
    army = army_of_side(load_battle(SAMPLE).battle, "side-stark")
    path = tmp_path / "army.json"
    path.write_bytes(b"\xef\xbb\xbf" + army_bytes(army))
    assert read_army(path) == army
