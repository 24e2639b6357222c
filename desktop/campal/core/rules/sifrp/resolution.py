"""One command's worth of consequences: a working copy of the battle that collects events.

Handlers roll, hurt and move through a ``Resolution`` so that each later step sees the state the
earlier ones left (a unit routed by the first attack is hit as routed by the second), and every
change lands in the event list in order.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...dice import Breakdown, DiceEntryError, ManualEntry, RollResult, RollSpec, roll_test
from ...engine.base import CommandRefused, Context, Event
from ...engine.tokens import CharacterSet, SideReplaced, UnitSet
from ...model import (
    Ability,
    Battle,
    Character,
    CharacterState,
    Message,
    Side,
    SifrpCharacterStats,
    SifrpUnitStats,
    Unit,
    UnitState,
    msg,
)
from .events import CharacterHurt, MoraleChanged, Noted, RollRecorded
from .flight import flight_of
from .morale import DamageResult, disorganise, take_damage, worsen
from .options import destroy_at_endurance, policy
from .tables import formation, warfare
from .values import (
    attached_characters,
    field_dice,
    field_modifiers,
    stats_of,
    unit_bonus_dice,
    unit_test_dice,
)


def reshaped(before: Unit, after: Unit) -> Unit:
    """A unit whose formation changed takes the new formation's ground: its frontage and depth
    scale by the ratio of the two formations' shapes, so the GM's own size for it is kept."""
    old, new = stats_of(before).formation, stats_of(after).formation
    if old is new or (before.frontage, before.depth) != (after.frontage, after.depth):
        return after
    was, now = formation(old), formation(new)
    if not (was.frontage_m and was.depth_m and now.frontage_m and now.depth_m):
        return after
    return after.model_copy(
        update={
            "frontage": min(max(after.frontage * now.frontage_m / was.frontage_m, 0.5), 10_000.0),
            "depth": min(max(after.depth * now.depth_m / was.depth_m, 0.5), 10_000.0),
        }
    )


def character_stats(character: Character) -> SifrpCharacterStats:
    return character.stats if isinstance(character.stats, SifrpCharacterStats) else SifrpCharacterStats()


def waiting_falls(battle: Battle) -> tuple[str, ...]:
    """Characters brought to 0 Salud with their units whose fall still waits on a lessening."""
    return tuple(
        c.id
        for c in battle.characters.values()
        if character_stats(c).felled_by > 0 and character_stats(c).state is CharacterState.ACTIVE
    )


class Resolution:
    def __init__(self, battle: Battle, context: Context, entries: Iterable[ManualEntry] = ()) -> None:
        self.battle = battle
        self.context = context
        self.events: list[Event] = []
        self._entries = list(entries)

    def emit(self, *events: Event | None) -> None:
        for event in events:
            if event is not None:
                self.battle = event.apply(self.battle)
                self.events.append(event)

    def note(self, message: Message) -> None:
        self.emit(Noted(message=message))

    # -- reading -------------------------------------------------------------------------------
    def unit(self, unit_id: str) -> Unit:
        if unit_id not in self.battle.units:
            raise CommandRefused(msg("token.unknown", token=unit_id))
        return self.battle.units[unit_id]

    def character(self, character_id: str) -> Character:
        if character_id not in self.battle.characters:
            raise CommandRefused(msg("token.unknown", token=character_id))
        return self.battle.characters[character_id]

    def name(self, token: str) -> str:
        item = self.battle.units.get(token) or self.battle.characters.get(token)
        if item is None:
            side = self.battle.sides.get(token)
            return side.name if side else token
        return item.name

    # -- changing ------------------------------------------------------------------------------
    def update_unit(self, unit_id: str, **changes: Any) -> Unit:
        unit = self.unit(unit_id)
        stats = stats_of(unit).model_copy(update=changes)
        changed = reshaped(unit, unit.model_copy(update={"stats": stats}))
        self.emit(UnitSet(unit=changed))
        return changed

    def replace_unit(self, unit: Unit) -> None:
        before = self.battle.units.get(unit.id)
        self.emit(UnitSet(unit=reshaped(before, unit) if before is not None else unit))

    def update_character(self, character_id: str, **changes: Any) -> Character:
        character = self.character(character_id)
        stats = character_stats(character).model_copy(update=changes)
        changed = character.model_copy(update={"stats": stats})
        self.emit(CharacterSet(character=changed))
        return changed

    # -- rolling -------------------------------------------------------------------------------
    def roll(self, spec: RollSpec, purpose: str, actor: str, record: bool = True) -> RollResult:
        entry = self._entries.pop(0) if self._entries else None
        try:
            result = roll_test(spec, self.context.dice, entry)
        except DiceEntryError as error:
            raise CommandRefused(error.reason) from None
        if record:
            self.emit(
                RollRecorded(
                    purpose=purpose,
                    actor=actor,
                    roll=result,
                    message=roll_message(self, purpose, actor, result),
                )
            )
        return result

    def unit_spec(
        self, unit: Unit, ability: Ability, difficulty: Breakdown | None, extra_dice: Breakdown | None = None
    ) -> RollSpec:
        stats = stats_of(unit)
        extra = extra_dice.terms if extra_dice else ()
        dice = Breakdown(terms=unit_test_dice(self.battle, unit, ability).terms + extra)
        modifiers = field_modifiers(self.battle, ability)
        if ability is Ability.AGILITY:  # "armour penalty applies to Agility tests" (NOTES.md)
            modifiers = modifiers.plus("term.armour_penalty", stats.armour_penalty)
        return RollSpec(
            ability=ability.value,
            rank=stats.abilities.rank(ability),
            bonus=unit_bonus_dice(stats, ability),
            test_dice=dice,
            modifiers=modifiers,
            difficulty=difficulty,
            policy=policy(self.battle),
        )

    def character_spec(
        self,
        character: Character,
        ability: Ability,
        difficulty: Breakdown | None,
        bonus: int = 0,
        extra_dice: Breakdown | None = None,
    ) -> RollSpec:
        stats = character_stats(character)
        # The light and the weather weigh on a character's tests as on a unit's (section 6.3).
        dice = Breakdown(
            terms=field_dice(self.battle, ability).terms + (extra_dice.terms if extra_dice else ())
        )
        # The fatigue and injuries taken to lessen damage weigh on every later test.
        hurt = warfare().hurt_penalties
        dice = dice.plus("term.fatigue", -hurt.fatigue_dice * stats.fatigue)
        dice = dice.plus("term.wounds", -hurt.wound_dice * stats.wounds)
        modifiers = field_modifiers(self.battle, ability).plus(
            "term.injuries", -hurt.injury_modifier * stats.injuries
        )
        return RollSpec(
            ability=ability.value,
            rank=stats.abilities.rank(ability),
            bonus=bonus,
            test_dice=dice,
            modifiers=modifiers,
            difficulty=difficulty,
            policy=policy(self.battle),
        )

    def unit_test(self, unit_id: str, ability: Ability, difficulty: Breakdown, purpose: str) -> RollResult:
        return self.roll(self.unit_spec(self.unit(unit_id), ability, difficulty), purpose, unit_id)

    # -- hurting -------------------------------------------------------------------------------
    def hurt_unit(self, unit_id: str, damage: int) -> DamageResult:
        unit = self.unit(unit_id)
        result = take_damage(stats_of(unit), damage, destroy_at_endurance(self.battle))
        if result.damage <= 0:
            return result
        self.replace_unit(unit.model_copy(update={"stats": result.stats}))
        self.morale_changed(unit_id, result.before, result.stats, result.destroyed_in_one_blow)
        for character in attached_characters(self.battle, unit_id):
            self.hurt_character(character.id, result.attached_damage, ignore_armour=True, may_lessen=True)
        return result

    def morale_changed(
        self, unit_id: str, before: Any, stats: SifrpUnitStats, one_blow: bool = False
    ) -> None:
        if before is stats.state:
            return
        key = "morale.destroyed_in_one_blow" if one_blow else f"morale.{stats.state.value}"
        self.emit(
            MoraleChanged(
                unit=unit_id,
                before=before,
                after=stats.state,
                destroyed_in_one_blow=one_blow,
                message=msg(key, unit=self.name(unit_id)),
            )
        )
        if stats.state is UnitState.ROUTED:
            self.flee(unit_id)

    def flee(self, unit_id: str) -> None:
        """The routed unit runs from the nearest enemy; past the field's edge it is out."""
        from .order_effects import free_attacks_on_withdrawal

        was = self.battle.units[unit_id].stats
        free_attacks_on_withdrawal(self, unit_id)
        if self.battle.units[unit_id].stats != was and stats_of(self.unit(unit_id)).is_out_of_action:
            return
        flight = flight_of(self.battle, unit_id, self.context.map)
        unit = self.unit(unit_id)
        # Fleeing is its action for the round: it runs again only in the next one.
        stats = stats_of(unit).model_copy(
            update={"left_field": flight.leaves_field, "acted_this_round": True}
        )
        self.replace_unit(
            unit.model_copy(
                update={"position": flight.end, "trail": (flight.start, flight.end), "stats": stats}
            )
        )
        key = "morale.left_field" if flight.leaves_field else "morale.fled"
        self.note(msg(key, unit=self.name(unit_id), metres=round(flight.metres)))

    def worsen_unit(self, unit_id: str) -> None:
        unit = self.unit(unit_id)
        before = stats_of(unit)
        after = worsen(before, destroy_at_endurance(self.battle))
        self.replace_unit(unit.model_copy(update={"stats": after}))
        self.morale_changed(unit_id, before.state, after)

    def hurt_character(
        self, character_id: str, damage: int, ignore_armour: bool = False, may_lessen: bool = False
    ) -> int:
        """Damage on a character; at 0 Salud it falls, unless the damage came with its unit and
        may still be lessened: then its fall waits for the GM (a lessening, or the fall)."""
        character = self.character(character_id)
        stats = character_stats(character)
        taken = max(damage - (0 if ignore_armour else stats.armour_rating), 0)
        if taken <= 0 or stats.state is not CharacterState.ACTIVE:
            return 0
        health = max(stats.health - taken, 0)
        waits = health == 0 and may_lessen
        self.update_character(character_id, health=health, felled_by=stats.felled_by + taken if waits else 0)
        fallen = health == 0 and not waits
        key = "character.fallen" if fallen else "character.felled" if waits else "character.hurt"
        self.emit(
            CharacterHurt(
                character=character_id,
                damage=taken,
                fallen=fallen,
                message=msg(key, character=character.name, damage=taken, health=health),
            )
        )
        if fallen:
            self.character_falls(character_id, CharacterState.FALLEN)
        return taken

    def character_falls(self, character_id: str, state: CharacterState) -> None:
        """A commander or hero falls (or is captured): the units that see it test their morale,
        and a fallen commander leaves the army without its chain of command."""
        character = self.update_character(character_id, state=state)
        side = self.battle.sides[character.side]
        rules = warfare().fall_test
        if side.commander == character_id:
            difficulty = rules.commander
        elif character_id in side.heroes:
            difficulty = rules.hero
        else:
            difficulty = 0
        if difficulty and state is CharacterState.FALLEN:
            # "Muerte de comandantes y héroes": seeing one die shakes them; a capture is no death.
            self._fall_tests(character, difficulty)
        if side.commander == character_id:
            self._succeed(side, character)
        elif character_id in side.lieutenants:
            lieutenants = tuple(c for c in side.lieutenants if c != character_id)
            self.emit(SideReplaced(side=side.model_copy(update={"lieutenants": lieutenants})))
        if character.attached_to is not None:
            self.emit(CharacterSet(character=character.model_copy(update={"attached_to": None})))

    def _succeed(self, side: Side, character: Character) -> None:
        """The lieutenant of highest Status takes the command, as when a commander renounces it;
        with none, the army loses its chain of command: "queda desorganizada y cumplen la
        última orden que recibieron" (one order a round from then on)."""
        from .chain import successor

        heir = successor(self.battle, side)
        if heir is not None:
            lieutenants = tuple(c for c in side.lieutenants if c != heir)
            self.emit(
                SideReplaced(side=side.model_copy(update={"commander": heir, "lieutenants": lieutenants}))
            )
            self.note(
                msg("command.succeeded", side=side.name, character=character.name, successor=self.name(heir))
            )
            return
        self.emit(SideReplaced(side=side.model_copy(update={"commander": None})))
        self.note(msg("command.chain_lost", side=side.name, character=character.name))
        for unit in list(self.battle.units.values()):
            if unit.side == side.id and stats_of(unit).state is UnitState.ORGANISED:
                before = stats_of(unit)
                after = disorganise(before, destroy_at_endurance(self.battle))
                self.replace_unit(unit.model_copy(update={"stats": after}))
                self.morale_changed(unit.id, before.state, after)

    def _fall_tests(self, character: Character, difficulty: int) -> None:
        witnesses = set(self.context.map.adjacent(self.battle, character.id))
        if character.attached_to is not None:
            witnesses.add(character.attached_to)
        ability = warfare().fall_test.ability
        for unit_id in sorted(witnesses):
            unit = self.battle.units[unit_id]
            if unit.side != character.side or stats_of(unit).state.value == "destroyed":
                continue
            need = Breakdown().base("term.fall_test", difficulty)
            result = self.unit_test(unit_id, ability, need, "fall_test")
            if not result.is_success:
                self.worsen_unit(unit_id)


def roll_message(res: Resolution, purpose: str, actor: str, result: RollResult) -> Message:
    return msg(
        f"roll.{purpose}",
        actor=res.name(actor),
        total=result.total,
        difficulty=result.difficulty if result.difficulty is not None else "",
        outcome=result.outcome.value,
        degrees=result.degrees,
    )
