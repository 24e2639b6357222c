"""How fast Bastionland attacks go through the engine as a battle's log grows: a warband's
attack thrown and resolved again and again until the log holds 2,000 entries, then the docks'
questions (open attacks, answers awaited, the prompt) asked of that long log. Prints a short
report and, on its last line, one JSON object with the figures.

    python benchmarks/bastionland_attacks.py           # a 2,000-entry log
    python benchmarks/bastionland_attacks.py --quick   # 200 entries, for a smoke test
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from campal.core.dice import RandomDice
from campal.core.engine import Engine, PlaceUnit, PlainMap
from campal.core.model import Battle, Point, RuleSystemId, Side
from campal.core.model.forces import Character, Unit
from campal.core.rules import system_of
from campal.core.rules.bastionland.commands import Attack, Attacker, ResolveAttack
from campal.core.rules.bastionland.pending import open_attacks
from campal.core.templates import create_from_template


def _field() -> Battle:
    def token(template: str, token_id: str, side: str, y: float) -> Unit | Character:
        made = create_from_template(RuleSystemId.BASTIONLAND, template, side, Point(x=50, y=y), name=token_id)
        return made.model_copy(update={"id": token_id})

    levy, band = (
        token("militia", "unit-levy", "side-a", 50),
        token("mercenaries", "unit-band", "side-b", 62.5),
    )
    assert isinstance(levy, Unit) and isinstance(band, Unit)
    sides = {s: Side(id=s, name=s) for s in ("side-a", "side-b")}
    return Battle(system=RuleSystemId.BASTIONLAND, sides=sides, units={levy.id: levy, band.id: band})


def run(entries: int) -> dict[str, float]:
    start = _field()
    fresh = start.units["unit-band"]
    engine = Engine(start, dice=RandomDice(1), map_queries=PlainMap())
    timings: list[float] = []
    while len(engine.state.log) < entries:
        began = time.perf_counter()
        engine.execute(Attack(target="unit-band", attackers=(Attacker("unit-levy"),)))
        engine.execute(ResolveAttack())
        timings.append((time.perf_counter() - began) * 1000)
        if engine.state.units["unit-band"].stats.is_out_of_action:  # type: ignore[union-attr]
            engine.execute(PlaceUnit(fresh))
    engine.execute(Attack(target="unit-band", attackers=(Attacker("unit-levy"),)))
    play = system_of(engine.state).play
    began = time.perf_counter()
    for _ in range(50):
        open_attacks(engine.state)
        play.reactions(engine.state, PlainMap())
        play.prompt(engine.state)
    asked = (time.perf_counter() - began) / 50 * 1000
    return {
        "log_entries": float(len(engine.state.log)),
        "attack_and_resolve_median_ms": statistics.median(timings),
        "attack_and_resolve_last_ms": statistics.mean(timings[-20:]),
        "dock_questions_ms": asked,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    figures = run(200 if parser.parse_args().quick else 2000)
    print(f"log of {figures['log_entries']:.0f} entries")
    print(
        f"attack + resolve: median {figures['attack_and_resolve_median_ms']:.2f} ms, "
        f"last 20 {figures['attack_and_resolve_last_ms']:.2f} ms"
    )
    print(f"the docks' questions on the open attack: {figures['dock_questions_ms']:.2f} ms")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
