"""A parry made with bare hands that the rules would end in a dropped or broken weapon: nothing
is in the hand to lose, so the parry simply holds. Played through the engine with typed dice,
both ways there: a critical bare-hand parry of a heavy blade that loses the FUE×3 against FUE×5
contest, and a critical Tropiezo parried with bare hands."""

from campal.core.dice import ManualEntry
from campal.core.engine import Engine, NextStep, replay
from campal.core.rules.aquelarre.commands import CarryOut, Defend

from .test_manoeuvres_played import declare_all, fight, stats

UNARMED = {"skills": {"pelea": 60}, "max_health": 20, "health": 20}


def parried_with_bare_hands(attacker: dict[str, object], action: str, *faces: int) -> Engine:
    engine = fight(attacker, UNARMED)
    declare_all(
        engine, {"char-t1": (("walk", ()), ("parry", ())), "char-a": ((action, ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 1, tuple(ManualEntry(faces=(f,)) for f in faces)))
    return engine


def keys(engine: Engine) -> list[str]:
    return [e["message"]["key"] for e in engine.state.log[-1].events if "message" in e]


def outcomes(engine: Engine) -> list[tuple[str, str]]:
    rolled = [e for e in engine.state.log[-1].events if e.get("kind") in ("attack", "defence")]
    return [(e["kind"], e["message"]["params"]["outcome"]) for e in rolled]


def test_a_critical_bare_hand_parry_that_loses_the_strength_contest_holds_with_nothing_to_drop() -> None:
    sword = {"strength": 14, "drawn": ("montante",), "weapons": ("montante",), "skills": {"espadas": 70}}
    # The montante hits (40 of 70); the bare hands parry with a critical (3 of 60), which spares
    # the arm; light against heavy, so FUE×3 (30) against FUE×5 (70): the parrier fails (90), the
    # attacker makes it (10). A weapon would fly from the hand; bare hands keep the parry.
    engine = parried_with_bare_hands(sword, "melee", 40, 3, 90, 10)
    assert outcomes(engine) == [("attack", "aquelarre.success"), ("defence", "aquelarre.critical")]
    lines = keys(engine)
    assert lines.count("aquelarre.log.contest") == 2 and "aquelarre.log.contest_won" in lines
    assert not any(key.startswith("aquelarre.log.weapon_") for key in lines)
    parrier = stats(engine, "char-t1")
    assert parrier.health == 20 and parrier.drawn == () and parrier.weapons == ()
    assert stats(engine, "char-a").drawn == ("montante",)
    assert "char-a" in parrier.declared[1].foes  # parried once: not again against the same foe
    assert replay(engine.history[0].before, engine.state) == engine.state


def test_a_critical_tropiezo_parried_with_bare_hands_holds_with_nothing_to_drop() -> None:
    brawler = {"skills": {"pelea": 80}}
    # Tropiezo at half Pelea (40): 2 is a critical; the bare hands parry it (30 of 60), not a
    # critical, which would make a weapon drop. The trip is stopped: no AGI roll, no fall.
    engine = parried_with_bare_hands(brawler, "trip", 2, 30)
    assert outcomes(engine) == [("attack", "aquelarre.critical"), ("defence", "aquelarre.success")]
    lines = keys(engine)
    assert not any(key.startswith("aquelarre.log.weapon_") for key in lines)
    assert "aquelarre.log.fell" not in lines
    parrier = stats(engine, "char-t1")
    assert parrier.health == 20 and not parrier.prone and parrier.drawn == ()
