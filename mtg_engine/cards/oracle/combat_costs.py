"""Costs to attack and to block in Oracle text and back to English (508.1d, 508.1h, 509.1c-d;
the engine's side: rules/combat_costs.py).

Read here (an anthem's restrictions with their costs):
- "~ can't attack unless you pay {1} for each +1/+1 counter on it." (Phyrexian Marauder),
  "~ can't attack or block unless you pay {2}." (Qal Sisma Behemoth);
- "Enchanted creature can't attack or block unless its controller pays {1} for each card in
  your hand." (Cowed by Wisdom), "... pays {3}." (Oppressive Rays);
- "Creatures can't block unless their controller pays {1} for each of those creatures."
  (Archangel of Tithes, "As long as ~ is attacking, ...": a cost for each blocker, 509.1c);
- "Creatures can't attack you [or planeswalkers you control] unless their controller pays {X}
  for each ..., where X is <amount>." (Sphere of Safety, Collective Restraint: static_restrictions'
  cost to attack you, X counted as the attack is declared, 107.3, 608.2h).

The "for each" and "where X is" amounts are read and said as in "You gain 1 life for each
...", "You gain X life, where X is ..." (amounts.py), from the point of view of the ability's
controller and its source ("it": the creature itself, for ~).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.render_phrases import RenderError

_COSTED = re.compile(r"(~|Enchanted creature) can't (attack|block|attack or block) unless "
                     r"(you pay|its controller pays) ((?:\{[0-9WUBRGC]+\})+)"
                     r"(?: for each (.+))?\.")
_PAYER = {"~": "you pay", "Enchanted creature": "its controller pays"}
_AFFECTS = {"~": "self", "Enchanted creature": "enchanted"}
_KINDS = {"attack": ("cant_attack_unless_paid",), "block": ("cant_block_unless_paid",),
          "attack or block": ("cant_attack_unless_paid", "cant_block_unless_paid")}
_COST_FIELD = {"cant_attack_unless_paid": "attack_cost", "cant_block_unless_paid": "block_cost"}
_EACH_PREFIX = "Gain 1 life for each "
_X_PREFIX = "Gain X life, where X is "


# 509.1c-d: "Creatures can't block unless their controller pays {1} for each of those
# creatures." (Archangel of Tithes, said "As long as ~ is attacking, ..."): each creature's cost
# to block, paid by the player declaring the blocks
_GROUP_BLOCK = re.compile(r"Creatures can't block unless their controller pays "
                          r"((?:\{[0-9WUBRGC]+\})+) for each of those creatures\.")
_GROUP_BLOCK_WORDS = "Creatures can't block unless their controller pays {} for each of those " \
    "creatures."


def lower(para: str) -> dict[str, Any] | None:
    """The anthem of a paragraph of this module's, or None."""
    m = _GROUP_BLOCK.fullmatch(para)
    if m is not None:
        return {"anthem": {"filter": {"types": ["Creature"]},
                           "restrictions": [{"cant_block_unless_paid": {}}],
                           "block_cost": m.group(1)}}
    m = _COSTED.fullmatch(para)
    if m is None:
        return _where_x(para)
    who, verbs, payer, cost, each = m.groups()
    if payer != _PAYER[who]:
        return None
    kinds = _KINDS[verbs]
    out: dict[str, Any] = {"affects": _AFFECTS[who],
                           "restrictions": [{k: {}} for k in kinds]}
    for k in kinds:
        out[_COST_FIELD[k]] = cost
    if each is not None:
        said = each.removesuffix(" on it") + " on ~" if each.endswith(" on it") and who == "~" \
            else each
        amount = _amount(f"You gain 1 life for each {said}.")
        if amount is None:
            return None
        out["cost_each"] = amount
    return {"anthem": out}


