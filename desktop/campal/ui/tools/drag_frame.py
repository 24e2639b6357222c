"""What the live drag shows, as plain values: the path coloured by allowance band, the marks
where each band ends, the labels, the token at its destination, the waypoints, the charge ring.

Built once per mouse move by the GM's drag and drawn by a ``DragOverlay`` in each scene that
shows it (the GM's, and the players' when the token is visible), so both draw the same thing.
"""

from __future__ import annotations

import itertools
import math
from functools import cached_property

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QPolygonF

from ...core.frozen import frozen
from ...core.geometry import Footprint
from ...core.model import Character, Point
from ...core.rules import DistanceUnit
from ..messages import tr_message
from ..rule_names import band_name
from ..terrain.kinds import kind_label, kind_of
from .drag_route import Judgement, TokenRoute, cost_marks, point_along

Pt = tuple[float, float]

BAND_COLOURS = ("#1f9e3a", "#e6a117", "#e46b12")
BEYOND = "#d21f1f"


@frozen
class Stroke:
    points: tuple[Pt, ...]
    colour: str


@frozen
class Tag:
    at: Pt
    text: str
    colour: str
    main: bool = False
    lead: Pt = (0.0, -1.0)  # the way it stands off its point, so it covers neither path nor token


@frozen
class Preview:
    """The token where it would stand: a polygon (a unit) or a circle (a character)."""

    corners: tuple[Pt, ...]
    centre: Pt
    radius: float
    colour: str


@frozen
class Ring:
    centre: Pt
    radius: float
    colour: str
    target: Pt | None = None


@frozen
class DragFrame:
    strokes: tuple[Stroke, ...] = ()
    tags: tuple[Tag, ...] = ()
    previews: tuple[Preview, ...] = ()
    waypoints: tuple[Pt, ...] = ()
    blocks: tuple[Pt, ...] = ()
    ring: Ring | None = None

    @cached_property
    def bounds(self) -> tuple[float, float, float, float]:
        """Around everything drawn but the charge ring, which has an item of its own (scene);
        worked out once, for every window showing the frame."""
        xs: list[float] = []
        ys: list[float] = []
        for stroke in self.strokes:
            xs.extend(p[0] for p in stroke.points)
            ys.extend(p[1] for p in stroke.points)
        for preview in self.previews:
            for x, y in (*preview.corners, preview.centre):
                xs.extend((x - preview.radius, x + preview.radius))
                ys.extend((y - preview.radius, y + preview.radius))
        if not xs:
            return (0.0, 0.0, 0.0, 0.0)
        return (min(xs), min(ys), max(xs), max(ys))

    @cached_property
    def lines(self) -> tuple[QPolygonF, ...]:
        """The strokes as polygons, made once for every window showing the frame."""
        return tuple(QPolygonF([QPointF(*p) for p in stroke.points]) for stroke in self.strokes)

    @cached_property
    def outlines(self) -> tuple[QPolygonF | None, ...]:
        """Each preview's polygon (None for a character's disc), made once."""
        return tuple(
            QPolygonF([QPointF(*p) for p in preview.corners]) if preview.corners else None
            for preview in self.previews
        )


def _xy(point: Point) -> Pt:
    return (point.x, point.y)


def _length(unit: DistanceUnit, metres: float) -> str:
    return f"{unit.from_metres(metres):.0f} {unit.symbol}"


def terrain_name(kind: str) -> str:
    found = kind_of("terrain", kind) or kind_of("fortifications", kind)
    return kind_label(found) if found else kind.replace("_", " ")


def band_colour(index: int) -> str:
    return BAND_COLOURS[min(index, len(BAND_COLOURS) - 1)]


def _strokes(route: TokenRoute, points: tuple[Point, ...], judged: Judgement) -> list[Stroke]:
    """The path cut where each band ends; red past the last band and from a blocking point on."""
    path = judged.path
    limits = [band.limit_m for band in route.allowance.bands]
    stop = path.blocked.at_m if path.blocked is not None else math.inf
    kept = [cut for cut in cost_marks(path, limits) if cut < stop]
    bounds = [0.0, *kept, min(stop, path.length)]
    colours = [band_colour(i) for i in range(len(kept))]
    colours.append(band_colour(len(kept)) if len(kept) < len(limits) else BEYOND)
    if path.blocked is not None:
        bounds.append(path.length)
        colours.append(BEYOND)
    walked = [0.0]
    for a, b in itertools.pairwise(points):
        walked.append(walked[-1] + math.hypot(b.x - a.x, b.y - a.y))
    strokes: list[Stroke] = []
    for colour, low, high in zip(colours, bounds, bounds[1:], strict=False):
        if high - low <= 1e-6:
            continue
        inner = [_xy(p) for p, at in zip(points, walked, strict=True) if low < at < high]
        shape = (_xy(point_along(points, low)), *inner, _xy(point_along(points, high)))
        strokes.append(Stroke(shape, colour))
    return strokes


