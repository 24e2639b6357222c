"""Feats, known to Knights: Smite (VIG) adds a d12 or Blast to a melee attack, Focus (CLA) makes
one Gambit without spending a die, Deny (SPI) discards one attack die. Each once per attack and
combatant; after each, its save or Fatigue, which bars Feats until rest."""

from __future__ import annotations

from enum import StrEnum

from ...dice.saves import SaveResult, SaveSpec, VirtueName
from ...engine.base import CommandRefused
from ...model import msg
from ...model.bastionland import BastionlandCharacterStats
from .tables import capped


class Feat(StrEnum):
    SMITE = "smite"
    FOCUS = "focus"
    DENY = "deny"


FEAT_VIRTUE: dict[Feat, VirtueName] = {Feat.SMITE: "vigour", Feat.FOCUS: "clarity", Feat.DENY: "spirit"}


def feat_refusal(actor: str, stats: object, feat: Feat, used: frozenset[tuple[str, Feat]]) -> None:
    """Refuse a Feat from someone who is not a Knight, is Fatigued, or used it in this attack."""
    if not isinstance(stats, BastionlandCharacterStats) or not stats.knight:
        raise CommandRefused(msg("bastionland.not_a_knight", actor=actor))
    if stats.fatigued:
        raise CommandRefused(msg("bastionland.fatigued", actor=actor))
    if (actor, feat) in used:
        raise CommandRefused(msg("bastionland.feat_twice", actor=actor, feat=feat.value))


def feat_save(actor: str, stats: BastionlandCharacterStats, feat: Feat) -> SaveSpec:
    virtue = FEAT_VIRTUE[feat]
    return SaveSpec(
        actor=actor, virtue=virtue, value=capped(getattr(stats, virtue)), purpose=f"feat.{feat.value}"
    )


def after_feat(stats: BastionlandCharacterStats, save: SaveResult) -> BastionlandCharacterStats:
    return stats if save.is_success else stats.model_copy(update={"fatigued": True})
