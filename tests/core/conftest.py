"""Every command the core's tests execute goes into the crash journal's form and back unchanged:
a command class holding a value the journal cannot write fails here, not in a GM's recovery."""

from __future__ import annotations

import json

import pytest

from campal.core.engine import Engine
from campal.core.engine.command_codec import CommandCodecError, dump_command, load_command


@pytest.fixture(autouse=True)
def every_command_survives_the_journal(monkeypatch):
    execute = Engine.execute

    def checked(self, command):
        problem = None
        try:
            data = json.loads(json.dumps(dump_command(command), allow_nan=False))
        except CommandCodecError as error:
            problem = error  # fine for a command the engine refuses (NaN, a point off any map)
        else:
            try:
                assert load_command(data) == command
            except CommandCodecError as error:
                # A record built without validation (model_construct) that the engine repaired:
                # the journal keeps the document the command left instead (StepTracker).
                assert "not a valid record" in str(error), error
        entry = execute(self, command)
        assert problem is None, f"the engine accepted a command the journal cannot keep: {problem}"
        return entry

    monkeypatch.setattr(Engine, "execute", checked)
