"""A stretch of a battle's timeline drawn frame by frame and written as an animation."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from ...core.frozen import frozen
from ...core.model import AssetStore, Battle
from ...core.timeline import Frame, NoOpening, Timeline, caption, frames_of, secrets
from .canvas import RecapCanvas
from .encoding import NoVideo, animation_bytes, kind_of, write_video

MOVE_SECONDS = 0.8  # how long a step's moves take to walk their paths
HOLD_MS = 1500  # how long each step stands, for its caption to be read
MIN_FPS, MAX_FPS = 2, 30

Progress = Callable[[int, int], bool]  # frames drawn, frames in all; False stops the recap


class RecapRefused(Exception):
    """The recap cannot be made as asked; the text says why, in the interface language."""


class RecapStopped(Exception):
    """The GM stopped the recap before it was written."""


@frozen
class RecapOptions:
    width: int = 960
    fps: int = 12
    first: int | None = None
    last: int | None = None
    round_number: int | None = None
    player_view: bool = False
    language: str = "en"


def gap_warning() -> str:
    return QCoreApplication.translate(
        "Recap",
        "Some changes of this battle left no line in the log (terrain drawn during play): "
        "the recap shows the battle without them.",
    )


def timeline_of(battle: Battle) -> Timeline:
    try:
        return Timeline(battle)
    except NoOpening:
        raise RecapRefused(
            QCoreApplication.translate(
                "Recap",
                "This battle was saved by an earlier Campal, which did not keep how the field stood "
                "before its first step: it cannot be replayed.",
            )
        ) from None


def steps_asked(timeline: Timeline, options: RecapOptions) -> tuple[int, int]:
    """The first and last step of the recap, or ``RecapRefused`` when there are none."""
    if timeline.last == 0:
        raise RecapRefused(QCoreApplication.translate("Recap", "The battle has not begun: its log is empty."))
    if options.round_number is not None:
        found = timeline.steps_of_round(options.round_number)
        if found is None:
            played = ", ".join(str(n) for n, _ in timeline.round_starts() if n) or "-"
            raise RecapRefused(
                QCoreApplication.translate("Recap", "No round {0} in the log (rounds: {1}).").format(
                    options.round_number, played
                )
            )
        return found
    first = 1 if options.first is None else options.first
    last = timeline.last if options.last is None else options.last
    if not 1 <= first <= last <= timeline.last:
        raise RecapRefused(
            QCoreApplication.translate(
                "Recap", "The steps must run from 1 to {0}, the first not after the last."
            ).format(timeline.last)
        )
    return first, last


def move_frames(fps: int) -> int:
    return max(2, round(fps * MOVE_SECONDS))


def recap_frames(battle: Battle, options: RecapOptions) -> list[Frame]:
    timeline = timeline_of(battle)
    first, last = steps_asked(timeline, options)
    return list(frames_of(timeline, first, last, move_frames(options.fps)))


def durations(frames: list[Frame], fps: int) -> list[int]:
    return [HOLD_MS if frame.last_of_step else round(1000 / fps) for frame in frames]


def recap_images(
    battle: Battle,
    assets: AssetStore,
    frames: list[Frame],
    options: RecapOptions,
    progress: Progress | None = None,
) -> tuple[RecapCanvas, Iterator[QImage]]:
    """The canvas the recap is drawn on, and its images, drawn as they are asked for."""
    canvas = RecapCanvas(frames[-1].battle, assets, options.width, options.player_view)
    hidden = secrets(battle) if options.player_view else None
    system = battle.system.value
    last = len(battle.log)

    def images() -> Iterator[QImage]:
        for done, frame in enumerate(frames, start=1):
            secret = hidden | secrets(frame.battle) if hidden is not None else None
            words = caption(frame.entry, system, options.language, secret)
            yield canvas.draw(frame.battle, words, f"{frame.step} / {last}")
            if progress is not None and not progress(done, len(frames)):
                raise RecapStopped

    return canvas, images()


def write_recap(
    battle: Battle, assets: AssetStore, out: Path, options: RecapOptions, progress: Progress | None = None
) -> tuple[int, bytes | None]:
    """Draw the recap and write it: an animation's bytes are returned for the caller to write
    (safely, as every file Campal writes); a video is written to ``out`` itself. Returns the
    number of frames and the bytes."""
    kind = kind_of(out)
    if kind is None:
        raise RecapRefused(
            QCoreApplication.translate("Recap", "Name the recap .gif, .png (APNG), .mp4 or .webm.")
        )
    if not MIN_FPS <= options.fps <= MAX_FPS:
        raise RecapRefused(
            QCoreApplication.translate("Recap", "Frames a second must be between {0} and {1}.").format(
                MIN_FPS, MAX_FPS
            )
        )
    frames = recap_frames(battle, options)
    times = durations(frames, options.fps)
    canvas, images = recap_images(battle, assets, frames, options, progress)
    if kind in ("mp4", "webm"):
        try:
            write_video(kind, out, images, times, options.fps)
        except NoVideo:
            raise RecapRefused(
                QCoreApplication.translate(
                    "Recap",
                    "Writing a video needs the “av” package (pip install av); "
                    "a .gif or .png needs nothing more.",
                )
            ) from None
        return len(frames), None
    last = canvas.draw(frames[-1].battle, caption(frames[-1].entry, battle.system.value, options.language))
    return len(frames), animation_bytes(kind, images, times, last)
