"""Build resources/samples/demo.campal: a 600 × 400 m field with a painted map image, the terrain
drawn over it, and two armies facing each other across the ford (one company hidden in a wood).

Run from the repository: ``python packaging/make_demo.py``. The image is drawn here rather than
taken from elsewhere so that every pixel the package ships is our own.
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from campal.core.io import save_battle
from campal.core.model import (
    AssetStore,
    Battle,
    BattleField,
    Character,
    Grid,
    GridKind,
    MapImage,
    Point,
    RuleSystemId,
    Side,
    SifrpCharacterStats,
    Size,
    TerrainFeature,
    Unit,
)
from campal.core.templates import create_from_template

WIDTH_PX, HEIGHT_PX = 1800, 1200  # 3 pixels per metre over 600 × 400 m
PX_PER_M = 3.0


def _blob(painter: QPainter, rng: random.Random, cx: float, cy: float, radius: float, colour: QColor) -> None:
    path = QPainterPath()
    points = []
    for step in range(18):
        angle = step / 18 * math.tau
        r = radius * rng.uniform(0.75, 1.15)
        points.append(QPointF(cx + r * math.cos(angle), cy + r * math.sin(angle) * 0.8))
    path.moveTo(points[0])
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        path.quadTo(a, (a + b) / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def river_path() -> QPainterPath:
    river = QPainterPath(QPointF(-20, 820))
    river.cubicTo(QPointF(400, 700), QPointF(700, 1000), QPointF(1000, 880))
    river.cubicTo(QPointF(1300, 760), QPointF(1500, 1050), QPointF(1820, 980))
    return river


def road_path() -> QPainterPath:
    road = QPainterPath(QPointF(900, -20))
    road.cubicTo(QPointF(880, 300), QPointF(760, 600), QPointF(800, 880))
    road.cubicTo(QPointF(830, 1050), QPointF(700, 1150), QPointF(650, 1220))
    return road


def paint_map() -> QImage:
    rng = random.Random(7)
    image = QImage(WIDTH_PX, HEIGHT_PX, QImage.Format.Format_RGB32)
    p = QPainter(image)
    p.fillRect(image.rect(), QColor("#a9b97a"))  # QImage.fill leaks a reference to None in PySide6 6.12
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for _ in range(260):  # meadow texture
        _blob(
            p,
            rng,
            rng.uniform(0, WIDTH_PX),
            rng.uniform(0, HEIGHT_PX),
            rng.uniform(20, 70),
            QColor(140 + rng.randint(-15, 15), 165 + rng.randint(-15, 15), 100, 60),
        )
    hill = QRadialGradient(QPointF(1350, 330), 300)
    hill.setColorAt(0, QColor(150, 130, 85, 200))
    hill.setColorAt(1, QColor(150, 130, 85, 0))
    p.setBrush(QBrush(hill))
    p.drawEllipse(QPointF(1350, 330), 300, 230)
    for ring in range(1, 5):  # contour lines on the hill
        p.setPen(QPen(QColor(110, 90, 60, 120), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(1350, 330), 300 - ring * 55, 230 - ring * 42)
    river = river_path()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#6f8f6a"), 64, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(river)
    p.setPen(QPen(QColor("#4f86b0"), 48, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(river)
    road = road_path()
    p.setPen(QPen(QColor("#c9ae7c"), 22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(road)
    p.setPen(QPen(QColor(120, 95, 60), 10))  # the ford's stones
    p.drawLine(QPointF(770, 860), QPointF(835, 905))
    for cx, cy, count in ((300, 300, 55), (420, 1050, 35), (1600, 700, 30)):  # woods
        for _ in range(count):
            _blob(
                p,
                rng,
                cx + rng.gauss(0, 90),
                cy + rng.gauss(0, 70),
                rng.uniform(14, 30),
                QColor(50 + rng.randint(-10, 10), 95 + rng.randint(-15, 15), 45, 230),
            )
    p.setPen(QPen(QColor(70, 50, 35), 3))  # a hamlet by the road
    for x, y, w, h in ((960, 560, 60, 40), (1040, 610, 45, 35), (950, 640, 50, 30)):
        p.setBrush(QColor("#b4573a"))
        p.drawRect(x, y, w, h)
    p.end()
    return image


def jpeg_bytes(image: QImage) -> bytes:
    """A painted map as GMs' own maps mostly come: a JPEG decodes in half the time of a PNG
    (some 25 ms less for this one, at every start of the demo) and takes a quarter the room."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "JPG", 92)
    return bytes(QByteArray(buffer.data()).data())


def _metres(path: QPainterPath, samples: int, inside: float = 0.0) -> tuple[Point, ...]:
    """The painted path as a polyline in metres, kept within the field."""
    points = []
    for step in range(samples + 1):
        at = path.pointAtPercent(step / samples)
        x = min(max(at.x() / PX_PER_M, inside), 600 - inside)
        y = min(max(at.y() / PX_PER_M, inside), 400 - inside)
        points.append(Point(x=round(x, 1), y=round(y, 1)))
    return tuple(points)


