"""Oracle text -> a permanent's replacement or prevention effect that applies only while a
condition holds (611.3a, 614.1, 615.1): "As long as ~ is untapped, if a creature would deal
combat damage to you, prevent 1 of that damage." (Thunderstaff), "During your turn, prevent
all damage that would be dealt to you." (Personal Sanctuary). The effect after the condition
is read by the compiler's own readers (compiler._cost_paragraph) and its replacements get
the DSL `as_long_as` (rules/replacement.applicable skips them while it doesn't hold);
rendered back as the condition followed by that effect's own English.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

_DURING = "During your turn, "
_DURING_AFTER = " during your turn."  # "Prevent all damage that would be dealt to ~ during
# your turn." (Gideon Blackblade: the same condition said last)
# the effects of permanents on the battlefield this may make conditional (rules/replacement
# _static_sources: not the ones of a card in another zone, nor the entering permanent's own)
_KINDS = ("static_prevention", "prevent_n", "damage_doubling", "redirect_static",
          "additional_counter")


def read(para: str, read_body: Callable[[str, dict[str, Any]], tuple[str, list[Any], str]]
         ) -> tuple[str, list[Any], str] | None:
    """("replacement_while", [kind, items, condition, replacements], "") for such a
    paragraph, the replacements not yet on the card; None for any other paragraph."""
    split = _split(para)
    if split is None:
        return None
    cond, body = split
    if re.search(r"in_(?:graveyard|hand|exile|library)", json.dumps(cond)):
        return None  # 113.6b: it would function from another zone (only permanents' do here)
    scratch: dict[str, Any] = {}
    kind, items, _why = read_body(body[:1].upper() + body[1:], scratch)
    reps = scratch.get("replacements") or []
    if kind not in _KINDS or set(scratch) != {"replacements"} \
            or any(r.get("event") == "enters" and r.get("affects", "self") == "self"
                   for r in reps):
        return None
    for r in reps:
        r["as_long_as"] = cond
    said_after = para.endswith(_DURING_AFTER) and not para.startswith(_DURING)
    return "replacement_while", [kind, items, cond, reps, *([True] if said_after else [])], ""


def _split(para: str) -> tuple[Any, str] | None:
    from mtg_engine.cards.oracle.conditions import split_condition

    if para.startswith(_DURING):  # (rules/conditions: "your_turn")
        return "your_turn", para[len(_DURING):]
    if para.endswith(_DURING_AFTER) and para.startswith("Prevent "):
        return "your_turn", para[:-len(_DURING_AFTER)] + "."
    if not para.startswith("As long as "):
        return None
    return split_condition(para[len("As long as "):])


def render(items: list[Any], render_body: Callable[[str, list[Any]], str]) -> str:
    """The condition, then the effect's English (rendered without the condition)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.render_statics import static_condition_wordings

    kind, body_items, cond, reps = items[:4]
    if not reps or any(r.get("as_long_as") != cond for r in reps):
        raise RenderError("a condition on a replacement effect")
    plain = copy.deepcopy(body_items)
    for item in plain:
        for r in item if isinstance(item, list) else [item]:
            if isinstance(r, dict):
                r.pop("as_long_as", None)
    body = render_body(kind, plain)
    if cond == "your_turn" and items[4:] == [True] and body.endswith("."):
        return body[:-1] + _DURING_AFTER  # (the condition said last)
    body = body[:1].lower() + body[1:]
    if cond == "your_turn":
        return _DURING + body
    return f"As long as {static_condition_wordings(cond)[0]}, {body}"
