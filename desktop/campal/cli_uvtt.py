"""The command line's Universal VTT subcommands:

campal new --from-uvtt MAP OUT.campal [--cell-m M] [--system ID] [--walls KIND]
campal export-uvtt BATTLE OUT.uvtt [--cell-m M] [--player-view]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

UVTT_SUBCOMMANDS = ("new", "export-uvtt")


def add_uvtt_commands(commands: Any) -> None:
    """Add the subcommands to ``commands``, the parser's subparsers."""
    from .core.model import RuleSystemId
    from .core.uvtt.placing import DEFAULT_CELL_M

    new = commands.add_parser("new", help="make a battle from a Universal VTT map (.dd2vtt, .uvtt, .df2vtt)")
    new.add_argument("--from-uvtt", type=Path, required=True, metavar="MAP", help="the map file")
    new.add_argument("out", type=Path, help="the .campal file to write")
    new.add_argument(
        "--cell-m",
        type=float,
        default=DEFAULT_CELL_M,
        help="metres a grid cell measures (default 1.524, 5 ft)",
    )
    new.add_argument(
        "--system", choices=[s.value for s in RuleSystemId], default=next(iter(RuleSystemId)).value
    )
    new.add_argument(
        "--walls",
        default="solid_wall",
        help="the terrain kind walls become (default solid_wall); fort:KIND for a fortification",
    )
    export = commands.add_parser(
        "export-uvtt", help="write a battle as a Universal VTT map for another tabletop"
    )
    export.add_argument("battle", type=Path)
    export.add_argument("out", type=Path)
    export.add_argument(
        "--cell-m", type=float, default=None, help="metres a cell measures (default: the battle's grid)"
    )
    export.add_argument("--player-view", action="store_true", help="leave out what the GM hides")


def run_uvtt_command(
    args: argparse.Namespace, headless_app: Callable[[], object], fail: Callable[[str], int]
) -> int:
    app = headless_app()
    from .ui.uvtt import messages  # noqa: F401  (registers the message keys)

    result = _new(args, fail) if args.command == "new" else _export(args, fail)
    del app
    return result


def _new(args: argparse.Namespace, fail: Callable[[str], int]) -> int:
    from .core.engine import CommandRefused, Engine
    from .core.io import SaveError, save_battle
    from .core.model import Battle, RuleSystemId
    from .core.terrain import load_catalogue
    from .core.uvtt import UvttRefused
    from .core.uvtt.placing import ImportChoices, WallKind, import_command
    from .ui.messages import tr_message
    from .ui.uvtt.install import read_map

    fortification = args.walls.startswith("fort:")
    kind = args.walls.removeprefix("fort:")
    catalogue = load_catalogue()
    table = catalogue.fortifications if fortification else catalogue.terrain
    if kind not in table or not table[kind].style.line:
        return fail(f"--walls {args.walls}: not a line kind of the terrain catalogue")
    battle = Battle(system=RuleSystemId(args.system), title=args.from_uvtt.stem[:200] or "Batalla")
    engine = Engine(battle)
    try:
        umap = read_map(args.from_uvtt)
        image = engine.assets.add(umap.image) if umap.image is not None else None
        engine.execute(
            import_command(umap, ImportChoices(cell_m=args.cell_m, wall=WallKind(kind, fortification)), image)
        )
    except UvttRefused as refused:
        return fail(f"cannot use {args.from_uvtt.name}: {tr_message(refused.reason)}")
    except CommandRefused as refused:
        return fail(tr_message(refused.reason))
    try:
        save_battle(args.out, engine.state, engine.assets, backup=False)
    except SaveError as error:
        return fail(f"cannot write {args.out}: {error}")
    return 0


def _export(args: argparse.Namespace, fail: Callable[[str], int]) -> int:
    from .core.io import BattleFileError, load_battle
    from .core.uvtt import UvttRefused
    from .ui.document.errors import describe
    from .ui.messages import tr_message
    from .ui.uvtt.export import export_uvtt

    try:
        loaded = load_battle(args.battle)
    except BattleFileError as error:
        return fail(describe(error))
    cell = args.cell_m if args.cell_m is not None else loaded.battle.field.grid.size
    try:
        export_uvtt(loaded.battle, loaded.assets, args.out, cell, args.player_view)
    except UvttRefused as refused:
        return fail(tr_message(refused.reason))
    except OSError as error:
        return fail(f"cannot write {args.out}: {error.strerror or error}")
    return 0