def _where_x(para: str) -> dict[str, Any] | None:
    """Sphere of Safety's and Collective Restraint's cost to attack you, {X} for each creature
    (static_restrictions._cant_attack_you reads the rest, with {X} as a cost)."""
    from mtg_engine.cards.oracle.static_restrictions import _cant_attack_you

    m = re.fullmatch(r"(.+ can't attack you.* unless their controller pays )\{X\}( for each "
                     r"[^,]+), where X is (.+)\.", para)
    if m is None:
        return None
    st = _cant_attack_you(f"{m.group(1)}{{1}}{m.group(2)}.")
    amount = _amount(f"You gain X life, where X is {m.group(3)}.")
    if st is None or amount is None or st["anthem"].get("attack_cost") != "{1}":
        return None
    return {"anthem": {**st["anthem"], "attack_cost": "{X}", "cost_x": amount}}


def _amount(sentence: str) -> dict[str, Any] | None:
    """The amount `sentence` gains life by (read as in an effect, amounts.py), or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    got = compile_effects(Ctx(allow_x=False, on_permanent=True), sentence)
    if not got or len(got) != 1 or set(got[0]) != {"gain_life"} \
            or set(got[0]["gain_life"]) != {"amount"} \
            or not isinstance(got[0]["gain_life"]["amount"], dict):
        return None
    return got[0]["gain_life"]["amount"]


def is_costed(p: dict[str, Any]) -> bool:
    """Is the anthem `p` one of this module's (render with `render`)?"""
    return any(k in p for k in ("block_cost", "cost_each", "cost_x"))


def render(p: dict[str, Any]) -> str:
    """The English of an anthem of this module's."""
    if "cost_x" in p:
        from mtg_engine.cards.oracle.render_statics import render_static

        head = render_static({"anthem": {k: v for k, v in p.items() if k != "cost_x"}})
        return f"{head.removesuffix('.')}, where X is {_said(p['cost_x'], 'where_x', _X_PREFIX)}."
    if set(p) - {"as_long_as"} == {"filter", "restrictions", "block_cost"} \
            and p["filter"] == {"types": ["Creature"]} \
            and p["restrictions"] == [{"cant_block_unless_paid": {}}]:  # 509.1c (_GROUP_BLOCK)
        text = _GROUP_BLOCK_WORDS.format(p["block_cost"])
        if "as_long_as" in p:  # 611.3a (render_statics.static_forms_worded: said first too)
            from mtg_engine.cards.oracle.render_statics import condition_clauses

            text = f"{text[:-1]} {condition_clauses(p['as_long_as'])[0]}."
        return text
    who = next((w for w, a in _AFFECTS.items() if p.get("affects") == a), None)
    kinds = tuple(next(iter(r)) for r in p.get("restrictions", ()))
    verbs = next((v for v, ks in _KINDS.items() if ks == kinds), None)
    costs = {p.get(_COST_FIELD[k], "") for k in kinds}
    if who is None or verbs is None or len(costs) != 1 or "" in costs \
            or any(next(iter(r.values())) for r in p["restrictions"]) \
            or set(p) - {"affects", "restrictions", "attack_cost", "block_cost", "cost_each"}:
        raise RenderError("a cost to attack or block")
    text = f"{who} can't {verbs} unless {_PAYER[who]} {costs.pop()}"
    if "cost_each" in p:
        each = _said(p["cost_each"], "for_each", _EACH_PREFIX)
        if who == "~" and each.endswith(" on ~"):
            each = each.removesuffix(" on ~") + " on it"
        text += f" for each {each}"
    return text + "."


def _said(amount: dict[str, Any], form: str, prefix: str) -> str:
    """An amount's words in a form ("for_each", "where_x"), after the prefix of the life
    gained by it."""
    from mtg_engine.cards.oracle.amount_render import amount_form
    from mtg_engine.cards.oracle.render import render_effects

    with amount_form(form):
        text = render_effects([{"gain_life": {"amount": amount}}], [])
    if not text.startswith(prefix):
        raise RenderError("a cost to attack or block's amount")
    return text[len(prefix):].removesuffix(".")
