"""The battle log: what happened, in order, as messages plus the events that made it happen."""

import math
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field

from ..records import FINITE_RECORD
from .message import Message

# Recorded events are plain JSON kept for replay; nothing the engine writes nests deeper than a
# dozen levels, and a deeper value would overflow the serializer's recursion when saving.
MAX_EVENT_DEPTH = 32


def _plain_json(value: dict[str, Any]) -> dict[str, Any]:
    """Refuse what saving could not write back: deep nesting, non-finite numbers, odd types."""
    pending: list[tuple[Any, int]] = [(value, 1)]
    while pending:
        node, depth = pending.pop()
        if depth > MAX_EVENT_DEPTH:
            raise ValueError(f"an event nests deeper than {MAX_EVENT_DEPTH} levels")
        if isinstance(node, dict):
            if not all(isinstance(key, str) for key in node):
                raise ValueError("an event has a key that is not text")
            pending.extend((item, depth + 1) for item in node.values())
        elif isinstance(node, list | tuple):
            pending.extend((item, depth + 1) for item in node)
        elif isinstance(node, float):
            if not math.isfinite(node):
                raise ValueError("an event holds a number that is not finite")
        elif node is not None and not isinstance(node, str | int | bool):
            raise ValueError(f"an event holds a {type(node).__name__}")
    return value


RecordedEvent = Annotated[dict[str, Any], AfterValidator(_plain_json)]


class LogEntry(BaseModel):
    model_config = FINITE_RECORD

    seq: Annotated[int, Field(ge=0)]
    round: Annotated[int, Field(ge=0)] = 0
    step: str = ""
    message: Message
    gm_decision: bool = False
    # The serialized events of the entry, enough to replay it without rolling again.
    events: tuple[RecordedEvent, ...] = ()
