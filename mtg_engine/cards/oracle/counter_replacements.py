"""Replacement effects that change how many counters are put or tokens created (614.1a,
614.16): "If one or more +1/+1 counters would be put on a creature you control, twice that
many +1/+1 counters are put on it instead." (Corpsejack Menace), "... that many plus one ..."
(Conclave Mentor), "If an effect would create one or more tokens under your control, it
creates twice that many of those tokens instead." (Parallel Lives). The DSL is the built-in
Hardened Scales' and Doubling Season's (rules/replacement.py: `double`, `add`).

Counters on players and who puts counters (122.1, 122.6): Winding Constrictor's and Vorinclex's
wordings (`_EACH_KIND`, rules/player_counters.py), Vizier of Remedies' "minus one" (the
counters a cost puts go through them too, 118.3: rules/ability_costs.pay). Not read: "an
effect would put" (the built-in Doubling Season's `condition: by_effect`: costs excluded)."""

from __future__ import annotations

import re
from typing import Any

# 614.16: who the counters would be put on -> the DSL's affects / filter
_ON = {"a creature you control": {"types": ["Creature"], "controller": "you"},
       "a creature": {"types": ["Creature"]}}
_HOW = {"twice that many": ("double", None), "that many plus one": ("add", 1),
        "that many plus two": ("add", 2)}
_COUNTERS = re.compile(
    r"^If (?P<modular>a modular triggered ability would put )?one or more (?P<kind>\+1/\+1) "
    r"counters (?(modular)|would be put )on (?P<on>a creature you control|"
    r"a creature), (?P<how>twice that many|that many plus one|that many plus two) (?P=kind) "
    r"counters are put on (?P<it>it|that creature) instead\.$")
_TOKENS: dict[str, dict[str, Any]] = {
    "If an effect would create one or more tokens under your control, it creates twice that "
    "many of those tokens instead.": {"instead": "double", "affects": "you"},
    # 614.16, 111.10a: one more Treasure whenever you would create Treasures (Xorn)
    "If you would create one or more Treasure tokens, instead create those tokens plus an "
    "additional Treasure token.": {"instead": "add", "amount": 1, "affects": "you",
                                   "filter": {"subtypes": ["Treasure"]}},
}


# 614.16, 122.1: counters of any kind ("of each of those kinds") on a permanent you control
# (Pir), or +1/+1 counters on ~ itself (Mowu)
_ANY_KIND = ("If one or more counters would be put on a permanent you control, that many plus "
             "one of each of those kinds of counters are put on that permanent instead.")
_ON_SELF = re.compile(r"^If one or more (?P<kind>\+1/\+1) counters would be put on ~, "
                      r"(?P<how>twice that many|that many plus one|that many plus two) "
                      r"(?P=kind) counters are put on it instead\.$")


# 614.16, 122.1, 122.6: counters of each kind, on players too, or by who puts them (Winding
# Constrictor, Vorinclex, Monstrous Raider; rules/player_counters.py)
_EACH_KIND: dict[str, dict[str, Any]] = {
    "If one or more counters would be put on an artifact or creature you control, that many "
    "plus one of each of those kinds of counters are put on that permanent instead.":
        {"instead": "add", "amount": 1, "affects": "filter",
         "filter": {"types": ["Artifact", "Creature"], "controller": "you"}},
    "If you would get one or more counters, you get that many plus one of each of those kinds "
    "of counters instead.": {"instead": "add", "amount": 1, "affects": "you"},
    "If you would put one or more counters on a permanent or player, put twice that many of "
    "each of those kinds of counters on that permanent or player instead.":
        {"instead": "double", "affects": "putter_you"},
    "If an opponent would put one or more counters on a permanent or player, they put half "
    "that many of each of those kinds of counters on that permanent or player instead, "
    "rounded down.": {"instead": "half_down", "affects": "putter_opponent"},
    # 614.16, 118.3: one fewer -1/-1 counter, put by an effect or a cost (Vizier of Remedies:
    # none for Devoted Druid's "Put a -1/-1 counter on ~", rules/ability_costs.pay)
    "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 "
    "counters minus one are put on it instead.":
        {"instead": "add", "amount": -1, "affects": "filter", "counter_kind": "-1/-1",
         "filter": {"types": ["Creature"], "controller": "you"}},
}


