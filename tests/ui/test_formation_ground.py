"""The ground a formation covers: a change to Skirmish opens the ranks without spreading over
a neighbour, and the Archers template stands a sensible front (GM values in units.json)."""

from __future__ import annotations

from campal.core.dice import ManualEntry
from campal.core.engine import Override
from campal.core.model import ExaltedFormation, Point
from campal.core.movement import footprint_of
from campal.core.rules.distance import YARD
from campal.core.rules.exalted.commands import CommandAction
from campal.core.rules.exalted.templates import create

from .test_exalted_play import open_sample


def test_exalted_skirmish_formation_does_not_spread_over_its_neighbour(window):
    open_sample(window)
    session = window.session
    spear = session.battle.units["unit-spear"]
    bows = session.battle.units["unit-bows"]
    right_edge = spear.position.x - spear.frontage / 2 - 5.0  # the archers' flank 5 m from the spears
    at = {"x": right_edge - bows.frontage / 2, "y": spear.position.y}
    assert session.execute(Override("unit-bows", "position", at, "test"))
    assert session.battle.turn.queue[0] == "unit-spear"
    change = CommandAction(
        "unit-spear",
        "change_formation",
        formation=ExaltedFormation.SKIRMISH,
        entries=(ManualEntry(faces=(9,) * 7),),
    )
    assert session.execute(change)
    after = session.battle.units["unit-spear"]
    assert after.stats.formation is ExaltedFormation.SKIRMISH
    assert after.frontage > spear.frontage  # the ranks opened
    spears, archers = (footprint_of(session.battle, u).polygon() for u in ("unit-spear", "unit-bows"))
    assert not spears.intersects(archers)
    # The soldiers still stand somewhere: what the front lacks, the ranks take.
    assert after.depth > spear.depth


def test_exalted_archers_template_holds_a_front_of_tens_of_yards():
    archers = create("archers", "side-realm", Point(x=0.0, y=0.0), 0.0, None)
    assert YARD.from_metres(archers.frontage) < 80.0  # it was 187 yd: 113 bowmen two deep
