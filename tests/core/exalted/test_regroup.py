"""Units changing shape through the engine and the dock: Merge with the leader the GM names,
Split by the size the GM picks, and a relay rallying when its pool is the larger."""

from __future__ import annotations

from campal.core.dice import ManualEntry, RandomDice
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle
from campal.core.model import Battle, ExaltedUnitStats
from campal.core.rules.exalted.commands import CommandAction, JoinWar
from campal.core.rules.exalted.orders import rally_pool
from campal.core.rules.exalted.timeline import join_war_pool
from campal.core.rules.play import Choice

from .armies import hosts, with_unit
from .units import commander, unit


def typed(*faces: int) -> ManualEntry:
    return ManualEntry(faces=faces)


def _first(battle: Battle, first: str) -> Engine:
    """Everyone joins the war; ``first`` rolls all tens and acts on tick 0."""
    engine = Engine(battle, dice=RandomDice(2), map_queries=PlainMap())
    engine.execute(StartBattle())
    for uid, token in battle.units.items():
        assert isinstance(token.stats, ExaltedUnitStats)
        tens = typed(*[10] * join_war_pool(token.stats).total)
        engine.execute(JoinWar(uid, tens if uid == first else None))
    engine.execute(NextStep())
    assert engine.state.turn is not None and engine.state.turn.queue == (first,)
    return engine


def _stats(engine: Engine, uid: str) -> ExaltedUnitStats:
    stats = engine.state.units[uid].stats
    assert isinstance(stats, ExaltedUnitStats)
    return stats


def test_rally_is_rolled_by_a_relay_when_its_pool_is_larger() -> None:
    weak = unit(relays=1, commander=commander(charisma=1, war=1))
    pool = rally_pool(weak)
    assert pool.total == 3 and all(t.key.endswith(".relay") for t in pool.terms)  # an extra's 2 + 1


def test_merge_lets_the_gm_choose_who_leads() -> None:
    battle = with_unit(hosts(reserve=True), "unit-reserve", commander_name="Cynis Dace")
    battle = with_unit(battle, "unit-bows", commander_name="Peleps Oro")
    engine = _first(battle, "unit-reserve")
    merge = CommandAction(
        "unit-reserve", "merge", other="unit-bows", effect="keeper", entries=(typed(*[10] * 6),) * 2
    )
    engine.execute(merge)
    assert _stats(engine, "unit-reserve").commander_name == "Cynis Dace"  # the smaller unit's


def test_split_takes_the_size_the_gm_picks_shares_its_ammunition_and_waits_for_its_tick() -> None:
    from campal.core.rules import system_of

    engine = _first(with_unit(hosts(), "unit-spear", ammunition=12), "unit-spear")
    play = system_of(engine.state).play
    # Magnitude 4: about 225 soldiers; a quarter, half or three quarters may go with the hero.
    sizes = [k for k, _ in play.extras(engine.state, Choice("unit-spear", "split"))]
    assert sizes == ["hero-tepet:56", "hero-tepet:112", "hero-tepet:168"]
    command = play.command(engine.state, Choice("unit-spear", "split", extra="hero-tepet:56"))
    assert isinstance(command, CommandAction) and command.soldiers == 56
    engine.execute(command)
    child = next(u for u in engine.state.units.values() if u.id not in hosts().units)
    assert isinstance(child.stats, ExaltedUnitStats)
    assert child.stats.magnitude == 2 and child.stats.ammunition == 12 * 56 // 225
    assert _stats(engine, "unit-spear").ammunition == 12 - child.stats.ammunition
    turn = engine.state.turn
    assert turn is not None and turn.next_tick[child.id] == turn.next_tick["unit-spear"] == 3


def test_signal_reaches_as_many_units_as_the_unit_has_relays() -> None:
    from campal.core.engine import PlainMap as Plain
    from campal.core.rules import system_of
    from campal.core.rules.exalted.commands import SimpleAction

    engine = _first(hosts(reserve=True), "unit-bows")  # three relays, two friendly units
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.unit_offers(engine.state, Plain(), "unit-bows", None)}
    assert offers["signal_many"].is_allowed
    assert [k for k, _ in play.extras(engine.state, Choice("unit-bows", "signal_many"))] == ["2"]
    first = Choice("unit-bows", "signal_many", target="unit-spear", extra="2")
    seconds = [t.token for t in play.targets(engine.state, Plain(), first)]
    assert seconds == ["unit-reserve"]
    both = Choice("unit-bows", "signal_many", target="unit-spear", second="unit-reserve", extra="2")
    assert play.more_picks(engine.state, both) == 0  # type: ignore[attr-defined]
    command = play.command(engine.state, both)
    assert isinstance(command, SimpleAction) and command.targets == ("unit-spear", "unit-reserve")
    engine.execute(command)


def test_a_relay_gives_the_orders_while_the_commander_fights_a_duel() -> None:
    from campal.core.rules.exalted.traits import command_pool

    duelling = unit(relays=1, duel_with="unit-riders")
    assert all(t.key.endswith(".relay") for t in command_pool(duelling).terms)
    assert not any(t.key.endswith(".relay") for t in command_pool(unit(relays=1)).terms)
    championed = unit(relays=1, duel_with="unit-riders", duel_champion="hero-a")
    assert not any(t.key.endswith(".relay") for t in command_pool(championed).terms)