def _other_forms(para: str) -> dict[str, Any] | None:
    """`lower` for the permanent-you-control (any kind) and ~ forms."""
    if para in _EACH_KIND:
        return {"event": "put_counters", **_EACH_KIND[para], "text": para.rstrip(".")}
    if para == _ANY_KIND:
        return {"event": "put_counters", "instead": "add", "amount": 1, "affects": "filter",
                "filter": {"controller": "you"}, "text": para.rstrip(".")}
    m = _ON_SELF.match(para)
    if m is None:
        return None
    how, amount = _HOW[m.group("how")]
    rep: dict[str, Any] = {"event": "put_counters", "counter_kind": m.group("kind"),
                           "instead": how, "affects": "self", "text": para.rstrip(".")}
    return {**rep, "amount": amount} if amount is not None else rep


def _render_other(rep: dict[str, Any]) -> str | None:
    """The English of `_other_forms`' replacements, or None for others."""
    body = {k: v for k, v in rep.items() if k not in ("event", "text")}
    each = next((t for t, v in _EACH_KIND.items() if v == body), None)
    if each is not None and rep.get("event") == "put_counters":
        return each
    if rep == {"event": "put_counters", "instead": "add", "amount": 1, "affects": "filter",
               "filter": {"controller": "you"}, "text": _ANY_KIND.rstrip(".")}:
        return _ANY_KIND
    if rep.get("affects") != "self" or rep.get("counter_kind") != "+1/+1" \
            or set(rep) - {"event", "instead", "affects", "counter_kind", "amount", "text"}:
        return None
    words = next((w for w, v in _HOW.items() if v == (rep.get("instead"), rep.get("amount"))),
                 None)
    if words is None:
        return None
    return f"If one or more +1/+1 counters would be put on ~, {words} +1/+1 counters are put " \
        "on it instead."


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    other = _other_forms(para)
    if other is not None:
        return other
    tokens = _TOKENS.get(para)
    if tokens is not None:  # 614.16, 111.1
        return {"event": "create_tokens", **tokens, "text": para.rstrip(".")}
    m = _COUNTERS.match(para)
    if m is None:
        return None
    how, amount = _HOW[m.group("how")]
    rep: dict[str, Any] = {"event": "put_counters", "counter_kind": m.group("kind"),
                           "instead": how, "affects": "filter", "filter": _ON[m.group("on")],
                           "text": para.rstrip(".")}
    if amount is not None:
        rep["amount"] = amount
    if m.group("modular"):  # 702.43a: only the counters modular's trigger puts (Zabaz)
        rep["condition"] = "by_modular"
    return rep


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph). "it" or, in one of the renderings,
    "that creature" (copy_control.that_renderings: the same object named again)."""
    from mtg_engine.cards.oracle.copy_control import THAT_AT
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if rep.get("event") == "create_tokens":
        body = {k: v for k, v in rep.items() if k not in ("event", "text")}
        text = next((t for t, v in _TOKENS.items() if v == body), None)
        if text is None:
            raise RenderError("a token replacement other than these")
        return text
    other = _render_other(rep)
    if other is not None:
        return other
    kind, how = rep.get("counter_kind"), rep.get("instead")
    on = next((k for k, v in _ON.items() if v == rep.get("filter")), None)
    if rep.get("event") != "put_counters" or kind != "+1/+1" or on is None \
            or rep.get("affects") != "filter" \
            or set(rep) - {"event", "instead", "affects", "filter", "counter_kind", "amount",
                           "text", "condition"} or rep.get("condition", "by_modular") != "by_modular":
        raise RenderError("a counter replacement other than +1/+1 counters on creatures")
    words = next((w for w, v in _HOW.items() if v == (how, rep.get("amount"))), None)
    if words is None:
        raise RenderError("a counter replacement's amount")
    it = "that creature" if THAT_AT.get() == 1 else "it"
    if rep.get("condition") == "by_modular":  # 702.43a
        return f"If a modular triggered ability would put one or more {kind} counters on {on}, " \
            f"{words} {kind} counters are put on {it} instead."
    return f"If one or more {kind} counters would be put on {on}, {words} {kind} counters " \
        f"are put on {it} instead."
