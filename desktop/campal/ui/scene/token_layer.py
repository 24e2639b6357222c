"""The scene's unit and character items, kept in step with the document by diffing.

Only tokens whose value (or whose side colour, attached characters or scene style) changed are
touched. Hidden tokens are never created in a player view; engaged marks there count only the
tokens players can see, so a mark never betrays an enemy in hiding.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene
from shiboken6 import isValid

from ...core.model import AssetStore, Battle, Character, Side, Unit, touched
from ...core.model.players_cut import PlayersCut
from ...core.movement import EngagedWatch
from ..tokens.pictures import picture_image
from .character_item import CharacterItem
from .far_park import FarPark
from .label_layer import LabelLayer
from .leader_lines import LeaderLines
from .palette import Z_TOKENS
from .still_layer import add_still
from .style import GM_STYLE, SceneStyle
from .token_badges import TokenBadges
from .token_item import TokenItem
from .token_patches import TokenPatches
from .trail_item import TrailsItem
from .unit_item import UnitItem

Token = Unit | Character
Z_STEP = 1e-4
Z_CHARACTERS = Z_TOKENS + 10.0
# How long the camera rests before labels are laid out again for a pan that stayed within the
# ground laid out: longer than the gap between a drag-pan's frames, shorter than a GM's reach
# for the next token.
SETTLE_MS = 150

_Key = tuple[Token, str, tuple[str, ...], SceneStyle, str | None]


class TokenLayer:
    def __init__(self, scene: QGraphicsScene, gm_view: bool) -> None:
        self.scene = scene
        self.gm_view = gm_view
        self.items: dict[str, TokenItem] = {}
        self.badges: dict[str, TokenBadges] = {}
        # The badges in order, made again only when one comes or goes: the label table then
        # knows the same badges at a glance rather than by comparing thousands of them.
        self._badge_list: list[TokenBadges] | None = None
        self.trails = TrailsItem()
        add_still(scene, self.trails)
        self.patches = TokenPatches()
        add_still(scene, self.patches)
        self.leaders = LeaderLines()
        add_still(scene, self.leaders)
        self.park = FarPark()
        add_still(scene, self.park)
        self._shown: dict[str, _Key] = {}
        self._selected: frozenset[str] = frozenset()
        self._scale: float | None = None
        self.labels = LabelLayer()
        self._holding = 0  # while above zero, changes wait for one layout at the end
        self._engaged = EngagedWatch()
        self._players_cut = PlayersCut()
        self._no_assets = AssetStore()
        # What the last sync drew from: a sync after a command looks only at the tokens it touched.
        self._drawn_from: tuple[Battle, SceneStyle, AssetStore] | None = None
        self._changed: set[TokenItem] | None = set()  # items to hand the patches again; None: all
        self._wanted: dict[str, Token] = {}  # the tokens drawn, as ``visible`` listed them
        self._attached: dict[str, list[str]] = {}
        self._settle = QTimer(scene)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.relayout)

    def visible(self, battle: Battle) -> dict[str, Token]:
        """The tokens this scene draws: on the map, and seen by its audience."""
        tokens: list[Token] = [*battle.units.values(), *battle.characters.values()]
        return {token.id: token for token in tokens if self._draws(token)}

    def _draws(self, token: Token) -> bool:
        if isinstance(token, Unit) and getattr(token.stats, "left_field", False):
            return False  # routed off the field: out of the battle, kept only for its losses
        if isinstance(token, Character) and token.position is None:
            return False
        return self.gm_view or not token.hidden

    def sync(self, battle: Battle, style: SceneStyle = GM_STYLE, assets: AssetStore | None = None) -> None:
        # A players' scene works from the battle as players know it, so nothing drawn from it
        # (attached characters' marks, engaged marks, trails) can tell of a hidden token.
        if not self.gm_view:
            battle = self._players_cut.of(battle)
        self._holding += 1
        try:
            self._sync(battle, style, assets if assets is not None else self._no_assets)
        finally:
            self._holding -= 1
        self.refresh()

    def _sync(self, battle: Battle, style: SceneStyle, assets: AssetStore) -> None:
        before = self._drawn_from[0] if self._drawn_from is not None else None
        changed = self._touched_since_last(battle, style, assets)
        self._drawn_from = (battle, style, assets)
        if changed is not None and before is not None:
            seen = {i: self._seen(battle, i) for i in changed}
            if all((token is not None) == (i in self.items) for i, token in seen.items()):
                self._sync_some(before, battle, style, assets, seen)
                return
        wanted = self._wanted = self.visible(battle)
        for token_id in [key for key in self.items if key not in wanted]:
            self.scene.removeItem(self.items.pop(token_id))
            self.scene.removeItem(self.badges.pop(token_id))
            self._badge_list = None
            self._shown.pop(token_id, None)
        attached = self._attached = _attached(battle)
        for position, (token_id, token) in enumerate(wanted.items()):
            self._show_if_changed(battle, token, attached, style, assets)
            base = Z_CHARACTERS if isinstance(token, Character) else Z_TOKENS
            self.items[token_id].setZValue(base + position * Z_STEP)
        self._changed = None
        self._mark_engaged(battle, None)
        self.trails.set_trails(battle, wanted)

    def _seen(self, battle: Battle, token_id: str) -> Token | None:
        """The token if this scene draws it (as ``visible`` would list it), else None."""
        token = battle.units.get(token_id) or battle.characters.get(token_id)
        return token if token is not None and self._draws(token) else None

    def _touched_since_last(self, battle: Battle, style: SceneStyle, assets: AssetStore) -> set[str] | None:
        """The ids of the tokens that may look different from the last sync (None: any may)."""
        if self._drawn_from is None:
            return None
        before, old_style, old_assets = self._drawn_from
        if old_style is not style or old_assets is not assets or before.sides is not battle.sides:
            return None
        change = touched(before, battle)
        if change.added_or_removed:
            return None
        return set(change.characters | change.units_to_redraw(before, battle))

    def _sync_some(
        self,
        before: Battle,
        battle: Battle,
        style: SceneStyle,
        assets: AssetStore,
        seen: dict[str, Token | None],
    ) -> None:
        """Bring the changed tokens in line (``seen``: each as drawn, or None when it is not);
        the list of tokens shown is the one it was, so nothing else is looked at."""
        if battle.characters is not before.characters:
            self._attached = _attached(battle)  # an attachment or a name may have changed
        trails = False
        for token_id, token in seen.items():
            if token is None:
                continue
            old = self._wanted.get(token_id)
            trails = trails or len(token.trail) > 1 or (old is not None and len(old.trail) > 1)
            self._wanted[token_id] = token
            self._show_if_changed(battle, token, self._attached, style, assets)
            if self._changed is not None:
                self._changed.add(self.items[token_id])
        self._mark_engaged(battle, set(seen))
        if trails:  # only trails' own changes repaint them; most commands leave every trail be
            self.trails.set_trails(battle, self._wanted)

    def _show_if_changed(
        self,
        battle: Battle,
        token: Token,
        attached: dict[str, list[str]],
        style: SceneStyle,
        assets: AssetStore,
    ) -> None:
        side = battle.sides.get(token.side)
        picture = _picture_of(token, side)
        colour = side.colour if side else "#333333"
        key: _Key = (token, colour, tuple(attached.get(token.id, ())), style, picture)
        if self._shown.get(token.id) != key:
            self._show(battle, token, key, style, picture_image(assets, picture))

    def _show(
        self, battle: Battle, token: Token, key: _Key, style: SceneStyle, picture: QImage | None
    ) -> None:
        item = self.items.get(token.id)
        kind = UnitItem if isinstance(token, Unit) else CharacterItem
        if item is not None and not isinstance(item, kind):
            self.scene.removeItem(self.items.pop(token.id))
            self.scene.removeItem(self.badges.pop(token.id))
            self._badge_list = None
            item = None
        if item is None:
            item = kind(token)
            item.selected = token.id in self._selected
            self.items[token.id] = item
            item.looks_changed = self._looks_changed
            item.looks_marked = self._mark_changed
            self.badges[token.id] = TokenBadges(item)
            self._badge_list = None
            self.badges[token.id].scale_hint = self._scale
            self.badges[token.id].park = self.park
            add_still(self.scene, item)
            add_still(self.scene, self.badges[token.id])
        item.set_token(token, key[1], battle, self.gm_view, picture)
        self.badges[token.id].set_token(battle, style)
        self._shown[token.id] = key

    def _mark_engaged(self, battle: Battle, changed: set[str] | None) -> None:
        flipped = self._engaged.update(battle, changed)
        # After a change of a few tokens only those whose mark differs are told.
        for token_id in self.items.keys() if flipped is None else flipped:
            item = self.items.get(token_id)
            engaged = self._engaged.is_engaged(token_id)
            if item is not None and item.engaged != engaged:
                item.set_looks(engaged=engaged)
                if self._changed is not None:
                    self._changed.add(item)

    def set_selection(self, ids: Iterable[str]) -> None:
        self._selected = frozenset(ids)
        self._holding += 1
        try:
            for token_id, item in self.items.items():
                if item.selected != (token_id in self._selected):
                    item.set_looks(selected=token_id in self._selected)
                    if self._changed is not None:
                        self._changed.add(item)
        finally:
            self._holding -= 1
        self.refresh()

    def _mark_changed(self, item: TokenItem) -> None:
        if self._changed is not None:
            self._changed.add(item)

    def _looks_changed(self, item: TokenItem) -> None:
        self._mark_changed(item)
        self.refresh()

    def refresh(self) -> None:
        """Hand the small tokens to the patches item, then lay the labels out again."""
        if not self._holding and isValid(self.scene):
            changed, self._changed = self._changed, set()
            self.patches.set_items(self.items.values(), self._scale, changed)
            self.relayout()

    def relayout(self) -> None:
        """Place every shown label again (after a zoom, a change of tokens, selection or hover)."""
        # A closing window's view may report one last camera move while its scene is going.
        if not self._holding and isValid(self.scene):
            self._settle.stop()
            if self._badge_list is None:
                self._badge_list = list(self.badges.values())
            self.labels.relayout(self._badge_list, self._scale)
            self.leaders.set_leading(self.labels.leading, self._scale)

    def set_view_region(self, region: QRectF) -> None:
        """The part of the scene the view shows: labels are laid out there (and a margin).

        A pan that stays within the ground last laid out keeps its frames free of layout and
        lays the labels out once the camera rests, so the GM's next command does not pay for
        the pan (on a field of thousands of tokens, some 6 ms of labels turning far or near)."""
        covered, last = self.labels.covered, self.labels.region
        if covered is not None and covered.contains(region):
            if last is not None and region.getRect() == last.getRect():
                return  # told twice of one camera move: laid out there, or waiting to be
            self.labels.region = QRectF(region)
            if isValid(self._settle):
                self._settle.start()
            return
        self.labels.region = QRectF(region)
        self.relayout()

    def set_view(self, region: QRectF, scale: float | None) -> None:
        """The view's region and zoom at once, laid out once: a zoom changes both, and the
        labels laid out for the new region at the old zoom were a whole layout thrown away."""
        if scale == self._scale:
            self.set_view_region(region)
            return
        self._holding += 1
        try:
            self.labels.region = QRectF(region)
            self.set_view_scale(scale)
        finally:
            self._holding -= 1
        self.refresh()

    def forget_view(self) -> None:
        """Another battle comes into the scene: its labels wait for the view to show it (its
        fit or camera) rather than being laid out where and as large as the last battle was
        seen. On a field of thousands of tokens that layout, and taking down again the labels
        it hid as far, cost an open some 70 ms."""
        self._scale = None
        self.labels.region = None
        self.labels.covered = None

    def set_view_scale(self, scale: float | None) -> None:
        """The zoom of the view showing this scene (None: unknown, show every badge)."""
        if scale == self._scale:
            return  # a pan or a follow that keeps the zoom changes no badge
        self._scale = scale
        self._changed = None  # every token may turn patch or token at another zoom
        for badges in self.badges.values():
            badges.scale_hint = scale
            # A far badge stays hidden at any zoom; coming near, set_far shows it at this one.
            if not badges.far:
                badges.refresh_visibility()
        self.refresh()

    def set_trails_visible(self, on: bool) -> None:
        self.trails.setVisible(on)


def _attached(battle: Battle) -> dict[str, list[str]]:
    """Each unit's attached characters' names, gathered in one pass rather than one per token."""
    attached: dict[str, list[str]] = {}
    for character in battle.characters.values():
        if character.attached_to is not None:
            attached.setdefault(character.attached_to, []).append(character.name)
    return attached


def _picture_of(token: Token, side: Side | None) -> str | None:
    """A unit shows its own picture, or else its side's; a character's marker has no room."""
    if not isinstance(token, Unit):
        return None
    return token.picture or (side.picture if side is not None else None)
