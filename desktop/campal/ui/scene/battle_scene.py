"""The battlefield scene: items are created, updated and removed only from document state.

Scene units are metres, y growing downward as on the page. The scene keeps one item per thing in
the document; tools never add items for document things, they execute commands and the scene
follows. ``gm_view`` False leaves out what the GM hides from players.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QBrush, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from ...core.model import AssetStore, Battle
from .field_item import FieldItem
from .grid_item import GridItem
from .label_item import LabelItem
from .lights_item import LightsItem
from .palette import OUTSIDE
from .ping_item import PingItem
from .still_layer import StillLayer, add_still
from .style import GM_STYLE, SceneStyle
from .terrain_item import TerrainItem
from .terrain_layer import TerrainLayer
from .token_item import TokenItem
from .token_layer import TokenLayer

# Terrain and tokens keep a pixmap each per zoom; Qt's default 10 MB would evict them while a
# zoomed-in map is on screen, so each repaint would draw them afresh.
PIXMAP_CACHE_KB = 256 * 1024


class BattleScene(QGraphicsScene):
    def __init__(
        self, gm_view: bool = True, style: SceneStyle = GM_STYLE, parent: QObject | None = None
    ) -> None:
        # A window's scene is its child, so it goes with the window's deferred deletion: left to
        # Python's collector it could be freed inside an animation tick (a ping still pulsing),
        # under Qt's feet.
        super().__init__(parent)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.gm_view = gm_view
        self.style = style
        self.setBackgroundBrush(QBrush(OUTSIDE))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.still_layer = StillLayer()
        self.addItem(self.still_layer)
        self.field_item = FieldItem()
        self.grid_item = GridItem()
        add_still(self, self.field_item)
        add_still(self, self.grid_item)
        self.terrain_layer = TerrainLayer(self, gm_view)
        # The map's lights, for the GM's eyes only; hidden until View ▸ Lights shows them.
        self.lights_item = LightsItem()
        if gm_view:
            self.addItem(self.lights_item)
        self.token_layer = TokenLayer(self, gm_view)
        self.token_layer.labels.ground = lambda: self.terrain_layer.named
        self._battle: Battle | None = None
        self._assets = AssetStore()

    @property
    def battle(self) -> Battle | None:
        return self._battle

    def show_battle(self, battle: Battle, assets: AssetStore) -> None:
        """Bring every item in line with ``battle``; unchanged parts are left alone."""
        previous = self._battle
        self._battle = battle
        self._assets = assets
        if previous is None or previous.field != battle.field:
            self.field_item.set_field(battle.field, assets)
            self.grid_item.set_grid(battle.field.grid, battle.field.size)
            self.lights_item.set_field(battle.field)
            working = self.working_rect()
            self.setSceneRect(working)
            self.token_layer.park.set_reach(working)
        # The engine makes new collections whenever terrain changes (a restack only reorders
        # them, which equality would miss); the layer then diffs feature by feature.
        if (
            previous is None
            or previous.terrain is not battle.terrain
            or previous.fortifications is not battle.fortifications
            or previous.field.size != battle.field.size  # the ground ends at the field's edge
        ):
            self.terrain_layer.sync(battle)
            self.token_layer.relayout()  # the terrain's labels take their places anew
        if (
            previous is None
            or previous.units is not battle.units
            or previous.characters is not battle.characters
            or previous.sides is not battle.sides
        ):
            self.token_layer.sync(battle, self.style, assets)

    @property
    def terrain_items(self) -> dict[str, TerrainItem]:
        """The item of each terrain feature and fortification shown, by id."""
        return self.terrain_layer.items

    @property
    def token_items(self) -> dict[str, TokenItem]:
        """The item of each unit and character shown, by id."""
        return self.token_layer.items

    def clear_battle(self) -> None:
        """Forget the shown document, so the next ``show_battle`` redraws everything, and its
        labels wait for the view to show the next one."""
        self._battle = None
        self.token_layer.forget_view()

    def set_style(self, style: SceneStyle) -> None:
        self.style = style
        for item in self.items():
            if isinstance(item, LabelItem):
                item.apply_style(style)
        battle, self._battle = self._battle, None
        if battle is not None:
            self.show_battle(battle, self._assets)
        self.update()

    def ping(self, at: QPointF) -> None:
        item = PingItem(at)
        self.addItem(item)
        item.start()

    def field_rect(self) -> QRectF:
        return self.field_item.field_rect()

    def working_rect(self) -> QRectF:
        """The field with a margin all round, so the GM can pan past its edges."""
        rect = self.field_item.boundingRect()
        margin = max(rect.width(), rect.height()) * 0.5
        return rect.adjusted(-margin, -margin, margin, margin)
