"""A log whose recorded events or parameters are odd still reads: the report never fails."""

from campal.core.model import Battle, LogEntry, Message
from campal.core.report import render_log


def battle_with(entry: LogEntry) -> Battle:
    return Battle(log=(entry,))


def test_an_event_message_that_is_not_a_message_is_left_out():
    entry = LogEntry(
        seq=0, message=Message(key="token.moved", params={"name": "A"}), events=({"message": {"key": 5}},)
    )
    assert "A" in render_log(battle_with(entry), "es")


def test_a_parameter_of_the_wrong_kind_for_its_template_is_shown_raw():
    entry = LogEntry(seq=0, message=Message(key="token.moved", params={"name": "A"}), events=())
    report = render_log(battle_with(entry), "en")
    assert "A" in report
    import campal.core.report.prose as prose

    lang = prose.language("en")
    assert "x=y" in prose._fill("{x:.0f} m", {"x": "y"}, lang)


def test_the_dice_tray_skips_a_recorded_roll_it_cannot_read(qapp):
    from campal.ui.play.dice_tray import tray_rows

    entry = LogEntry(seq=0, message=Message(key="token.moved"), events=({"roll": {"bogus": True}},))
    assert tray_rows(battle_with(entry)) == []
