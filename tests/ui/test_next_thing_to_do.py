"""The next thing to do is in front of the GM: whoever acts comes picked and into view, what units
owe is listed without picking them, O offers the acting token's orders, Next step says what it
leaves undone, and the keys of the player view and of Roll for me work where they are pressed."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from campal.core.dice.keep_best import RollSpec
from campal.core.engine import PassTurn
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, ExaltedUnitStats
from campal.ui.app import build_window, configure_application
from campal.ui.i18n import install_translators
from campal.ui.play.roll_dialog import RollDialog
from tests.core.bastionland.field import skirmish

from .play_helpers import click_on_map, press
from .test_exalted_play import MenuPicker

SAMPLES = files("campal.resources") / "samples"
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _open(window, name: str) -> None:
    with as_file(SAMPLES / name) as path:
        assert window.open_path(path, ask=False)
    window.play.flow.ask_roll = lambda spec, title: None  # the app rolls


def _in_view(window, token: str) -> bool:
    battle = window.session.battle
    spot = (battle.units.get(token) or battle.characters[token]).position
    shown = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    return shown.contains(QPointF(spot.x, spot.y))


def test_the_acting_character_comes_picked_and_into_view_as_its_turn_comes(qtbot, window):
    _open(window, "aquelarre-emboscada.campal")
    flow = window.play.flow
    while window.session.battle.turn is None or window.session.battle.turn.step != "declaration":
        flow.advance()
    first = window.session.battle.turn.queue[0]
    assert window.selection.ids == (first,)
    window.selection.set([])
    window.view.zoom_by(6)
    window.view.centerOn(QPointF(-500, -500))  # far from everyone
    flow.execute(PassTurn(first))
    second = window.session.battle.turn.queue[0]
    assert second != first
    assert window.selection.ids == (second,)
    assert _in_view(window, second)
    assert window.play.characters.offers.shown  # its actions are on screen, without a click


def test_what_units_owe_is_listed_without_picking_them(qtbot, window):
    _open(window, "exalted-batalla.campal")
    battle = window.session.battle
    unit = next(u for u in battle.units.values() if isinstance(u.stats, ExaltedUnitStats))
    owing = unit.model_copy(update={"stats": unit.stats.model_copy(update={"pending": ("rout:enveloped",)})})
    battle = battle.model_copy(update={"units": {**battle.units, unit.id: owing}})
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    window.play.flow.advance()  # begin: join battle
    window.selection.set([])
    dock = window.play.orders
    qtbot.waitUntil(dock.owed.isVisible)
    button = dock.owed.buttons[(unit.id, "test:rout:enveloped")]
    assert button.isEnabled() and dock.unit_id is None
    assert any(unit.name in label.text() for label in dock.owed.findChildren(QLabel))
    answers = MenuPicker()  # the formation the rout test asks for
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.session.battle.units[unit.id].stats.pending)
    answers.stop()
    qtbot.waitUntil(lambda: not dock.owed.isVisible())


def test_o_offers_the_acting_units_orders_on_a_timeline(qtbot, window):
    _open(window, "exalted-batalla.campal")
    flow = window.play.flow
    for _ in range(6):
        flow.advance()
        turn = window.session.battle.turn
        if turn is not None and turn.queue and turn.queue[0] in window.session.battle.units:
            break
    acting = window.session.battle.turn.queue[0]
    assert acting in window.session.battle.units
    qtbot.waitUntil(lambda: window.play.orders.unit_id == acting)  # picked for the GM
    seen: list[list[str]] = []

    def close_menu() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(20, close_menu)
            return
        seen.append([a.text() for a in menu.actions() if a.text()])
        menu.close()

    QTimer.singleShot(20, close_menu)
    window.play.give_order()
    assert seen and seen[0], "O opened the acting unit's orders"
    assert "Pick a unit" not in window.statusBar().currentMessage()


def test_next_step_says_it_leaves_bastionlands_surprise_with_no_save_made(qtbot, window):
    window.session.replace(LoadedBattle(skirmish(), AssetStore()), None)
    press(qtbot, window, Qt.Key.Key_N)  # begin: the surprise step
    assert window.session.battle.turn.step == "surprise"
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "turns"
    said = window.statusBar().currentMessage()
    assert "surprise" in said.lower() and "nobody" in said.lower()


def test_ctrl_shift_p_closes_the_players_window_from_the_players_window(qtbot, window):
    controls = window.player_controls
    press(
        qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert controls.player is not None and controls.toggle_action.isChecked()
    qtbot.waitExposed(controls.player)
    player = controls.player
    player.activateWindow()
    qtbot.waitUntil(player.isActiveWindow)
    qtbot.keyClick(
        player, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    qtbot.waitUntil(lambda: controls.player is None)
    assert not controls.toggle_action.isChecked()


def test_alt_r_rolls_for_the_gm_in_spanish_and_types_nothing(qtbot, qapp):
    translators = install_translators(qapp, "es")
    try:
        spec = RollSpec(ability="fighting", rank=3)
        dialog = RollDialog(spec, "Tirada", None)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        assert "&" not in dialog.auto_button.text()
        qtbot.keyClick(dialog.input, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
        assert dialog.by_app
        assert dialog.input.text() == ""
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        install_translators(qapp, "en")


def _mnemonics(menu_actions) -> list[str]:
    keys = []
    for action in menu_actions:
        text = action.text().replace("&&", "")
        if "&" in text and not action.isSeparator() and action.isVisible():
            keys.append(text[text.index("&") + 1].lower())
    return keys


@pytest.mark.parametrize("language", ["en", "es"])
def test_each_menu_and_submenu_has_its_own_alt_keys(qtbot, qapp, settings, language):
    translators = install_translators(qapp, language)
    try:
        configure_application(qapp)
        window = build_window(None, settings)
        qtbot.addWidget(window)
        bar = window.menuBar().actions()
        keys = _mnemonics(bar)
        assert len(keys) == len(set(keys)) == len(bar), [a.text() for a in bar]
        # Every menu and submenu: a key two entries share only moves between them.
        menus = [action.menu() for action in bar if action.menu() is not None]
        while menus:
            menu = menus.pop()
            entries = menu.actions()
            keys = _mnemonics(entries)
            assert len(keys) == len(set(keys)), (menu.title(), [a.text() for a in entries])
            menus += [action.menu() for action in entries if action.menu() is not None]
        window.session.undo_stack.setClean()
        window.keeper.close()
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        install_translators(qapp, "en")


def test_on_a_1080p_screen_the_damage_to_resolve_comes_to_the_front_whole(qtbot, window):
    from tests.ui.test_bastionland_attack import _to_sir_bors

    window.resize(1920, 1080 - 72)
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    qtbot.keyClicks(dock.dice_edit, "8 3 4 6 1")
    window.play.orders.raise_()  # the GM was looking at the orders
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    resolve = dock.reactions.buttons[("char-sir", "resolve")]
    qtbot.waitUntil(lambda: resolve.visibleRegion().boundingRect().size() == resolve.size())
    assert window.height() <= 1080 - 72  # the window never grew past the screen
    assert resolve.mapTo(window, resolve.rect().bottomLeft()).y() <= window.height()
    orders = window.play.orders
    assert orders.visibleRegion().isEmpty() or not orders.geometry().intersects(dock.geometry())


def _in_front(dock) -> bool:
    return not dock.visibleRegion().isEmpty()


def _owed(window) -> bool:
    return any(getattr(u.stats, "pending", ()) for u in window.session.battle.units.values())


def test_a_target_picked_on_the_map_leaves_the_next_actors_to_come_picked(qtbot, window):
    from campal.core.rules.exalted.commands import SimpleAction
    from tests.ui.test_exalted_play import _answer_owed

    _open(window, "exalted-batalla.campal")
    flow, dock, answers, volleys = window.play.flow, window.play.orders, MenuPicker(), 0
    qtbot.waitUntil(lambda: window.selection.ids == (window.session.battle.turn.queue[0],))
    for turn in range(12):
        battle = window.session.battle
        actor = battle.turn.queue[0]
        assert window.selection.ids == (actor,), f"turn {turn}: {actor} not picked after {volleys} volleys"
        qtbot.waitUntil(dock.offers.buttons["guard"].isVisible)
        volley = dock.offers.buttons["ranged_attack"]
        if volley.isEnabled():  # the slings: the bows have shot their last
            log = len(battle.log)
            qtbot.mouseClick(volley, Qt.MouseButton.LeftButton)
            target = window.view.tool.valid[0]
            spot = (battle.units.get(target) or battle.characters[target]).position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda n=log: len(window.session.battle.log) > n)
            volleys += 1
            following = window.session.battle.turn.queue[0]
            assert window.selection.ids == (following,), "the click on the target picks the next actor"
            answered = _owed(window)
            _answer_owed(qtbot, window)  # picks each unit that owes a test, as the GM does
            if answered:
                window.selection.set([following])  # back to whose turn it is, as the GM does
            continue
        else:
            flow.execute(SimpleAction(actor, "guard"))
        assert flow.picking is None
        if volleys >= 2:
            break
    answers.stop()
    assert volleys >= 2
    assert window.selection.ids == (window.session.battle.turn.queue[0],)


def test_on_a_timeline_the_one_whose_turn_it_is_brings_its_own_dock_to_the_front(qtbot, window):
    from campal.core.rules.exalted.commands import LeaveUnit, MoraleTest, SimpleAction

    _open(window, "exalted-batalla.campal")
    flow, orders, characters = window.play.flow, window.play.orders, window.play.characters
    flow.execute(LeaveUnit("unit-spear", "hero-ejava", apart=True))  # Tepet Ejava acts on her own
    hero = next(c.id for c in window.session.battle.characters.values() if c.name == "Tepet Ejava")
    for _ in range(12):
        battle = window.session.battle
        actor = battle.turn.queue[0]
        assert window.selection.ids == (actor,)
        if actor == hero:
            break
        assert _in_front(orders) and orders.unit_id == actor
        flow.execute(SimpleAction(actor, "guard"))
        for unit in list(window.session.battle.units.values()):
            for test in unit.stats.pending:
                flow.execute(MoraleTest(unit.id, test))
    assert window.session.battle.turn.queue[0] == hero
    assert _in_front(characters) and characters.character_id == hero
    assert characters.offers.buttons["guard"].isEnabled()
    # The GM looks at a unit meanwhile: its orders come forward, then hers again.
    window.selection.set(["unit-foot"])
    assert _in_front(orders) and orders.unit_id == "unit-foot"
    window.selection.set([hero])
    assert _in_front(characters)
    window.terrain.panel.raise_()  # a dock brought up for something else stays in front
    window.selection.set(["unit-foot"])
    assert _in_front(window.terrain.panel) and not _in_front(orders)
