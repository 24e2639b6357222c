"""How fast the terrain index answers on a crowded field.

Generates a field of terrain polygons (overlapping, some of them invalid), builds the index,
and times path measures, lines of sight (asked all at once, as a unit's target list asks them,
and one by one), and a naive measure that intersects the path with every
polygon. Prints a readable report and, on its last line, one JSON object with the figures.

    python benchmarks/geometry.py            # 2,000 polygons, about 100,000 vertices
    python benchmarks/geometry.py --quick    # a smaller field, for a smoke test
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence

import shapely
from shapely.geometry import LineString

from campal.core.geometry import Footprint, TerrainIndex, feature_area, feature_kind
from campal.core.geometry.sight_many import lines_of_sight, sight_to_each
from campal.core.model import Point, RuleSystemId, TerrainFeature
from campal.core.terrain import MoverKind, load_catalogue

AREA_KINDS = ("forest", "dense_forest", "tall_grass", "rocks", "hill", "marsh", "ruins", "village", "lake")
LINE_KINDS = ("road", "river_fordable", "wall", "ditch")


def blob(rng: random.Random, cx: float, cy: float, radius: float, vertices: int) -> list[tuple[float, float]]:
    """A star-shaped ring around a centre: valid by construction."""
    ring = []
    for i in range(vertices):
        angle = 2 * math.pi * i / vertices
        r = radius * rng.uniform(0.6, 1.0)
        ring.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return ring


def make_field(rng: random.Random, polygons: int, vertices: int, size: float) -> list[TerrainFeature]:
    features = []
    for n in range(polygons):
        cx, cy = rng.uniform(0, size), rng.uniform(0, size)
        if n % 10 == 9:
            kind = rng.choice(LINE_KINDS)
            heading = rng.uniform(0, 2 * math.pi)
            steps = max(3, vertices // 5)
            bends = [heading + 0.3 * math.sin(k) for k in range(steps)]
            ring = [(cx + k * 25 * math.cos(b), cy + k * 25 * math.sin(b)) for k, b in enumerate(bends)]
        else:
            kind = rng.choice(AREA_KINDS)
            ring = blob(rng, cx, cy, rng.uniform(20, 150), vertices)
            if n % 100 == 7:
                # Nothing left to mend: every point on one line.
                ring = [(cx + k, cy + 2 * k) for k in range(vertices)]
            elif n % 20 == 3:
                # A bow-tie: swap two far-apart vertices so the ring crosses itself.
                half = len(ring) // 2
                ring[1], ring[half] = ring[half], ring[1]
        outline = tuple(Point(x=x, y=y) for x, y in ring)
        features.append(TerrainFeature(id=f"terrain-{n:x}", kind=kind, outline=outline))
    return features


def random_path(rng: random.Random, size: float, length: float, legs: int) -> list[tuple[float, float]]:
    x, y = rng.uniform(length, size - length), rng.uniform(length, size - length)
    heading = rng.uniform(0, 2 * math.pi)
    points = [(x, y)]
    for _ in range(legs):
        heading += rng.uniform(-0.6, 0.6)
        x += length / legs * math.cos(heading)
        y += length / legs * math.sin(heading)
        points.append((x, y))
    return points


def timed(function: Callable[[], object]) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def p95_ms(samples: Sequence[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1000


def naive_measure(geometries: list[object], waypoints: list[tuple[float, float]]) -> float:
    """The obvious way: every leg against every polygon, summing the length inside each."""
    total = 0.0
    for a, b in itertools.pairwise(waypoints):
        leg = LineString([a, b])
        for geometry in geometries:
            total += shapely.intersection(leg, geometry).length
    return total


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a small field and few queries")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    polygons, vertices, size, queries = (300, 54, 2_000.0, 100) if args.quick else (2_000, 54, 6_000.0, 1_000)
    catalogue = load_catalogue()
    features = make_field(rng, polygons, vertices, size)
    vertex_count = sum(len(f.outline) for f in features)

    index = TerrainIndex.build(features, [], RuleSystemId.SIFRP, catalogue)

    def rebuild() -> TerrainIndex:
        return TerrainIndex.build(features, [], RuleSystemId.SIFRP, catalogue)

    rebuilds = [timed(rebuild) for _ in range(5)]
    rebuild_ms = statistics.median(rebuilds) * 1000

    width = 40.0  # a unit's frontage, swept along the path
    short = [random_path(rng, size, 100.0, 2) for _ in range(queries)]
    long = [random_path(rng, size, 1_000.0, 5) for _ in range(queries)]
    for path in short[:20]:
        index.measure_path(path, MoverKind.INFANTRY, width)
    short_times = [timed(lambda p=p: index.measure_path(p, MoverKind.INFANTRY, width)) for p in short]
    long_times = [timed(lambda p=p: index.measure_path(p, MoverKind.INFANTRY, width)) for p in long]

    pairs = []
    for _ in range(queries * 5):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        a = Footprint(x, y, facing=rng.uniform(0, 360), frontage=40, depth=10)
        b = Footprint(x + rng.uniform(-500, 500), y + rng.uniform(-500, 500), radius=1.0)
        pairs.append((a, b))
    # The first sight line also lays out the index's edge table; time it apart from the rest.
    edges_ms = timed(lambda: index.line_of_sight(pairs[0][0], pairs[0][1])) * 1000
    single_seconds = timed(lambda: [index.line_of_sight(a, b) for a, b in pairs])
    los_single_per_s = len(pairs) / single_seconds
    # The same pairs asked at once, as a target list asks them (equal answers: tests/core).
    los_seconds = statistics.median(timed(lambda: lines_of_sight(index, pairs)) for _ in range(3))
    los_per_s = len(pairs) / los_seconds
    observer = pairs[0][0]
    targets = [b for _, b in pairs[:100]]
    list_s = statistics.median(timed(lambda: sight_to_each(index, observer, targets)) for _ in range(5))
    list_ms = list_s * 1000

    repaired = []
    for feature in features:
        try:
            repaired.append(feature_area(feature, feature_kind(feature, catalogue)))
        except ValueError:
            continue
    naive_paths = short[: max(20, queries // 10)]
    naive_seconds = timed(lambda: [naive_measure(repaired, p) for p in naive_paths])
    service_seconds = timed(lambda: [index.measure_path(p, MoverKind.INFANTRY) for p in naive_paths])
    naive_ratio = naive_seconds / service_seconds

    figures = {
        "polygons": polygons,
        "vertices": vertex_count,
        "indexed": len(index),
        "skipped": len(index.skipped),
        "measure_p95_ms_100m": round(p95_ms(short_times), 3),
        "measure_p95_ms_1km": round(p95_ms(long_times), 3),
        "los_per_s": round(los_per_s),
        "los_single_per_s": round(los_single_per_s),
        "target_list_ms_100": round(list_ms, 2),
        "rebuild_ms": round(rebuild_ms, 1),
        "first_los_ms": round(edges_ms, 1),
        "naive_ratio": round(naive_ratio, 1),
    }
    print(f"field: {polygons} polygons, {vertex_count} vertices", end=", ")
    print(f"{len(index)} indexed, {len(index.skipped)} refused")
    print(f"rebuild: {rebuild_ms:.1f} ms (median of {len(rebuilds)})")
    for label, key, paths in (("100 m", "measure_p95_ms_100m", short), ("1 km", "measure_p95_ms_1km", long)):
        print(f"measure {label}, width {width:.0f} m: p95 {figures[key]} ms over {len(paths)} paths")
    print(
        f"line of sight: {los_per_s:.0f} per second over {len(pairs)} pairs asked at once,"
        f" {los_single_per_s:.0f} asked one by one (first one {edges_ms:.1f} ms);"
        f" one unit's view of 100 targets: {list_ms:.2f} ms"
    )
    print(f"naive measure: {naive_ratio:.1f} times slower than the index over {len(naive_paths)} paths")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
