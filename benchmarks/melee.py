"""A crowded melee for label checks: two lines of SIFRP units thrown into one another, with
commanders among them and a unit that carries a commander, all within a few dozen metres."""

from __future__ import annotations

from campal.core.model import (
    Battle,
    BattleField,
    Character,
    Point,
    RuleSystemId,
    Side,
    SifrpCharacterStats,
    Size,
    Unit,
)
from campal.core.templates import create_from_template

CENTRE = Point(x=300.0, y=200.0)


def crowded_melee() -> Battle:
    units: dict[str, Unit] = {}
    for n in range(12):
        north = n % 2 == 0
        made = create_from_template(
            RuleSystemId.SIFRP,
            "infantry/trained" if n % 3 else "cavalry/trained",
            "side-n" if north else "side-s",
            Point(x=CENTRE.x - 75 + 30 * (n // 2), y=CENTRE.y + (-5.0 if north else 5.0) + (n % 4) * 2.0),
            facing=180.0 if north else 0.0,
        )
        assert isinstance(made, Unit)
        unit_id = f"unit-m{n:x}"
        units[unit_id] = made.model_copy(update={"id": unit_id, "name": f"Compañía del vado {n + 1}"})
    characters = {
        f"char-m{n}": Character(
            id=f"char-m{n}",
            name=f"Ser Capitán {n + 1}",
            side="side-n" if n % 2 == 0 else "side-s",
            position=Point(x=CENTRE.x - 40 + 25 * n, y=CENTRE.y + (-14.0 if n % 2 == 0 else 14.0)),
            stats=SifrpCharacterStats(),
        )
        for n in range(4)
    }
    characters["char-mx"] = Character(
        id="char-mx",
        name="Lord Comandante",
        side="side-n",
        attached_to="unit-m0",
        stats=SifrpCharacterStats(),
    )
    return Battle(
        title="Melé en el vado",
        system=RuleSystemId.SIFRP,
        field=BattleField(size=Size(width=600.0, height=400.0)),
        sides={
            "side-n": Side(id="side-n", name="Norte", colour="#4a6fa5"),
            "side-s": Side(id="side-s", name="Sur", colour="#b0413e"),
        },
        units=units,
        characters=characters,
    )
