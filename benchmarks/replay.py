"""How fast the replay timeline seeks in a long battle, and how long a recap takes to write.

Plays a SIFRP battle of 2,000 logged steps (moves along two waypoints, with their trails), then
seeks the timeline to every step in a shuffled order and reports the slowest and the mean seek,
and how long the timeline took to build its snapshots. Then writes the recap of the SIFRP
sample (two rounds) at 960 pixels as a GIF. Prints the figures and, on its last line, one JSON
object with them. Targets: any seek ≤ 100 ms; the recap ≤ 30 s.

    python benchmarks/replay.py               # 2,000 steps
    python benchmarks/replay.py --steps 500   # a smaller run, for a smoke test
"""

from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time
from importlib.resources import as_file, files
from pathlib import Path

from campal.core.dice import RandomDice
from campal.core.engine import Engine, MoveUnit, PlainMap, StartBattle
from campal.core.model import Battle, Point, Side, Unit
from campal.core.timeline import Timeline

SEEK_TARGET_MS = 100.0
RECAP_TARGET_S = 30.0


def battle() -> Battle:
    sides = {f"side-{name}": Side(id=f"side-{name}", name=name.title()) for name in ("north", "south")}
    units = {
        f"unit-{index}": Unit(
            id=f"unit-{index}",
            name=f"Compañía {index}",
            side="side-north" if index % 2 else "side-south",
            position=Point(x=20.0 * index + 10, y=100.0 if index % 2 else 300.0),
        )
        for index in range(40)
    }
    return Battle(title="Película", sides=sides, units=units)


def played(steps: int) -> Battle:
    engine = Engine(battle(), dice=RandomDice(1), map_queries=PlainMap())
    engine.execute(StartBattle())
    while len(engine.state.log) < steps:
        index = len(engine.state.log)
        unit = engine.state.units[f"unit-{index % 40}"]
        here = unit.position
        way = (Point(x=here.x, y=(here.y + 37) % 390 + 5), Point(x=(here.x + 13) % 790 + 5, y=here.y))
        engine.execute(MoveUnit(unit.id, way, override=True))
    return engine.state


def seeks(battle: Battle, every: int) -> dict[str, float]:
    started = time.perf_counter()
    timeline = Timeline(battle, every)
    built_s = time.perf_counter() - started
    order = list(range(timeline.last + 1))
    random.Random(5).shuffle(order)
    times = []
    for step in order:
        started = time.perf_counter()
        timeline.state_at(step)
        times.append((time.perf_counter() - started) * 1000)
    assert timeline.state_at(timeline.last) == battle
    return {"build_s": built_s, "seek_max_ms": max(times), "seek_mean_ms": sum(times) / len(times)}


def recap_seconds() -> float:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from campal.core.io import load_battle
    from campal.ui.app import application
    from campal.ui.recap.recap import RecapOptions, write_recap

    application()
    with as_file(files("campal.resources") / "samples" / "sifrp-batalla.campal") as path:
        loaded = load_battle(path)
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        _, data = write_recap(loaded.battle, loaded.assets, Path(folder) / "r.gif", RecapOptions(width=960))
        (Path(folder) / "r.gif").write_bytes(data or b"")
        return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--every", type=int, default=None, help="snapshot spacing (default: the timeline's)")
    args = parser.parse_args()
    started = time.perf_counter()
    long_battle = played(args.steps)
    print(f"played {len(long_battle.log)} steps in {time.perf_counter() - started:.1f} s")
    from campal.core.timeline.timeline import SNAPSHOT_EVERY

    every = args.every or SNAPSHOT_EVERY
    figures = {"steps": float(len(long_battle.log)), "every": float(every), **seeks(long_battle, every)}
    print(
        f"timeline built in {figures['build_s']:.2f} s; seek: slowest {figures['seek_max_ms']:.1f} ms, "
        f"mean {figures['seek_mean_ms']:.1f} ms (target ≤ {SEEK_TARGET_MS:.0f} ms)"
    )
    figures["recap_s"] = recap_seconds()
    recap_s = figures["recap_s"]
    print(f"recap of the SIFRP sample at 960 px: {recap_s:.1f} s (target ≤ {RECAP_TARGET_S:.0f} s)")
    print(json.dumps({key: round(value, 3) for key, value in figures.items()}))
    ok = figures["seek_max_ms"] <= SEEK_TARGET_MS and figures["recap_s"] <= RECAP_TARGET_S
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
