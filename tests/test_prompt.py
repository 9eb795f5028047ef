"""Numbers typed at a prompt: ASCII digits in range, anything else is asked again."""

from __future__ import annotations

import pytest

from mtg_engine.play.prompt import MENU_BASE, menu_range, parse_choice, parse_number


@pytest.mark.parametrize("text", ["²", "٣", "1.0", "-1", "abc", "", " ", "1e3", "0x10",
                                  "9" * 5000, "१"])
def test_not_a_number(text: str) -> None:
    assert parse_number(text, 0) is None
    assert parse_choice(text, 3) is None


def test_numbers_in_range() -> None:
    assert parse_number(" 7 ", 0, 10) == 7
    assert parse_number("007", 0, 10) == 7
    assert parse_number("11", 0, 10) is None
    assert parse_number("0", 1) is None
    assert MENU_BASE == 1
    assert parse_choice("1", 3) == 0 and parse_choice("3", 3) == 2
    assert parse_choice("0", 3) is None and parse_choice("4", 3) is None
    assert menu_range(3) == "1 to 3"
