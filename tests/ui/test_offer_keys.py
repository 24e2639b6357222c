"""Offer keys: a system may offer more actions than there are letters and digits."""

from campal.ui.play.offer_list import assign_keys


def test_offers_past_the_letters_and_digits_keep_no_key():
    keys = assign_keys([f"Action {n}" for n in range(40)])  # six letters and nine digits to share
    given = [k for k in keys if k]
    assert len(keys) == 40 and len(given) == len(set(given)) == 15 and keys[15:] == [""] * 25
