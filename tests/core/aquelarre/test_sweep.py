"""Barrido through the engine: the foe picked brings in the others around the sweeper, measured
edge to edge whatever their sizes."""

from campal.core.engine import Engine
from campal.core.rules.aquelarre.commands import Declare
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
