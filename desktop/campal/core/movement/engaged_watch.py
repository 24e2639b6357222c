"""Who is engaged, kept from one document to the next by looking again only at what changed.

A command moves a unit or two; finding every pair in contact afresh builds a tree of a thousand
footprints and asks it a thousand times, a few milliseconds a redraw and a redraw per window. The
watch keeps the last pairs and the tree they came from, drops the pairs of the tokens a change
touched, and asks only those tokens again. The tree is not rebuilt for each change: the tokens
changed since it was built are set aside in it and compared directly, until there are enough of
them that building it again is cheaper.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..geometry import CONTACT_TOLERANCE_M
from ..model import Battle, Character, Unit
from .contact import SHAPES, standing, stands

Token = Unit | Character
REBUILD_AFTER = 48  # tokens changed since the tree was built; past it, it is built again


class EngagedWatch:
    def __init__(self, tolerance_m: float = CONTACT_TOLERANCE_M) -> None:
        self.tolerance_m = tolerance_m
        self._standing: dict[str, Token] = {}
        self._shapes: dict[str, BaseGeometry] = {}
        # Each engaged token's enemies in contact: a change drops and finds again the pairs of
        # the tokens it touched, whatever the number of pairs on the field.
        self._partners: dict[str, set[str]] = {}
        self._tree: shapely.STRtree | None = None
        self._tree_ids: list[str] = []
        self._stale: set[str] = set()  # changed since the tree was built: its shapes are old
        self._before: dict[str, bool] = {}  # engaged or not before this update, of those it touched

    def engaged(self, battle: Battle, changed: Iterable[str] | None = None) -> frozenset[str]:
        """The ids of every token in contact with an enemy in ``battle``.

        ``changed`` names the tokens that may differ from the battle last given (None: any may,
        and everything is looked at again).
        """
        self.update(battle, changed)
        return frozenset(self._partners)

    def update(self, battle: Battle, changed: Iterable[str] | None = None) -> set[str] | None:
        """Follow ``battle`` (``changed`` as for ``engaged``). Returns the tokens whose being
        engaged the update turned, or None when it looked at everything again (any may have)."""
        if changed is None or self._tree is None:
            self._rebuild(battle)
            return None
        return self._update(battle, set(changed))

    def is_engaged(self, token_id: str) -> bool:
        return token_id in self._partners

    def pairs(self) -> frozenset[tuple[str, str]]:
        """The pairs found by the last call, each as its two ids in sorted order."""
        return frozenset((a, b) for a, partners in self._partners.items() for b in partners if a < b)

    def _rebuild(self, battle: Battle) -> None:
        tokens = standing(battle)
        self._standing = {t.id: t for t in tokens}
        self._shapes = {t.id: SHAPES.of(battle, t) for t in tokens}
        self._tree_ids = list(self._standing)
        self._stale = set()
        self._partners = {}
        shapes = np.empty(len(tokens), dtype=object)
        shapes[:] = [self._shapes[i] for i in self._tree_ids]
        self._tree = shapely.STRtree(shapes)
        if len(tokens) < 2:
            return
        probes, found = self._tree.query(shapes, predicate="dwithin", distance=self.tolerance_m)
        for i, j in zip(probes.tolist(), found.tolist(), strict=True):
            if i < j:
                self._pair(self._tree_ids[i], self._tree_ids[j])

    def _update(self, battle: Battle, changed: set[str]) -> set[str] | None:
        if len(self._stale | changed) > REBUILD_AFTER:
            self._rebuild(battle)
            return None
        self._before = {}
        for token_id in changed:
            self._unpair(token_id)
            self._standing.pop(token_id, None)
            self._shapes.pop(token_id, None)
            token = battle.units.get(token_id) or battle.characters.get(token_id)
            if token is not None and stands(token):
                self._standing[token_id] = token
                self._shapes[token_id] = SHAPES.of(battle, token)
        self._stale |= changed
        assert self._tree is not None
        for token_id in changed:
            shape = self._shapes.get(token_id)
            if shape is None:
                continue
            # The tree's shapes are current for every token not set aside as changed.
            for j in self._tree.query(shape, predicate="dwithin", distance=self.tolerance_m).tolist():
                other = self._tree_ids[j]
                if other not in self._stale:
                    self._pair(token_id, other)
            # Those set aside are compared directly, by their current shapes.
            for other in self._stale:
                other_shape = self._shapes.get(other)
                if (
                    other != token_id
                    and other_shape is not None
                    and shapely.dwithin(shape, other_shape, self.tolerance_m)
                ):
                    self._pair(token_id, other)
        return {token_id for token_id, was in self._before.items() if was != (token_id in self._partners)}

    def _note(self, token_id: str) -> None:
        if token_id not in self._before:
            self._before[token_id] = token_id in self._partners

    def _unpair(self, token_id: str) -> None:
        self._note(token_id)
        for other in self._partners.pop(token_id, ()):
            self._note(other)
            partners = self._partners[other]
            partners.discard(token_id)
            if not partners:
                del self._partners[other]

    def _pair(self, a: str, b: str) -> None:
        if self._standing[a].side != self._standing[b].side:
            self._note(a)
            self._note(b)
            self._partners.setdefault(a, set()).add(b)
            self._partners.setdefault(b, set()).add(a)
