"""The battle log: what happened, in order, as messages plus the events that made it happen."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from .message import Message


class LogEntry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: Annotated[int, Field(ge=0)]
    round: Annotated[int, Field(ge=0)] = 0
    step: str = ""
    message: Message
    gm_decision: bool = False
    # The serialized events of the entry, enough to replay it without rolling again.
    events: tuple[dict[str, Any], ...] = ()
