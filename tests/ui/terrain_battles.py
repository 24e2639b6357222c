"""Small battles with terrain, loaded into the test window."""

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, Fortification, Point, TerrainFeature


def square(x, y, size):
    return (Point(x=x, y=y), Point(x=x + size, y=y), Point(x=x + size, y=y + size), Point(x=x, y=y + size))


def load(window, *features):
    terrain = {f.id: f for f in features if isinstance(f, TerrainFeature)}
    forts = {f.id: f for f in features if isinstance(f, Fortification)}
    window.session.replace(LoadedBattle(Battle(terrain=terrain, fortifications=forts), AssetStore()), None)
    window.view.fit_field()


def forest(x=100, y=100, size=100, **extra):
    return TerrainFeature(id="terrain-wood", kind="forest", outline=square(x, y, size), **extra)
