"""The .campal file: a zip container holding ``battle.json`` and ``images/<sha256>.<ext>``.

Why a zip and not JSON with embedded image bytes: map images are often tens of megabytes, and
base64 would grow them by a third and force the whole file through the JSON parser; a zip keeps
them as they are, lets the loader check each member's size before reading it, and can be opened
with any archive tool when a GM wants the image back. Loading never executes anything: it reads
two kinds of member, validates the JSON against the models and checks each image's hash.
"""

from __future__ import annotations

import copy
import io
import json
import re
import zipfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..engine.rule_options import options_problem
from ..frozen import frozen
from ..model import FORMAT_VERSION, AssetStore, Battle, Message, msg
from ..phases.consistency import turn_problem
from .errors import BattleFileError
from .image_size import MAX_IMAGE_SIDE, claimed_size
from .in_chunks import Pause, document_json, loads, validated
from .limits import (
    MAX_DOCUMENT_BYTES,
    MAX_FILE_BYTES,
    MAX_IMAGE_BYTES,
    MAX_MEMBERS,
    MAX_TOTAL_BYTES,
)
from .mend import mend_references
from .migrations import MigrationError, upgrade
from .shape import separators_problem, structure_problem
from .unreadable import unreadable_tag

DOCUMENT_MEMBER = "battle.json"
IMAGE_MEMBER = re.compile(r"^images/([0-9a-f]{64})\.(png|jpg|webp)$")
EXTENSIONS = {"png": b"\x89PNG\r\n\x1a\n", "jpg": b"\xff\xd8\xff"}


@frozen
class LoadedBattle:
    battle: Battle
    assets: AssetStore
    repairs: tuple[str, ...] = ()  # the fields "open with repairs" changed


LONG_NUMBER = re.compile(rb"\d{4301,}")


def long_number_line(data: bytes) -> int:
    """The line of the first number too long for Python to read (1 when there is none)."""
    found = LONG_NUMBER.search(data)
    return data.count(b"\n", 0, found.start()) + 1 if found else 1


def image_extension(data: bytes) -> str | None:
    """The member extension for an image's bytes, or None when it is not PNG, JPEG or WebP."""
    for extension, magic in EXTENSIONS.items():
        if data.startswith(magic):
            return extension
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def _is_unsafe(name: str) -> bool:
    parts = name.replace("\\", "/").split("/")
    return (
        name.startswith(("/", "\\"))
        or ".." in parts
        or re.match(r"^[A-Za-z]:", name) is not None
        or "\x00" in name
    )


def _read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, path: Path) -> bytes:
    if info.file_size > limit:
        raise BattleFileError(path, msg("file.member_too_big", name=info.filename, limit=limit))
    with archive.open(info) as member:
        data = member.read(limit + 1)  # the header may lie; the bytes cannot
    if len(data) > limit:
        raise BattleFileError(path, msg("file.member_too_big", name=info.filename, limit=limit))
    return data


def _validation_problem(error: ValidationError, raw: dict[str, Any]) -> tuple[str, Message]:
    first = error.errors(include_url=False)[0]
    field = ".".join(str(part) for part in first["loc"])
    tag = unreadable_tag(raw, first["loc"])
    problem = tag or msg(f"validation.{first['type']}", detail=str(first["msg"]))
    return field, problem


def parse_document(data: bytes, path: Path, pause: Pause | None = None) -> Battle:
    """Bytes of ``battle.json`` → a validated, upgraded document, or ``BattleFileError``."""
    return parse_mended(data, path, mend=False, pause=pause)[0]


def _mended(raw: dict[str, Any]) -> list[str]:
    """Mend ``raw`` in place; a document too odd for it (lists where ids go) is left to validation."""
    try:
        return mend_references(raw)
    except (TypeError, ValueError, AttributeError):
        return []


def _mendable(raw: dict[str, Any]) -> bool:
    return bool(_mended(copy.deepcopy(raw)))


