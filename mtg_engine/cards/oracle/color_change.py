""""Target creature becomes blue until end of turn." / "~ becomes colorless until end of turn."
(105.3, 613.1e: a colour-changing effect in layer 5, for the turn, 611.2a) in the Oracle
compiler: grammar.lark's `becomes_color` verb phrase; the IR `SetColors`; the DSL a
`continuous` effect with `set_colors` (the letters; "" colourless) until end of turn; the
engine applies it in layer 5 (rules/layers.py). A colour of the player's choice is not read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir

_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NAMES = {v: k for k, v in _LETTERS.items()}


@dataclass(frozen=True, slots=True)
class SetColors:
    """"[object] becomes <colour> until end of turn" (613.1e)."""

    what: ir.Subject
    colors: str  # WUBRG letters; "" colourless


def vp(word: str) -> tuple[str, str]:
    """The verb phrase of "becomes <colour>" / "becomes colorless"."""
    return ("set_colors", "" if word == "colorless" else _LETTERS[word])


def lower(low: Any, ins: SetColors) -> list[dict[str, Any]]:
    return [{"continuous": {"what": low.object(ins.what), "set_colors": ins.colors,
                            "until": "end_of_turn"}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a `continuous` effect, or None if it isn't one."""
    if "choose" in p or "set_land_subtypes" in p:  # (chosen_words.py)
        from mtg_engine.cards.oracle.chosen_words import render as render_becomes

        return render_becomes(refs, p)
    if set(p) != {"what", "set_colors", "until"} or p["until"] != "end_of_turn" \
            or len(p["set_colors"]) > 1:
        return None
    color = _NAMES[p["set_colors"]] if p["set_colors"] else "colorless"
    return refs.obj(p["what"]), f"becomes {color} until end of turn"
