"""What a change touched, read off the documents before and after: views redraw only that."""

from __future__ import annotations

from campal.core.engine import Engine, MoveToken, Override
from campal.core.model import (
    Battle,
    Character,
    LogEntry,
    Point,
    Side,
    SifrpCharacterStats,
    msg,
    renamed,
    shared_start,
    touched,
)
from campal.core.templates import create_from_template


def _battle() -> Battle:
    units = {}
    for n, side in enumerate(("side-a", "side-b", "side-a")):
        made = create_from_template("sifrp", "infantry/trained", side, Point(x=100 + 200 * n, y=100))
        units[f"unit-{n}"] = made.model_copy(update={"id": f"unit-{n}", "name": f"Company {n}"})
    captain = Character(
        id="char-c",
        name="Captain",
        side="side-a",
        position=None,
        attached_to="unit-2",
        stats=SifrpCharacterStats(),
    )
    sides = {s: Side(id=s, name=s.upper(), colour="#336699") for s in ("side-a", "side-b")}
    return Battle(sides=sides, units=units, characters={"char-c": captain})


def test_a_move_touches_only_the_unit_moved() -> None:
    engine = Engine(_battle())
    before = engine.state
    engine.execute(MoveToken("unit-1", Point(x=320, y=140)))
    change = touched(before, engine.state)
    assert change.units == {"unit-1"} and not change.characters
    assert not change.beyond_tokens and not change.added_or_removed
    engine.undo()
    assert touched(before, engine.state).is_nothing


def test_a_change_to_an_attached_character_redraws_its_unit() -> None:
    engine = Engine(_battle())
    before = engine.state
    engine.execute(Override("char-c", "name", "Ser Captain", "renamed"))
    change = touched(before, engine.state)
    assert change.characters == {"char-c"}
    assert change.units_to_redraw(before, engine.state) == {"unit-2"}


def test_a_side_changed_or_a_unit_removed_is_named_as_such() -> None:
    battle = _battle()
    recoloured = battle.model_copy(
        update={
            "sides": {
                **battle.sides,
                "side-a": battle.sides["side-a"].model_copy(update={"colour": "#aa0000"}),
            }
        }
    )
    assert touched(battle, recoloured).beyond_tokens
    fewer = battle.model_copy(update={"units": {k: u for k, u in battle.units.items() if k != "unit-0"}})
    change = touched(battle, fewer)
    assert change.added_or_removed and change.units == {"unit-0"}
    reordered = battle.model_copy(update={"units": dict(reversed(battle.units.items()))})
    assert touched(battle, reordered).added_or_removed


def test_a_move_renames_nobody_and_a_rename_does() -> None:
    engine = Engine(_battle())
    before = engine.state
    engine.execute(MoveToken("unit-1", Point(x=320, y=140)))
    moved = engine.state
    assert not renamed(before, moved)
    engine.execute(Override("char-c", "name", "Ser Captain", "renamed"))
    assert renamed(moved, engine.state)


def test_logs_share_their_start_through_commands_and_undos() -> None:
    entries = [LogEntry(seq=n, round=1, step="", message=msg("token.placed", name=str(n))) for n in range(5)]
    before, after = tuple(entries[:3]), tuple(entries)
    assert shared_start(before, after) == 3  # a command added entries
    assert shared_start(after, before) == 3  # an undo took them back
    rewritten = (*after[:1], *(entry.model_copy() for entry in after[1:]))
    assert shared_start(after, rewritten) == 1


def test_changed_keys_names_the_replaced_entries_and_nothing_when_the_keys_differ() -> None:
    from campal.core.model.changed_keys import changed_keys, changed_or_added_keys

    a, b, c = object(), object(), object()
    before = {"x": a, "y": b, "z": c}
    assert changed_keys(before, dict(before)) == []
    assert changed_keys(before, {"x": a, "y": object(), "z": object()}) == ["y", "z"]
    assert changed_keys(before, {"x": a, "z": c, "y": b}) is None, "reordered"
    assert changed_keys(before, {"x": a, "y": b}) is None, "removed"
    assert changed_keys(before, {"x": a, "y": b, "w": c}) is None, "another key"
    assert changed_or_added_keys(before, {"x": a, "w": c, "y": object()}) == ["w", "y"]
    assert changed_or_added_keys(before, {"x": a, "y": object(), "z": c}) == ["y"]


def test_the_attached_characters_are_read_again_for_other_characters_only() -> None:
    from campal.core.model import Character
    from campal.core.model.attachments import attached_by_unit, attached_to

    def rider(key: str, unit: str | None) -> Character:
        return Character(id=f"char-{key}", name=key, side="side-s", attached_to=unit)

    characters = {"a": rider("a", "unit-1"), "b": rider("b", None), "c": rider("c", "unit-1")}
    assert [c.name for c in attached_to(characters, "unit-1")] == ["a", "c"]
    assert attached_by_unit(characters) is attached_by_unit(characters), "kept for the same mapping"
    moved = {**characters, "b": rider("b", "unit-2"), "c": rider("c", "unit-2")}
    assert [c.name for c in attached_to(moved, "unit-1")] == ["a"]
    assert [c.name for c in attached_to(moved, "unit-2")] == ["b", "c"]
    assert attached_to(moved, "unit-9") == ()


def test_changed_keys_follows_the_copies_a_change_made_entry_by_entry_and_back() -> None:
    """Copies made by ``with_item`` are followed (a move of one unit at any size of battle costs
    the same); every answer is the one comparing entry by entry gives, as a set."""
    from campal.core.model.battle import with_item
    from campal.core.model.changed_keys import changed_keys

    def compared(before: dict[str, object], after: dict[str, object]) -> set[str] | None:
        if list(before) != list(after):
            return None
        return {key for key in after if before[key] is not after[key]}

    start = {f"k{n}": object() for n in range(500)}
    one = with_item(start, "k7", object())
    two = with_item(one, "k300", object())
    three = with_item(two, "k7", object())
    same = with_item(three, "k9", three["k9"])  # set to the very object it held
    grown = with_item(same, "new", object())  # a key added: the keys differ
    for before, after in [
        (start, one),
        (one, start),  # the undo
        (start, three),
        (three, start),
        (one, three),
        (three, same),
        (start, same),
        (same, start),
    ]:
        found = changed_keys(before, after)
        assert found is not None and set(found) == compared(before, after)
    assert changed_keys(start, three) == ["k7", "k300"]
    assert changed_keys(three, same) == []
    assert changed_keys(same, grown) is None
    assert changed_keys(one, {**one, "k1": object()}) == ["k1"], "a copy made otherwise is compared"
