"""File ▸ New battle sets the battle's light as the rules read it, and the map shows night: a
darker field on the GM's map and in the players' picture."""

from PySide6.QtGui import QColor

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Light
from campal.ui.dialogs.new_battle import NewBattleDialog
from campal.ui.render import render_battle


def _brightness(battle) -> float:
    image = render_battle(battle, AssetStore(), 200, player_view=True)
    points = [(x, y) for x in range(20, image.width() - 20, 17) for y in range(40, image.height() - 20, 13)]
    return sum(QColor(image.pixel(x, y)).lightnessF() for x, y in points) / len(points)


def test_a_new_battle_at_night_is_dark_and_looks_it(qtbot, window):
    dialog = NewBattleDialog(window)
    qtbot.addWidget(dialog)
    dialog.system.setCurrentIndex(dialog.system.findData("aquelarre"))
    words = [dialog.light.itemText(i) for i in range(dialog.light.count())]
    assert "Night" in words  # Aquelarre's word for its darkness
    dialog.light.setCurrentIndex(dialog.light.findData(Light.DARK.value))
    night = dialog.battle()
    assert night.field.conditions.light is Light.DARK
    day = night.model_copy(
        update={
            "field": night.field.model_copy(
                update={"conditions": night.field.conditions.model_copy(update={"light": Light.DAYLIGHT})}
            )
        }
    )
    assert _brightness(night) < _brightness(day) - 0.1
    window.session.replace(LoadedBattle(night, AssetStore()), None)
    assert window.scene.field_item._field.conditions.light is Light.DARK
