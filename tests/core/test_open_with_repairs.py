"""A battle refused only for references pointing at nothing opens with repairs, and says so."""

import json
import zipfile

import pytest

from campal.core.io import BattleFileError, load_battle
from campal.core.model import Battle, Character, Point, Side, Unit


def damaged(tmp_path, change):
    battle = Battle(
        sides={
            "side-a": Side(id="side-a", name="A", commander="char-a"),
            "side-b": Side(id="side-b", name="B"),
        },
        units={"unit-a": Unit(id="unit-a", name="U", side="side-a", position=Point(x=5, y=5))},
        characters={"char-a": Character(id="char-a", name="C", side="side-a", attached_to="unit-a")},
    )
    document = json.loads(battle.model_dump_json())
    change(document)
    path = tmp_path / "damaged.campal"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("battle.json", json.dumps(document))
    return path


def unit_removed_by_hand(document):
    del document["units"]["unit-a"]


def commander_changed_sides(document):
    document["characters"]["char-a"]["side"] = "side-b"
    document["characters"]["char-a"]["attached_to"] = None
    document["characters"]["char-a"]["position"] = {"x": 1, "y": 1}


def stranger_in_the_turn(document):
    document["turn"] = {"plan": "sifrp", "step": "field", "queue": ["unit-gone"], "order": ["unit-gone"]}


def side_removed_by_hand(document):
    del document["sides"]["side-b"]
    document["units"]["unit-b"] = {
        "id": "unit-b",
        "name": "X",
        "side": "side-b",
        "position": {"x": 1, "y": 1},
    }


@pytest.mark.parametrize(
    ("change", "repaired"),
    [
        (unit_removed_by_hand, ["characters.char-a.attached_to"]),
        (commander_changed_sides, ["sides.side-a.commander"]),
        (stranger_in_the_turn, ["turn.queue", "turn.order"]),
        (side_removed_by_hand, ["units.unit-b"]),
    ],
)
def test_dangling_references_are_refused_then_mended(tmp_path, change, repaired):
    path = damaged(tmp_path, change)
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert refused.value.mendable
    mended = load_battle(path, mend=True)
    assert list(mended.repairs) == repaired


def test_a_detached_character_stands_on_the_field(tmp_path):
    mended = load_battle(damaged(tmp_path, unit_removed_by_hand), mend=True).battle
    assert mended.characters["char-a"].position is not None


def test_a_file_wrong_in_other_ways_is_not_offered_repairs(tmp_path):
    def wrong_type(document):
        document["title"] = 5

    with pytest.raises(BattleFileError) as refused:
        load_battle(damaged(tmp_path, wrong_type))
    assert not refused.value.mendable


def test_a_sound_file_needs_no_repairs(tmp_path):
    assert load_battle(damaged(tmp_path, lambda document: None), mend=True).repairs == ()
