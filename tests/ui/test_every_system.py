"""Every rule system's tokens can be shown, dragged, shared with players and saved from the window."""

import pytest

from campal.core.io import LoadedBattle, load_battle
from campal.core.model import AssetStore, Battle, Character, Point, RuleSystemId, Side, Unit
from campal.core.templates import create_from_template, templates_for
from campal.ui.render import render_battle

from .token_helpers import drag_token


def battle_of(system: RuleSystemId) -> Battle:
    sides = {"side-a": Side(id="side-a", name="A", colour="#3366cc"), "side-b": Side(id="side-b", name="B")}
    tokens = [
        create_from_template(system, entry.id, "side-a" if n % 2 else "side-b", Point(x=60 + 45 * n, y=200))
        for n, entry in enumerate(templates_for(system)[:6])
    ]
    units = {t.id: t for t in tokens if isinstance(t, Unit)}
    characters = {t.id: t for t in tokens if isinstance(t, Character)}
    return Battle(
        title=f"Prueba {system.value}", system=system, sides=sides, units=units, characters=characters
    )


@pytest.mark.parametrize("system", list(RuleSystemId))
def test_tokens_of_every_system_show_move_and_save(window, tmp_path, system):
    battle = battle_of(system)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    window.view.fit_field()
    assert set(window.scene.token_layer.items) == {*battle.units, *battle.characters}
    token = next(iter([*battle.units.values(), *battle.characters.values()]))
    start = token.position
    drag_token(window, (start.x, start.y), (start.x + 2.0, start.y + 8.0))
    moved = window.session.battle.units.get(token.id) or window.session.battle.characters[token.id]
    assert moved.position != start, window.statusBar().currentMessage()
    window.player_controls.set_open(True)
    assert window.player_controls.player is not None
    window.player_controls.set_open(False)
    path = tmp_path / f"{system.value}.campal"
    assert window._save_to(path)
    assert load_battle(path).battle == window.session.battle
    assert not render_battle(window.session.battle, AssetStore(), 400, player_view=True).isNull()
