"""The players' window in its own process rebuilds each new document from a delta: the deltas of
real command sequences must rebuild the very document, keep what did not change as the same
objects, and refuse what is not a delta of ours without touching the document."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest

from campal.core.dice import RandomDice
from campal.core.engine import (
    Change,
    CommandRefused,
    Engine,
    MoveToken,
    NextStep,
    PlaceCharacter,
    PlaceUnit,
    RemoveCharacter,
    RemoveUnit,
    ReorderSides,
    RetitleBattle,
    StartBattle,
)
from campal.core.engine.terrain import DuplicateTerrain, LowerTerrain
from campal.core.io import load_battle
from campal.core.io.battle_delta import apply_battle_delta, battle_delta, log_from, tail_delta, without_log
from campal.core.model import Battle, Note, Point, Unit
from campal.core.templates import create_from_template, templates_for
from tests.core.long_battle import long_battle

SAMPLES = sorted((Path(__file__).parents[2] / "resources" / "samples").glob("*.campal"))
SIFRP = next(path for path in SAMPLES if path.name == "sifrp-batalla.campal")


def received(battle: Battle) -> Battle:
    """The document as the players' process holds it: equal, but none of the same objects."""
    return Battle.model_validate_json(battle.model_dump_json())


def wire(delta: dict[str, object]) -> object:
    return json.loads(json.dumps(delta))


def rebuilt(before: Battle, after: Battle, receiver: Battle) -> Battle:
    """``after`` rebuilt on ``receiver`` (equal to ``before``), checked for order and identity."""
    result = apply_battle_delta(receiver, wire(battle_delta(before, after)))
    assert result == after
    for name in Battle.model_fields:
        old, new, mine, got = (getattr(b, name) for b in (before, after, receiver, result))
        if new is old:
            assert got is mine, name
        elif isinstance(new, dict):
            assert list(got) == list(new), f"{name}: drawing order"
            for key, value in new.items():
                if old.get(key) is value:
                    assert got[key] is mine[key], f"{name}.{key}"
        elif isinstance(new, tuple) and new[: len(old)] == old:
            assert all(got[n] is mine[n] for n in range(len(old)) if new[n] is old[n]), name
    return result


def kinds(delta: dict[str, object]) -> set[str]:
    return {f"{name}.{part}" for name, change in delta.items() for part in change}


def run_session(path: Path) -> list[Change]:
    """A session on a sample: a move, a title, a token placed and one removed, terrain added and
    restacked, the sides reordered, the round advanced, then undo and redo."""
    battle = load_battle(path).battle
    engine = Engine(battle, dice=RandomDice(3))
    changes: list[Change] = []
    engine.subscribe(changes.append)

    def run(command: object) -> None:
        with contextlib.suppress(CommandRefused):  # a step the sample's phase refuses is skipped
            engine.execute(command)

    tokens = [*battle.units.values(), *battle.characters.values()]
    moved = tokens[0]
    run(MoveToken(moved.id, Point(x=moved.position.x + 15, y=moved.position.y + 5)))
    run(RetitleBattle("Otra batalla"))
    made = create_from_template(
        battle.system, templates_for(battle.system)[0].id, next(iter(battle.sides)), Point(x=50, y=60)
    )
    run(PlaceUnit(made) if isinstance(made, Unit) else PlaceCharacter(made))
    gone = tokens[1].id
    run(RemoveUnit(gone) if gone in battle.units else RemoveCharacter(gone))
    run(DuplicateTerrain(next(iter(battle.terrain)), new_id="terrain-copy"))
    run(LowerTerrain("terrain-copy", to_bottom=True))
    run(ReorderSides(tuple(reversed(list(engine.state.sides)))))
    run(StartBattle())
    run(NextStep(force=True))
    engine.undo()
    engine.undo()
    engine.redo()
    return changes


@pytest.fixture(scope="module")
def sample() -> Battle:
    return load_battle(SIFRP).battle


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.stem)
def test_every_change_of_a_session_on_a_sample_rebuilds_the_document(path):
    changes = run_session(path)
    receiver = received(changes[0].before)
    seen: set[str] = set()
    for change in changes:
        seen |= kinds(battle_delta(change.before, change.after))
        assert rebuilt(change.before, change.after, change.before) == change.after
        receiver = rebuilt(change.before, change.after, receiver)
    assert receiver == changes[-1].after
    assert {"title.value", "terrain.set", "terrain.order", "sides.order"} <= seen
    token_kinds = {f"{name}.{part}" for name in ("units", "characters") for part in ("set", "drop")}
    assert {kind.split(".")[1] for kind in seen & token_kinds} == {"set", "drop"}
    if path.stem != "demo":  # the demo's log stays empty and its battle does not start
        assert {"log.append", "log.keep", "turn.value"} <= seen  # an undo keeps the entries before


