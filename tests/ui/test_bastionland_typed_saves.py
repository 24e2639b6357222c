"""Saves typed in the dock go to the rolls they name, in the order the rules make them."""

from campal.core.dice import ManualEntry
from campal.core.rules.bastionland.attack import Gambit, GambitKind
from campal.core.rules.bastionland.commands import ResolveAttack
from campal.ui.play.typed_dice import with_typed


def test_typed_saves_go_to_the_focus_save_first_then_the_gambits() -> None:
    gambit = Gambit(by="char-sir", kind=GambitKind.IMPAIR)
    command = with_typed(ResolveAttack(gambits=(gambit,), focus=("char-sir",)), (4, 17))
    assert isinstance(command, ResolveAttack)
    assert command.focus_entries == (ManualEntry(faces=(4,)),)
    assert command.saves == (ManualEntry(faces=(17,)),)
    plain = with_typed(ResolveAttack(gambits=(gambit,)), (17,))
    assert isinstance(plain, ResolveAttack) and plain.saves == (ManualEntry(faces=(17,)),)
