"""The properties panel's State box sets a SIFRP unit's state as Step actions ▸ set unit state
does: the rules' consequences follow (a disorganisation's penalties, a rout's scattering)."""

from __future__ import annotations

from pathlib import Path

from campal.core.model import Formation, UnitState
from campal.core.model.sifrp import SifrpUnitStats

SAMPLE = Path(__file__).parents[2] / "resources" / "samples" / "sifrp-batalla.campal"
SPEAR = "unit-lspear"


def _stats(window) -> SifrpUnitStats:  # type: ignore[no-untyped-def]
    stats = window.session.battle.units[SPEAR].stats
    assert isinstance(stats, SifrpUnitStats)
    return stats


def test_the_state_box_disorganises_and_routs_by_the_rules(window):
    window.open_path(SAMPLE, ask=False)
    window.selection.set([SPEAR])
    panel = window.tokens.roster.properties
    before = _stats(window).disorganisations
    panel._edit("stats.state", UnitState.DISORGANISED.value)
    assert _stats(window).state is UnitState.DISORGANISED
    assert _stats(window).disorganisations == before + 1  # its −1D and +3 Discipline count
    assert window.session.battle.log[-1].message.key == "unit.state_set_disorganised"
    panel._edit("stats.state", UnitState.ROUTED.value)
    assert _stats(window).state is UnitState.ROUTED and _stats(window).formation is Formation.LOOSE
