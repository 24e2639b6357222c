"""In the action step each declared action's buttons name its target, so two melee attacks on
different foes never read alike."""

from __future__ import annotations

from campal.core.engine import NextStep, PlainMap
from campal.core.report import render
from campal.core.rules.system import system_of

from .test_manoeuvres_played import declare_all, fight


def test_two_attacks_carried_out_read_apart_by_their_targets() -> None:
    engine = fight({}, {}, {})
    declare_all(
        engine,
        {
            "char-t1": (("dodge", ()), ("dodge", ())),
            "char-t2": (("dodge", ()), ("dodge", ())),
            "char-a": (("melee", ("char-t1",)), ("melee", ("char-t2",))),
        },
    )
    engine.execute(NextStep())  # the action step, quickest first
    offers = system_of(engine.state).play.character_offers(engine.state, PlainMap(), "char-a")
    labels = {o.id: render(o.label, "en", "aquelarre") for o in offers}
    assert labels["do:0"].endswith("→ T1") and labels["do:1"].endswith("→ T2")
    assert labels["delay:0"] != labels["delay:1"]