def parse_mended(data: bytes, path: Path, mend: bool, pause: Pause | None = None) -> tuple[Battle, list[str]]:
    """As ``parse_document``; with ``mend``, dangling references are dropped first and listed.

    Without it, a refusal that dropping them would cure says so (``BattleFileError.mendable``).
    """
    too_many = separators_problem(data)
    if too_many is not None:
        raise BattleFileError(path, too_many)
    try:
        raw: Any = loads(data.decode("utf-8"), pause)
    except UnicodeDecodeError:
        raise BattleFileError(path, msg("file.not_text")) from None
    except json.JSONDecodeError as error:
        raise BattleFileError(path, msg("file.bad_json", line=error.lineno, column=error.colno)) from None
    except ValueError:
        # Python reads no integer of more than 4,300 digits (a guard against slow conversions).
        raise BattleFileError(path, msg("file.number_too_long", line=long_number_line(data))) from None
    except RecursionError:
        raise BattleFileError(path, msg("file.too_deep")) from None
    if not isinstance(raw, dict) or "format_version" not in raw:
        raise BattleFileError(path, msg("file.not_a_battle"))
    shape = structure_problem(raw)
    if shape is not None:
        raise BattleFileError(path, shape[1], shape[0])
    version = raw["format_version"]
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise BattleFileError(path, msg("file.newer_version", version=version, supported=FORMAT_VERSION))
    try:
        raw = upgrade(raw)
    except MigrationError:
        raise BattleFileError(path, msg("file.bad_version"), "format_version") from None
    repairs = _mended(raw) if mend else []
    try:
        battle = validated(raw, pause)
    except ValidationError as error:
        field, problem = _validation_problem(error, raw)
        raise BattleFileError(path, problem, field, mendable=not mend and _mendable(raw)) from None
    except RecursionError:
        raise BattleFileError(path, msg("file.too_deep")) from None
    trouble = turn_problem(battle) or options_problem(battle)
    if trouble is not None:
        raise BattleFileError(path, trouble[1], trouble[0], mendable=not mend and _mendable(raw))
    return battle, repairs


def _load_archive(
    archive: zipfile.ZipFile, path: Path, mend: bool = False, pause: Pause | None = None
) -> LoadedBattle:
    members = archive.infolist()
    if len(members) > MAX_MEMBERS:
        raise BattleFileError(path, msg("file.too_many_members", limit=MAX_MEMBERS))
    if sum(info.file_size for info in members) > MAX_TOTAL_BYTES:
        raise BattleFileError(path, msg("file.too_big", limit=MAX_TOTAL_BYTES))
    document: bytes | None = None
    images: dict[str, bytes] = {}
    for info in members:
        name = info.filename
        if _is_unsafe(name):
            raise BattleFileError(path, msg("file.unsafe_member", name=name))
        if info.flag_bits & 0x1:
            raise BattleFileError(path, msg("file.encrypted"))
        if name == DOCUMENT_MEMBER:
            document = _read_member(archive, info, MAX_DOCUMENT_BYTES, path)
        elif match := IMAGE_MEMBER.match(name):
            data = _read_member(archive, info, MAX_IMAGE_BYTES, path)
            ref, extension = match.groups()
            if image_extension(data) != extension:
                raise BattleFileError(path, msg("file.bad_image", name=name))
            size = claimed_size(data, extension)
            if size is None:
                raise BattleFileError(path, msg("file.bad_image", name=name))
            if max(size) > MAX_IMAGE_SIDE:
                raise BattleFileError(
                    path,
                    msg(
                        "file.image_too_large", name=name, width=size[0], height=size[1], limit=MAX_IMAGE_SIDE
                    ),
                )
            images[ref] = data
        # Other members (a thumbnail a later version might add) are ignored, never opened.
    if document is None:
        raise BattleFileError(path, msg("file.no_document"))
    battle, repairs = parse_mended(document, path, mend, pause)
    try:
        assets = AssetStore(images)
    except ValueError:
        raise BattleFileError(path, msg("file.image_hash")) from None
    if mend:
        battle, cleared = without_missing_pictures(battle, assets)
        repairs = [*repairs, *cleared]
    for field, ref in asset_fields(battle):
        if ref not in assets:
            key = "file.missing_image" if field.startswith("field.") else "file.missing_picture"
            raise BattleFileError(path, msg(key), field)
    return LoadedBattle(battle, assets, tuple(repairs))


def without_missing_pictures(battle: Battle, assets: AssetStore) -> tuple[Battle, list[str]]:
    """Open with repairs: a side or unit whose picture is not in the file shows none."""
    cleared: list[str] = []
    sides = dict(battle.sides)
    for key, side in battle.sides.items():
        if side.picture is not None and side.picture not in assets:
            sides[key] = side.model_copy(update={"picture": None})
            cleared.append(f"sides.{key}.picture")
    units = dict(battle.units)
    for key, unit in battle.units.items():
        if unit.picture is not None and unit.picture not in assets:
            units[key] = unit.model_copy(update={"picture": None})
            cleared.append(f"units.{key}.picture")
    if not cleared:
        return battle, []
    return battle.model_copy(update={"sides": sides, "units": units}), cleared


