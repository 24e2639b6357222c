"""Outlines thinned for a zoom stay within half a pixel of the original and keep small shapes."""

from __future__ import annotations

import math

import shapely

from campal.core.geometry.simplify import simplified, zoom_bucket


def _blob(n: int = 400) -> list[tuple[float, float]]:
    return [
        (100 + (50 + 3 * math.sin(9 * t)) * math.cos(t), 100 + (50 + 3 * math.sin(9 * t)) * math.sin(t))
        for t in (2 * math.pi * k / n for k in range(n))
    ]


def test_a_ring_seen_small_keeps_few_points_within_half_a_pixel() -> None:
    ring = _blob()
    for scale in (0.05, 0.2, 1.0, 4.0):
        thin = simplified(ring, scale, closed=True)
        assert len(thin) <= len(ring)
        drift = shapely.Polygon(ring).hausdorff_distance(shapely.Polygon(thin))
        assert drift * scale < 0.5
    assert len(simplified(ring, 0.05, closed=True)) < 40


def test_a_ring_that_would_collapse_is_kept_whole() -> None:
    tiny = [(0.0, 0.0), (0.1, 0.0), (0.1, 0.1), (0.0, 0.1), (0.05, 0.05)]
    assert simplified(tiny, 0.01, closed=True) == tiny


def test_zoom_buckets_are_powers_of_two_at_or_above_the_scale() -> None:
    assert zoom_bucket(0.3) == 0.5
    assert zoom_bucket(1.0) == 1.0
    assert zoom_bucket(3.0) == 4.0
