"""How long Aquelarre's ground questions take on a crowded field: a duel fought among many
hills, woods and walls, each attack asking whether either fighter stands higher (four times,
as one attack asks it) and whether the target has cover within a dive. Prints a short report
and, on its last line, one JSON object with the figures.

    python benchmarks/aquelarre_ground.py           # 2,000 terrain features
    python benchmarks/aquelarre_ground.py --quick   # 200, for a smoke test
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from campal.core.engine import GeometryMap
from campal.core.model import (
    AquelarreCharacterStats,
    Battle,
    BattleField,
    Character,
    Point,
    RuleSystemId,
    Side,
    Size,
    TerrainFeature,
)
from campal.core.rules.aquelarre.ground import cover_near
from campal.core.rules.aquelarre.situation import height_between, higher

KINDS = ("marsh", "open_field", "lake", "hill")  # cover only on the hills, far from the duel


def crowded(features: int) -> Battle:
    side = int(features**0.5) + 1
    terrain = {}
    for n in range(features):
        x, y = 10.0 + 12.0 * (n % side), 10.0 + 12.0 * (n // side)
        ring = tuple(Point(x=x + dx, y=y + dy) for dx, dy in ((0, 0), (8, 0), (9, 6), (4, 9), (-1, 5)))
        terrain[f"terrain-{n}"] = TerrainFeature(id=f"terrain-{n}", kind=KINDS[n % len(KINDS)], outline=ring)
    extent = 20.0 + 12.0 * side
    people = {
        who: Character(
            id=who, name=who, side=f"side-{who[-1]}", position=Point(x=x, y=14.0), radius=0.4,
            stats=AquelarreCharacterStats(),
        )
        for who, x in (("char-a", 14.0), ("char-b", 15.5))
    }  # fmt: skip
    return Battle(
        system=RuleSystemId.AQUELARRE,
        field=BattleField(size=Size(width=extent, height=extent)),
        sides={s: Side(id=s, name=s) for s in ("side-a", "side-b")},
        characters=people,
        terrain=terrain,
    )


def one_attack(battle: Battle, maps: GeometryMap) -> None:
    higher(battle, maps, "char-a", "char-b")
    height_between(battle, maps, "char-a", "char-b")
    cover_near(battle, maps, "char-b")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    features, attacks = (200, 20) if args.quick else (2000, 50)
    battle, maps = crowded(features), GeometryMap()
    started = time.perf_counter()
    one_attack(battle, maps)  # the first builds the terrain index, as the map does on opening
    first_ms = (time.perf_counter() - started) * 1000
    times = []
    for _ in range(attacks):
        started = time.perf_counter()
        one_attack(battle, maps)
        times.append((time.perf_counter() - started) * 1000)
    figures = {
        "features": features,
        "attacks": attacks,
        "first_ms": round(first_ms, 2),
        "median_ms": round(statistics.median(times), 3),
        "worst_ms": round(max(times), 3),
    }
    print(f"{features} terrain features, {attacks} attacks")
    print(f"first attack (builds the index): {figures['first_ms']} ms")
    print(f"each later attack: median {figures['median_ms']} ms, worst {figures['worst_ms']} ms")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
