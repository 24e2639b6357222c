"""Every message SIFRP's rules emit reads in both languages without the window: `campal report`
never prints a raw key."""

import re
from pathlib import Path

import pytest

import campal.core.rules.sifrp as package
from campal.core.model import UnitState
from campal.core.report import language
from campal.core.rules.sifrp.tables import orders

SOURCES = Path(package.__file__).parent
LITERAL = re.compile(r'msg\(\s*"([^"]+)"')
RECORDED_ROLL = re.compile(r'\.(?:roll|unit_test)\([^;]*?"([a-z_]+)",\s*[a-z_.]+\)')


def _emitted() -> set[str]:
    keys: set[str] = set()
    for source in SOURCES.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        keys.update(LITERAL.findall(text))
    keys.update(f"order.requires_{need}" for rules in orders().values() for need in rules.requires)
    keys.update({"roll.defend", "roll.drive", "roll.resist_push", "roll.press", "roll.scale_wall"})
    keys.update({"roll.undermine", "roll.hide", "roll.fall_test", "roll.initiative"})
    keys.update(f"character.lessened_{kind}" for kind in ("fatigue", "injury", "wound"))
    keys.update(f"offer.lessen_{kind}" for kind in ("fatigue", "injury", "wound"))
    keys.update(f"unit.state_set_{state.value}" for state in UnitState)
    keys.update(f"offer.state_{state.value}" for state in UnitState)
    return keys


def test_the_scan_finds_the_messages_of_every_module() -> None:
    keys = _emitted()
    assert {"order.issued", "attack.hit", "order.unit_idle", "undo.issue_order"} <= keys
    assert len(keys) > 120


@pytest.mark.parametrize("code", ["es", "en"])
def test_every_message_the_sifrp_rules_emit_has_its_text_headless(code: str) -> None:
    messages = language(code).messages
    missing = sorted(key for key in _emitted() if key not in messages)
    assert missing == []


def test_a_gm_approved_move_writes_words_never_its_refusal_key() -> None:
    from campal.core.model import msg as message
    from campal.core.report.prose import render

    moved = message(
        "move.moved_by_gm",
        name="Lanzas",
        distance=90,
        unit="m",
        refusal="move.beyond_allowance",
        reason="",
    )
    for code in ("es", "en"):
        line = render(moved, code)
        assert "move." not in line and "refusal" not in line, line
    odd = message("move.moved_by_gm", name="Lanzas", distance=9, unit="m", refusal="sifrp.odd", reason="")
    assert "sifrp.odd" not in render(odd, "es")
