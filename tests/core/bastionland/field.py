"""A small Bastionland battle for engine tests: a knight's company with a militia warband
against raiders and their warband, with a Seer's tower; fixed ids, plain distances."""

from campal.core.model import Battle, Fortification, Point, RuleSystemId, Side
from campal.core.model.forces import Character, Unit
from campal.core.templates import create_from_template


def _token(template: str, token_id: str, side: str, x: float, y: float, name: str) -> Unit | Character:
    made = create_from_template(RuleSystemId.BASTIONLAND, template, side, Point(x=x, y=y), name=name)
    return made.model_copy(update={"id": token_id})


def skirmish() -> Battle:
    tokens = [
        _token("knight", "char-sir", "side-company", 50, 50, "Sir Bors"),
        _token("squire", "char-squire", "side-company", 51.5, 50, "Edmund"),
        _token("mounted_knight", "char-rider", "side-company", 57, 53, "Dame Ysolde"),
        _token("militia", "unit-militia", "side-company", 50, 70, "Levy of Harrow"),
        _token("raider", "char-grim", "side-raiders", 52.5, 51.5, "Grim"),
        _token("raider", "char-ulfa", "side-raiders", 55, 52, "Ulfa"),
        _token("seer", "char-seer", "side-raiders", 90, 90, "The Seer"),
        _token("mercenaries", "unit-band", "side-raiders", 50, 82.5, "Red Band"),
    ]
    tower = Fortification(
        id="fort-tower",
        kind="tower",
        name="Seer's tower",
        outline=(Point(x=85, y=85), Point(x=95, y=85), Point(x=95, y=95), Point(x=85, y=95)),
    )
    return Battle(
        title="Harrow Ford",
        system=RuleSystemId.BASTIONLAND,
        sides={
            "side-company": Side(id="side-company", name="The Company", colour="#2255aa"),
            "side-raiders": Side(id="side-raiders", name="Raiders", colour="#aa3322"),
        },
        units={t.id: t for t in tokens if isinstance(t, Unit)},
        characters={t.id: t for t in tokens if isinstance(t, Character)},
        fortifications={"fort-tower": tower},
    )
