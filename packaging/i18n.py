"""Refresh the translation catalogues: extract every tr() string, then compile the .qm files.

    python packaging/i18n.py          # update resources/i18n/*.ts from the sources, build .qm
    python packaging/i18n.py --check  # exit 1 if a .ts is stale or a Spanish string is untranslated

English is the source language; campal_en.ts exists so English plural forms can be tuned.
The .qm files are committed, so installing Campal needs no Qt tools.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "desktop" / "campal"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("es", "en")


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent)) or shutil.which(
        f"pyside6-{name}"
    )
    if found is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


def python_sources() -> list[str]:
    return sorted(str(p) for p in SOURCES.rglob("*.py") if "core" not in p.relative_to(SOURCES).parts)


def update(ts: Path) -> None:
    subprocess.run(
        [
            tool("lupdate"),
            "-no-obsolete",
            "-locations",
            "none",
            "-extensions",
            "py",
            *python_sources(),
            "-ts",
            str(ts),
        ],
        check=True,
        capture_output=True,
    )


def release(ts: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def source_strings(ts: Path) -> set[tuple[str, str]]:
    root = ET.parse(ts).getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def untranslated(ts: Path) -> list[str]:
    root = ET.parse(ts).getroot()
    missing = []
    for message in root.iter("message"):
        translation = message.find("translation")
        unfinished = translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete")
        empty = translation is not None and not (translation.text or "").strip()
        if unfinished or (empty and translation.find("numerusform") is None):
            missing.append(message.findtext("source") or "")
    return missing


def hidden_from_lupdate() -> list[str]:
    """Strings passed through a wrapper of tr() never reach the catalogue, and ``other.tr()``
    is filed by lupdate under the variable's name while Qt looks under the object's class:
    both are refused."""
    wrapper = re.compile(r"^\s*def _?(tr|translate)\(", re.MULTILINE)
    foreign = re.compile(r"(?<![\w.])(?!self\b)[A-Za-z_]\w*\.tr\(")
    problems = []
    for path in python_sources():
        text = Path(path).read_text(encoding="utf-8")
        if wrapper.search(text):
            problems.append(
                f"{path}: a wrapper of tr() hides its strings from lupdate; call self.tr() or "
                "QCoreApplication.translate(context, text) with the literal text"
            )
        if foreign.search(text):
            problems.append(
                f"{path}: another object's .tr() is translated under the wrong context; use "
                "self.tr() or QCoreApplication.translate(context, text)"
            )
    return problems


def check() -> int:
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / "fresh.ts"
        update(fresh)
        expected = source_strings(fresh)
    for language in LANGUAGES:
        ts = I18N / f"campal_{language}.ts"
        if source_strings(ts) != expected:
            problems.append(f"{ts.name} is stale: run python packaging/i18n.py")
    problems += [f"campal_es.ts: untranslated: {text!r}" for text in untranslated(I18N / "campal_es.ts")]
    problems += hidden_from_lupdate()
    for line in problems:
        print(line)
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    if parser.parse_args().check:
        return check()
    for language in LANGUAGES:
        ts = I18N / f"campal_{language}.ts"
        update(ts)
        release(ts)
    missing = untranslated(I18N / "campal_es.ts")
    print(f"{len(missing)} Spanish strings to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