def test_no_change_is_an_empty_delta_and_applies_as_the_same_battle(sample):
    same_entries = sample.model_copy(
        update={"units": dict(sample.units), "log": tuple(sample.log), "sides": dict(sample.sides)}
    )
    assert battle_delta(sample, sample) == {}
    assert battle_delta(sample, sample.model_copy()) == {}
    assert battle_delta(sample, same_entries) == {}
    assert apply_battle_delta(sample, {}) is sample


def test_a_one_unit_move_names_only_that_unit(sample):
    # Many more units than the sample's, so a delta that sent them all could not pass for one.
    extra = {
        f"unit-x{n}": unit.model_copy(update={"id": f"unit-x{n}"})
        for n, unit in enumerate(list(sample.units.values()) * 40)
    }
    crowded = sample.model_copy(update={"units": {**sample.units, **extra}})
    engine = Engine(crowded, dice=RandomDice(1))
    unit_id = next(iter(sample.units))
    engine.execute(MoveToken(unit_id, Point(x=123, y=45)))
    after = engine.state

    delta = battle_delta(crowded, after)

    assert set(delta) <= {"units", "log", "turn"}
    assert delta["units"] == {"set": {unit_id: after.units[unit_id].model_dump(mode="json")}}
    assert delta["units"]["set"][unit_id]["position"] == {"x": 123, "y": 45}
    if "log" in delta:
        assert delta["log"] == {
            "append": [entry.model_dump(mode="json") for entry in after.log[len(crowded.log) :]]
        }
    assert rebuilt(crowded, after, received(crowded)) == after


def test_what_did_not_change_stays_the_receivers_own_objects(sample):
    receiver = received(sample)
    unit_id = next(iter(sample.units))
    after = sample.model_copy(
        update={
            "units": {**sample.units, unit_id: sample.units[unit_id].model_copy(update={"name": "Otra"})},
            "log": (*sample.log, sample.log[0].model_copy(update={"seq": len(sample.log)})),
        }
    )

    result = apply_battle_delta(receiver, wire(battle_delta(sample, after)))

    assert result.units[unit_id].name == "Otra" and isinstance(result.units[unit_id], Unit)
    assert result.units[unit_id] is not receiver.units[unit_id]
    assert all(result.units[key] is receiver.units[key] for key in sample.units if key != unit_id)
    assert result.terrain is receiver.terrain and result.sides is receiver.sides
    assert all(a is b for a, b in zip(result.log, receiver.log, strict=False))
    assert len(result.log) == len(receiver.log) + 1


def reversed_dict(items: dict[str, object]) -> dict[str, object]:
    return dict(reversed(items.items()))


def test_a_reorder_sends_the_order_alone_and_survives(sample):
    after = sample.model_copy(update={"units": reversed_dict(sample.units)})

    delta = battle_delta(sample, after)

    assert delta == {"units": {"order": list(reversed(list(sample.units)))}}
    assert list(rebuilt(sample, after, received(sample)).units) == list(reversed(list(sample.units)))


def test_a_removal_and_an_addition_at_the_end_need_no_order(sample):
    *kept, gone = sample.units  # the last unit: no character rides with it
    added = sample.units[gone].model_copy(update={"id": "unit-new"})
    after = sample.model_copy(update={"units": {**{k: sample.units[k] for k in kept}, "unit-new": added}})

    delta = battle_delta(sample, after)

    assert delta == {"units": {"set": {"unit-new": added.model_dump(mode="json")}, "drop": [gone]}}
    assert list(rebuilt(sample, after, received(sample)).units) == [*kept, "unit-new"]


def test_an_addition_drawn_below_the_rest_sends_the_order(sample):
    added = next(iter(sample.units.values())).model_copy(update={"id": "unit-new"})
    after = sample.model_copy(update={"units": {"unit-new": added, **sample.units}})

    delta = battle_delta(sample, after)

    assert delta["units"]["order"] == ["unit-new", *sample.units]
    assert list(delta["units"]["set"]) == ["unit-new"]
    assert list(rebuilt(sample, after, received(sample)).units) == ["unit-new", *sample.units]


