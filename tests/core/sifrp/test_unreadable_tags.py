"""A saved battle whose custom tag names an ``applies_to`` the rules do not know (a typo by hand):
the refusal names the tag and its unit, open with repairs keeps the tag inert with the typo in its
note, and the battle saves and reopens."""

import json
import zipfile

import pytest

from campal.core.io import BattleFileError, load_battle
from campal.core.io.saving import save_battle
from campal.core.model import AssetStore, Tag

from .armies import two_armies


def unreadable_battle(folder):  # type: ignore[no-untyped-def]
    battle = two_armies()
    spear = battle.units["unit-lspear"]
    tags = (Tag(name="Veteranos", applies_to="discipline", modifier=-2), Tag(name="Dormidos", modifier=1))
    battle = battle.model_copy(
        update={
            "units": {
                **battle.units,
                spear.id: spear.model_copy(update={"stats": spear.stats.model_copy(update={"tags": tags})}),
            }
        }  # type: ignore[union-attr]
    )
    document = json.loads(battle.model_dump_json())
    document["units"]["unit-lspear"]["stats"]["tags"][1]["applies_to"] = "dicipline"
    path = folder / "etiqueta.campal"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("battle.json", json.dumps(document))
    return path


def test_an_unreadable_tag_is_refused_naming_the_tag_and_its_unit_and_can_be_mended(tmp_path) -> None:
    path = unreadable_battle(tmp_path)
    with pytest.raises(BattleFileError) as caught:
        load_battle(path)
    problem = caught.value.problem
    assert problem.key == "file.unreadable_tag"
    assert problem.params == {"tag": "Dormidos", "token": "Lanzas de Lannisport", "value": "dicipline"}
    assert caught.value.mendable


def test_an_unreadable_tag_opens_inert_with_its_typo_noted_and_the_battle_saves_and_reopens(tmp_path) -> None:
    loaded = load_battle(unreadable_battle(tmp_path), mend=True)
    assert loaded.repairs == ("units.unit-lspear.stats.tags.1.applies_to",)
    kept, mended = loaded.battle.units["unit-lspear"].stats.tags  # type: ignore[union-attr]
    assert kept.applies_to == "discipline"  # the readable tag untouched
    assert (mended.name, mended.applies_to, mended.modifier) == ("Dormidos", "", 1)
    assert "dicipline" in mended.note
    again = tmp_path / "otra.campal"
    save_battle(again, loaded.battle, AssetStore())
    assert load_battle(again).battle == loaded.battle
