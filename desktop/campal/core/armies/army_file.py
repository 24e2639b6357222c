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
from ..model import msg
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
        raw: Any = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise BattleFileError(path, msg("file.not_text")) from None
    except json.JSONDecodeError as error:
        raise BattleFileError(path, msg("file.bad_json", line=error.lineno, column=error.colno)) from None
    except RecursionError:
        raise BattleFileError(path, msg("file.too_deep")) from None
    if not isinstance(raw, dict) or raw.get("format") != ARMY_FORMAT:
        raise BattleFileError(path, msg("army.not_an_army"))
    version = raw.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > 1:
        raise BattleFileError(path, msg("file.newer_version", version=version, supported=1))
    try:
        return Army.model_validate(raw)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        field = ".".join(str(part) for part in first["loc"])
        raise BattleFileError(
            path, msg(f"validation.{first['type']}", detail=str(first["msg"])), field
        ) from None
    except RecursionError:
        raise BattleFileError(path, msg("file.too_deep")) from None


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
