"""Section 6.4 is optional ("No son obligatorias") and the text leaves readings open: a battle
keeps the GM's choices, set through one undoable command, saved in the file."""

from __future__ import annotations

import json
import zipfile

import pytest

from campal.core.engine import CommandRefused, Override, SetRuleOptions
from campal.core.io import BattleFileError, load_battle, save_battle
from campal.core.model import AssetStore, Formation, Training, UnitState, UnitType
from campal.core.rules import system_of
from campal.core.rules.sifrp import options as sifrp_options
from campal.core.rules.sifrp.commands import IssueOrder
from campal.core.rules.sifrp.morale import disorganise
from campal.core.rules.sifrp.resolution import Resolution
from campal.core.rules.sifrp.system import SifrpSystem
from campal.core.rules.sifrp.templates import unit_stats
from campal.core.rules.sifrp.values import defence, discipline, stats_of

from .armies import engine_for, feed, run, to_orders, two_armies

SUCCESS = [6, 6, 6, 6, 6]


def test_sifrp_declares_its_options_with_the_texts_defaults() -> None:
    options = {o.key: o for o in system_of("sifrp").options()}
    assert options["advanced_orders"].default is True
    assert options["advanced_formations"].default is True
    assert options["destruction_threshold"].choices == ("reach", "exceed")
    assert options["penalty_dice"].choices == ("kept_first", "bonus_first")


def test_options_are_set_by_one_command_undone_and_refused_when_unknown() -> None:
    engine = engine_for()
    run(engine, SetRuleOptions({"advanced_orders": False}))
    assert engine.state.rule_options == {"advanced_orders": False}
    engine.undo()
    assert engine.state.rule_options == {}
    before = engine.state
    for bad in ({"advanced_order": False}, {"advanced_orders": "no"}, {"destruction_threshold": "tantos"}):
        with pytest.raises(CommandRefused):
            run(engine, SetRuleOptions(bad))
    assert engine.state == before


def test_rule_options_save_and_reopen(tmp_path) -> None:  # type: ignore[no-untyped-def]
    engine = engine_for()
    chosen = {"advanced_orders": False, "destruction_threshold": "exceed", "penalty_dice": "bonus_first"}
    run(engine, SetRuleOptions(chosen))
    path = tmp_path / "options.campal"
    save_battle(path, engine.state, AssetStore())
    assert load_battle(path).battle.rule_options == chosen


def test_an_option_is_read_one_way_from_options_declared_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    made: list[int] = []
    declared = sifrp_options.declared

    def counted():  # type: ignore[no-untyped-def]
        made.append(1)
        return declared()

    monkeypatch.setattr(sifrp_options, "declared", counted)
    system = SifrpSystem()
    battle = two_armies().model_copy(update={"rule_options": {"advanced_orders": False}})
    for _ in range(3):
        assert system.option(battle, "advanced_orders") is False
        assert system.option(battle, "advanced_formations") is True  # not set: the default
        assert system.option(None, "advanced_orders") is True
        assert system.option_refusal({"penalty_dice": "bonus_first"}) is None
    assert made == [1]


@pytest.mark.parametrize(("held", "at_endurance"), [("exceed", False), ("reach", True), ("tantos", True)])
def test_sifrp_reads_its_options_through_the_rule_system(held: str, at_endurance: bool) -> None:
    """A value the option does not take (which no command or file lets in) reads as the default."""
    assert system_of("sifrp").option(None, "destruction_threshold") == "reach"
    battle = two_armies().model_copy(update={"rule_options": {"destruction_threshold": held}})
    assert sifrp_options.destroy_at_endurance(battle) is at_endurance


@pytest.mark.parametrize(
    ("options", "key", "option"),
    [
        ({"advanced_orders": 1}, "options.bad_value", "advanced_orders"),
        ({"destruction_threshold": 2}, "options.bad_value", "destruction_threshold"),
        ({"advanced_order": True}, "options.unknown", "advanced_order"),
    ],
)
def test_a_file_whose_options_its_rule_system_lacks_is_refused_on_opening(
    tmp_path, options: dict[str, object], key: str, option: str
) -> None:  # type: ignore[no-untyped-def]
    """No option is a number: a file saying 1 for one would be read as the default while saying
    otherwise, so it is refused, naming the option."""
    path = tmp_path / "numbers.campal"
    save_battle(path, two_armies(), AssetStore())
    with zipfile.ZipFile(path) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    document = json.loads(members["battle.json"])
    document["rule_options"] = options
    members["battle.json"] = json.dumps(document).encode()
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert refused.value.field == "rule_options"
    assert refused.value.problem.key == key and refused.value.problem.params["option"] == option


