"""A corpus of hostile and malformed battle files, each of which the loader must refuse quickly.

    python tests/hostile_corpus.py OUT_FOLDER     # writes every file of the corpus there

The test ``tests/core/test_hostile_corpus.py`` opens each one and asserts a clear refusal;
``benchmarks/hostile.py`` times them against two seconds. Cases come from a probe of an earlier
build: bombs, deep nesting, giant lists, non-finite numbers, dangling references, unsafe names.
"""

from __future__ import annotations

import io
import json
import math
import os
import random
import struct
import sys
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

Document = dict[str, Any]


def base() -> Document:
    square = [{"x": 0, "y": 0}, {"x": 10, "y": 0}, {"x": 10, "y": 10}, {"x": 0, "y": 10}]
    return {
        "format_version": 1,
        "title": "Hostil",
        "system": "sifrp",
        "sides": {"side-a": {"id": "side-a", "name": "A"}, "side-b": {"id": "side-b", "name": "B"}},
        "terrain": {"terrain-a": {"id": "terrain-a", "kind": "forest", "outline": square}},
        "units": {"unit-a": {"id": "unit-a", "name": "U", "side": "side-a", "position": {"x": 5, "y": 5}}},
        "characters": {
            "char-a": {"id": "char-a", "name": "C", "side": "side-a", "position": {"x": 1, "y": 1}}
        },
    }


def archive(members: dict[str, bytes | str], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=compression) as out:
        for name, data in members.items():
            out.writestr(name, data)
    return buffer.getvalue()


def document(change: Callable[[Document], object]) -> bytes:
    data = base()
    change(data)
    return archive({"battle.json": json.dumps(data, allow_nan=True)})


def raw_document(text: bytes | str) -> bytes:
    return archive({"battle.json": text})


def _set(path: str, value: Any) -> Callable[[Document], None]:
    def change(data: Document) -> None:
        node: Any = data
        *parents, last = path.split(".")
        for part in parents:
            node = node[part]
        node[last] = value

    return change


def _deep_event(data: Document) -> None:
    event: Any = {"type": "unit.set"}
    for _ in range(300):
        event = {"type": "x", "inner": event}
    data["log"] = [{"seq": 0, "message": {"key": "token.moved"}, "events": [event]}]


def _long_log(data: Document) -> None:
    data["log"] = [{"seq": 0, "message": {"key": "k"}}] * 300_000


def _many_units(data: Document) -> None:
    data["units"] = {
        f"unit-{index}": {"id": f"unit-{index}", "name": "U", "side": "side-a", "position": {"x": 1, "y": 1}}
        for index in range(10_001)
    }


def _encrypted() -> bytes:
    data = bytearray(archive({"battle.json": json.dumps(base())}, zipfile.ZIP_STORED))
    # Set the "encrypted" flag in the local header and in the central directory entry.
    data[6] |= 1
    central = data.rfind(b"PK\x01\x02")
    data[central + 8] |= 1
    return bytes(data)


