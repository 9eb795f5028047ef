""""At the beginning of your draw step, draw an additional card" (Howling Mine, Dictate of
Kruphix, Font of Mythos): in a triggered ability, "an additional card" / "two additional
cards" is a plain draw (121.1; the word says only that the turn's draw, 504.1, happened or
will happen besides). Read by rewording to "a card" / "two cards" for the effect reader and
marking the draw `additional` for the round trip (render.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_ADDITIONAL = re.compile(r"\b(draws?) (an|one|two|three|four) additional (cards?)\b")
_NUMBERS = ("", "an", "two", "three", "four")


def read(body: str, compile_: Callable[[str], list[dict[str, Any]] | None]
         ) -> list[dict[str, Any]] | None:
    """The effects of `body` if it draws "additional" cards, each such draw marked; else
    None. `compile_` reads effects (effects.compile_effects with the trigger's context)."""
    found = list(_ADDITIONAL.finditer(body))
    if not found:
        return None
    plain = _ADDITIONAL.sub(lambda m: f"{m.group(1)} {_plain(m.group(2))} {m.group(3)}", body)
    effects = compile_(plain)
    if not effects:
        return None
    draws = [e for e in effects if "draw" in e]
    if len(draws) != len(found):  # each "additional" draw is one draw effect
        return None
    for e in draws:
        e["draw"] = {**e["draw"], "additional": True}
    return effects


def _plain(number: str) -> str:
    return "a" if number in ("an", "one") else number


def render_additional(count: Any) -> str:
    if not isinstance(count, int) or not 1 <= count < len(_NUMBERS):
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("an additional draw of no fixed number")
    return f"{_NUMBERS[count]} additional card{'s' if count > 1 else ''}"
