"""Step 6 and after, on whatever was struck: a person (or the mount under it), a warband, or a
structure. The blow goes through Guard then VIG; a Scar is rolled on the die that caused it;
a warband's state follows its Virtues; a wavering target is marked for its morale save."""

from __future__ import annotations

from ...dice import DiceSource, ManualEntry
from ...engine.base import Event
from ...engine.terrain import FortificationSet
from ...frozen import frozen
from ...model import Battle
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, dice_sizes
from .asks import Feed, ask_plain
from .damage import Blow, batter_structure, hurt_character, hurt_mount, hurt_warband
from .morale import person_wavers, warband_wavers
from .scars import ScarRoll, apply_scar, roll_scar, sum_roll
from .structures import battered, guard_and_armour, structure
from .tables import combat_table
from .tokens import stats_of, with_stats
from .warbands import settle


@frozen
class Struck:
    battle: Battle
    events: tuple[Event, ...]
    blow: Blow
    scar: ScarRoll | None = None
    wavers: bool = False
    breached: bool = False


@frozen
class Dice:
    source: DiceSource
    scar: ManualEntry | None = None
    scar_effect: ManualEntry | None = None
    feed: Feed | None = None
    scars: bool = True  # False in training and bloodless duels: Scars come only from deadly combat


def strike(battle: Battle, target: str, damage: int, die: int, on_mount: bool, dice: Dice) -> Struck:
    """``damage`` on ``target``; ``die`` is the size of the die that caused it (for a Scar)."""
    if target in battle.fortifications:
        fortification = structure(battle, target)
        guard, _ = guard_and_armour(fortification)
        done = batter_structure(guard, damage)
        event: Event = FortificationSet(fortification=battered(fortification, done.guard_after))
        return Struck(event.apply(battle), (event,), done, breached=done.guard_after == 0 and damage > 0)
    stats = stats_of(battle, target)
    if on_mount and isinstance(stats, BastionlandCharacterStats) and stats.mount is not None:
        mount, done = hurt_mount(stats.mount, damage)
        after = stats.model_copy(update={"mount": mount, "mounted": stats.mounted and not mount.slain})
        battle, event = with_stats(battle, target, after)
        return Struck(battle, (event,), done)
    if isinstance(stats, BastionlandCharacterStats):
        person, done = hurt_character(stats, damage)
        scar = _scar(done, die, person.guard_max, dice)
        if scar is not None:
            person = apply_scar(person, scar)
        battle, event = with_stats(battle, target, person)
        return Struck(battle, (event,), done, scar, person_wavers(person, done))
    band, done = hurt_warband(stats, damage)
    scar = _scar(done, die, band.guard_max, dice)
    if scar is not None:
        band = apply_scar(band, scar)
    band = settle(band)
    battle, event = with_stats(battle, target, band)
    return Struck(battle, (event,), done, scar, warband_wavers(stats, band))


def _scar(done: Blow, die: int, guard_max: int, dice: Dice) -> ScarRoll | None:
    if not done.scar or die < 2 or not dice.scars:
        return None
    feed = dice.feed or Feed(())
    return roll_scar(die, guard_max, dice.source, dice.scar, dice.scar_effect, feed.take)


def dismount_fall(
    battle: Battle, target: str, source: DiceSource, entry: ManualEntry | None
) -> tuple[Battle, tuple[Event, ...], tuple[int, ...], Blow]:
    """Being dismounted deals its dice of damage, straight through Guard then VIG."""
    sizes = dice_sizes(combat_table().dismount_damage)
    ask_plain(source, entry, sizes, "dismount")
    faces, total = sum_roll(sizes, source, entry)
    stats = stats_of(battle, target)
    if isinstance(stats, BastionlandWarbandStats):
        band, done = hurt_warband(stats, total)
        battle, event = with_stats(battle, target, settle(band))
    else:
        person, done = hurt_character(stats, total)
        battle, event = with_stats(battle, target, person)
    return battle, (event,), faces or (total,), done


def outcome_of(struck: Struck, target_stats: object) -> str:
    """The word for what the blow did, as a name key of the report."""
    done = struck.blow
    if struck.breached:
        return "bastionland.breached"
    if isinstance(target_stats, BastionlandWarbandStats) and target_stats.state.value != "steady":
        return f"bastionland.{target_stats.state.value}"
    for flag in ("slain", "mortal_wound", "wounded", "scar", "evaded"):
        if getattr(done, flag):
            return f"bastionland.{flag}"
    return "bastionland.unharmed"