def _band_tags(
    route: TokenRoute, points: tuple[Point, ...], judged: Judgement, unit: DistanceUnit
) -> list[Tag]:
    tags: list[Tag] = []
    if judged.held:
        return tags  # no band is open to a token the rules keep in place: the label says why
    bands = route.allowance.bands
    for band, at in zip(bands, cost_marks(judged.path, [b.limit_m for b in bands]), strict=False):
        if at < judged.path.length - 1e-6:
            where = point_along(points, at)
            text = f"{band_name(band.name)} {_length(unit, band.limit_m)}"
            tags.append(Tag(_xy(where), text, band_colour(bands.index(band))))
    return tags


def summary(route: TokenRoute, judged: Judgement, unit: DistanceUnit) -> tuple[str, str]:
    """The main label's text and colour."""
    path = judged.path
    distance = _length(unit, path.length)
    if judged.held and judged.refusal is not None:
        # The rules keep the token in place this turn: the reason, as the move would be refused.
        return f"{distance} · {tr_message(judged.refusal)}", BEYOND
    if path.blocked is not None:
        text = QCoreApplication.translate("DragFrame", "{0} · {1} blocks the way at {2}").format(
            distance, terrain_name(path.blocked.kind), _length(unit, path.blocked.at_m)
        )
        return text, BEYOND
    cost = _length(unit, path.cost)
    if judged.off_field:
        return QCoreApplication.translate("DragFrame", "{0} · off the field").format(distance), BEYOND
    if judged.band is None:
        limit = _length(unit, route.allowance.maximum_m)
        return QCoreApplication.translate("DragFrame", "{0} · cost {1}, more than {2}").format(
            distance, cost, limit
        ), BEYOND
    index = route.allowance.bands.index(judged.band)
    text = QCoreApplication.translate("DragFrame", "{0} · cost {1} · {2} (up to {3})").format(
        distance, cost, band_name(judged.band.name), _length(unit, judged.band.limit_m)
    )
    return text, band_colour(index)


def preview(route: TokenRoute, end: Point, facing: float | None, colour: str) -> Preview:
    token = route.token
    if isinstance(token, Character):
        return Preview((), _xy(end), token.radius, colour)
    turned = token.facing if facing is None else facing
    footprint = Footprint(end.x, end.y, facing=turned, frontage=token.frontage, depth=token.depth)
    return Preview(footprint.corners(), _xy(end), 0.0, colour)


@frozen
class TokenPart:
    """One token's share of the frame, kept apart so hidden tokens can be left out."""

    strokes: tuple[Stroke, ...]
    tags: tuple[Tag, ...]
    preview: Preview
    waypoints: tuple[Pt, ...]
    block: Pt | None
    character: bool = False


def token_part(
    route: TokenRoute,
    end: Point,
    judged: Judgement,
    unit: DistanceUnit,
    facing: float | None,
    colour: str,
    with_bands: bool,
) -> TokenPart:
    points = route.route_to(end)
    text, text_colour = summary(route, judged, unit)
    tags = _band_tags(route, points, judged, unit) if with_bands else []
    last = points[-2]
    dx, dy = end.x - last.x, end.y - last.y
    length = math.hypot(dx, dy)
    lead = (dx / length, dy / length) if length > 1e-6 else (0.0, -1.0)
    tags.append(Tag(_xy(end), text, text_colour, main=True, lead=lead))
    blocked = judged.path.blocked
    return TokenPart(
        tuple(_strokes(route, points, judged)),
        tuple(tags),
        preview(route, end, facing, colour),
        tuple(_xy(p) for p in route.waypoints),
        _xy(blocked.point) if blocked is not None else None,
        isinstance(route.token, Character),
    )


def _group_tags(parts: list[TokenPart]) -> tuple[Tag, ...]:
    """A group drag's one label, at the grabbed token's end: how many move, and the grabbed
    token's distance and pace (each token's own path and colour still show on the map), never
    the same text once for every token."""
    grabbed = next((t for t in parts[0].tags if t.main), None)
    if grabbed is None:
        return ()
    text = _counted(len(parts), parts, grabbed.text)
    return (Tag(grabbed.at, text, grabbed.colour, True, grabbed.lead),)


def _counted(count: int, parts: list[TokenPart], text: str) -> str:
    characters = sum(part.character for part in parts)
    if characters == 0:
        words = QCoreApplication.translate("DragFrame", "{0} units · {1}")
    elif characters == count:
        words = QCoreApplication.translate("DragFrame", "{0} characters · {1}")
    else:
        words = QCoreApplication.translate("DragFrame", "{0} tokens · {1}")
    return words.format(count, text)


def frame_of(parts: list[TokenPart], ring: Ring | None, extra: tuple[Tag, ...] = ()) -> DragFrame:
    tags = tuple(t for part in parts for t in part.tags) if len(parts) == 1 else _group_tags(parts)
    return DragFrame(
        strokes=tuple(s for part in parts for s in part.strokes),
        tags=(*tags, *extra),
        previews=tuple(part.preview for part in parts),
        waypoints=tuple(w for part in parts for w in part.waypoints),
        blocks=tuple(part.block for part in parts if part.block is not None),
        ring=ring,
    )
