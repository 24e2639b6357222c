"""Every Bastionland message key the rules speak in has its Spanish and English words."""

import re
from pathlib import Path

import pytest

from campal.core.model import msg
from campal.core.report import render
from campal.core.report.templates import language

SOURCES = Path(__file__).resolve().parents[3] / "desktop" / "campal" / "core" / "rules" / "bastionland"
KEY = re.compile(r'"((?:bastionland|undo\.bastionland)\.[a-z_.]+)"')
# Names that are not words: the round hook, event types, the structure's Guard override.
NOT_WORDS = {"bastionland.round", "bastionland.gambit", "bastionland.save", "bastionland.guard"}
EVENT = re.compile(r"^bastionland\.(attack_rolled|denied|attack_resolved)$")


def _keys() -> set[str]:
    found: set[str] = set()
    for source in SOURCES.glob("*.py"):
        found.update(KEY.findall(source.read_text(encoding="utf-8")))
    return {key for key in found if not key.endswith(".") and key not in NOT_WORDS}


@pytest.mark.parametrize("code", ["es", "en"])
def test_every_key_has_words(code: str) -> None:
    words = language(code)
    named = {name.split(".", 1)[1] for name in words.names}
    missing = {
        key
        for key in _keys()
        if key not in words.messages and key not in words.terms and key not in named and not EVENT.match(key)
    }
    assert not missing


def test_spanish_uses_the_texts_words() -> None:
    line = render(
        msg(
            "bastionland.attack_resolved",
            target="Grim",
            damage=6,
            highest=7,
            bolster=1,
            armour=2,
            outcome="bastionland.mortal_wound",
        )
    )
    assert line == "Grim recibe 6 de daño (dado 7 + 1 de Refuerzo − 2 de Armadura): Herida de Muerte"
