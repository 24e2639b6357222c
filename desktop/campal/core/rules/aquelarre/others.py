"""Actions that are not attacks: moving (the drag on the map measures it), entering or leaving
a melé, getting free, guarding, drawing, reloading, and the GM-judged ones."""

from __future__ import annotations

from ...dice.terms import Breakdown
from ...model import AquelarreDeclared, msg
from .bout import Bout
from .defences import made_in_turn
from .ground_items import pick_up
from .handing import draw, draw_both, give
from .percentages import Situation, actions, percentage
from .situation import distance_varas

ROLLED_MOVES = {"climb": "trepar", "jump": "saltar", "running_jump": "saltar"}


def other_action(bout: Bout, who: str, entry: AquelarreDeclared) -> str:
    """Carry it out; what became of it: ``done``, or ``lost`` when a failed Trepar or Saltar
    moved the character nowhere (a fumbled Trepar throws it down besides)."""
    action = entry.action
    stats = bout.stats(who)
    name = bout.name(who)
    rule = actions()[action]
    if rule.varas is not None and rule.kind == "move" and action != "mele_move":
        bout.note(
            who, msg("aquelarre.log.moves", actor=name, action=f"aquelarre.{action}", varas=int(rule.varas))
        )
    made = "done"
    if action in ROLLED_MOVES:
        skill = ROLLED_MOVES[action]
        roll = bout.percentile(
            who, "test", skill, percentage(stats, action, skill), "aquelarre.log.skill_test"
        )
        if not roll.succeeded:
            made = "lost"
            bout.note(who, msg("aquelarre.log.no_headway", actor=name, action=f"aquelarre.{action}"))
        if roll.is_fumble and action == "climb":
            bout.update(who, prone=True)
            bout.note(who, msg("aquelarre.log.fell", actor=name))
    elif action == "mele_move" and entry.targets:
        foe = entry.targets[0]
        bout.update(who, mele_with=tuple(dict.fromkeys((*stats.mele_with, foe))))
        bout.update(foe, mele_with=tuple(dict.fromkeys((*bout.stats(foe).mele_with, who))))
        bout.note(who, msg("aquelarre.log.mele", actor=name, target=bout.name(foe)))
    elif action == "slip_away" or made_in_turn(entry):  # a Defensa completa's Zafarse: +50 %
        if bout.percentile(
            who, "test", "pelea", percentage(stats, action, "pelea"), "aquelarre.log.skill_test"
        ).succeeded:
            _leave_mele(bout, who)
    elif action == "break_free" and stats.held_by is not None:
        holder = stats.held_by
        terms = Breakdown().base("aquelarre.characteristic", stats.strength * 5, name="strength", times=5)
        theirs = Breakdown().base(
            "aquelarre.characteristic", bout.stats(holder).strength * 5, name="strength", times=5
        )
        if bout.contest(who, terms, holder, theirs).winner == "active":
            bout.update(who, held_by=None)
            _leave_mele(bout, who)
    elif action == "full_guard":
        bout.update(who, full_guard=True)
    elif action == "mount":
        bout.update(who, mounted=not stats.mounted and stats.mount is not None)
    elif action == "draw":
        draw(bout, who, entry.weapon)
    elif action == "pick_up":
        pick_up(bout, who, entry.weapon)
    elif action == "draw_both":
        draw_both(bout, who)
    elif action == "give" and entry.targets:
        give(bout, who, entry, distance_varas(bout.battle, bout.maps, who, entry.targets[0]))
    elif action == "reload":
        bout.update(who, reload_left=max(stats.reload_left - 1, 0))
        bout.note(who, msg("aquelarre.log.reloading", actor=name, left=max(stats.reload_left - 1, 0)))
    elif action == "heal" and entry.targets:
        hurt = entry.targets[0]
        terms = percentage(stats, action, "sanar")
        if bout.percentile(who, "test", "sanar", terms, "aquelarre.log.skill_test").succeeded:
            bout.update(hurt, tended=True)
            bout.note(hurt, msg("aquelarre.log.tended", actor=bout.name(hurt), healer=name))
    elif action == "trick":  # Pelea with the modifiers the GM ticked; the GM judges the effect
        terms = percentage(stats, action, "pelea", situation=Situation(extra=entry.situational))
        bout.percentile(who, "test", "pelea", terms, "aquelarre.log.skill_test")
    if entry.note:
        bout.note(who, msg("aquelarre.log.gm_note", actor=name, note=entry.note))
    return made


def _leave_mele(bout: Bout, who: str) -> None:
    for other in bout.stats(who).mele_with:
        if other in bout.battle.characters:
            bout.update(other, mele_with=tuple(x for x in bout.stats(other).mele_with if x != who))
    bout.update(who, mele_with=())
    bout.note(who, msg("aquelarre.log.left_mele", actor=bout.name(who)))
