"""A counterspell's delayed mana (603.7, 603.7c), in the Oracle compiler:

  Counter target spell. At the beginning of your next main phase, add an amount of {C} equal
  to that spell's mana value.                                            (Mana Drain)
  Counter target spell. At the beginning of your next precombat main phase, add X mana in any
  combination of colors, where X is that spell's mana value.             (Plasm Capture)

  Counter target spell. Its controller may draw up to two cards at the beginning of the next
  turn's upkeep.                                                          (Arcane Denial)

The second sentence sets up a delayed triggered ability (603.7a) that triggers at the
beginning of its controller's next (precombat) main phase (603.7b, 603.7d, 505.1:
rules/delayed_main.py). "That spell's mana value" is the countered spell's as it last existed
on the stack (608.2h), counted as the delayed ability is set up (603.7c: `amounts_now`,
effects/delayed_amounts.py): by the time it resolves, the spell is gone and the ability has no
target. -> `delayed` with `when` your_next_main / your_next_precombat_main. Arcane Denial's
remembers the countered spell's controller as it last existed on the stack (608.2h, 603.7c:
`remember` target_controller), who chooses how many cards to draw (608.2d: `draw_up_to` who
remembered)."""

from __future__ import annotations

import re
from typing import Any

WHEN = {"at the beginning of your next main phase": "your_next_main",
        "at the beginning of your next precombat main phase": "your_next_precombat_main"}
_WORDS = {v: k for k, v in WHEN.items()}
_WHEN = "|".join(re.escape(w) for w in WHEN)
_COLORLESS = "add an amount of {C} equal to that spell's mana value"
_ANY = "add X mana in any combination of colors, where X is that spell's mana value"
_SENTENCE = re.compile(rf"(?P<when>{_WHEN}), (?P<inner>{re.escape(_COLORLESS)}|"
                       rf"{re.escape(_ANY)})", re.IGNORECASE)


_CONTROLLER = re.compile(r"Its controller may draw up to (?P<n>two|three) cards at the "
                         r"beginning of the next turn's upkeep")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The `delayed` effect of one sentence above (without its period) right after the
    sentence countering a target spell, or None."""
    if ctx.after_counter != "target":
        return None
    c = _CONTROLLER.fullmatch(s)
    if c is not None:
        from mtg_engine.cards.oracle.phrases import NUMBERS

        return [{"delayed": {"when": "next_upkeep", "remember": "target_controller",
                             "text": s + ".", "effects": [{"draw_up_to": {
                                 "count": NUMBERS[c.group("n")], "who": "remembered"}}]}}]
    m = _SENTENCE.fullmatch(s)
    if m is None:
        return None
    spell = {"mana_value_of": "target"}  # 202.3, 608.2h
    if m.group("inner") == _COLORLESS:
        mana: dict[str, Any] = {"mana": "{C}", "count": spell}  # 106.1
    else:
        mana = {"any_color": spell, "combination": True}  # 106.1a
    return [{"delayed": {"when": WHEN[m.group("when").lower()], "first": True,
                         "amounts_now": True, "text": s + ".",
                         "effects": [{"add_mana": mana}]}}]


def render(p: dict[str, Any], effects: list[dict[str, Any]]) -> str:
    """The words of a `delayed` effect read above (delayed.render), or ""."""
    if p.get("remember") == "target_controller":
        from mtg_engine.cards.oracle.render_phrases import _num

        body = effects[0].get("draw_up_to") if len(effects) == 1 else None
        if p["when"] != "next_upkeep" or body is None or body.get("who") != "remembered" \
                or body.get("count") not in (2, 3) or set(body) != {"count", "who"}:
            return ""
        return f"its controller may draw up to {_num(body['count'])} cards at the beginning " \
            "of the next turn's upkeep"
    words = _WORDS.get(p["when"])
    if words is None or len(effects) != 1 or set(effects[0]) != {"add_mana"}:
        return ""
    mana = effects[0]["add_mana"]
    spell = {"mana_value_of": "target"}
    if mana == {"mana": "{C}", "count": spell}:
        return f"{words}, {_COLORLESS}"
    if mana == {"any_color": spell, "combination": True}:
        return f"{words}, {_ANY}"
    return ""
