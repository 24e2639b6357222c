"""While a save or an open runs on its worker, Python hands the interpreter over every
millisecond, so the window's thread waits that long at most each time it asks for it; before and
after, the interval is Python's own, and a short turn of the window is not cut for other
workers."""

import sys

from campal.ui.document import background
from campal.ui.startup.interpreter_turns import SWITCH_S


def test_a_save_and_an_open_run_with_the_short_interval_and_put_the_usual_one_back(
    window, tmp_path, monkeypatch, answer
):
    usual = sys.getswitchinterval()
    assert usual > SWITCH_S
    seen: list[float] = []
    save, load = background.save_battle, background.load_battle

    def saving(*args, **kwargs):
        seen.append(sys.getswitchinterval())
        return save(*args, **kwargs)

    def loading(*args, **kwargs):
        seen.append(sys.getswitchinterval())
        return load(*args, **kwargs)

    monkeypatch.setattr(background, "save_battle", saving)
    monkeypatch.setattr(background, "load_battle", loading)
    path = tmp_path / "guardada.campal"
    assert window._save_to(path)
    assert sys.getswitchinterval() == usual
    assert window.open_path(path, ask=False)
    assert sys.getswitchinterval() == usual
    assert seen == [SWITCH_S, SWITCH_S]


def test_a_save_that_fails_puts_the_usual_interval_back(window, tmp_path, answer):
    usual = sys.getswitchinterval()
    answer()
    assert not window._save_to(tmp_path / "no-hay" / "carpeta" / "b.campal")
    assert sys.getswitchinterval() == usual
