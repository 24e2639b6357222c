"""The animated recap: a frame or more per step of each sample under its caption, the players'
recap showing nothing the GM hides, and ``campal recap`` writing GIF, APNG and video."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.resources import as_file, files

import pytest
from PIL import Image, ImageSequence

from campal.core.io import load_battle
from campal.core.model import Battle
from campal.core.report import render
from campal.core.timeline import Caption
from campal.ui.recap.canvas import RecapCanvas
from campal.ui.recap.encoding import pillow_image
from campal.ui.recap.recap import HOLD_MS, RecapOptions, recap_frames, recap_images

SAMPLES = ("sifrp-batalla", "exalted-batalla", "aquelarre-emboscada", "bastionland-vado")


def _loaded(name: str):  # type: ignore[no-untyped-def]
    with as_file(files("campal.resources") / "samples" / f"{name}.campal") as path:
        return load_battle(path)


def campal(*args):  # type: ignore[no-untyped-def]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "campal", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


@pytest.mark.parametrize("name", SAMPLES)
def test_the_recap_has_a_frame_or_more_per_step_each_under_its_caption(qapp, name, monkeypatch):
    loaded = _loaded(name)
    battle = loaded.battle
    drawn: list[tuple[int, Caption, str]] = []
    real_draw = RecapCanvas.draw

    def draw(self, shown: Battle, caption: Caption, counter: str = ""):  # type: ignore[no-untyped-def]
        drawn.append((len(shown.log), caption, counter))
        return real_draw(self, shown, caption, counter)

    monkeypatch.setattr(RecapCanvas, "draw", draw)
    options = RecapOptions(width=320, fps=4, language="es")
    frames = recap_frames(battle, options)
    _, images = recap_images(battle, loaded.assets, frames, options)
    for _ in images:
        pass
    steps = len(battle.log)
    assert {step for step, _, _ in drawn} == set(range(1, steps + 1))
    for step, caption, counter in drawn:
        entry = battle.log[step - 1]
        assert caption.line == render(entry.message, "es", battle.system.value)
        assert caption.heading and counter == f"{step} / {steps}"
    assert sum(frame.last_of_step for frame in frames) == steps


def _without_secrets(battle: Battle) -> Battle:
    """The document with everything the GM hides taken out: what the players may see of it."""
    units = {k: u for k, u in battle.units.items() if not u.hidden}
    characters = {
        k: c
        for k, c in battle.characters.items()
        if not c.hidden and (c.attached_to in units or not c.attached_to)
    }
    return battle.model_copy(
        update={
            "units": units,
            "characters": characters,
            "terrain": {k: t for k, t in battle.terrain.items() if not t.gm_only},
            "fortifications": {k: f for k, f in battle.fortifications.items() if not f.gm_only},
            "notes": {k: n for k, n in battle.notes.items() if not n.gm_only},
        }
    )


def test_the_players_recap_shows_nothing_the_gm_hides(qapp):
    loaded = _loaded("sifrp-batalla")
    battle = loaded.battle
    assert any(unit.hidden for unit in battle.units.values())
    options = RecapOptions(width=400, fps=4, player_view=True, language="en")
    frames = recap_frames(battle, options)
    players = RecapCanvas(frames[-1].battle, loaded.assets, options.width, player_view=True)
    gm = RecapCanvas(frames[-1].battle, loaded.assets, options.width, player_view=False)
    blank = Caption("", "")
    hidden_somewhere = 0
    for frame in frames:
        shown = pillow_image(players.draw(frame.battle, blank))
        bare = pillow_image(players.draw(_without_secrets(frame.battle), blank))
        assert shown.tobytes() == bare.tobytes(), f"step {frame.step}"
        if any(unit.hidden for unit in frame.battle.units.values()):
            hidden_somewhere += 1
            assert pillow_image(gm.draw(frame.battle, blank)).tobytes() != shown.tobytes()
    assert hidden_somewhere  # the GM's recap does show the hidden unit: the test can tell


def test_the_players_captions_leave_out_the_steps_about_what_the_gm_hides(qapp, monkeypatch):
    loaded = _loaded("sifrp-batalla")
    battle = loaded.battle
    lines: dict[bool, list[str]] = {True: [], False: []}
    for players in (False, True):
        options = RecapOptions(width=320, fps=2, player_view=players, language="en", first=1, last=6)
        frames = recap_frames(battle, options)
        monkeypatch.setattr(
            RecapCanvas,
            "draw",
            lambda self, shown, caption, counter="", p=players: lines[p].append(caption.line),
        )
        for _ in recap_images(battle, loaded.assets, frames, options)[1]:
            pass
    hiding = [line for line in lines[False] if "hidden" in line]
    assert hiding and not any("hidden" in line for line in lines[True])
    assert "" in lines[True] and len(lines[True]) == len(lines[False])


def _frames_of(path):  # type: ignore[no-untyped-def]
    with Image.open(path) as image:
        return [frame.info.get("duration") for frame in ImageSequence.Iterator(image)]


@pytest.mark.parametrize("suffix", [".gif", ".png"])
def test_campal_recap_writes_an_animation_of_a_round(tmp_path, suffix):
    out = tmp_path / f"recap{suffix}"
    with as_file(files("campal.resources") / "samples" / "sifrp-batalla.campal") as path:
        result = campal("recap", path, out, "--round", 2, "--width", 480, "--fps", 6, "--lang", "es")
    assert result.returncode == 0, result.stderr
    battle = _loaded("sifrp-batalla").battle
    steps = sum(1 for entry in battle.log if entry.round == 2)
    durations = _frames_of(out)
    assert len(durations) >= steps
    assert sum(1 for d in durations if d == HOLD_MS) == steps
    with Image.open(out) as image:
        assert image.size[0] == 480


def test_campal_recap_writes_a_video_where_av_is_installed(tmp_path):
    av = pytest.importorskip("av")
    out = tmp_path / "recap.mp4"
    with as_file(files("campal.resources") / "samples" / "bastionland-vado.campal") as path:
        result = campal("recap", path, out, "--from", 1, "--to", 5, "--width", 320, "--fps", 4)
    assert result.returncode == 0, result.stderr
    with av.open(str(out)) as container:
        stream = container.streams.video[0]
        assert stream.codec_context.width == 320
        assert sum(1 for _ in container.decode(stream)) >= 5 * HOLD_MS * 4 // 1000


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--round", 9), "no round 9"),
        (("--from", 5, "--to", 2), "from 1 to 54"),
        (("--round", 1, "--from", 2), "two ways"),
        (("--fps", 100), "between 2 and 30"),
    ],
)
def test_campal_recap_refuses_what_it_cannot_draw(tmp_path, args, words):
    with as_file(files("campal.resources") / "samples" / "sifrp-batalla.campal") as path:
        result = campal("recap", path, tmp_path / "r.gif", *args)
    assert result.returncode == 2 and words in result.stderr.lower(), result.stderr


def test_a_battle_saved_without_its_opening_says_it_cannot_be_replayed(tmp_path):
    from campal.core.io import save_battle

    loaded = _loaded("sifrp-batalla")
    old = tmp_path / "old.campal"
    save_battle(old, loaded.battle.model_copy(update={"opening": None}), loaded.assets, backup=False)
    result = campal("recap", old, tmp_path / "r.gif")
    assert result.returncode == 2 and "cannot be replayed" in result.stderr
