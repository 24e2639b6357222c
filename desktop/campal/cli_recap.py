"""The command line's animated recap:

campal recap BATTLE OUT [--round N] [--from STEP --to STEP] [--player-view] [--width W] [--fps F]
             [--lang es|en]

OUT ends in .gif, .png (APNG), .mp4 or .webm (the last two with the ``av`` package installed).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

RECAP_SUBCOMMANDS = ("recap",)


def add_recap_command(commands: Any) -> None:
    """Add the subcommand to ``commands``, the parser's subparsers."""
    recap = commands.add_parser(
        "recap", help="write an animated recap of the battle (GIF, APNG, or MP4/WebM with 'av' installed)"
    )
    recap.add_argument("battle", type=Path)
    recap.add_argument("out", type=Path, help="the .gif, .png (APNG), .mp4 or .webm to write")
    recap.add_argument("--round", type=int, default=None, help="only this round")
    recap.add_argument("--from", dest="first", type=int, default=None, metavar="STEP", help="first step")
    recap.add_argument("--to", dest="last", type=int, default=None, metavar="STEP", help="last step")
    recap.add_argument("--player-view", action="store_true", help="leave out what the GM hides")
    recap.add_argument("--width", type=int, default=960, help="image width in pixels (default 960)")
    recap.add_argument("--fps", type=int, default=12, help="frames a second of the moves (default 12)")
    recap.add_argument("--lang", choices=("es", "en"), default=None, help="default: the interface language")


def _terminal_progress(done: int, total: int) -> bool:
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate("Recap", "Recap: frame {0} of {1}").format(done, total)
    width = 30
    filled = round(width * done / max(total, 1))
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {text}", end="", file=sys.stderr, flush=True)
    return True


def run_recap_command(
    args: argparse.Namespace,
    headless_app: Callable[[], object],
    fail: Callable[[str], int],
    output_refused: Callable[[argparse.Namespace], str | None],
    write: Callable[[Path, bytes], int],
) -> int:
    app = headless_app()
    from PySide6.QtCore import QCoreApplication

    from .core.io import BattleFileError, load_battle
    from .ui.document.errors import describe
    from .ui.i18n import current_language
    from .ui.recap.recap import RecapOptions, RecapRefused, write_recap
    from .ui.render import MAX_WIDTH, MIN_WIDTH

    if not MIN_WIDTH <= args.width <= MAX_WIDTH:
        return fail(f"--width must be between {MIN_WIDTH} and {MAX_WIDTH}")
    if args.round is not None and (args.first is not None or args.last is not None):
        return fail("--round and --from/--to choose the steps two ways: give one of them")
    if refused := output_refused(args):
        return fail(refused)
    try:
        loaded = load_battle(args.battle)
    except BattleFileError as error:
        return fail(describe(error))
    options = RecapOptions(
        width=args.width,
        fps=args.fps,
        first=args.first,
        last=args.last,
        round_number=args.round,
        player_view=args.player_view,
        language=args.lang or current_language(),
    )
    from .core.timeline import NoOpening, Timeline
    from .ui.recap.recap import gap_warning

    try:
        if not Timeline(loaded.battle).reaches_the_battle():
            print(f"campal: {gap_warning()}", file=sys.stderr)
    except NoOpening:
        pass  # said by the recap itself, in its own words
    progress = _terminal_progress if sys.stderr.isatty() or _wants_progress() else None
    try:
        count, data = write_recap(loaded.battle, loaded.assets, args.out, options, progress)
    except RecapRefused as refusal:
        return fail(f"{args.battle.name}: {refusal}")
    except OSError as error:
        return fail(f"cannot write {args.out}: {error.strerror or error}")
    finally:
        if progress is not None:
            print(file=sys.stderr)
    result = write(args.out, data) if data is not None else 0
    if result == 0:
        done = QCoreApplication.translate("Recap", "Wrote {0}: {1} frames.").format(args.out, count)
        print(done, file=sys.stderr)
    del app
    return result


def _wants_progress() -> bool:
    import os

    return os.environ.get("CAMPAL_PROGRESS") == "1"
