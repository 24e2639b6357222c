"""Every length in the battle's unit and every word in its system's: refusals and target lists
in yards for Exalted, the status bar forgetting the last battle's unit, the Characters dock's
step numbers as the phase bar counts them, and no "Infantry" or "Give order" in Aquelarre."""

from importlib.resources import as_file, files

from PySide6.QtCore import QPointF

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, RuleSystemId, msg
from campal.core.rules.play import TargetChoice
from campal.ui.messages import tr_message
from campal.ui.play.characters_dock import steps_text
from campal.ui.play.target_tool import choice_text


def _open(window, sample: str) -> None:
    with as_file(files("campal.resources") / "samples" / f"{sample}.campal") as path:
        assert window.open_path(path, ask=False)


def test_a_refusal_in_a_yards_battle_gives_its_lengths_in_yards(window):
    _open(window, "exalted-batalla")
    text = tr_message(msg("offer.out_of_reach", distance=100, reach=50))
    assert text == "out of reach: 109 yd > 55 yd"
    blocked = tr_message(msg("move.blocked", name="Lanzas", kind="forest", feature="x", at_m=9.144))
    assert "10.0 yd along the way" in blocked


def test_a_listed_target_is_as_far_as_the_battle_measures(window):
    _open(window, "exalted-batalla")
    battle = window.session.battle
    unit = next(iter(battle.units))
    assert f"{battle.units[unit].name} · 100 yd" == choice_text(battle, TargetChoice(unit, 91.44))


def test_the_status_bar_forgets_the_last_battles_unit(window):
    _open(window, "exalted-batalla")
    window._show_cursor(QPointF(50.0, 50.0))
    assert "yd" in window.cursor_label.text()
    window.session.replace(
        LoadedBattle(Battle(title="Nueva", system=RuleSystemId.AQUELARRE), AssetStore()), None
    )
    assert window.cursor_label.text() == ""
    window._show_cursor(QPointF(50.0, 50.0))
    assert "varas" in window.cursor_label.text()


def test_the_characters_dock_numbers_steps_as_the_phase_bar(window):
    _open(window, "sifrp-batalla")
    text = steps_text(window.session.battle, window.play.flow.play.character_steps)
    assert text.startswith("6 (") and ", 8 (" in text


def test_aquelarre_measures_for_people_and_chooses_actions(window):
    _open(window, "aquelarre-emboscada")
    movers = window.terrain.mover_box
    items = [movers.itemText(i) for i in range(movers.count())]
    assert items == ["On foot", "Mounted"]
    assert "order" not in window.play.actions["order"].text().lower()
    _open(window, "sifrp-batalla")
    assert "Infantry" in [
        window.terrain.mover_box.itemText(i) for i in range(window.terrain.mover_box.count())
    ]
    assert "order" in window.play.actions["order"].text().lower()
