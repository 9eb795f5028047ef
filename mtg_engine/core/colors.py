"""Colours (105) and their one-letter symbols."""

from __future__ import annotations

from enum import Enum


class Color(str, Enum):
    """The five colours of Magic (105.1), in WUBRG order."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"

    @property
    def title(self) -> str:
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str) -> Color:
        """Accept "W", "white" or "White"."""
        t = text.strip()
        for c in cls:
            if t.upper() == c.value or t.lower() == c.name.lower():
                return c
        raise ValueError(f"unknown colour {text!r}")


WUBRG: tuple[Color, ...] = tuple(Color)
COLOR_LETTERS = "WUBRG"