def load_battle(path: Path | str, mend: bool = False, pause: Pause | None = None) -> LoadedBattle:
    """Read and validate a battle file; raise ``BattleFileError`` for anything wrong with it.

    With ``mend`` (the GM's "open with repairs"), dangling references are dropped and listed in
    ``LoadedBattle.repairs``. Given ``pause``, a long log is validated a slice at a time, with a
    pause between slices (an open on a worker thread leaves the window's thread its turns)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise BattleFileError(path, msg("file.not_a_file" if path.is_dir() else "file.not_regular"))
        if size == 0:
            raise BattleFileError(path, msg("file.empty"))
        if size > MAX_FILE_BYTES:
            raise BattleFileError(path, msg("file.too_big", limit=MAX_FILE_BYTES))
        with zipfile.ZipFile(path) as archive:
            return _load_archive(archive, path, mend, pause)
    except BattleFileError:
        raise
    except FileNotFoundError:
        raise BattleFileError(path, msg("file.not_found")) from None
    except PermissionError:
        raise BattleFileError(path, msg("file.no_permission")) from None
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError):
        raise BattleFileError(path, msg("file.not_a_container")) from None
    except (OSError, ValueError) as error:
        raise BattleFileError(path, msg("file.unreadable", detail=str(error))) from None


def load_battle_bytes(data: bytes, path: Path, pause: Pause | None = None) -> LoadedBattle:
    """A battle file held in memory (``path`` names it in messages), read as ``load_battle`` reads."""
    if len(data) > MAX_FILE_BYTES:
        raise BattleFileError(path, msg("file.too_big", limit=MAX_FILE_BYTES))
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return _load_archive(archive, path, pause=pause)
    except BattleFileError:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError):
        raise BattleFileError(path, msg("file.not_a_container")) from None
    except (OSError, ValueError) as error:
        raise BattleFileError(path, msg("file.unreadable", detail=str(error))) from None


def battle_bytes(battle: Battle, assets: AssetStore, pause: Pause | None = None) -> bytes:
    """The whole .campal file as bytes: only the images the document uses are stored."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(DOCUMENT_MEMBER, document_json(battle, pause))
        for ref in kept_assets(battle, assets):
            data = assets[ref]
            # Images are already compressed; deflating them again only costs time.
            archive.writestr(f"images/{ref}.{image_extension(data) or 'png'}", data, zipfile.ZIP_STORED)
    return buffer.getvalue()


def asset_fields(battle: Battle) -> list[tuple[str, str]]:
    """Every image the document refers to, with the path of the field that names it."""
    found: list[tuple[str, str]] = []
    background = battle.field.background
    if background is not None:
        found.append(("field.background.asset", background.asset))
    for side in battle.sides.values():
        if side.picture is not None:
            found.append((f"sides.{side.id}.picture", side.picture))
    for unit in battle.units.values():
        if unit.picture is not None:
            found.append((f"units.{unit.id}.picture", unit.picture))
    return found


def referenced_assets(battle: Battle) -> list[str]:
    return list(dict.fromkeys(ref for _field, ref in asset_fields(battle)))


def kept_assets(battle: Battle, assets: AssetStore) -> list[str]:
    """The images a file keeps: those the document uses, and those its replay draws (the
    opening's, and any a step of the log put on the field since replaced), when still held."""
    kept = referenced_assets(battle)
    if battle.opening is not None:
        kept += [ref for ref in referenced_assets(battle.opening) if ref in assets]
    others = set(assets).difference(kept)
    if not others:
        # Every image held is kept already: the log, whose walk is most of the time a long
        # battle's save takes, cannot name another.
        return list(dict.fromkeys(kept))
    named: set[str] = set()
    for entry in battle.log:
        _strings_in(entry.events, named)
    kept += sorted(named & others)
    return list(dict.fromkeys(kept))


def _strings_in(value: object, found: set[str]) -> None:
    if isinstance(value, str):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _strings_in(item, found)
    elif isinstance(value, list | tuple):
        for item in value:
            _strings_in(item, found)
