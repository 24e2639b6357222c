"""Army files: UTF-8 JSON of one ``Army`` document. Reading validates everything and caps the
size; a file that is not an army of this format is refused with the reason, as a battle file is."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..io import BattleFileError
from ..io.battle_file import image_extension, long_number_line
from ..io.image_size import claimed_size
from ..io.limits import MAX_PICTURE_BYTES, MAX_PICTURE_SIDE
from ..model import Message, msg
from .army import ARMY_FORMAT, Army

MAX_ARMY_BYTES = 20_000_000


def army_bytes(army: Army) -> bytes:
    return json.dumps(army.model_dump(mode="json"), indent=1, ensure_ascii=False).encode("utf-8")


def write_army(path: Path, army: Army) -> None:
    """Written beside the target and renamed over it, so a failed write leaves the old file."""
    data = army_bytes(army)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".army-", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def parse_army(data: bytes, path: Path) -> Army:
    try:
        # "utf-8-sig": an editor on Windows may start the file with a byte-order mark.
        raw: Any = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise BattleFileError(path, msg("file.not_text")) from None
    except json.JSONDecodeError as error:
        raise BattleFileError(path, msg("file.bad_json", line=error.lineno, column=error.colno)) from None
    except ValueError:
        # Python reads no integer of more than 4,300 digits (a guard against slow conversions).
        raise BattleFileError(path, msg("file.number_too_long", line=long_number_line(data))) from None
    except RecursionError:
        raise BattleFileError(path, msg("file.too_deep")) from None
    if not isinstance(raw, dict) or raw.get("format") != ARMY_FORMAT:
        raise BattleFileError(path, msg("army.not_an_army"))
    version = raw.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > 1:
        raise BattleFileError(path, msg("file.newer_version", version=version, supported=1))
    try:
        army = Army.model_validate(raw)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        field = ".".join(str(part) for part in first["loc"])
        raise BattleFileError(
            path, msg(f"validation.{first['type']}", detail=str(first["msg"])), field
        ) from None
    except RecursionError:
        raise BattleFileError(path, msg("file.too_deep")) from None
    trouble = picture_problem(army)
    if trouble is not None:
        raise BattleFileError(path, trouble[1], trouble[0])
    return army


def picture_problem(army: Army) -> tuple[str, Message] | None:
    """Where the first picture larger than Picture ▸ Choose… takes is shown, and why, or None.

    Sizes come from each image's header, before any decoder sees it: a 17 KB WebP can claim
    16,383 pixels a side, over a gigabyte once decoded."""
    shown = {army.picture: "picture"} if army.picture is not None else {}
    for index, unit in enumerate(army.units):
        if unit.picture is not None:
            shown.setdefault(unit.picture, f"units.{index}.picture")
    for ref, data in army.image_bytes().items():
        where = shown.get(ref, f"images.{ref[:12]}")
        if len(data) > MAX_PICTURE_BYTES:
            return where, msg("picture.too_heavy", size=len(data), limit=MAX_PICTURE_BYTES)
        size = claimed_size(data, image_extension(data) or "")
        if size is None:
            return where, msg("picture.no_size")
        if max(size) > MAX_PICTURE_SIDE:
            return where, msg("picture.too_big", width=size[0], height=size[1], limit=MAX_PICTURE_SIDE)
    return None


def read_army(path: Path) -> Army:
    try:
        if path.is_dir():
            raise BattleFileError(path, msg("file.not_a_file"))
        if path.exists() and not path.is_file():  # a pipe would keep the window waiting for ever
            raise BattleFileError(path, msg("file.not_regular"))
        with path.open("rb") as source:
            data = source.read(MAX_ARMY_BYTES + 1)
    except FileNotFoundError:
        raise BattleFileError(path, msg("file.not_found")) from None
    except PermissionError:
        raise BattleFileError(path, msg("file.no_permission")) from None
    except OSError as error:
        raise BattleFileError(path, msg("file.unreadable", detail=error.strerror or str(error))) from None
    if not data:
        raise BattleFileError(path, msg("file.empty"))
    if len(data) > MAX_ARMY_BYTES:
        raise BattleFileError(path, msg("file.too_big", limit=MAX_ARMY_BYTES))
    return parse_army(data, path)
