"""The desktop integration files agree with the app and with each other: the ids, the file type,
the screenshots they name, the release they announce. (The freedesktop validators run in CI:
packaging/linux/validate.sh.)"""

from __future__ import annotations

import configparser
import struct
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlparse

import campal
from campal.core.io import battle_bytes
from campal.core.model import AssetStore, Battle
from campal.ui.startup.identity import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def _metainfo() -> ET.Element:
    return ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()


def _mime_type() -> ET.Element:
    (mime_type,) = ET.parse(LINUX / f"{APP_ID}.xml").getroot()
    return mime_type


def _png_size(path: Path) -> tuple[int, int]:
    width, height = struct.unpack(">II", path.read_bytes()[16:24])
    return width, height


def test_the_menu_entry_starts_campal_with_a_battle_and_shows_its_icon() -> None:
    entry = _desktop_entry()
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "campal %f"
    assert _mime_type().get("type") in entry["MimeType"].split(";")


def test_the_metainfo_names_the_app_its_entry_and_its_file_type() -> None:
    meta = _metainfo()
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == f"{APP_ID}.desktop"
    assert meta.findtext("provides/mediatype") == _mime_type().get("type")
    assert meta.findtext("metadata_license") == "CC0-1.0"
    assert meta.findtext("project_license") == "GPL-3.0-or-later"


def test_the_newest_release_in_the_metainfo_is_the_version_campal_reports() -> None:
    newest = _metainfo().find("releases/release")
    assert newest is not None
    assert newest.get("version") == campal.__version__
    assert newest.find("description") is not None


def test_every_screenshot_is_one_of_packaging_screenshots_at_its_real_size() -> None:
    images = _metainfo().findall("screenshots/screenshot/image")
    assert len(images) >= 3
    for image in images:
        url = urlparse(image.text or "")
        assert url.scheme == "https"
        shot = ROOT / "packaging" / "screenshots" / Path(url.path).name
        assert shot.is_file(), f"{image.text} names no file in packaging/screenshots"
        assert _png_size(shot) == (int(image.get("width", 0)), int(image.get("height", 0)))


def test_the_file_type_recognises_campal_files_by_name_and_by_content() -> None:
    mime_type = _mime_type()
    assert mime_type.get("type") == "application/x-campal"
    assert [g.get("pattern") for g in mime_type.iter(f"{MIME_NS}glob")] == ["*.campal"]
    saved = battle_bytes(Battle(), AssetStore())
    matches = list(mime_type.iter(f"{MIME_NS}match"))
    assert matches
    for match in matches:
        value = match.get("value", "").encode().decode("unicode_escape").encode("latin-1")
        offset = int(match.get("offset", "-1"))
        assert saved[offset : offset + len(value)] == value