def _png_claiming(width: int, height: int) -> bytes:
    """A PNG header (and nothing to decode) that claims a huge picture."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk


def _star(points: int) -> list[dict[str, float]]:
    step = points // 2
    return [
        {
            "x": 500 + 400 * math.cos(2 * math.pi * step * k / points),
            "y": 500 + 400 * math.sin(2 * math.pi * step * k / points),
        }
        for k in range(points)
    ]


def corpus() -> dict[str, bytes]:
    """File name → bytes. Every file here must be refused."""
    rng = random.Random(18)
    nan, inf = float("nan"), float("inf")
    cases: dict[str, bytes] = {
        "empty.campal": b"",
        "noise.campal": bytes(rng.getrandbits(8) for _ in range(4096)),
        "truncated.campal": archive({"battle.json": json.dumps(base())})[:-30],
        "no-document.campal": archive({"readme.txt": "hola"}),
        "not-json.campal": raw_document("{format_version: 1"),
        "not-utf8.campal": raw_document(b"\xff\xfe{\x00"),
        "json-list.campal": raw_document("[1, 2, 3]"),
        "newer-version.campal": document(_set("format_version", 99)),
        "bool-version.campal": document(_set("format_version", True)),
        "zip-slip.campal": archive({"battle.json": json.dumps(base()), "../../evil.sh": "rm -rf /"}),
        "absolute-name.campal": archive({"battle.json": json.dumps(base()), "/etc/passwd": "x"}),
        "encrypted.campal": _encrypted(),
        "zip-bomb.campal": archive({"battle.json": b" " * (80 * 1024 * 1024)}),
        "many-members.campal": archive({f"m{index}": "" for index in range(1_001)}),
        "thirty-million-items.campal": raw_document(
            '{"format_version": 1, "units": [' + "0," * 30_000_000 + "0]}"
        ),
        "long-log.campal": document(_long_log),
        "many-units.campal": document(_many_units),
        "deep-json.campal": raw_document(
            '{"format_version": 1, "title": ' + "[" * 100_000 + "]" * 100_000 + "}"
        ),
        "deep-event.campal": document(_deep_event),
        "long-integer.campal": raw_document('{"format_version": 1,\n"title": ' + "7" * 5_000 + "}"),
        "nan-coordinate.campal": document(_set("units.unit-a.position.x", nan)),
        "inf-facing.campal": document(_set("units.unit-a.facing", inf)),
        "huge-facing.campal": document(_set("units.unit-a.facing", 1e300)),
        "nan-terrain-override.campal": document(_set("terrain.terrain-a.overrides", {"sifrp.cover": nan})),
        "huge-terrain-override.campal": document(
            _set("terrain.terrain-a.overrides", {"sifrp.defence_bonus": 1e308})
        ),
        "huge-integer-override.campal": document(
            _set("terrain.terrain-a.overrides", {"sifrp.defence_bonus": 10**300})
        ),
        "long-text-override.campal": document(
            _set("terrain.terrain-a.overrides", {"aquelarre.cover": "x" * 100_000})
        ),
        "inf-log-parameter.campal": document(
            _set("log", [{"seq": 0, "message": {"key": "token.moved", "params": {"name": inf}}}])
        ),
        "tiny-field.campal": document(_set("field", {"size": {"width": 1e-300, "height": 1e-300}})),
        "huge-title.campal": document(_set("title", "x" * 5_000_000)),
        "unknown-side.campal": document(_set("units.unit-a.side", "side-z")),
        "attached-to-nothing.campal": document(_set("characters.char-a.attached_to", "unit-z")),
        "commander-of-other-side.campal": document(_set("sides.side-b.commander", "char-a")),
        "empty-commander.campal": document(_set("sides.side-a.commander", "")),
        "key-differs-from-id.campal": document(_set("units.unit-a.id", "unit-b")),
        "unknown-turn-actor.campal": document(
            _set("turn", {"plan": "sifrp", "step": "field", "queue": ["unit-gone"]})
        ),
        "unknown-plan.campal": document(_set("turn", {"plan": "../../etc", "step": "x"})),
        "unknown-step.campal": document(_set("turn", {"plan": "sifrp", "step": "nowhere"})),
        "plan-of-other-system.campal": document(_set("turn", {"plan": "exalted", "step": "join_battle"})),
        "too-many-vertices.campal": document(
            _set("terrain.terrain-a.outline", [{"x": k % 1000, "y": k // 1000} for k in range(100_001)])
        ),
        "image-not-an-image.campal": archive(
            {"battle.json": json.dumps(base()), "images/" + "0" * 64 + ".png": b"not a png"}
        ),
        "image-bomb.campal": archive(
            {
                "battle.json": json.dumps(base()),
                "images/" + "0" * 64 + ".png": _png_claiming(100_000, 100_000),
            }
        ),
        "missing-image.campal": document(
            _set("field", {"background": {"asset": "a" * 64, "pixel_width": 10, "pixel_height": 10}})
        ),
        "extra-field.campal": document(_set("units.unit-a.script", "import os")),
    }
    return cases


def tangled_battle(points: int = 201, line: bool = False) -> bytes:
    """A battle that opens, holding a self-crossing star of ``points`` points (an area, or a
    river along it) that the terrain index must skip and the window draw without filling it."""
    change = _set("terrain.terrain-a.outline", _star(points))

    def star(data: Document) -> None:
        change(data)
        if line:
            data["terrain"]["terrain-a"]["kind"] = "river_fordable"

    return document(star)


# Battles that open with a tangled star: 201 points mended in 47 s before mending was bounded;
# a window drawing 2,001 crashed, and 100,000 held `campal render` for minutes.
TANGLED = {
    "tangled-star.campal": (201, False),
    "tangled-star-2001.campal": (2_001, False),
    "tangled-star-100000.campal": (100_000, False),
    "tangled-river-2001.campal": (2_001, True),
}


def main(folder: str) -> None:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in corpus().items():
        (out / name).write_bytes(data)
    for name, (points, line) in TANGLED.items():
        (out / name).write_bytes(tangled_battle(points, line))
    print(f"{len(os.listdir(out))} files in {out}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "hostile-corpus")
