"""Every Aquelarre command the engine holds has its way in from the Characters dock: a parry
against several foes, an attack with the weapon the GM names, a weapon picked up from the
ground, where a blow is aimed, the GM's defence ticks, the free vara toward a foe (a melé move),
Sigilo against Descubrir and mending gear. Each is clicked in the window, and the engine's state
and the log are read after."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from campal.core.dice import ScriptedDice
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore
from campal.core.rules.aquelarre.commands import Declare
from tests.core.aquelarre.test_manoeuvres_played import fight

from .play_helpers import press
from .test_aquelarre_play import answer_defences, click_offer, pick, stats

SWORD = {
    "strength": 12,
    "drawn": ("espada_de_mano",),
    "weapons": ("espada_de_mano",),
    "skills": {"espadas": 60},
}


class MenuPick:
    """Picks the entry of the next popup menu whose text holds ``wanted``."""

    def __init__(self, wanted: str) -> None:
        self.wanted, self.seen = wanted, []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu) and menu.actions():
            self.seen.append([a.text() for a in menu.actions()])
            chosen = next((a for a in menu.actions() if self.wanted in a.text()), menu.actions()[0])
            chosen.trigger()
            menu.close()

    def stop(self) -> None:
        self.timer.stop()


def open_fight(window, attacker: dict, *targets: dict, dice: tuple[int, ...] = (10,)) -> None:
    """The attacker (quicker) and its foes a step away, at the start of the declaration; the
    dice are scripted: ``dice`` first (10 on a d100 hits), then 4s (a chest, small damage)."""
    engine = fight(attacker, *targets)
    window.session.replace(LoadedBattle(engine.state, AssetStore()), None)
    window.session.engine.context.dice = ScriptedDice([*dice, *([4] * 30)])
    window.view.fit_field()
    QApplication.processEvents()  # the one whose turn it is comes picked once the window shows it


def declare(window, who: str, *plan: tuple[str, tuple[str, ...]]) -> None:
    for action, targets in plan:
        assert window.session.execute(Declare(who, action, targets))


def pick_target(qtbot, window, token: str) -> None:
    """The target tool is up: the listed digit of ``token`` picks it."""
    tool = window.view.tool
    assert token in tool.valid, tool.valid
    press(qtbot, window, getattr(Qt.Key, f"Key_{tool.valid.index(token) + 1}"))


def log_keys(window, since: int = 0) -> list[str]:
    """The keys of the log's lines and of the lines of their rolls."""
    log = window.session.battle.log[since:]
    return [
        *(entry.message.key for entry in log),
        *(e.get("message", {}).get("key") for entry in log for e in entry.events),
    ]


def to_action(qtbot, window) -> None:
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "action"


def test_a_parry_against_several_foes_is_declared_from_the_dock(qtbot, window):
    open_fight(window, SWORD, SWORD, SWORD)
    while window.session.battle.turn.queue[0] != "char-a":  # the slower first
        declare(window, window.session.battle.turn.queue[0], ("melee", ("char-a",)), ("dodge", ()))
    pick(qtbot, window, "char-a")
    menu = MenuPick("2")
    try:
        click_offer(qtbot, window, "several:parry")
        qtbot.waitUntil(lambda: bool(menu.seen))
    finally:
        menu.stop()
    assert menu.seen[0][0].startswith("2")
    pick_target(qtbot, window, "char-t1")
    assert "char-t1" not in window.view.tool.valid  # the second foe is another one
    pick_target(qtbot, window, "char-t2")
    parry = stats(window, "char-a").declared[0]
    assert (parry.action, parry.targets) == ("parry", ("char-t1", "char-t2"))
    assert "aquelarre.log.declared" in log_keys(window)


