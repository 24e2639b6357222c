"""The GM's Aquelarre commands: the round's rolls, declarations and actions. Typed dice travel
in ``entry``/``entries``, in the order the resolution asks for them."""

from __future__ import annotations

from ...dice.entry import ManualEntry
from ...engine.base import Command
from ...frozen import frozen


@frozen
class RollInitiative(Command):
    """1D10 + AGI ± armour and spells (1D5 when taken by surprise)."""

    actor: str
    entry: ManualEntry | None = None


@frozen
class Declare(Command):
    """One action of the character's declaration (slowest first, the others' already known)."""

    actor: str
    action: str
    targets: tuple[str, ...] = ()
    weapon: str | None = None
    steps: int = 0  # Ataque recio: rungs up the damage bonus
    note: str = ""
    # A Defensa completa said at its declaration to be made as Zafarse ("slip_away"), carried
    # out in turn; left None, the defender picks parry, shield parry or dodge when attacked.
    how: str | None = None


@frozen
class CarryOut(Command):
    """Carry out declared action ``index`` now: in its turn, or a delayed one inserted later."""

    actor: str
    index: int
    extra: tuple[str, ...] = ()  # the GM's situational modifiers (night, fog, a fleeing target…)
    entries: tuple[ManualEntry, ...] = ()


@frozen
class Delay(Command):
    """Hold declared action ``index`` to insert it later in the round."""

    actor: str
    index: int


@frozen
class Defend(Command):
    """The attacked character's answer: declared defence ``index``, or None for none."""

    defender: str
    index: int | None
    entries: tuple[ManualEntry, ...] = ()
    how: str | None = None  # a Defensa completa: parry, shield_parry or dodge, the defender's choice
    extra: tuple[str, ...] = ()  # the GM's defence modifiers for this answer (night, a slippery floor…)


@frozen
class SpotAmbush(Command):
    """The GM asks for it: the stalker's Sigilo against the watcher's Descubrir; the stalker's
    win takes the watcher by surprise for the round under way."""

    stalker: str
    watcher: str
    entries: tuple[ManualEntry, ...] = ()


@frozen
class RepairGear(Command):
    """Artesanía (Armería) on a piece of armour, a helmet or a shield the character has: each
    success gives back 2D4 Resistencia."""

    actor: str
    piece: str
    entries: tuple[ManualEntry, ...] = ()


@frozen
class ConcludeRound(Command):
    """Conclusión: bleeding, rising from the ground, preparation, Huida, the end of surprise."""


@frozen
class LeaveGuard(Command):
    """Come out of Guardia completa: a free action, at any moment of the round."""

    actor: str


@frozen
class FaceCharacter(Command):
    """The GM turns a character to face ``facing`` degrees (clockwise from the map's up): its
    back is what an attack "from behind" comes at."""

    actor: str
    facing: float


@frozen
class StepIn(Command):
    """The free vara of the round taken toward a foe: the text counts it a melé move, so it is
    made only after the foe's actions, beside dodges and parries alone, and puts both in a melé."""

    actor: str
    foe: str
