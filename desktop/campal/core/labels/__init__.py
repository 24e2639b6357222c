"""Label placement on the map, in screen pixels: plain geometry any window or image can use."""

from .layout import Box, LabelRequest, Placement, count_overlaps, place_labels

__all__ = ["Box", "LabelRequest", "Placement", "count_overlaps", "place_labels"]
