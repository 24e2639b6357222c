"""Where the battle stands in its rule system's round: saved and undone like everything else.

The phase plan (which steps exist, who acts in each) is data owned by the rule system; this
document only records the walker's position in it, so a saved battle resumes mid-round.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD

ActorKey = Annotated[str, Field(min_length=1, max_length=80)]


class AwaitedRoll(BaseModel):
    """A roll the step cannot move on without: who must make it and what it is for."""

    model_config = FINITE_RECORD

    kind: Annotated[str, Field(min_length=1, max_length=60)]
    actors: tuple[ActorKey, ...] = ()
    subject: str = ""  # the unit the roll is about, when there is one
    detail: str = ""  # what it is for (an order's id)


class Declaration(BaseModel):
    """What an actor said it will do this round, before anyone acts (Aquelarre's declaration):
    kept through the round so the action step resolves it, and shown to later declarers."""

    model_config = FINITE_RECORD

    action: Annotated[str, Field(min_length=1, max_length=60)]
    target: ActorKey | None = None
    note: Annotated[str, Field(max_length=500)] = ""


class TurnState(BaseModel):
    """The walker's position: round, step, whose turn it is and what each actor has left.

    ``queue`` lists the actors still to act in this step, the first being the current one;
    ``budgets`` holds actions left per actor for the step, ``spent`` what each issuer has used
    this round (kept apart because a side's budget is shared by several issuers).
    """

    model_config = FINITE_RECORD

    plan: Annotated[str, Field(min_length=1, max_length=60)]
    stage: Literal["setup", "round", "end"] = "setup"
    step: Annotated[str, Field(min_length=1, max_length=60)]
    round: Annotated[int, Field(ge=0)] = 0
    queue: tuple[ActorKey, ...] = ()
    budgets: dict[ActorKey, int] = Field(default_factory=dict)
    spent: dict[ActorKey, int] = Field(default_factory=dict)
    taken: dict[ActorKey, tuple[str, ...]] = Field(default_factory=dict)
    initiative: dict[ActorKey, int] = Field(default_factory=dict)
    tiebreaks: dict[ActorKey, tuple[int, ...]] = Field(default_factory=dict)
    order: tuple[ActorKey, ...] = ()
    tick: Annotated[int, Field(ge=0)] = 0
    next_tick: dict[ActorKey, int] = Field(default_factory=dict)
    awaiting: AwaitedRoll | None = None
    declared: dict[ActorKey, Declaration] = Field(default_factory=dict)
    finished: bool = False

    @property
    def actor(self) -> str | None:
        return self.queue[0] if self.queue else None
