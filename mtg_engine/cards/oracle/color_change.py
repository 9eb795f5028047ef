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
    from mtg_engine.cards.oracle.creature_types_change import render as render_types
    from mtg_engine.cards.oracle.spell_colors import render as render_spell_colors

    got = render_types(refs, p)  # 205.3m: all creature types (creature_types_change.py)
    if got is not None:
        return got

    got = render_spell_colors(refs, p)  # a target spell's (spell_colors.py)
    if got is not None:
        return got
    if "choose" in p or "set_land_subtypes" in p:  # (chosen_words.py)
        from mtg_engine.cards.oracle.chosen_words import render as render_becomes

        return render_becomes(refs, p)
    if set(p) != {"what", "set_colors", "until"} or p["until"] != "end_of_turn" \
            or len(p["set_colors"]) > 1:
        return None
    color = _NAMES[p["set_colors"]] if p["set_colors"] else "colorless"
    return refs.obj(p["what"]), f"becomes {color} until end of turn"


def in_turn_run(verb: str, p: dict[str, Any]) -> bool:
    """Whether this rendering says such a colour (or "becomes the color of your choice",
    "gains your choice of deathtouch or lifelink": chosen_words.py) in one run with the pump
    and grant clauses about its object ("Target creature becomes black and gains fear until
    end of turn": one duration for them all, 611.2a), an other wording the round trip tries
    (amount_render.wording)."""
    from mtg_engine.cards.oracle.amount_render import wording

    if verb != "continuous" or p.get("until") != "end_of_turn":
        return False
    colour = set(p) == {"what", "set_colors", "until"} and len(p["set_colors"]) <= 1
    chosen = (set(p) == {"what", "choose", "options", "until"} and p["choose"] == "keyword") \
        or (set(p) == {"what", "choose", "until"} and p["choose"] == "color")
    from mtg_engine.cards.oracle.creature_types_change import is_change

    if is_change(p):  # "gets +3/-3 and loses all creature types until end of turn" (205.3m)
        return True
    return (colour or chosen) and wording("colour_in_run")  # ("your choice of ...")
