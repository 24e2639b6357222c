"""Every field of every rule system's stats model has an editor on the token's sheet, named by
its path, and a name in the rule text's words in English and Spanish: a field added to a model
without either fails here instead of hiding from the GM."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel
from PySide6.QtWidgets import QWidget

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, Character, Point, RuleSystemId, Side, Unit
from campal.core.rules import system_of
from campal.ui.rule_names import known_stat
from campal.ui.sheet.catalogue import sheet_word
from campal.ui.sheet.shapes import Kind, Shape, every_path, fields_of

TEXTS = ("new", "d6", "unit-a1", "x", "")


def _text(shape: Shape) -> str:
    return next(t for t in TEXTS if shape.admits_text(t) and (t or shape.pattern is not None))


def _sample(shape: Shape) -> Any:
    """A value of ``shape`` with one entry in every list and mapping and every record present,
    so the sheet has an editor to show for every field inside them."""
    if shape.kind is Kind.RECORD:
        assert shape.model is not None
        return full(shape.model)
    if shape.kind is Kind.LIST:
        assert shape.item is not None
        return [_sample(shape.item)]
    if shape.kind is Kind.MAPPING:
        assert shape.key is not None and shape.item is not None
        key = shape.key.options[0] if shape.key.options else _text(shape.key)
        return {key: _sample(shape.item)}
    if shape.kind in (Kind.CHOICE, Kind.FIXED):
        return shape.options[0]
    if shape.kind is Kind.FLAG:
        return False
    if shape.kind in (Kind.WHOLE, Kind.NUMBER):
        low = shape.low if shape.low is not None else 0
        high = shape.high if shape.high is not None else low
        return min(max(low, 0), high)
    return _text(shape)


def full(model: type[BaseModel]) -> dict[str, Any]:
    return {name: _sample(shape) for name, shape in fields_of(model)}


def _models() -> list[tuple[RuleSystemId, str, type[BaseModel]]]:
    found = []
    for system_id in RuleSystemId:
        system = system_of(system_id)
        for kind, stats in (("unit", system.new_unit_stats()), ("character", system.new_character_stats())):
            if stats is not None:
                found.append((system_id, kind, type(stats)))
    return found


MODELS = _models()


def _shown_on_sheet(window, system: RuleSystemId, kind: str, model: type[BaseModel]):  # type: ignore[no-untyped-def]
    stats = model.model_validate(full(model))
    side = Side(id="side-a", name="A")
    token: Unit | Character
    if kind == "unit":
        token = Unit(id="unit-t", name="T", side="side-a", position=Point(x=50, y=50), stats=stats)
        battle = Battle(system=system, sides={"side-a": side}, units={token.id: token})
    else:
        token = Character(id="char-t", name="T", side="side-a", position=Point(x=50, y=50), stats=stats)
        battle = Battle(system=system, sides={"side-a": side}, characters={token.id: token})
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    window.selection.set([token.id])
    return window.tokens.roster.properties, stats


def _concrete(path: str, stats: dict[str, Any]) -> str:
    """``weapons.*.dice`` → ``weapons.0.dice`` (the one entry the sample holds)."""
    parts, node, out = path.split("."), stats, []
    for part in parts:
        if part == "*":
            part = "0" if isinstance(node, list) else next(iter(node))
        node = node[int(part)] if isinstance(node, list) else node[part]
        out.append(part)
    return ".".join(out)


@pytest.mark.parametrize(("system", "kind", "model"), MODELS, ids=[f"{s.value}-{k}" for s, k, _m in MODELS])
def test_the_sheet_has_an_editor_for_every_field(window, system, kind, model):
    panel, stats = _shown_on_sheet(window, system, kind, model)
    data = stats.model_dump(mode="json")
    missing = []
    for path, shape in every_path(model):
        name = "stats." + _concrete(path, data)
        if panel.findChild(QWidget, name) is None:
            missing.append(name)
        if shape.kind is Kind.MAPPING:  # each entry's value has its own editor
            key = next(iter(_concrete_value(path, data)))
            if panel.findChild(QWidget, f"{name}.{key}") is None:
                missing.append(f"{name}.{key}")
    assert not missing, f"no editor on the {system.value} {kind} sheet for {missing}"


def _concrete_value(path: str, data: dict[str, Any]) -> Any:
    node: Any = data
    for part in _concrete(path, data).split("."):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("system", "kind", "model"), MODELS, ids=[f"{s.value}-{k}" for s, k, _m in MODELS])
def test_every_field_is_named_in_the_rule_texts_words(monkeypatch, system, kind, model, language):
    monkeypatch.setattr("campal.ui.sheet.catalogue.current_language", lambda: language)
    monkeypatch.setattr("campal.ui.rule_names.current_language", lambda: language)
    unnamed = []
    for path, _shape in every_path(model):
        last = path.rsplit(".", 1)[-1]
        pattern = path
        words = (sheet_word(system.value, f"stat.{pattern}"), sheet_word(system.value, f"stat.{last}"))
        if known_stat(path, system.value) is None and not any(words):
            unnamed.append(path)
    assert not unnamed, f"{system.value} {kind} fields with no {language} name: {unnamed}"