def _ellipse(cx: float, cy: float, rx: float, ry: float, wobble: float, seed: int) -> tuple[Point, ...]:
    rng = random.Random(seed)
    points = []
    for step in range(16):
        angle = step / 16 * math.tau
        r = rng.uniform(1 - wobble, 1 + wobble)
        points.append(
            Point(x=round(cx + rx * r * math.cos(angle), 1), y=round(cy + ry * r * math.sin(angle), 1))
        )
    return tuple(points)


def terrain() -> dict[str, TerrainFeature]:
    """The map's woods, hill, river, road and hamlet as terrain the rules read."""
    features = [
        TerrainFeature(
            id="terrain-bosquenorte",
            kind="forest",
            name="Bosque del Lobo",
            outline=_ellipse(100, 100, 42, 33, 0.12, 1),
        ),
        TerrainFeature(id="terrain-bosquesur", kind="forest", outline=_ellipse(140, 350, 36, 27, 0.12, 2)),
        TerrainFeature(id="terrain-bosqueeste", kind="forest", outline=_ellipse(533, 233, 34, 26, 0.12, 3)),
        TerrainFeature(
            id="terrain-colina",
            kind="hill",
            name="Colina del Vigía",
            outline=_ellipse(450, 110, 95, 72, 0.03, 4),
        ),
        TerrainFeature(
            id="terrain-aldea",
            kind="village",
            name="Aldea del Vado",
            outline=_ellipse(337, 203, 32, 22, 0.05, 5),
        ),
        TerrainFeature(
            id="terrain-rio", kind="river_fordable", name="Río Verde", outline=_metres(river_path(), 24)
        ),
        TerrainFeature(id="terrain-camino", kind="road", outline=_metres(road_path(), 16)),
    ]
    return {feature.id: feature for feature in features}


NORTH, SOUTH = "side-norte", "side-sur"


def forces() -> tuple[dict[str, Unit], dict[str, Character]]:
    """Three companies and a lord a side; the south hides a company in the south wood."""
    placed = [
        ("unit-lanzasnorte", "infantry/trained", NORTH, 270, 150, 180, "Lanzas de Invernalia", False),
        ("unit-arquerosnorte", "archers/veteran", NORTH, 175, 165, 165, "Arqueros del Lobo", False),
        ("unit-jinetesnorte", "cavalry/veteran", NORTH, 420, 205, 195, "Jinetes de la Colina", False),
        ("unit-picassur", "infantry/trained", SOUTH, 300, 352, 0, "Picas de Altojardín", False),
        ("unit-ballesterossur", "archers/trained", SOUTH, 385, 362, 350, "Ballesteros del Mander", False),
        ("unit-caballerossur", "cavalry/elite", SOUTH, 505, 352, 330, "Caballeros de la Rosa", False),
        ("unit-emboscadasur", "infantry/veteran", SOUTH, 140, 352, 30, "Emboscada del Sauce", True),
    ]
    units: dict[str, Unit] = {}
    for uid, template, side, x, y, facing, name, hidden in placed:
        made = create_from_template(
            RuleSystemId.SIFRP, template, side, Point(x=x, y=y), facing=facing, name=name
        )
        assert isinstance(made, Unit)
        units[uid] = made.model_copy(update={"id": uid, "hidden": hidden})
    lord = SifrpCharacterStats(status=5, command=2, strategy=1)
    characters = {
        "char-lordnorte": Character(
            id="char-lordnorte",
            name="Lord Brandon",
            side=NORTH,
            position=Point(x=335, y=100),
            radius=1.5,
            stats=lord,
        ),
        "char-lordsur": Character(
            id="char-lordsur", name="Ser Garlan", side=SOUTH, attached_to="unit-caballerossur", stats=lord
        ),
    }
    return units, characters


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - painting needs it alive
    assets = AssetStore()
    ref = assets.add(jpeg_bytes(paint_map()))
    units, characters = forces()
    battle = Battle(
        title="Batalla del Vado",
        system=RuleSystemId.SIFRP,
        field=BattleField(
            size=Size(width=600, height=400),
            background=MapImage(
                asset=ref, pixel_width=WIDTH_PX, pixel_height=HEIGHT_PX, metres_per_pixel=1 / PX_PER_M
            ),
            grid=Grid(kind=GridKind.SQUARE, size=25),
        ),
        sides={
            NORTH: Side(id=NORTH, name="Hueste del Norte", colour="#4a6fa5", commander="char-lordnorte"),
            SOUTH: Side(id=SOUTH, name="Hueste del Sur", colour="#b0413e", commander="char-lordsur"),
        },
        terrain=terrain(),
        units=units,
        characters=characters,
    )
    out = Path(__file__).resolve().parent.parent / "resources" / "samples" / "demo.campal"
    save_battle(out, battle, assets, backup=False)
    print(f"wrote {out} ({out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