def test_an_attack_with_the_off_hand_is_declared_from_the_dock(qtbot, window):
    hands = {**SWORD, "drawn": ("espada_de_mano", "daga"), "weapons": ("espada_de_mano", "daga")}
    open_fight(window, hands, {})
    declare(window, "char-t1", ("walk", ()), ("walk", ()))
    pick(qtbot, window, "char-a")
    assert "armed:ranged" not in window.play.characters.offers.buttons  # nothing to throw in hand
    menu = MenuPick("−25")
    try:
        click_offer(qtbot, window, "armed:melee")
        qtbot.waitUntil(lambda: bool(menu.seen))
    finally:
        menu.stop()
    assert len(menu.seen[0]) == 3  # the main hand's sword, the other hand's dagger, bare hands
    pick_target(qtbot, window, "char-t1")
    attack = stats(window, "char-a").declared[0]
    assert (attack.action, attack.targets, attack.weapon) == ("melee", ("char-t1",), "daga")
    click_offer(qtbot, window, "dodge")
    to_action(qtbot, window)
    pick(qtbot, window, "char-a")
    click_offer(qtbot, window, "do:0")
    rolls = [e for entry in window.session.battle.log for e in entry.events if e.get("kind") == "attack"]
    terms = {t["key"] for t in rolls[-1]["breakdown"]["terms"]}
    assert "aquelarre.mod.off_hand" in terms


def test_a_weapon_on_the_ground_is_picked_up_from_the_dock(qtbot, window):
    open_fight(window, {"dropped": ("daga",)}, {})
    declare(window, "char-t1", ("walk", ()), ("walk", ()))
    pick(qtbot, window, "char-a")
    menu = MenuPick("")
    try:
        click_offer(qtbot, window, "pick_up")
        qtbot.waitUntil(lambda: bool(menu.seen))
    finally:
        menu.stop()
    assert len(menu.seen[0]) == 1
    assert stats(window, "char-a").declared[0].weapon == "daga"
    click_offer(qtbot, window, "dodge")
    to_action(qtbot, window)
    pick(qtbot, window, "char-a")
    click_offer(qtbot, window, "do:0")
    mine = stats(window, "char-a")
    assert (mine.drawn, mine.dropped) == (("daga",), ())
    assert "aquelarre.log.picked_up" in log_keys(window)


def test_a_blow_is_aimed_at_the_head_from_the_dock(qtbot, window):
    open_fight(window, SWORD, {"max_health": 30, "health": 30})
    declare(window, "char-t1", ("walk", ()), ("walk", ()))
    declare(window, "char-a", ("melee", ("char-t1",)), ("dodge", ()))
    to_action(qtbot, window)
    pick(qtbot, window, "char-a")
    ticks = window.play.characters.ticks
    assert ticks.choice.isVisible()
    ticks.choice.setCurrentIndex(ticks.choice.findData("aim_head"))
    click_offer(qtbot, window, "do:0")
    assert stats(window, "char-a").declared[0].situational == ("aim_head",)
    rolls = [e for entry in window.session.battle.log for e in entry.events if e.get("kind") == "attack"]
    assert {t["key"]: t["value"] for t in rolls[-1]["breakdown"]["terms"]}["aquelarre.mod.aim_head"] == -50
    assert ticks.choice.currentIndex() == 0, "the aim goes with one blow"


