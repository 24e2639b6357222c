"""Step 2 of an attack: the target or a nearby ally who knows the Feat Denies one attack die,
then saves SPI or is Fatigued. Each combatant Denies once per attack."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from .asks import save as roll_save
from .attack import Denial, check_denials
from .commands import Deny
from .events import DieDenied
from .feats import Feat, after_feat, feat_refusal, feat_save
from .pending import current_attack, denials_of
from .situation import allies_nearby
from .tokens import name, person, with_stats


@handles(Deny)
def _deny(battle: Battle, command: Deny, context: Context) -> Outcome:
    attack = current_attack(battle)
    if attack is None:
        raise CommandRefused(msg("bastionland.no_open_attack"))
    if attack.target in battle.fortifications:
        raise CommandRefused(msg("bastionland.not_nearby", actor=name(battle, command.by)))
    earlier = denials_of(battle, attack.attack)
    stats = person(battle, command.by)
    used = frozenset((d.denial.by, Feat.DENY) for d in earlier)
    feat_refusal(name(battle, command.by), stats, Feat.DENY, used)
    if command.by not in allies_nearby(battle, context, attack.target):
        raise CommandRefused(msg("bastionland.not_nearby", actor=name(battle, command.by)))
    denial = Denial(by=command.by, die=command.die)
    everyone = (*(d.denial for d in earlier), denial)
    check_denials(attack.pool, everyone, {d.by: name(battle, d.by) for d in everyone})
    save = roll_save(
        feat_save(command.by, stats, Feat.DENY), context.dice, command.entry, name(battle, command.by)
    )
    _, changed = with_stats(battle, command.by, after_feat(stats, save))
    message = msg(
        "bastionland.denied",
        actor=name(battle, command.by),
        face=attack.pool.faces[command.die],
        size=attack.pool.spec.dice[command.die].size,
        save=save.face,
        virtue=save.spec.value,
        outcome="bastionland.held" if save.is_success else "bastionland.fatigued",
    )
    record = DieDenied(message=message, attack=attack.attack, denial=denial, save=save)
    return Outcome((changed, record), msg("undo.bastionland.deny"), message)
