"""603.7b-c, 611.2a: a delayed triggered ability that watches the objects the instruction
targets, until its controller's next turn:

  Choose up to two target creatures. Until your next turn, whenever either of those creatures
      deals combat damage, you draw a card.  (Tamiyo, Field Researcher)

-> the targets (one word "target", 115.1; "up to": optional), then `turn_trigger` with
`until: your_next_turn` and `watch` (the targets): the ability's event object must be one of
those objects (the filter's `watched`, rules/turn_triggers.watched; 400.7: the same objects,
a creature that left and came back is another). Only events whose filter is the object that
acts (`_EVENTS`) are read."""

from __future__ import annotations

import copy
import re
from typing import Any

_NUMBER = {"two": 2, "three": 3}
_PASSAGE = re.compile(r"^Choose (?P<up>up to )?(?P<n>two|three) target (?P<noun>creature)s\. "
                      r"Until your next turn, whenever (?P<which>either|any) of those "
                      r"(?P=noun)s (?P<event>deals combat damage), (?P<effect>[^.]+\.)$")
_EVENTS = ("creature_deals_combat_damage",)  # (510.2: its filter is the damage's source)


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effects of such a passage (the whole text), or None."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK
    from mtg_engine.cards.oracle.emblems import CARD_NAME, register
    from mtg_engine.cards.oracle.turn_triggers import _ability

    m = _PASSAGE.fullmatch(text.strip())
    n = _NUMBER.get(m.group("n"), 0) if m else 0
    if m is None or ctx.targets or (m.group("which") == "either") != (n == 2):
        return None
    sink, card = _TOKEN_SINK.get(), CARD_NAME.get()
    trigger = _ability(f"Whenever a {m.group('noun')} {m.group('event')}, {m.group('effect')}")
    if sink is None or not card or trigger is None or trigger.get("event") not in _EVENTS \
            or "filter" not in trigger:
        return None
    trigger["filter"] = {**trigger["filter"], "watched": True}
    spec = {"kind": m.group("noun"), "word": 1, **({"optional": True} if m.group("up") else {})}
    watch = [ctx.add_target(dict(spec)) for _ in range(n)]
    name = register(sink, f"{card} Turn Trigger", {"triggers": [trigger]})
    return [{"turn_trigger": {"name": name, "until": "your_next_turn", "watch": watch}}]


def render(refs: Any, p: dict[str, Any], tokens: dict[str, dict[str, Any]]) -> str:
    """The English of `lower_text`'s effect, from its targets and the ability's definition."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.turn_triggers import render as render_turn

    watch, t = p.get("watch"), tokens.get(p.get("name", ""))
    specs = refs.targets[:len(watch or ())]
    if not watch or t is None or len(t.get("triggers", ())) != 1 or len(specs) != len(watch) \
            or watch != [("target" if i == 0 else f"target:{i}") for i in range(len(watch))] \
            or len(refs.targets) != len(watch) or any(s != specs[0] for s in specs) \
            or set(specs[0]) - {"kind", "word", "optional"} or len(watch) not in (2, 3):
        raise RenderError("a delayed triggered ability watching targets")
    trigger = copy.deepcopy(t["triggers"][0])
    if not trigger.get("filter", {}).pop("watched", False):
        raise RenderError("a delayed triggered ability watching targets")
    noun = specs[0]["kind"]
    said = render_turn({k: v for k, v in p.items() if k != "watch"},
                       {**tokens, p["name"]: {**t, "triggers": [trigger]}})
    head = f"until your next turn, whenever a {noun} "
    if not said.startswith(head):
        raise RenderError("a delayed triggered ability watching targets")
    refs.said.update(watch)
    number = {2: "two", 3: "three"}[len(watch)]
    which = "either" if len(watch) == 2 else "any"
    up = "up to " if specs[0].get("optional") else ""
    return (f"choose {up}{number} target {noun}s. until your next turn, whenever {which} of "
            f"those {noun}s {said[len(head):]}")
