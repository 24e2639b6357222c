"""Communications failure (Magnitude 3 or more with fewer relays than Magnitude) costs the unit
Drill: every breakdown that reads Drill names the loss beside the Drill the unit has, so the
GM sees why an order is harder, not a smaller Drill from nowhere."""

from campal.core.rules.exalted.orders import command_difficulty, disengage_pool

from .units import unit


def _keys(breakdown):
    return {term.key: term.value for term in breakdown.terms}


def test_communication_failure_drill_loss_is_named_in_the_command_difficulty():
    failing = unit(magnitude=4, drill=3, relays=1)
    terms = _keys(command_difficulty(failing))
    assert terms["exalted.term.drill"] == -3 and terms["exalted.term.drill_lost"] == 2
    assert command_difficulty(failing).total == 3  # 4 − (3 − 2)


def test_communication_failure_drill_loss_is_named_in_the_disengage_pool():
    terms = _keys(disengage_pool(unit(magnitude=4, drill=3, relays=1)))
    assert terms["exalted.term.drill"] == 3 and terms["exalted.term.drill_lost"] == -2


def test_a_unit_with_its_relays_shows_no_loss():
    assert "exalted.term.drill_lost" not in _keys(command_difficulty(unit(magnitude=4, drill=3, relays=4)))
