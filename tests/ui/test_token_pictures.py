"""Pictures on tokens, through the token properties: a banner or a file, kept in the .campal
file, shown inside the unit's footprint; a file that is no usable picture is refused."""

from __future__ import annotations

import pytest

from campal.core.io import load_battle
from campal.ui.docks.roster_panel import RosterPanel
from campal.ui.tokens.pictures import banner_names, banner_png
from tests.core.movement.fields import BLUE
from tests.pngs import png
from tests.ui.token_helpers import foot, load, sifrp_battle


def _properties(window, unit_id):
    window.selection.set([unit_id])
    properties = window.findChild(RosterPanel).properties
    assert properties.picture_row is not None and properties.picture_row.target == unit_id
    return properties


@pytest.fixture
def battle_window(window):
    load(
        window,
        sifrp_battle(foot("unit-a", 100, 100), foot("unit-b", 160, 100), foot("unit-c", 130, 160, side=BLUE)),
    )
    return window


def test_a_banner_chosen_in_the_properties_shows_on_the_unit_and_survives_save_and_reopen(
    battle_window, tmp_path, qapp
):
    window = battle_window
    unit = next(iter(window.session.battle.units.values()))
    properties = _properties(window, unit.id)
    assert properties.picture_row.use_banner("star-azure")
    ref = window.session.battle.units[unit.id].picture
    assert ref is not None and window.session.assets[ref] == banner_png("star-azure")
    assert window.scene.token_items[unit.id].picture is not None
    path = tmp_path / "estandarte.campal"
    assert window._save_to(path)
    reopened = load_battle(path)
    assert reopened.battle.units[unit.id].picture == ref
    assert reopened.assets[ref] == window.session.assets[ref]
    assert window.open_path(path, ask=False)
    assert window.scene.token_items[unit.id].picture is not None
    window.session.undo_stack.setClean()


def test_a_side_picture_shows_on_its_units_without_their_own_and_clears_with_undo(battle_window):
    window = battle_window
    battle = window.session.battle
    unit = next(iter(battle.units.values()))
    properties = _properties(window, unit.id)
    assert properties.side_picture_row.use_banner("saltire-or")
    kin = [u.id for u in window.session.battle.units.values() if u.side == unit.side]
    assert all(window.scene.token_items[i].picture is not None for i in kin)
    assert properties.side_picture_row.clear_button.isEnabled()
    window.session.undo_stack.undo()
    assert window.session.battle.sides[unit.side].picture is None
    assert all(window.scene.token_items[i].picture is None for i in kin)


def test_every_shipped_banner_draws(qapp):
    for name in banner_names():
        assert banner_png(name).startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("bandera.png", b"GIF89a\x01\x00\x01\x00 not a png"),  # a foreign format under a PNG name
        ("rota.png", None),  # a PNG cut short: its header promises pixels that are not there
    ],
)
def test_a_foreign_or_broken_picture_is_refused_with_the_reason(battle_window, tmp_path, answer, name, data):
    window = battle_window
    asked = answer()
    unit = next(iter(window.session.battle.units.values()))
    properties = _properties(window, unit.id)
    path = tmp_path / name
    path.write_bytes(data if data is not None else png(64, 48)[:60])
    before = window.session.battle
    assert not properties.picture_row.use_file(path)
    assert asked and asked[0][0] == "warning" and name in asked[0][2]
    assert window.session.battle == before


def test_a_picture_file_is_taken_and_drawn(battle_window, tmp_path):
    window = battle_window
    unit = next(iter(window.session.battle.units.values()))
    path = tmp_path / "retrato.png"
    path.write_bytes(png(64, 48))
    assert _properties(window, unit.id).picture_row.use_file(path)
    item = window.scene.token_items[unit.id]
    assert item.picture is not None and item.picture.width() == 64
