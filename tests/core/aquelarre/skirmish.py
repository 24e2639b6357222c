"""Battles of the text's examples, built from plain values."""

from campal.core.model import AquelarreCharacterStats, Battle, Character, Point, RuleSystemId, Side

FIGHTERS = {
    "char-lope": dict(
        player=True,
        agility=20,
        strength=12,
        dexterity=10,
        perception=12,
        max_health=14,
        health=14,
        weapons=("espada_de_mano",),
        drawn=("espada_de_mano",),
        armour="gambeson",
        skills={"espadas": 60, "esquivar": 40},
    ),
    "char-ignotus": dict(
        player=True,
        agility=15,
        strength=12,
        dexterity=10,
        perception=14,
        max_health=16,
        health=16,
        weapons=("espada_de_mano",),
        drawn=("espada_de_mano",),
        shield="escudo_de_madera",
        shield_ready=True,
        skills={"espadas": 90, "escudos": 70},
    ),
}


def duel(positions: dict[str, tuple[float, float]] | None = None) -> Battle:
    """Lope and Ignotus a step apart (sides of their own, as a duel to first blood)."""
    where = positions or {"char-lope": (0.0, 0.0), "char-ignotus": (2.5, 0.0)}
    sides = {
        "side-lope": Side(id="side-lope", name="Lope"),
        "side-ignotus": Side(id="side-ignotus", name="Ignotus"),
    }
    characters = {
        who: Character(
            id=who,
            name=who.removeprefix("char-").title(),
            side="side-lope" if who == "char-lope" else "side-ignotus",
            position=Point(x=where[who][0], y=where[who][1]),
            radius=0.4,
            stats=AquelarreCharacterStats.model_validate(values),
        )
        for who, values in FIGHTERS.items()
    }
    return Battle(system=RuleSystemId.AQUELARRE, sides=sides, characters=characters)
