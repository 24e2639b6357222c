"""How one scene is drawn: label size and palette. The GM's window and the players' differ."""

from __future__ import annotations

from ...core.frozen import frozen


@frozen
class SceneStyle:
    label_scale: float = 1.0  # the players' window on a shared screen wants larger labels
    high_contrast: bool = False  # for video calls that wash out colours

    def label_px(self, base: float) -> float:
        return base * self.label_scale


GM_STYLE = SceneStyle()
