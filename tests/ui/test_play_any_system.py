"""The docks and the phase bar speak any rule system: its own step names, its offers, a roll the
app cannot make said plainly, and an answer out of turn given from the Characters dock."""

from PySide6.QtCore import Qt

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, Character, Point, RuleSystemId, Side
from campal.core.report import language
from campal.core.rules import system_of
from campal.core.templates import create_from_template
from campal.ui.i18n import current_language


def duel(system: RuleSystemId) -> Battle:
    sides = {"side-a": Side(id="side-a", name="Lope"), "side-b": Side(id="side-b", name="Ignotus")}
    entry = next(e for e in system_of(system).templates() if e.kind == "character")
    lope = create_from_template(system, entry.id, "side-a", Point(x=100, y=100), name="Lope")
    ignotus = create_from_template(system, entry.id, "side-b", Point(x=102, y=100), name="Ignotus")
    assert isinstance(lope, Character) and isinstance(ignotus, Character)
    return Battle(title="Duelo", system=system, sides=sides, characters={lope.id: lope, ignotus.id: ignotus})


def press_next(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_N)


def test_aquelarre_round_from_the_docks_with_a_defence_answered_out_of_turn(qtbot, window):
    battle = duel(RuleSystemId.AQUELARRE)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    ui = window.play
    press_next(qtbot, window)  # begin
    press_next(qtbot, window)  # the app rolls 1D10 + AGI for each
    turn = window.session.battle.turn
    assert turn.step == "initiative" and turn.awaiting is None and len(turn.order) == 2
    names = language(current_language()).names
    bar = ui.phase_bar.steps_label.toolTip()
    for number, step in enumerate(("initiative", "declaration", "action", "conclusion"), start=1):
        assert f"{number}. {names[f'step.{step}']}" in bar
    press_next(qtbot, window)  # to the declarations, lowest initiative first
    first, second = window.session.battle.turn.queue
    for who, target in ((first, second), (second, first)):
        window.selection.set([who])
        qtbot.mouseClick(ui.characters.offers.buttons["melee"], Qt.MouseButton.LeftButton)
        qtbot.keyClick(window.view, Qt.Key.Key_1)  # the listed target
        assert window.session.battle.turn.declared[who].target == target
        qtbot.mouseClick(ui.characters.offers.buttons["shield_parry"], Qt.MouseButton.LeftButton)
    columns = [
        ui.characters.table.horizontalHeaderItem(i).text() for i in range(ui.characters.table.columnCount())
    ]
    first_action = columns.index(names["column.aquelarre.first"])
    assert ui.characters.table.item(0, first_action).text() == names["action.aquelarre.melee"]
    press_next(qtbot, window)  # to the actions, highest first
    fastest = window.session.battle.turn.queue[0]
    window.selection.set([fastest])
    qtbot.mouseClick(ui.characters.offers.buttons["do:0"], Qt.MouseButton.LeftButton)
    awaiting = window.session.battle.turn.awaiting
    assert awaiting is not None and awaiting.kind == "aquelarre.defence"
    assert ui.characters.answers.isVisible() and "defend:1" in ui.characters.answers.buttons
    assert "Lope" in ui.phase_bar.waiting_label.toolTip() or "Ignotus" in ui.phase_bar.waiting_label.toolTip()
    qtbot.mouseClick(ui.characters.answers.buttons["defend:1"], Qt.MouseButton.LeftButton)
    assert window.session.battle.turn.awaiting is None
    assert not ui.characters.answers.isVisible()
    window.session.undo_stack.undo()
    assert window.session.battle.turn.awaiting is not None


def test_the_awaited_roll_is_said_in_the_systems_words_and_n_makes_it(qtbot, window):
    battle = duel(RuleSystemId.EXALTED)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    ui = window.play
    press_next(qtbot, window)
    assert window.session.battle.turn.step == "join_battle"
    waiting = ui.phase_bar.waiting_label.toolTip()
    assert "join_battle" not in waiting and "Join War" in waiting
    press_next(qtbot, window)  # every Join War, rolled by the app
    assert window.session.battle.turn.awaiting is None
    press_next(qtbot, window)
    assert window.session.battle.turn.step == "timeline"
    assert not window.session.battle.log[-1].gm_decision
