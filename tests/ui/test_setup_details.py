"""The small things of setting up and running a battle: the start panel, widths in the battle's
unit, one Palisade per meaning, translated system names, numbered steps shown whole, the
players' badge naming whose turn it is, and the Terrain dock's list of features."""

from PySide6.QtCore import QSettings, Qt

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, RuleSystemId
from campal.core.rules import system_of
from campal.ui.app import build_window
from campal.ui.rule_names import system_name
from campal.ui.terrain.kinds import drawing_kinds
from campal.ui.window.settings import AppSettings

from .play_helpers import RollAnswers, open_sample, press
from .terrain_helpers import choose_kind, drag, use


def test_a_start_with_no_battle_offers_the_ways_to_begin(qtbot, qapp, tmp_path):
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.add_recent(tmp_path / "vado.campal")
    window = build_window(None, settings, start_panel=True)
    window.show()
    qtbot.waitExposed(window)
    panel = window.start_panel
    assert panel.isVisible()
    assert [b.text() for b in panel.recent_buttons] == ["vado.campal"]
    qtbot.mouseClick(panel.demo_button, Qt.MouseButton.LeftButton)
    assert window.session.battle.units and not panel.isVisible()
    window.close()
    window.keeper.close()


def test_a_lines_width_reads_in_varas_in_an_aquelarre_battle(window):
    window.session.replace(LoadedBattle(Battle(system=RuleSystemId.AQUELARRE), AssetStore()), None)
    choose_kind(window, "road")
    box = window.terrain.width_box
    assert box.suffix() == " varas"
    box.setValue(10.0)
    assert window.terrain.context.line_width_m == 10.0 * 0.8359


def test_every_kind_in_the_palette_has_its_own_name():
    labels = [entry.label("en") for entry in drawing_kinds()]
    assert len(labels) == len(set(labels))
    labels = [entry.label("es") for entry in drawing_kinds()]
    assert len(labels) == len(set(labels))


def test_rule_system_names_follow_the_interface_language():
    assert system_name(system_of("sifrp")) in (
        "A Song of Ice and Fire — Warfare",
        "Canción de Hielo y Fuego — Guerra",
    )


def test_the_phase_bar_numbers_steps_as_the_rule_text_and_has_the_prompt_whole_in_its_tooltip(qtbot, window):
    open_sample(window)
    bar = window.play.phase_bar
    plan = bar.steps_label.toolTip()
    assert "6. " in plan and "8. " in plan  # SIFRP's character actions: steps six and eight
    shown = bar.steps_label.text()  # a window on the plan around the current step
    assert "4. " in shown and "6. " in shown and "8. " not in shown and shown.endswith("…</span>")
    assert "…" not in bar.waiting_label.text()
    assert bar.waiting_label.toolTip() == bar.waiting_label.text()


def test_the_players_badge_says_whose_turn_it_is(qtbot, window):
    open_sample(window)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    answers = RollAnswers(qtbot, per_die=[5, 1])
    press(qtbot, window, Qt.Key.Key_N)
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_N)
    answers.stop()
    controls = window.player_controls
    controls.in_own_process = False  # the badge is read from the players' window itself
    controls.set_open(True)
    badge = controls.player.badge_text(window.session.battle)
    controls.set_open(False)
    turn = window.session.battle.turn
    assert turn.step == "orders"
    actor = turn.queue[0]
    name = (window.session.battle.sides.get(actor) or window.session.battle.characters[actor]).name
    assert name in badge


def test_the_terrain_dock_lists_features_to_select_rename_and_hide(window):
    window.session.replace(LoadedBattle(Battle(), AssetStore()), None)
    use(window, "rectangle")
    choose_kind(window, "forest")
    drag(window, (100, 100), (200, 200))
    features = window.terrain.panel.features
    assert features.count() == 1
    window.terrain.context.selection.select(None)
    features.setCurrentRow(0)
    (forest,) = window.session.battle.terrain.values()
    assert window.terrain.context.selection.feature_id == forest.id
    features.item(0).setText("Bosque del Norte")
    assert window.session.battle.terrain[forest.id].name == "Bosque del Norte"
    assert features.item(0).text() == "Bosque del Norte"
    features.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert window.session.battle.terrain[forest.id].gm_only
    window.undo_action.trigger()
    assert not window.session.battle.terrain[forest.id].gm_only
