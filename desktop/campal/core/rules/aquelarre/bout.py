"""One resolution at the table: the characters it changes, the rolls it makes (each recorded
with its log line) and the names the log needs."""

from __future__ import annotations

from collections.abc import Iterable

from ...dice.entry import RollAsk, ask_before_rolling, one_face
from ...dice.percentile import (
    OpposedResult,
    PercentileResult,
    PercentileSpec,
    characteristic_spec,
    opposed,
    roll_percentile,
)
from ...dice.terms import Breakdown
from ...engine.base import Event
from ...engine.map_queries import MapQueries
from ...engine.tokens import CharacterSet
from ...model import AquelarreCharacterStats, Battle, Character, Message, msg
from .events import AquelarreRolled, Feed, MadeRoll
from .kit import kit
from .locations import Height, LocationRoll, location_die, roll_location


def plain(
    sizes: tuple[int, ...], purpose: str, faces: tuple[int, ...], manual: bool, terms: Breakdown | None = None
) -> MadeRoll:
    """The record of one roll that read one typed entry, for the GM to correct later."""
    return MadeRoll(
        ask=RollAsk(sizes=sizes, ability=purpose, terms=terms), faces=faces, total=sum(faces), manual=manual
    )


class Bout:
    def __init__(self, battle: Battle, maps: MapQueries, feed: Feed) -> None:
        self.battle, self.maps, self.feed = battle, maps, feed
        self.changed: dict[str, AquelarreCharacterStats] = {}
        self.events: list[Event] = []
        # Who acts at the same time as the one acting now (every tie-break tied): felled by it,
        # they still make the actions of this moment.
        self.simultaneous: frozenset[str] = frozenset()

    # -- people ----------------------------------------------------------------------------------
    def token(self, who: str) -> Character:
        return self.battle.characters[who]

    def stats(self, who: str) -> AquelarreCharacterStats:
        if who in self.changed:
            return self.changed[who]
        stats = self.battle.characters[who].stats
        assert isinstance(stats, AquelarreCharacterStats)
        return stats

    def update(self, who: str, **values: object) -> AquelarreCharacterStats:
        self.changed[who] = self.stats(who).model_copy(update=values)
        return self.changed[who]

    def name(self, who: str) -> str:
        token = self.battle.characters.get(who)
        return token.name if token is not None else who

    def note(self, actor: str, message: Message) -> None:
        self.events.append(AquelarreRolled(actor=actor, kind="note", message=message))

    # -- rolls -----------------------------------------------------------------------------------
    def percentile(
        self, actor: str, kind: str, skill: str, terms: Breakdown, key: str, **params: str | int
    ) -> PercentileResult:
        spec = PercentileSpec(skill=skill, percentage=terms, bands=kit().bands)
        entry = self.feed.entry()
        purpose = f"{self.name(actor)}: {skill} {terms.total}%"
        ask_before_rolling(self.feed.dice, entry, (100,), purpose, terms)
        result = roll_percentile(spec, self.feed.dice, entry)
        made = plain((100,), purpose, (result.face,), result.manual, terms)
        line = msg(
            key,
            actor=self.name(actor),
            skill=skill,
            percentage=result.target,
            face=result.face,
            outcome=f"aquelarre.{result.degree.name.lower()}",
            **params,
        )
        self.events.append(
            AquelarreRolled(
                actor=actor,
                kind=kind,
                faces=(result.face,),
                manual=result.manual,
                breakdown=terms,
                message=line,
                made=made,
            )
        )
        return result

    def test(self, actor: str, characteristic: str, times: int) -> PercentileResult:
        value = int(getattr(self.stats(actor), characteristic))
        spec = characteristic_spec(characteristic, value, times, kit().bands)
        return self.percentile(
            actor, "test", characteristic, spec.percentage, "aquelarre.log.test", times=times
        )

    def contest(
        self, active: str, active_terms: Breakdown, passive: str, passive_terms: Breakdown
    ) -> OpposedResult:
        first = self.percentile(active, "test", "contest", active_terms, "aquelarre.log.contest")
        second = self.percentile(passive, "test", "contest", passive_terms, "aquelarre.log.contest")
        result = opposed(first, second)
        winner = {"active": active, "passive": passive}.get(result.winner or "", "")
        self.note(active, msg("aquelarre.log.contest_won", winner=self.name(winner) if winner else "—"))
        return result

    def location(self, actor: str, height: Height) -> LocationRoll:
        entry = self.feed.entry()
        sides, added = location_die(height)
        purpose = f"{self.name(actor)}: 1D{sides}" + (f"+{added}" if added else "")
        ask_before_rolling(self.feed.dice, entry, (sides,), purpose)
        roll = roll_location(height, self.feed.dice, entry, self.stats(actor).body)
        line = msg(
            "aquelarre.log.location",
            actor=self.name(actor),
            face=roll.score,
            location=f"aquelarre.{roll.location.value}",
        )
        self.events.append(
            AquelarreRolled(
                actor=actor,
                kind="location",
                faces=(roll.face,),
                manual=roll.manual,
                message=line,
                made=plain((sides,), purpose, (roll.face,), roll.manual),
            )
        )
        return roll

    def dice(self, actor: str, sides: int, key: str, **params: str | int) -> int:
        entry = self.feed.entry()
        ask_before_rolling(self.feed.dice, entry, (sides,), f"{self.name(actor)}: 1D{sides}")
        face = one_face(sides, self.feed.dice, entry)
        self.events.append(
            AquelarreRolled(
                actor=actor,
                kind="dice",
                faces=(face,),
                manual=entry is not None and not entry.by_app,
                message=msg(key, actor=self.name(actor), face=face, **params),
                made=plain(
                    (sides,),
                    f"{self.name(actor)}: 1D{sides}",
                    (face,),
                    entry is not None and not entry.by_app,
                ),
            )
        )
        return face

    # -- the outcome -----------------------------------------------------------------------------
    def character_events(self) -> tuple[Event, ...]:
        return tuple(
            CharacterSet(character=self.battle.characters[who].model_copy(update={"stats": stats}))
            for who, stats in self.changed.items()
        )

    def all_events(self, extra: Iterable[Event] = ()) -> tuple[Event, ...]:
        return (*self.events, *self.character_events(), *extra)
