"""Orders with a second pick, given from the dock: the split of dice from a menu, the target
and then the second unit clicked on the map (Ataque dividido, Yunque y martillo)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from campal.core.engine import Override
from campal.core.movement import footprint_of

from .play_helpers import click_on_map, click_unit
from .test_play_round import to_orders


class MenuAnswer:
    """Picks the first entry of the next popup menu (the split of dice, the fortification)."""

    def __init__(self) -> None:
        self.seen: list[list[str]] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu) and menu.actions():
            self.seen.append([a.text() for a in menu.actions()])
            menu.actions()[0].trigger()
            menu.close()

    def stop(self) -> None:
        self.timer.stop()


def _click_token(qtbot, window, token: str) -> None:
    where = footprint_of(window.session.battle, token)
    click_on_map(qtbot, window, where.x, where.y)


def test_a_divided_attack_is_given_from_the_dock_with_both_targets_picked_on_the_map(qtbot, window):
    answers = to_orders(qtbot, window)
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    button = dock.offers.buttons["split_attack"]
    assert button.isEnabled(), button.toolTip()
    menu = MenuAnswer()
    log_before = len(window.session.battle.log)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    menu.stop()
    assert menu.seen and "+" in menu.seen[0][0]
    first = window.view.tool
    assert "unit-sfoot" in first.valid and "unit-slevy" in first.valid
    _click_token(qtbot, window, "unit-sfoot")
    second = window.view.tool
    assert second is not first and "unit-slevy" in second.valid and "unit-sfoot" not in second.valid
    _click_token(qtbot, window, "unit-slevy")
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    answers.stop()
    battle = window.session.battle
    carried = battle.log[-1]
    attacks = [e for e in carried.events if e.get("type") == "sifrp.attack"]
    assert {a["target"] for a in attacks} == {"unit-sfoot", "unit-slevy"}
    kept = [a["roll"]["spec"]["rank"] for a in attacks]
    assert sum(kept) == battle.units["unit-lspear"].stats.abilities.fighting


def test_hammer_and_anvil_picks_the_prepared_unit_as_its_second(qtbot, window):
    answers = to_orders(qtbot, window)
    session = window.session
    session.execute(Override("unit-lhorse", "stats.prepared", {"order": "attack"}, "test"))
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    button = dock.offers.buttons["hammer_and_anvil"]
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    _click_token(qtbot, window, "unit-sfoot")
    second = window.view.tool
    assert second.valid == ["unit-lhorse"]
    log_before = len(session.battle.log)
    _click_token(qtbot, window, "unit-lhorse")
    qtbot.waitUntil(lambda: len(session.battle.log) >= log_before + 1)
    answers.stop()
    issued = [e for e in session.battle.log[log_before:] if e.message.key == "order.issued"]
    assert issued and issued[0].message.params["order"] == "hammer_and_anvil"


class MenuPick(MenuAnswer):
    """Picks the entry of the next popup menu that ``wanted`` accepts."""

    def __init__(self, wanted) -> None:  # type: ignore[no-untyped-def]
        self.wanted = wanted
        super().__init__()

    def _answer(self) -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu) and menu.actions():
            self.seen.append([a.text() for a in menu.actions()])
            next(a for a in menu.actions() if self.wanted(a.text())).trigger()
            menu.close()


def test_a_divided_attack_shares_its_bonus_dice_as_picked_and_keeps_the_split_standing(qtbot, window):
    answers = to_orders(qtbot, window)
    veterans = [{"name": "Veteranos", "applies_to": "bonus:fighting", "modifier": 2}]
    window.session.execute(Override("unit-lspear", "stats.tags", veterans, "test"))
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    menu = MenuPick(lambda text: text.startswith("2 + 1") and text.endswith("1 + 1)"))
    log_before = len(window.session.battle.log)
    qtbot.mouseClick(dock.offers.buttons["split_attack"], Qt.MouseButton.LeftButton)
    menu.stop()
    assert len(menu.seen[0]) == 6 + 1  # two splits × three shares of the two bonus dice, and 1+1+1
    _click_token(qtbot, window, "unit-sfoot")
    _click_token(qtbot, window, "unit-slevy")
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    answers.stop()
    battle = window.session.battle
    attacks = [e for e in battle.log[-1].events if e.get("type") == "sifrp.attack"]
    shares = [(a["roll"]["spec"]["rank"], a["roll"]["spec"]["bonus"]) for a in attacks]
    assert shares == [(2, 1), (1, 1)]
    standing = battle.units["unit-lspear"].stats.standing_order
    assert standing.order == "split_attack" and standing.dice_split == (2, 1)
    assert standing.bonus_split == (1, 1)


def test_a_divided_attack_on_three_enemies_picks_each_on_the_map(qtbot, window):
    """ "dividir sus dados ... para atacar a dos o más adversarios": a split in three parts asks
    for a third target after the second."""
    answers = to_orders(qtbot, window)
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lbow")
    menu = MenuPick(lambda text: text.count("+") == 2 and "(" not in text)
    log_before = len(window.session.battle.log)
    qtbot.mouseClick(dock.offers.buttons["split_attack"], Qt.MouseButton.LeftButton)
    menu.stop()
    picked = []
    for _ in range(3):
        tool = window.view.tool
        token = next(t for t in tool.valid if t not in picked)
        picked.append(token)
        _click_token(qtbot, window, token)
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    answers.stop()
    battle = window.session.battle
    attacks = [e for e in battle.log[-1].events if e.get("type") == "sifrp.attack"]
    assert [a["target"] for a in attacks] == picked
    assert all(a["roll"]["spec"]["rank"] >= 1 for a in attacks)
    assert len(battle.units["unit-lbow"].stats.standing_order.dice_split) == 3
