"""Barrido through the engine: the foe picked brings in the others around the sweeper, measured
edge to edge whatever their sizes, and the blade meets them left to right as the sweeper sees
them, whatever their ids; each parries in that order and a good parry spares the rest."""

from campal.core.dice import ManualEntry
from campal.core.engine import Engine, NextStep
from campal.core.rules.aquelarre.commands import CarryOut, Declare, Defend
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

from .test_manoeuvres_played import fight, stats

SWEEPER = {"strength": 14, "drawn": ("espada_de_mano",), "skills": {"espadas": 90}}
BANDIT = {"drawn": ("clava",), "weapons": ("clava",), "skills": {"mazas": 60}, "max_health": 30, "health": 30}


def declare_sweep(engine: Engine, picked: str) -> tuple[str, ...]:
    """The foes walk and parry; the sweeper declares its Barrido on ``picked`` as the dock does."""
    while engine.state.turn.queue[0] != "char-a":  # type: ignore[union-attr]
        who = engine.state.turn.queue[0]  # type: ignore[union-attr]
        engine.execute(Declare(who, "walk"))
        engine.execute(Declare(who, "parry"))
    engine.execute(
        system_of(engine.state).play.command(engine.state, Choice("char-a", "sweep", target=picked))
    )
    return stats(engine, "char-a").declared[0].targets


def test_the_foes_around_are_measured_edge_to_edge() -> None:
    # The sweeper (0.4 m) at the origin. T2 is big (1.2 m): its centre 2.6 m away, its edge 1.0 m,
    # within 1.5 varas (1.25 m). T3 is small (0.2 m): its centre nearer (2.0 m), its edge 1.4 m.
    at = {"char-t1": (1.0, 0.0, 0.4), "char-t2": (0.0, 2.6, 1.2), "char-t3": (-2.0, 0.0, 0.2)}
    engine = fight(SWEEPER, BANDIT, BANDIT, BANDIT, at=at)
    assert set(declare_sweep(engine, "char-t1")) == {"char-t1", "char-t2"}


def test_the_blade_goes_left_to_right_from_the_sweepers_facing_not_by_id() -> None:
    from campal.core.rules.aquelarre.commands import FaceCharacter

    # Facing up the map (y grows downward): T2 on the left, T3 straight ahead, T1 on the right.
    at = {"char-t1": (1.0, -0.3, 0.4), "char-t2": (-1.0, -0.3, 0.4), "char-t3": (0.0, -1.0, 0.4)}
    engine = fight(SWEEPER, BANDIT, BANDIT, BANDIT, at=at)
    engine.execute(FaceCharacter("char-a", 0.0))
    assert declare_sweep(engine, "char-t1") == ("char-t2", "char-t3", "char-t1")
    turned = fight(SWEEPER, BANDIT, BANDIT, BANDIT, at=at)
    turned.execute(FaceCharacter("char-a", 180.0))  # its back to them: T1 is now on its left
    assert declare_sweep(turned, "char-t1") == ("char-t1", "char-t2", "char-t3")


def test_never_faced_the_sweeper_faces_the_foe_picked() -> None:
    at = {"char-t1": (1.0, -0.3, 0.4), "char-t2": (-1.0, -0.3, 0.4), "char-t3": (0.0, -1.0, 0.4)}
    engine = fight(SWEEPER, BANDIT, BANDIT, BANDIT, at=at)
    # Towards T1 (east-north-east): T3 and T2 lie to its left, T2 the farther round.
    assert declare_sweep(engine, "char-t1") == ("char-t2", "char-t3", "char-t1")


def test_the_parries_come_in_the_sweeps_order_and_the_one_that_holds_spares_the_rest() -> None:
    from campal.core.rules.aquelarre.commands import FaceCharacter

    at = {"char-t1": (1.0, -0.3, 0.4), "char-t2": (-1.0, -0.3, 0.4), "char-t3": (0.0, -1.0, 0.4)}
    engine = fight(SWEEPER, BANDIT, BANDIT, BANDIT, at=at)
    engine.execute(FaceCharacter("char-a", 0.0))
    declare_sweep(engine, "char-t1")
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    assert engine.state.turn.awaiting.actors == ("char-t2", "char-t3", "char-t1")  # type: ignore[union-attr]
    engine.execute(Defend("char-t2", 1))
    engine.execute(Defend("char-t3", 1))
    # 24 of 50; T2's parry fails (90), T3's holds (5), so the blade never reaches T1, who rolls
    # nothing and keeps its parry; 1D8+1 = 6 on T2's chest (5).
    faces = (24, 90, 5, 5, 5)
    engine.execute(Defend("char-t1", 1, tuple(ManualEntry(faces=(f,)) for f in faces)))
    assert [stats(engine, f"char-t{n}").health for n in (1, 2, 3)] == [30, 30 - 6, 30]
    assert stats(engine, "char-t1").declared[1].state == "pending"