def test_the_gm_ticks_a_defence_modifier_when_the_defence_is_answered(qtbot, window):
    open_fight(window, SWORD, SWORD, dice=(10, 20))  # the blow hits, the parry holds
    declare(window, "char-t1", ("parry", ()), ("dodge", ()))
    declare(window, "char-a", ("melee", ("char-t1",)), ("dodge", ()))
    to_action(qtbot, window)
    pick(qtbot, window, "char-a")
    click_offer(qtbot, window, "do:0")
    dock = window.play.characters
    assert dock.answers.isVisible() and dock.answer_ticks.isVisible()
    assert not dock.ticks.isVisible(), "the attacker's ticks are spent: only the answer's show"
    box = dock.answer_ticks.boxes["night"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    before = len(window.session.battle.log)
    qtbot.mouseClick(dock.answers.buttons["defend:0"], Qt.MouseButton.LeftButton)
    answer_defences(qtbot, window)
    events = [e for entry in window.session.battle.log[before:] for e in entry.events]
    defence = next(e for e in events if e.get("kind") == "defence")
    assert {t["key"]: t["value"] for t in defence["breakdown"]["terms"]}["aquelarre.mod.night"] == -25


def test_the_free_vara_toward_a_foe_is_taken_from_the_dock_as_a_mele_move(qtbot, window):
    open_fight(window, {"drawn": ("daga",), "weapons": ("daga",)}, SWORD)
    declare(window, "char-t1", ("parry", ()), ("dodge", ()))
    declare(window, "char-a", ("parry", ()), ("dodge", ()))
    to_action(qtbot, window)
    pick(qtbot, window, "char-a")
    click_offer(qtbot, window, "free:step_in")
    pick_target(qtbot, window, "char-t1")
    assert stats(window, "char-a").mele_with == ("char-t1",)
    assert stats(window, "char-t1").mele_with == ("char-a",)
    assert "aquelarre.log.stepped_in" in log_keys(window)
    assert not window.play.characters.offers.buttons["free:step_in"].isEnabled()  # once a round


def test_sigilo_against_descubrir_and_mending_gear_from_the_dock(qtbot, window):
    open_fight(
        window,
        {"armour": "gambeson", "wear": {"gambeson": 10}, "skills": {"artesania": 60, "sigilo": 60}},
        {},
    )
    pick(qtbot, window, "char-a")
    before = len(window.session.battle.log)
    click_offer(qtbot, window, "gm:spot_ambush")
    pick_target(qtbot, window, "char-t1")
    assert {"aquelarre.log.ambush_seen", "aquelarre.log.ambush_unseen"} & set(log_keys(window, before))
    menu = MenuPick("")
    try:
        click_offer(qtbot, window, "gm:repair")
        qtbot.waitUntil(lambda: bool(menu.seen))
    finally:
        menu.stop()
    assert {"aquelarre.log.repaired", "aquelarre.log.repair_failed"} & set(log_keys(window, before))


def test_defensa_completa_made_as_zafarse_from_the_dock(qtbot, window):
    open_fight(window, {"skills": {"pelea": 30}, "mele_with": ("char-t1",)}, {"mele_with": ("char-a",)})
    declare(window, "char-t1", ("walk", ()), ("walk", ()))
    pick(qtbot, window, "char-a")
    click_offer(qtbot, window, "full_defence:slip_away")
    made = stats(window, "char-a").declared[0]
    assert (made.action, made.manner) == ("full_defence", "slip_away")
    to_action(qtbot, window)
    pick(qtbot, window, "char-a")
    click_offer(qtbot, window, "do:0")  # 10 of Pelea 30 + 50
    assert stats(window, "char-a").mele_with == () and stats(window, "char-t1").mele_with == ()
    assert "aquelarre.log.left_mele" in log_keys(window)


def test_ataque_recio_climbs_two_rungs_picked_in_the_dock(qtbot, window):
    open_fight(window, {"strength": 15, "drawn": ("maza",), "weapons": ("maza",)}, {})
    declare(window, "char-t1", ("walk", ()), ("walk", ()))
    pick(qtbot, window, "char-a")
    menu = MenuPick("50 %")  # two rungs, −50 %
    try:
        click_offer(qtbot, window, "heavy")
        qtbot.waitUntil(lambda: bool(menu.seen))
    finally:
        menu.stop()
    assert len(menu.seen[0]) == 3
    pick_target(qtbot, window, "char-t1")
    heavy = stats(window, "char-a").declared[0]
    assert (heavy.action, heavy.targets, heavy.steps) == ("heavy", ("char-t1",), 2)
