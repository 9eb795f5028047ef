"""Another counter of each kind (or of a chosen kind) one target permanent or player has
(122.1; effects/counter_kinds_each.py): "for each kind of counter on target permanent or player,
give that permanent or player another counter of that kind" (Skyship Plunderer, Maulfist
Revolutionary), "for each kind of counter on target permanent, put another counter of that
kind on it or remove one from it" (Quarry Hauler, Dramatist's Puppet), "Choose a counter on
target permanent or player. Give that permanent or player another counter of that kind."
(Animation Module). The DSL: `each_kind_counters` {what: target, mode}.

Also the target "target artifact, creature, planeswalker, or opponent" of "Remove up to five
counters from ..." (Price of Betrayal; 115.1: a permanent of those types or an opponent, the
target kind `permanent_or_opponent`)."""

from __future__ import annotations

import re
from typing import Any

# the sentence of each mode, by the kind of its target ("target permanent [or player]")
_TEXTS: dict[tuple[str, str], str] = {
    ("give", "permanent_or_player"): "For each kind of counter on target permanent or player, "
    "give that permanent or player another counter of that kind.",
    ("give_or_remove", "permanent"): "For each kind of counter on target permanent, put another "
    "counter of that kind on it or remove one from it.",
    ("one", "permanent_or_player"): "Choose a counter on target permanent or player. Give that "
    "permanent or player another counter of that kind.",
}


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of the whole text, or None if it isn't one of these (only as the ability's
    one target)."""
    said = text.strip()
    said = said[:1].upper() + said[1:]
    got = next((k for k, v in _TEXTS.items() if v == said), None)
    if got is None or ctx.targets:
        return None
    mode, kind = got
    ctx.targets.append({"kind": kind})
    return [{"each_kind_counters": {"what": "target", "mode": mode}}]


def render(refs: Any, p: dict[str, Any]) -> str | None:
    """The sentence of such an effect (lower case first), or None for another."""
    if set(p) != {"what", "mode"} or p["what"] != "target" or len(refs.targets) != 1 \
            or set(refs.targets[0]) != {"kind"}:
        return None
    text = _TEXTS.get((p["mode"], refs.targets[0]["kind"]))
    if text is None:
        return None
    refs.said.add("target")
    return text[0].lower() + text[1:-1]


# "Remove up to five counters from target artifact, creature, planeswalker, or opponent."
_OR_OPPONENT = re.compile(r"^Remove up to (?P<n>one|two|three|four|five|six|seven) counters from "
                          r"target (?P<types>(?:(?:artifact|creature|planeswalker|enchantment|"
                          r"land), )+)or opponent\.$")
_NUMS = ("zero", "one", "two", "three", "four", "five", "six", "seven")


def lower_or_opponent(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """"Remove up to N counters from target <types>, or opponent." (122.8, 608.2d: how many of
    each kind, chosen as it resolves: rules/counter_kind_choice.remove_up_to), or None."""
    m = _OR_OPPONENT.match(text.strip())
    if m is None or ctx.targets:
        return None
    types = [t.capitalize() for t in m["types"].rstrip(", ").split(", ")]
    if len(types) < 2:
        return None
    ctx.targets.append({"kind": "permanent_or_opponent", "filter": {"types": types}})
    return [{"remove_counters": {"kind": "any", "what": "target", "count": _NUMS.index(m["n"]),
                                 "up_to": True}}]


def describe_or_opponent(spec: dict[str, Any]) -> str:
    """"target artifact, creature, planeswalker, or opponent" (render_phrases.describe_target)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = spec.get("filter", {})
    types = f.get("types", [])
    if f == {"types": ["Creature", "Planeswalker"], "controller": "opponent"} \
            and set(spec) == {"kind", "filter"}:  # (phrases.target_spec)
        return "target opponent, creature an opponent controls, or planeswalker an opponent " \
            "controls"
    if set(f) != {"types"} or len(types) < 2 or set(spec) - {"kind", "filter"}:
        raise RenderError("a target permanent or opponent")
    return "target " + ", ".join(t.lower() for t in types) + ", or opponent"
