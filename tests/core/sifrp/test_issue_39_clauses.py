"""SIFRP Guerra clauses the engine read wrongly or in part, each with the case that tells the
readings apart."""

from campal.core.engine import NextStep, StartBattle
from campal.core.rules.sifrp.commands import RollInitiative

from .armies import STARK, engine_for, feed, run, two_armies


def test_initiative_without_a_commander_rolls_a_surviving_characters_warfare() -> None:
    """As the army's single order does: Robb's Warfare 4 when Stark has lost its commander."""
    battle = two_armies()
    headless = battle.sides[STARK].model_copy(update={"commander": None, "lieutenants": ()})
    engine = engine_for(battle=battle.model_copy(update={"sides": {**battle.sides, STARK: headless}}))
    feed(engine, [6] * 10)
    run(engine, StartBattle(), NextStep(), NextStep(), NextStep())
    run(engine, RollInitiative(STARK))
    assert engine.state.log[-1].message.params["total"] == 24
