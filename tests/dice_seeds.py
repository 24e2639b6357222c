"""The dice the app rolls on its own, made repeatable in tests.

Every ``RandomDice()`` made without a seed while a test runs (the engine's default dice, the
window's) is seeded from the run's dice seed and its place in the test: the first one made,
the second, and so on. The run's seed is drawn at random unless ``--dice-seed`` gives one, and
the run's header names it, so a test that failed for one roll of the dice fails again with the
same seed:

    pytest --dice-seed=1234 tests/e2e/test_exalted_from_scratch.py

A test that lets the app roll can be played under many rolls, one run per seed:

    for s in $(seq 0 29); do pytest -q --dice-seed=$s tests/ui/test_exalted_play.py || echo "seed $s"; done

``--dice-note=FILE`` adds to FILE the id of each test whose unseeded dice rolled: the tests
worth that loop. Dice a test gives itself (``ScriptedDice``, a seeded ``RandomDice``) are its own.
Processes a test starts (the ``campal`` command) roll their own dice.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest

from campal.core.dice import source


class DiceSeeds:
    """Seeds the unseeded ``RandomDice`` from one run seed and a count restarted for each test."""

    def __init__(self, seed: str) -> None:
        self.seed = seed
        self.made = 0
        self.rolled = False
        self._unseeded: weakref.WeakSet[source.RandomDice] = weakref.WeakSet()
        self._init: Callable[..., None] = source.RandomDice.__init__
        self._roll: Callable[..., tuple[int, ...]] = source.RandomDice.roll

    def install(self) -> None:
        seeds, plain_init, plain_roll = self, self._init, self._roll

        def init(dice: source.RandomDice, seed: int | str | None = None) -> None:
            if seed is None:
                seeds._unseeded.add(dice)
                seeds.made += 1
                seed = f"{seeds.seed}-{seeds.made}"
            plain_init(dice, seed)

        def roll(dice: source.RandomDice, count: int, sides: int) -> tuple[int, ...]:
            if dice in seeds._unseeded:
                seeds.rolled = True
            return plain_roll(dice, count, sides)

        source.RandomDice.__init__ = init  # type: ignore[method-assign]
        source.RandomDice.roll = roll  # type: ignore[method-assign]

    def uninstall(self) -> None:
        source.RandomDice.__init__ = self._init  # type: ignore[method-assign]
        source.RandomDice.roll = self._roll  # type: ignore[method-assign]

    def restart(self) -> None:
        self.made = 0
        self.rolled = False


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("campal dice")
    group.addoption("--dice-seed", default=None, help="seed of the dice the app rolls on its own")
    group.addoption("--dice-note", default=None, help="file to note the tests whose own dice rolled")


def pytest_configure(config: pytest.Config) -> None:
    seed = config.getoption("--dice-seed") or str(random.randrange(10**6))
    seeds = DiceSeeds(seed)
    seeds.install()
    config.stash[_KEY] = seeds


def pytest_unconfigure(config: pytest.Config) -> None:
    seeds = config.stash.get(_KEY, None)
    if seeds is not None:
        seeds.uninstall()


def pytest_report_header(config: pytest.Config) -> str:
    seed = config.stash[_KEY].seed
    return f"dice seed: {seed} (--dice-seed={seed} rolls the same dice again)"


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.config.stash[_KEY].restart()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    made = yield
    report: pytest.TestReport = made.get_result()
    seeds = item.config.stash[_KEY]
    if report.failed and seeds.rolled:
        said = f"this test rolled the app's own dice: --dice-seed={seeds.seed} rolls them again"
        report.sections.append(("dice", said))


def pytest_runtest_teardown(item: pytest.Item) -> None:
    note = item.config.getoption("--dice-note")
    if note and item.config.stash[_KEY].rolled:
        with Path(note).open("a", encoding="utf-8") as noted:
            noted.write(item.nodeid + "\n")


_KEY = pytest.StashKey[DiceSeeds]()