def test_advanced_orders_off_refuses_an_advanced_order_but_not_a_basic_one() -> None:
    engine = engine_for()
    run(engine, SetRuleOptions({"advanced_orders": False}))
    to_orders(engine)
    with pytest.raises(CommandRefused) as refused:
        run(engine, IssueOrder("char-tywin", "probe", "unit-lspear", targets=("unit-sfoot",)))
    assert refused.value.reason.key == "order.advanced_off"
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))


def test_advanced_formations_off_refuses_changing_formation() -> None:
    engine = engine_for()
    run(engine, SetRuleOptions({"advanced_formations": False}))
    to_orders(engine)
    with pytest.raises(CommandRefused) as refused:
        run(engine, IssueOrder("char-tywin", "change_formation", "unit-lspear", formation=Formation.WEDGE))
    assert refused.value.reason.key == "order.formations_off"


@pytest.mark.parametrize(
    ("formations", "discipline_total", "defence_total"), [(True, 6 + 6, 4 - 5), (False, 6, 4)]
)
def test_a_routed_unit_is_loose_but_carries_loose_modifiers_only_with_formations_on(
    formations: bool, discipline_total: int, defence_total: int
) -> None:
    engine = engine_for()
    run(engine, SetRuleOptions({"advanced_formations": formations}))
    run(engine, Override("unit-lspear", "stats.state", "routed", "test"))
    run(engine, Override("unit-lspear", "stats.formation", "loose", "test"))
    unit = engine.state.units["unit-lspear"]
    assert unit.stats.formation is Formation.LOOSE  # type: ignore[union-attr]  (drawn and fleeing loose)
    assert discipline(engine.state, unit).total == discipline_total
    assert defence(engine.state, unit).total == defence_total


@pytest.mark.parametrize(("formations", "after"), [(True, Formation.LOOSE), (False, Formation.BATTLE)])
def test_a_rallied_unit_keeps_no_routed_formation_when_formations_are_off(
    formations: bool, after: Formation
) -> None:
    engine = engine_for()
    run(engine, SetRuleOptions({"advanced_formations": formations}))
    to_orders(engine)
    run(engine, Override("unit-lspear", "stats.state", "routed", "test"))
    run(engine, Override("unit-lspear", "stats.formation", "loose", "test"))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "rally", "unit-lspear"))
    stats = engine.state.units["unit-lspear"].stats
    assert stats.state is UnitState.DISORGANISED and stats.formation is after  # type: ignore[union-attr]


@pytest.mark.parametrize(("at_endurance", "destroyed_at"), [(True, 2), (False, 3)])
def test_destruction_by_disorganisation_follows_the_chosen_reading(
    at_endurance: bool, destroyed_at: int
) -> None:
    stats = unit_stats(UnitType.INFANTRY, Training.TRAINED)
    assert stats.abilities.endurance == 2
    count = 0
    while stats.state is not UnitState.DESTROYED and count < 6:
        stats, count = disorganise(stats, at_endurance), count + 1
    assert count == destroyed_at


@pytest.mark.parametrize(
    ("threshold", "state"), [("reach", UnitState.DESTROYED), ("exceed", UnitState.DISORGANISED)]
)
def test_the_battles_destruction_reading_reaches_the_damage_rules(threshold: str, state: UnitState) -> None:
    engine = engine_for()
    run(engine, SetRuleOptions({"destruction_threshold": threshold}))
    run(engine, Override("unit-sfoot", "stats.disorganisations", 1, "test"))
    run(engine, Override("unit-sfoot", "stats.health", 1, "test"))
    res = Resolution(engine.state, engine.context)
    res.hurt_unit("unit-sfoot", 1)
    assert stats_of(res.unit("unit-sfoot")).state is state


def test_the_penalty_dice_option_reaches_the_roll() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, SetRuleOptions({"penalty_dice": "bonus_first"}))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    issued = next(e for e in engine.history[-1].events if type(e).__name__ == "OrderIssued")
    assert issued.roll.spec.policy.penalty_removes_bonus_first  # type: ignore[attr-defined]
