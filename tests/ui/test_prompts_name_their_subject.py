"""Prompts name their subject: the damage dialog says first that the attack hit, a grouped
attack's typed dice say whose each is, and an action button names its target."""

from importlib.resources import as_file, files

from PySide6.QtCore import Qt

from .test_visible_words import DialogWatch


def _open(window, sample: str) -> None:
    with as_file(files("campal.resources") / "samples" / f"{sample}.campal") as path:
        assert window.open_path(path, ask=False)


def test_the_exalted_damage_dialog_says_the_attack_hit_before_asking_the_damage(qtbot, window):
    _open(window, "exalted-batalla")
    window.play.flow.manual = True
    watch = DialogWatch(qtbot)
    try:
        window.play.flow.advance()
        for _ in range(4):
            turn = window.session.battle.turn
            window.selection.set([turn.actor or turn.queue[0]])
            qtbot.wait(10)
            buttons = window.play.orders.offers.buttons
            shot = buttons.get("ranged_attack")
            pick = shot if shot is not None and shot.isEnabled() else buttons["aim"]
            qtbot.mouseClick(pick, Qt.MouseButton.LeftButton)
            if pick is shot:
                qtbot.keyClick(window.view, Qt.Key.Key_1)
                break
        qtbot.waitUntil(lambda: any("Damage" in title for title in watch.titles), timeout=3000)
    finally:
        watch.stop()
    damage = next(i for i, title in enumerate(watch.titles) if "Damage" in title)
    assert "A hit: 6 successes against DV 2, 4 over. Roll the damage." in watch.labels[damage]


def test_each_join_war_roll_typed_in_names_its_roller(qtbot, window):
    from campal.core.io import LoadedBattle
    from campal.core.model import AssetStore, RuleSystemId

    from .test_play_any_system import duel

    window.session.replace(LoadedBattle(duel(RuleSystemId.EXALTED), AssetStore()), None)
    window.play.flow.manual = True
    watch = DialogWatch(qtbot)
    try:
        window.play.flow.advance()  # begin: Join War awaited
        window.play.flow.advance()  # each roll typed in
    finally:
        watch.stop()
    assert watch.titles == ["Roll: Join War — Lope", "Roll: Join War — Ignotus"]