def test_a_log_sends_only_what_changed_at_its_end_and_a_new_one_whole(sample):
    shorter = sample.model_copy(update={"log": sample.log[:-3]})
    rewritten = sample.model_copy(
        update={"log": (*sample.log[:-1], sample.log[-1].model_copy(update={"gm_decision": True}))}
    )
    other = sample.model_copy(update={"log": tuple(e.model_copy() for e in sample.log)})

    assert battle_delta(shorter, sample) == {
        "log": {"append": [entry.model_dump(mode="json") for entry in sample.log[-3:]]}
    }
    # An undo takes the last entries back: the entries kept are counted, not sent again.
    assert battle_delta(sample, shorter) == {"log": {"keep": len(shorter.log), "append": []}}
    assert battle_delta(sample, rewritten)["log"] == {  # equal-length, the last entry not the same
        "keep": len(sample.log) - 1,
        "append": [rewritten.log[-1].model_dump(mode="json")],
    }
    assert battle_delta(sample, other)["log"] == {  # no entry the same: the whole log
        "value": [entry.model_dump(mode="json") for entry in other.log]
    }
    for before, after in ((shorter, sample), (sample, shorter), (sample, rewritten), (sample, other)):
        receiver = received(before)
        assert rebuilt(before, after, receiver).log == after.log
    kept = apply_battle_delta(receiver, battle_delta(sample, shorter))
    assert all(a is b for a, b in zip(kept.log, receiver.log, strict=False))  # kept as its own


def held_from(battle: Battle, first: int) -> Battle:
    return battle.model_copy(update={"log": battle.log[first:]})


SENDERS = {
    "log_from": lambda before, after, start: log_from(battle_delta(before, after), start),
    # At most its last two entries: whatever a step logs past two is sent as the log's end alone.
    "tail_delta": lambda before, after, start: tail_delta(before, after, start, 2),
}


@pytest.mark.parametrize("sender", SENDERS)
@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.stem)
def test_a_receiver_sent_the_document_without_its_log_follows_every_change(path, sender):
    """The players' window is sent the battle with no log and holds the entries logged since."""
    changes = run_session(path)
    first = changes[0].before
    receiver, start = received(without_log(first)), len(first.log)
    for change in changes:
        delta, start = SENDERS[sender](change.before, change.after, start)
        receiver = apply_battle_delta(receiver, wire(delta))
        assert receiver == held_from(change.after, start)


def test_a_log_taken_back_past_what_the_receiver_holds_leaves_it_the_new_end():
    battle = long_battle(50)
    sent, start = received(without_log(battle)), len(battle.log)
    grown = battle.model_copy(update={"log": (*battle.log, *long_battle(52).log[-2:])})
    back = grown.model_copy(update={"log": (*grown.log[:40], grown.log[-1])})
    undone = grown.model_copy(update={"log": grown.log[:-1]})
    steps = [(battle, grown), (grown, undone), (undone, back)]

    receiver = sent
    for before, after in steps:
        delta, start = log_from(battle_delta(before, after), start)
        receiver = apply_battle_delta(receiver, wire(delta))
        assert receiver == held_from(after, start)
    assert start == 40 and receiver.log == (grown.log[-1],)


def test_leaving_a_replay_of_an_early_step_sends_the_logs_end_alone():
    battle = long_battle(500)
    early = battle.model_copy(update={"log": battle.log[:5]})  # the replay shows its step 5
    receiver, start = received(without_log(battle)), len(battle.log)
    for before, after in [(battle, early), (early, battle)]:
        delta, start = tail_delta(before, after, start, 20)
        receiver = apply_battle_delta(receiver, wire(delta))
        assert receiver == held_from(after, start)
    assert start == len(battle.log) - 20
    assert len(delta["log"]["value"]) == 20
    assert receiver.log == battle.log[-20:]


def test_an_undo_in_a_long_log_is_a_short_delta():
    battle = long_battle(2_000)
    undone = battle.model_copy(update={"log": battle.log[:-1]})

    delta = battle_delta(battle, undone)

    assert delta == {"log": {"keep": len(battle.log) - 1, "append": []}}
    assert len(json.dumps(delta)) < 100
    assert apply_battle_delta(battle, delta) == undone


def test_title_and_turn_changes_send_their_value(sample):
    assert sample.turn is not None
    retitled = sample.model_copy(update={"title": "Vado Rubí"})
    ended = sample.model_copy(update={"turn": None})
    next_round = sample.model_copy(
        update={"turn": sample.turn.model_copy(update={"round": sample.turn.round + 1})}
    )

    assert battle_delta(sample, retitled) == {"title": {"value": "Vado Rubí"}}
    assert battle_delta(sample, ended) == {"turn": {"value": None}}
    assert battle_delta(sample, next_round)["turn"]["value"]["round"] == sample.turn.round + 1
    for after in (retitled, ended, next_round):
        assert rebuilt(sample, after, received(sample)) == after
    assert rebuilt(ended, sample, received(ended)).turn == sample.turn


