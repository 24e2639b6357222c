"""Characters and their kit: the tables load, every archetype is made and names real gear."""

from campal.core.model import AquelarreCharacterStats, Character, Point
from campal.core.rules.aquelarre.kit import kit
from campal.core.templates import create_from_template, templates_for


def test_tables_load_with_their_gear() -> None:
    table = kit()
    assert table.weapon("ballesta").reload == 3
    assert table.weapon("unknown").skill == "pelea"
    assert table.armour["arnes"].protection == 8
    assert table.helmets["yelmo"].strength == 15
    assert table.shields["paves"].resistance == 175
    assert table.shields["tarja"].attack_damage is None
    assert table.mounts["caballo_de_guerra"].max_health > 0


def test_every_archetype_is_a_character_with_known_gear() -> None:
    table = kit()
    entries = templates_for("aquelarre")
    assert {e.id for e in entries} >= {"soldado", "bandido", "caballero", "cortesano", "guerrero"}
    for entry in entries:
        token = create_from_template("aquelarre", entry.id, "side-a", Point(x=0, y=0))
        assert isinstance(token, Character)
        stats = token.stats
        assert isinstance(stats, AquelarreCharacterStats)
        assert stats.health == stats.max_health
        for key in stats.weapons + stats.drawn:
            assert key in table.weapons
        assert set(stats.drawn) <= set(stats.weapons)
        assert stats.armour is None or stats.armour in table.armour
        assert stats.helmet is None or stats.helmet in table.helmets
        assert stats.shield is None or stats.shield in table.shields
        assert stats.mounted == (stats.mount is not None)
        assert stats.mount is None or stats.mount.kind in table.mounts
        for skill in stats.skills:
            assert skill in table.skills


def test_player_characters_are_marked() -> None:
    token = create_from_template("aquelarre", "cortesano", "side-a", Point(x=0, y=0))
    assert isinstance(token.stats, AquelarreCharacterStats) and token.stats.player
