"""The clauses of the Secuencia de combate that the engine once read wrong, each played through
the engine with typed dice: what a blow, a defence or a declaration does by the text."""

from __future__ import annotations

from campal.core.engine import CommandRefused, NextStep
from campal.core.dice import ManualEntry
from campal.core.rules.aquelarre.commands import CarryOut, Declare, Defend

from .test_manoeuvres_played import act, declare_all, fight, stats


def typed(*faces: int | tuple[int, ...]) -> tuple[ManualEntry, ...]:
    return tuple(ManualEntry(faces=f if isinstance(f, tuple) else (f,)) for f in faces)


def test_shield_attack_adds_strength_damage_bonus() -> None:
    # A sword in hand (its bonus would come from HAB 10: none); the shield's edge takes FUE 15's +1D4.
    engine = fight(
        {
            "strength": 15,
            "drawn": ("espada_de_mano",),
            "weapons": ("espada_de_mano",),
            "shield": "escudo_de_madera",
            "shield_ready": True,
            "skills": {"escudos": 80},
        },
        {"max_health": 20, "health": 20},
    )
    declare_all(engine, {"char-t1": (("walk", ()),) * 2, "char-a": (("shield_attack", ("char-t1",)), ("dodge", ()))})
    engine.execute(NextStep())
    # 10 of 40 hits; 1D4+1 shows 3, the +1D4 shows 4; chest.
    engine.execute(CarryOut("char-a", 0, entries=typed(10, (3, 4), 5)))
    assert stats(engine, "char-t1").health == 20 - (3 + 1 + 4)


def test_bare_hand_parry_of_a_pelea_attack_costs_nothing() -> None:
    engine = fight({"skills": {"pelea": 80}}, {"skills": {"pelea": 70}})
    declare_all(engine, {"char-t1": (("parry", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 0, entries=typed(10, 20)))  # the punch hits, the parry holds
    assert stats(engine, "char-t1").health == 12
