"""Pictures on tokens: a unit's or a side's banner, coat of arms or portrait.

The image bytes are in the battle's asset store already (added when the GM chose the file); the
command only names them by address, so undoing it drops the reference and nothing else.
"""

from __future__ import annotations

from pydantic import ValidationError

from ..frozen import frozen
from ..model import Battle, msg
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .sides import SideSet
from .tokens import UnitSet


@frozen
class SetPicture(Command):
    """Show ``picture`` (an asset address, or None to clear it) on ``target``, a unit or side."""

    target: str
    picture: str | None


@handles(SetPicture)
def _set_picture(battle: Battle, command: SetPicture, context: Context) -> Outcome:
    event: Event
    try:
        if command.target in battle.units:
            unit = battle.units[command.target]
            event = UnitSet(unit=unit.model_validate({**unit.model_dump(), "picture": command.picture}))
        elif command.target in battle.sides:
            side = battle.sides[command.target]
            event = SideSet(side=side.model_validate({**side.model_dump(), "picture": command.picture}))
        else:
            raise CommandRefused(msg("picture.unknown_target", target=command.target))
    except ValidationError:
        raise CommandRefused(msg("picture.bad_address")) from None
    return Outcome((event,), msg("undo.set_picture" if command.picture else "undo.clear_picture"))
