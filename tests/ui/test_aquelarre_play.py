"""A round of Aquelarre played from the docks and the map on the ambush sample: initiative on
N, declarations slowest first from the Characters dock (illegal actions greyed), an attack
declared with a click on the target, the defence asked when it is carried out, the log, and
the battle saved and reopened."""

from __future__ import annotations

from importlib.resources import as_file, files

from PySide6.QtCore import Qt

from campal.core.model import AquelarreCharacterStats
from campal.ui.play.offer_list import assign_keys

from .play_helpers import RollAnswers, click_on_map, click_row, press

SAMPLE = files("campal.resources") / "samples" / "aquelarre-emboscada.campal"


def answer_defences(qtbot, window) -> list[str]:
    """Answers each defence asked in the Characters dock with its first choice, as the GM."""
    dock = window.play.characters
    asked = []
    while dock.answers.isVisible() and dock.answers.offers:
        asked.append(dock.answer_label.text())
        first = dock.answers.offers[0].id
        qtbot.mouseClick(dock.answers.buttons[first], Qt.MouseButton.LeftButton)
    return asked


def pick(qtbot, window, who: str) -> None:
    dock = window.play.characters
    dock.raise_()
    for row in range(dock.table.rowCount()):
        if dock.table.item(row, 0).data(Qt.ItemDataRole.UserRole) == who:
            click_row(qtbot, dock.table, row)
    assert dock.character_id == who


def click_offer(qtbot, window, offer: str) -> None:
    button = window.play.characters.offers.buttons[offer]
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def stats(window, who: str) -> AquelarreCharacterStats:
    value = window.session.battle.characters[who].stats
    assert isinstance(value, AquelarreCharacterStats)
    return value


def test_offer_keys_run_out_gracefully() -> None:
    keys = assign_keys([f"Acción {i}" for i in range(50)])
    assert len(keys) == 50 and keys[-1] == "" and len({k for k in keys if k}) == len([k for k in keys if k])


def test_a_round_from_the_docks_with_a_defence_asked(qtbot, window, tmp_path):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    battle = window.session.battle
    assert battle.turn.step == "initiative" and battle.turn.round == 3
    press(qtbot, window, Qt.Key.Key_N)  # everyone's initiative
    assert window.session.battle.turn.awaiting is None
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "declaration"
    assert window.play.phase_bar.waiting_label.toolTip().startswith(("Declaración", "Declaration"))
    attacker = target = None
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        buttons = window.play.characters.offers.buttons
        assert not buttons["crawl"].isEnabled()  # not on the ground: greyed, with the reason
        assert buttons["crawl"].toolTip()
        me = window.session.battle.characters[who]
        if (
            attacker is None
            and stats(window, who).drawn
            and stats(window, who).drawn[0] in ("espada_de_mano", "clava", "lanza_corta")
        ):
            click_offer(qtbot, window, "melee")
            tool = window.view.tool
            assert tool.valid, "someone to attack"
            target = tool.valid[0]
            spot = window.session.battle.characters[target].position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda who=who: len(stats(window, who).declared) == 1)
            attacker = who
        else:
            click_offer(qtbot, window, "dodge")
        if who in window.session.battle.turn.queue:
            click_offer(qtbot, window, "dodge")
        assert me.id not in window.session.battle.turn.queue
    assert attacker is not None and target is not None
    assert stats(window, target).declared[-1].action == "dodge"
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "action"
    asked: list[str] = []
    log_before = len(window.session.battle.log)
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        offers = window.play.characters.offers.buttons
        if "do:0" in offers and offers["do:0"].isEnabled():
            click_offer(qtbot, window, "do:0")
            asked += answer_defences(qtbot, window)
        else:
            qtbot.mouseClick(window.play.characters.pass_button, Qt.MouseButton.LeftButton)
    assert asked, "the target was asked for its defence"
    lines = window.session.battle.log[log_before:]
    assert any(e.message.key == "aquelarre.log.defence_chosen" for e in lines)
    assert stats(window, attacker).declared[0].state == "done"
    press(qtbot, window, Qt.Key.Key_N)  # conclusion
    press(qtbot, window, Qt.Key.Key_N)  # bleeding and the rest
    press(qtbot, window, Qt.Key.Key_N)  # round 4
    assert window.session.battle.turn.round == 4
    saved = tmp_path / "emboscada.campal"
    assert window._save_to(saved)
    played = window.session.battle
    assert window.open_path(saved, ask=False)
    assert window.session.battle.characters == played.characters
    assert window.session.battle.turn == played.turn


def test_initiative_typed_in_when_the_players_roll_on_camera(qtbot, window):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.play.flow.manual
    typing = RollAnswers(qtbot, total=lambda spec: 7)
    press(qtbot, window, Qt.Key.Key_N)
    typing.stop()
    battle = window.session.battle
    assert battle.turn.awaiting is None and len(typing.shown) == len(battle.turn.initiative)
    assert all("1D10 + AGI" in title for title, _pool in typing.shown)
    for who, total in battle.turn.initiative.items():
        assert total == 7 + battle.characters[who].stats.agility + _modifiers(battle, who)
    events = [
        e for entry in battle.log[-len(typing.shown) :] for e in entry.events if e.get("kind") == "initiative"
    ]
    assert events and all(e["manual"] and e["faces"] == [7] for e in events)


def _modifiers(battle, who: str) -> int:
    from campal.core.rules.aquelarre.initiative import initiative_modifiers

    stats = battle.characters[who].stats
    return initiative_modifiers(stats).total - stats.agility
