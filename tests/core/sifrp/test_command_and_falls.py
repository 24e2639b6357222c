"""The chain of command when a commander falls or is captured, an army without one, and the
lieutenants' posts ("por cada dos unidades completas")."""

from __future__ import annotations

from campal.core.engine import Override
from campal.core.model import CharacterState, UnitState
from campal.core.rules.sifrp.chain import issuer_rank, order_allowance
from campal.core.rules.sifrp.commands import FellCharacter

from .armies import LANNISTER, engine_for, feed, run


def _unit(engine, uid: str):  # type: ignore[no-untyped-def]
    return engine.state.units[uid].stats


def test_a_fallen_commander_is_succeeded_by_the_lieutenant_of_highest_status() -> None:
    engine = engine_for()
    feed(engine, [6] * 10)
    run(engine, FellCharacter("char-tywin"))
    side = engine.state.sides[LANNISTER]
    assert side.commander == "char-kevan" and "char-kevan" not in side.lieutenants
    assert all(_unit(engine, u).state is UnitState.ORGANISED for u in ("unit-lspear", "unit-lbow"))


def test_without_a_successor_the_army_loses_its_chain_of_command_and_is_disorganised() -> None:
    engine = engine_for()
    run(engine, Override(LANNISTER, "lieutenants", [], "test"))
    run(engine, Override("unit-llevy", "stats.state", "disorganised", "test"))
    run(engine, Override("unit-llevy", "stats.disorganisations", 1, "test"))
    run(engine, Override("unit-llevy", "stats.abilities.endurance", 4, "test"))
    healths = {uid: _unit(engine, uid).health for uid in ("unit-lspear", "unit-lbow", "unit-lhorse")}
    feed(engine, [6] * 10)
    run(engine, FellCharacter("char-tywin"))
    assert engine.state.sides[LANNISTER].commander is None
    for uid, health in healths.items():
        assert _unit(engine, uid).state is UnitState.DISORGANISED
        assert _unit(engine, uid).health == health  # no damage taken
    assert _unit(engine, "unit-llevy").disorganisations == 1  # already disorganised: unchanged
    notes = [e["message"]["key"] for e in engine.state.log[-1].events if e.get("type") == "sifrp.noted"]
    assert "command.chain_lost" in notes


def test_a_failed_fall_test_worsens_the_state_by_one_step_and_keeps_health() -> None:
    engine = engine_for()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    health = _unit(engine, "unit-lspear").health
    feed(engine, [1, 1])
    run(engine, FellCharacter("char-tywin"))
    stats = _unit(engine, "unit-lspear")
    assert stats.state is UnitState.DISORGANISED and stats.health == health


def test_a_captured_commander_makes_no_one_test_but_leaves_the_command() -> None:
    engine = engine_for()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    feed(engine, [1, 1])
    run(engine, FellCharacter("char-tywin", captured=True))
    assert _unit(engine, "unit-lspear").state is UnitState.ORGANISED
    assert engine.state.characters["char-tywin"].stats.state is CharacterState.CAPTURED  # type: ignore[union-attr]
    assert engine.state.sides[LANNISTER].commander == "char-kevan"


def test_an_army_without_commander_rolls_the_warfare_of_a_character_still_on_the_field() -> None:
    engine = engine_for()
    run(engine, Override("char-tywin", "stats.state", "fallen", "test"))
    assert issuer_rank(engine.state, LANNISTER) == 3  # Kevan's, not the fallen Tywin's 4
    run(engine, Override("char-kevan", "stats.state", "captured", "test"))
    run(engine, Override("char-jaime", "stats.state", "fallen", "test"))
    assert issuer_rank(engine.state, LANNISTER) == 2


def test_a_lieutenant_holds_a_post_only_for_each_two_full_units() -> None:
    engine = engine_for()
    assert order_allowance(engine.state, "char-kevan") == 1
    for uid in ("unit-lspear", "unit-lbow", "unit-lhorse"):
        run(engine, Override(uid, "stats.state", "destroyed", "test"))
    assert order_allowance(engine.state, "char-kevan") == 0  # one complete unit left: no post
