"""A custom tag whose ``applies_to`` names nothing the rules know (a typo made by hand in the
file, or a value from another build): the GM must not lose the battle to it.

The loader's refusal names the tag and its token in the GM's words; "open with repairs" keeps the
tag but inert (``applies_to`` emptied, so it modifies nothing) with the unreadable value written
into its note, so the GM sees what was meant and picks the right value in the tag editor. Keeping
it rather than dropping it keeps the GM's name, modifier and order-blocking count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..model import Message, msg
from ..model.sifrp import TAG_TARGETS

TOKENS = ("units", "characters")
NOTE_LIMIT = 2000


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _readable(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(TAG_TARGETS, value) is not None


def unreadable_tag(raw: dict[str, Any], loc: Sequence[str | int]) -> Message | None:
    """The refusal for a validation error at a tag's ``applies_to``; None for any other error."""
    parts = list(loc)
    if len(parts) < 4 or parts[0] not in TOKENS or parts[-1] != "applies_to" or "tags" not in parts:
        return None
    index = parts[parts.index("tags") + 1]
    token = _dict(_dict(raw.get(str(parts[0]))).get(str(parts[1])))
    tags = _dict(token.get("stats")).get("tags")
    if not isinstance(tags, list) or not isinstance(index, int) or index >= len(tags):
        return None
    tag = _dict(tags[index])
    return msg(
        "file.unreadable_tag",
        tag=str(tag.get("name", index)),
        token=str(token.get("name", parts[1])),
        value=str(tag.get("applies_to", "")),
    )


def mend_tags(document: dict[str, Any], repairs: list[str]) -> None:
    for collection in TOKENS:
        for key, token in _dict(document.get(collection)).items():
            tags = _dict(_dict(token).get("stats")).get("tags")
            if not isinstance(tags, list):
                continue
            for index, tag in enumerate(tags):
                if not isinstance(tag, dict) or "applies_to" not in tag or _readable(tag["applies_to"]):
                    continue
                kept = f"[applies_to: {str(tag['applies_to'])[:80]}]"
                note = str(tag.get("note", ""))
                tag["note"] = (f"{note} {kept}" if note else kept)[-NOTE_LIMIT:]
                tag["applies_to"] = ""
                repairs.append(f"{collection}.{key}.stats.tags.{index}.applies_to")
