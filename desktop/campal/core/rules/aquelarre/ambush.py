"""Emboscadas: the Sigilo against Descubrir enfrentamiento that takes a watcher by surprise.
Whenever an ambush starts, its first round is the one a surprised character fights at 1D5
Iniciativa and worse defences; the Conclusión of that round ends it."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from .bout import Bout
from .commands import SpotAmbush
from .events import Feed
from .percentages import skill_terms
from .round_steps import stats_of


@handles(SpotAmbush)
def _spot_ambush(battle: Battle, command: SpotAmbush, context: Context) -> Outcome:
    if command.stalker == command.watcher:
        raise CommandRefused(msg("aquelarre.refuse.bad_target", target=command.watcher))
    stalker, watcher = stats_of(battle, command.stalker), stats_of(battle, command.watcher)
    bout = Bout(battle, context.map, Feed(context.dice, command.entries))
    sneaking, looking = skill_terms(stalker, "sigilo"), skill_terms(watcher, "descubrir")
    contest = bout.contest(command.stalker, sneaking, command.watcher, looking)
    surprised = contest.winner == "active"
    bout.update(command.watcher, surprised=surprised)
    key = "aquelarre.log.ambush_unseen" if surprised else "aquelarre.log.ambush_seen"
    line = msg(key, actor=bout.name(command.watcher), stalker=bout.name(command.stalker))
    bout.note(command.watcher, line)
    return Outcome(bout.all_events(), msg("undo.aquelarre.ambush"), line)
