"""A refused move names what stops it as the GM drew it: a palisade drawn as a fortification
is the fortification's palisade, not the terrain line of the same name."""

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, Fortification, Point, msg
from campal.ui.messages import tr_message


def test_a_move_blocked_by_a_fortified_palisade_names_the_fortification(window):
    square = (Point(x=10, y=10), Point(x=20, y=10), Point(x=20, y=20), Point(x=10, y=20))
    palisade = Fortification(id="fort-p", kind="palisade", outline=square, defence_bonus=1)
    battle = Battle(title="Empalizada", fortifications={palisade.id: palisade})
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    text = tr_message(msg("move.blocked", name="Capas rojas", kind="palisade", feature="fort-p", at_m=3.0))
    assert "Palisade" in text
    assert "obstacle, no Defence" not in text
