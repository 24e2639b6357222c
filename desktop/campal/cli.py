"""The ``campal`` command: the window, or headless subcommands.

campal [BATTLE]                                    open the window (the demo with no file)
campal render BATTLE OUT.png [--width W] [--player-view]
campal recap BATTLE OUT.gif [--round N] [--from STEP --to STEP] [--player-view] [--width W] [--fps F]
                                                   an animated recap (GIF, APNG; MP4/WebM with av)
campal new --from-uvtt MAP OUT.campal              make a battle from a Universal VTT map
campal export-uvtt BATTLE OUT.uvtt [--player-view] write a battle as a Universal VTT map
campal schema [--army]                             print the battle file's (or army file's) JSON schema
campal --version                                   print the version
campal --startup-check [BATTLE]                    open the window, print the time to its first frame, quit
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from pathlib import Path

from .cli_recap import RECAP_SUBCOMMANDS, add_recap_command, run_recap_command
from .cli_uvtt import UVTT_SUBCOMMANDS, add_uvtt_commands, run_uvtt_command

SUBCOMMANDS = ("render", "report", "schema", *RECAP_SUBCOMMANDS, *UVTT_SUBCOMMANDS)


def _headless_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="campal", description="Campal, a battle map for game masters.")
    _add_version(parser)
    commands = parser.add_subparsers(dest="command", required=True)
    render = commands.add_parser("render", help="draw a battle to a PNG image")
    render.add_argument("battle", type=Path)
    render.add_argument("out", type=Path)
    render.add_argument("--width", type=int, default=1600, help="image width in pixels (default 1600)")
    render.add_argument("--player-view", action="store_true", help="leave out what the GM hides")
    report = commands.add_parser("report", help="write the battle log for a forum post")
    report.add_argument("battle", type=Path)
    report.add_argument("out", type=Path, help="the file to write ('-' for the standard output)")
    report.add_argument("--round", type=int, default=None, help="only this round")
    report.add_argument("--format", choices=("md", "bbcode"), default="md")
    report.add_argument("--lang", choices=("es", "en"), default=None, help="default: the interface language")
    report.add_argument(
        "--player-view", action="store_true", help="leave out entries about what the GM hides"
    )
    schema = commands.add_parser("schema", help="print the JSON schema of the battle document")
    schema.add_argument(
        "--army", action="store_true", help="the schema of an army file (a side's roster) instead"
    )
    add_recap_command(commands)
    add_uvtt_commands(commands)
    return parser


def _gui_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="campal",
        description="Campal, a battle map for game masters. Subcommands: render, recap, report, schema.",
    )
    _add_version(parser)
    parser.add_argument("battle", type=Path, nargs="?", help="a .campal file to open")
    parser.add_argument(
        "--startup-check",
        action="store_true",
        help="open the window, print how long its first frame took, and quit (a smoke test of an install)",
    )
    # The players' window, started by the GM's window in a process of its own (players_process).
    parser.add_argument("--players-window", metavar="SERVER", help=argparse.SUPPRESS)
    parser.add_argument("--lang", choices=("es", "en"), default="en", help=argparse.SUPPRESS)
    return parser


def _add_version(parser: argparse.ArgumentParser) -> None:
    from campal import __version__

    parser.add_argument("--version", action="version", version=f"campal {__version__}")


def _no_screen() -> bool:
    """On Linux without X11, Wayland or a chosen Qt platform, Qt would abort with a core dump."""
    return (
        sys.platform.startswith("linux")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
        and not os.environ.get("QT_QPA_PLATFORM")
    )


def _fail(text: str) -> int:
    print(f"campal: {text}", file=sys.stderr)
    return 2


def _schema(army: bool) -> int:
    from .cli_output import write_stdout
    from .core.armies import Army
    from .core.model import Battle

    model = Army if army else Battle
    try:
        write_stdout(json.dumps(_inline_top(model.model_json_schema()), indent=2, ensure_ascii=False) + "\n")
    except OSError as error:
        return _fail(f"cannot write the schema to the standard output: {error.strerror or error}")
    return 0


def _inline_top(schema: dict[str, object]) -> dict[str, object]:
    """The document's own properties at the top of its schema: a battle holds its opening, a
    battle too, so pydantic puts it among the definitions and refers to it from the top."""
    reference, definitions = schema.get("$ref"), schema.get("$defs")
    if isinstance(reference, str) and isinstance(definitions, dict):
        top = definitions.get(reference.rsplit("/", 1)[-1])
        if isinstance(top, dict):
            return {**top, "$defs": definitions}
    return schema


def _output_refused(args: argparse.Namespace) -> str | None:
    from .cli_output import OutputRefused, check_output

    try:
        check_output(args.out, args.battle)
    except OutputRefused as refused:
        return str(refused)
    return None


def _write(out: Path, data: bytes) -> int:
    from .cli_output import write_output

    try:
        write_output(out, data)
    except OSError as error:
        return _fail(f"cannot write {out}: {error.strerror or error}")
    return 0


def _core_before_qt(window: bool = False) -> None:
    """Import the core (with ``window``, also the rule system a window's first, empty battle is
    of) before Qt. PySide6 hooks every import made after its own and reads that module's whole
    source, looking for ``from __feature__``; over the ~300 modules of the core, pydantic, numpy
    and shapely that cost about 0.1 s of each start. Imported first, they are not read (and the
    window's own modules, imported after Qt, are answered by name: see ``ui.feature_scan``)."""
    from .core import engine, io, rules  # noqa: F401

    if window:
        from .core.model import Battle
        from .core.plugins import find_system

        find_system(Battle())


def _headless_app() -> object:
    """A Qt application for drawing without a screen, speaking the GM's language."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _core_before_qt()
    from .ui.app import application
    from .ui.i18n import install_translators, pick_language
    from .ui.window.settings import AppSettings

    app = application()
    install_translators(app, pick_language(AppSettings().language))
    return app


def _render(args: argparse.Namespace) -> int:
    app = _headless_app()
    from .core.io import BattleFileError, load_battle
    from .ui.document.errors import describe
    from .ui.render import MAX_WIDTH, MIN_WIDTH, png_bytes, render_battle

    if not MIN_WIDTH <= args.width <= MAX_WIDTH:
        return _fail(f"--width must be between {MIN_WIDTH} and {MAX_WIDTH}")
    if refused := _output_refused(args):
        return _fail(refused)
    try:
        loaded = load_battle(args.battle)
    except BattleFileError as error:
        return _fail(describe(error))
    image = render_battle(loaded.battle, loaded.assets, args.width, args.player_view)
    png = png_bytes(image)
    del app
    if png is None:
        return _fail(f"cannot write {args.out}: the image could not be encoded")
    return _write(args.out, png)


def _report(args: argparse.Namespace) -> int:
    _headless_app()
    from .core.io import BattleFileError, load_battle
    from .core.report import ReportFormat, export_report, rounds_in
    from .ui.document.errors import describe
    from .ui.i18n import pick_language
    from .ui.window.settings import AppSettings

    to_stdout = str(args.out) == "-"
    if not to_stdout and (refused := _output_refused(args)):
        return _fail(refused)
    try:
        battle = load_battle(args.battle).battle
    except BattleFileError as error:
        return _fail(describe(error))
    if args.round is not None and args.round not in rounds_in(battle):
        played = ", ".join(str(n) for n in rounds_in(battle) if n) or "-"
        return _fail(f"{args.battle.name}: no round {args.round} in the log (rounds: {played})")
    language = args.lang or pick_language(AppSettings().language)
    text = export_report(battle, language, ReportFormat(args.format), args.round, args.player_view)
    if to_stdout:
        from .cli_output import write_stdout

        try:
            write_stdout(text)
        except OSError as error:
            return _fail(f"cannot write the report to the standard output: {error.strerror or error}")
        return 0
    return _write(args.out, text.encode("utf-8"))


def _quiet_blas() -> None:
    """One OpenBLAS thread unless the user says otherwise. Campal makes no matrix products (numpy
    only adds and compares arrays), but OpenBLAS starts a thread per core when numpy is imported
    and that thread spins for a while, taking a core from a start on a 2-core machine (about
    0.05 s of CPU and 0.08 s of waiting)."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def _no_pydantic_plugins() -> None:
    """No pydantic plugin unless the user asks for one. Campal uses none; one installed in the
    same environment would be loaded into the window and handed every document it reads, and
    looking for them reads every installed package's metadata at each start (about 5 ms)."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    _quiet_blas()
    _no_pydantic_plugins()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        args = _headless_parser().parse_args(argv)
        if args.command == "schema":
            return _schema(args.army)
        if args.command == "report":
            return _report(args)
        if args.command in RECAP_SUBCOMMANDS:
            return run_recap_command(args, _headless_app, _fail, _output_refused, _write)
        if args.command in UVTT_SUBCOMMANDS:
            return run_uvtt_command(args, _headless_app, _fail)
        return _render(args)
    args = _gui_parser().parse_args(argv)
    if _no_screen():
        return _fail("no display to open the window on; 'campal render' and 'campal report' work without one")
    # Starting creates some 300 modules' classes and the window's objects, hardly any garbage,
    # yet the cyclic collector would walk them ~170 times (0.1 s or more); the window turns it
    # back on once it has painted its first frame.
    gc.disable()
    _core_before_qt(window=True)
    if args.players_window:
        gc.enable()
        from .ui.player.players_end import run_players_window

        return run_players_window(args.players_window, args.lang)
    from .ui.app import run_gui

    return run_gui(args.battle, args.startup_check, started)


if __name__ == "__main__":
    sys.exit(main())
