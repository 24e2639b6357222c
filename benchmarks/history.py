"""How much memory the undo history holds after many logged commands, and how fast it walks.

Starts a SIFRP battle with two armies, then executes commands that each add a line to the
battle log (token moves during the battle), undoes them all and redoes them all. Prints the
resident memory of the process before and after, the times, and on its last line one JSON
object with the figures. The target is 20,000 logged commands under 300 MB.

    python benchmarks/history.py              # 20,000 commands
    python benchmarks/history.py --count 2000 # a smaller run, for a smoke test
"""

from __future__ import annotations

import argparse
import gc
import json
import time
from pathlib import Path

from campal.core.dice import RandomDice
from campal.core.engine import Engine, MoveToken, PlainMap, StartBattle
from campal.core.model import Battle, Point, Side, Unit

TARGET_MB = 300.0


def resident_mb() -> float:
    """The process's resident set size, from /proc (Linux), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def battle() -> Battle:
    sides = {f"side-{name}": Side(id=f"side-{name}", name=name.title()) for name in ("north", "south")}
    units = {
        f"unit-{index}": Unit(
            id=f"unit-{index}",
            name=f"Compañía {index}",
            side="side-north" if index % 2 else "side-south",
            position=Point(x=20.0 * index, y=100.0 if index % 2 else 300.0),
        )
        for index in range(40)
    }
    return Battle(title="Memoria", sides=sides, units=units)


def run(count: int) -> dict[str, float]:
    gc.collect()
    start_mb = resident_mb()
    engine = Engine(battle(), dice=RandomDice(1), map_queries=PlainMap())
    engine.execute(StartBattle())
    started = time.perf_counter()
    for index in range(count):
        unit = f"unit-{index % 40}"
        engine.execute(MoveToken(unit, Point(x=float(index % 500), y=float(index % 300)), float(index % 360)))
    executed_s = time.perf_counter() - started
    gc.collect()
    after_mb = resident_mb()
    started = time.perf_counter()
    while engine.can_undo():
        engine.undo()
    undo_s = time.perf_counter() - started
    started = time.perf_counter()
    while engine.can_redo():
        engine.redo()
    redo_s = time.perf_counter() - started
    assert len(engine.state.log) >= count
    return {
        "commands": count,
        "start_mb": round(start_mb, 1),
        "after_mb": round(after_mb, 1),
        "execute_s": round(executed_s, 2),
        "undo_all_s": round(undo_s, 2),
        "redo_all_s": round(redo_s, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20_000)
    figures = run(parser.parse_args().count)
    print(f"{figures['commands']:,} logged commands")
    before, after = figures["start_mb"], figures["after_mb"]
    print(f"memory: {before} MB before, {after} MB after (target < {TARGET_MB:.0f} MB)")
    print(f"execute {figures['execute_s']} s", end=", ")
    print(f"undo all {figures['undo_all_s']} s, redo all {figures['redo_all_s']} s")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
