""""Return target <card> from your graveyard to your hand. If <condition>, you may return that
<card> to the battlefield instead." (Emeria Shepherd: 608.2c, 614.1a-like wording inside the
effect). The condition is judged as the instruction is carried out (608.2c); when it holds,
the controller may put the card onto the battlefield in place of returning it to the hand
(a choice, 608.2d); when they don't, the first instruction stands and it returns to the hand:

  move the target to hand             if not <condition>
  move it to the battlefield, may     if <condition>
  move the target to hand             if <condition> and it wasn't done (declined)

(rules/stack.py: the rider right after an instruction carried out because its condition
didn't hold is skipped, 608.2c; a card moved to the battlefield is a new object, 400.7, and
"did" is then true: the hand isn't reached.)

"that land is a Plains" after "Whenever a land enters the battlefield ...": the land the
trigger remembers (603.10a), as it is now or as it last existed (608.2h): {kind: it_is,
filter: {types: [Land], subtypes: [Plains]}} (rules/last_known_conditions.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_TEXT = re.compile(r"^(?P<first>Return target (?P<what>[^.]+?) card from your graveyard to your "
                   r"hand\.) If (?P<cond>[^,]+), you may return that (?P<again>[^.]+?) card to "
                   r"the battlefield instead\.$")
_THAT_IS = re.compile(r"^that (?P<noun>land|creature|artifact|enchantment|permanent) is an? "
                      r"(?P<kind>[A-Z][a-z]+)$")


def _that_is(cond: str) -> dict[str, Any] | None:
    """"that land is a Plains": of the object the trigger's event involved (603.10a), only
    in such an effect."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    m = _THAT_IS.match(cond)
    bound = EVENT_REFERENT.get()
    if m is None or bound is None or bound.kind != "remembered" or bound.player:
        return None
    kind = m.group("kind")
    if kind not in CREATURE_TYPES and kind not in NONCREATURE_SUBTYPES:
        return None
    noun = m.group("noun")  # (the noun's type too, but "permanent": its wording)
    types = {} if noun == "permanent" else {"types": [noun.capitalize()]}
    return {"kind": "it_is", "filter": {**types, "subtypes": [kind]}}


def lower(ctx: Any, text: str,
          plain: Callable[[Any, str], list[dict[str, Any]] | None]) -> list[dict[str, Any]] | None:
    """The three instructions of the text, or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    m = _TEXT.match(text.strip())
    if m is None or m.group("again") != m.group("what"):
        return None
    cond = _that_is(m.group("cond")) or lower_condition(m.group("cond"))
    if not isinstance(cond, dict):
        return None
    before = len(ctx.targets)
    first = plain(ctx, m.group("first"))
    if first is None or len(first) != 1 or first[0].get("move") != {"what": "target",
                                                                      "to": "hand"} \
            or len(ctx.targets) != before + 1:
        return None
    from mtg_engine.cards.oracle.conditional_effects import negated

    hand = {"what": "target", "to": "hand"}
    return [{"move": {**hand, "if": negated(cond)}},
            {"move": {"what": "target", "to": "battlefield", "may": True, "if": cond}},
            {"move": {**hand, "if": declined(cond)}}]


def declined(cond: dict[str, Any]) -> dict[str, Any]:
    """The condition of the third instruction: `cond` held and the battlefield was declined
    (not "did_not" alone: declining the whole optional ability, 603.5, returns nothing, where
    rules/stack._not_done would resume at a "did_not" instruction)."""
    return {"kind": "all_of", "parts": [cond, {"kind": "did_not"}]}


def render(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> str | None:
    """The English of `lower`'s three instructions, or None for any other list."""
    from mtg_engine.cards.oracle.conditional_effects import negated

    if len(effects) != 3 or len(targets) != 1 or any(set(e) != {"move"} for e in effects):
        return None
    a, b, c = (e["move"] for e in effects)
    cond = b.get("if")
    if not isinstance(cond, dict) or a != {"what": "target", "to": "hand",
                                           "if": negated(cond)} \
            or b != {"what": "target", "to": "battlefield", "may": True, "if": cond} \
            or c != {"what": "target", "to": "hand", "if": declined(cond)}:
        return None
    from mtg_engine.cards.oracle.render import render_effects

    first = render_effects([{"move": {"what": "target", "to": "hand"}}], targets, None)
    said = re.match(r"^Return target (.+?) card from your graveyard to your hand\.$", first)
    if said is None:
        return None
    return f"{first} If {_cond_words(cond)}, you may return that {said.group(1)} card to the " \
        "battlefield instead."


def _cond_words(cond: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.conditions import condition_wording

    f = cond.get("filter", {})
    if cond.get("kind") == "it_is" and set(cond) == {"kind", "filter"} \
            and set(f) <= {"types", "subtypes"} and len(f.get("subtypes", ())) == 1 \
            and len(f.get("types", ["Permanent"])) == 1:
        noun = f.get("types", ["Permanent"])[0].lower()
        kind = f["subtypes"][0]
        return f"that {noun} is {'an' if kind[0] in 'AEIOU' else 'a'} {kind}"
    return condition_wording(cond)