def test_every_field_of_the_model_travels(sample):
    other = load_battle(next(path for path in SAMPLES if path.stem == "bastionland-vado")).battle
    note = Note(id="note-1", text="Vado", position=Point(x=5, y=5))
    after = other.model_copy(
        update={"title": "Todo", "notes": {"note-1": note}, "rule_options": {"heavy_rain": True}}
    )

    delta = battle_delta(sample, after)

    changed = {name for name in Battle.model_fields if getattr(sample, name) != getattr(after, name)}
    assert set(delta) == changed
    assert {"system", "field", "sides", "units", "notes", "rule_options", "log"} <= changed
    assert rebuilt(sample, after, received(sample)) == after


def unchanged(battle: Battle, snapshot: str, fields: dict[str, object]) -> bool:
    return battle.model_dump_json() == snapshot and all(getattr(battle, k) is v for k, v in fields.items())


UNIT = "unit-lspear"


def malformed_cases() -> list[tuple[str, object, str]]:
    """(name, delta, a word the error must carry)"""
    sample = load_battle(SIFRP).battle
    unit = sample.units[UNIT].model_dump(mode="json")
    return [
        ("not an object", [], "object"),
        ("a string", "units", "object"),
        ("null", None, "object"),
        ("unknown field", {"banner": {"value": 1}}, "banner"),
        ("units as a list", {"units": []}, "units"),
        ("units whole as a list", {"units": {"value": [unit]}}, "units"),
        ("no parts", {"units": {}}, "units"),
        ("unknown part", {"units": {"put": {}}}, "units"),
        ("value beside set", {"units": {"value": {}, "set": {}}}, "units"),
        ("invalid unit", {"units": {"set": {UNIT: {"id": UNIT}}}}, "units"),
        ("unit of no side", {"units": {"set": {UNIT: {**unit, "side": "side-nobody"}}}}, "side-nobody"),
        ("key not the id", {"units": {"set": {"unit-x": unit}}}, "unit-x"),
        ("set as a list", {"units": {"set": [unit]}}, "set"),
        ("drop a string", {"units": {"drop": UNIT}}, "drop"),
        ("drop numbers", {"units": {"drop": [1]}}, "drop"),
        ("drop what is not there", {"units": {"drop": ["unit-nowhere"]}}, "unit-nowhere"),
        ("order missing keys", {"units": {"order": [UNIT]}}, "order"),
        ("order of lists", {"units": {"order": [[UNIT]]}}, "order"),
        ("order twice a key", {"units": {"order": [UNIT] * len(sample.units)}}, "order"),
        ("append on a dict", {"units": {"append": [unit]}}, "units"),
        ("append not a list", {"log": {"append": {"seq": 1}}}, "append"),
        ("append garbage", {"log": {"append": [{"bogus": 1}]}}, "log"),
        ("set on the log", {"log": {"set": {}}}, "log"),
        ("keep beyond the log", {"log": {"keep": len(sample.log) + 1, "append": []}}, "keep"),
        ("keep below nothing", {"log": {"keep": -1, "append": []}}, "keep"),
        ("keep a word", {"log": {"keep": "all", "append": []}}, "keep"),
        ("keep a truth", {"log": {"keep": True, "append": []}}, "keep"),
        ("keep alone", {"log": {"keep": 1}}, "log"),
        ("keep on a dict", {"units": {"keep": 1, "append": []}}, "units"),
        ("title a number", {"title": {"value": 5}}, "title"),
        ("title empty", {"title": {"value": ""}}, "title"),
        ("title bare", {"title": "Otra"}, "title"),
        ("turn garbage", {"turn": {"value": "soon"}}, "turn"),
        ("too many options", {"rule_options": {"set": {f"o{n}": True for n in range(41)}}}, "rule_options"),
        ("side dropped under its units", {"sides": {"drop": list(sample.sides)}}, "side"),
        ("good title, bad units", {"title": {"value": "Otra"}, "units": {"set": {UNIT: 1}}}, "units"),
    ]


MALFORMED = malformed_cases()


@pytest.mark.parametrize(
    ("delta", "word"), [case[1:] for case in MALFORMED], ids=[case[0] for case in MALFORMED]
)
def test_a_malformed_delta_is_refused_and_the_battle_kept(sample, delta, word):
    snapshot = sample.model_dump_json()
    fields = {name: getattr(sample, name) for name in Battle.model_fields}

    with pytest.raises(ValueError) as refusal:
        apply_battle_delta(sample, delta)

    assert word in str(refusal.value)
    assert unchanged(sample, snapshot, fields)
