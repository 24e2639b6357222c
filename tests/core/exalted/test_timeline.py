"""The long-tick timeline (issue clause 3): Join War, Speed, zero-speed and reflexive actions."""

from campal.core.model import ExaltedUnitStats
from campal.core.model.exalted_traits import Ability, Attribute, Traits
from campal.core.rules.exalted.tables import action
from campal.core.rules.exalted.timeline import (
    acting_now,
    flurry,
    join_order,
    join_war_pool,
    next_tick,
    place,
)


def commander(wits: int = 3, war: int = 3, awareness: int = 2) -> Traits:
    return Traits(
        attributes={Attribute.WITS: wits},
        abilities={Ability.WAR: war, Ability.AWARENESS: awareness},
    )


def test_join_war_is_wits_plus_war_less_magnitude() -> None:
    stats = ExaltedUnitStats(magnitude=4, commander=commander(3, 3))
    assert join_war_pool(stats).total == 2


def test_a_one_person_unit_joins_with_wits_plus_awareness() -> None:
    stats = ExaltedUnitStats(magnitude=0, commander=commander(3, 5, awareness=4))
    assert join_war_pool(stats).total == 7


def test_the_best_join_war_acts_on_tick_zero_and_others_later_by_their_shortfall() -> None:
    assert place({"a": 4, "b": 1, "c": 4}) == {"a": 0, "b": 3, "c": 0}


def test_units_on_one_tick_act_in_join_war_order() -> None:
    order = join_order({"a": 2, "b": 4, "c": 2}, {"c": 5})
    assert order == ("b", "c", "a")
    now = acting_now({"a": 5, "b": 7, "c": 5}, order)
    assert now.tick == 5 and now.acting == ("c", "a")


def test_an_action_sets_the_next_tick_by_its_speed() -> None:
    assert next_tick(5, action("attack")) == 10
    assert next_tick(5, action("change_formation")) == 10 and action("change_formation").dv == -1


def test_disengage_is_zero_speed_and_acts_again_on_the_same_tick() -> None:
    assert action("disengage").speed == 0 and next_tick(7, action("disengage")) == 7


def test_a_reflexive_action_never_moves_the_clock() -> None:
    assert next_tick(7, action("leave_unit")) is None


def test_a_flurry_takes_the_slowest_speed_the_worst_dv_and_growing_penalties() -> None:
    spec, penalties = flurry(["attack", "attack", "aim"])
    assert (spec.speed, spec.dv, penalties) == (5, -2, (0, -1, -2))
