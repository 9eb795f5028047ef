"""602.2b, 601.2f: static abilities changing what activated abilities cost, from Oracle text
to the DSL's `ability_cost` (cards/dsl_activation_costs.py) and back:

  Activated abilities of creatures cost {1} less to activate. This effect can't reduce the
  mana in that cost to less than one mana.                                    (Heartstone)
  Enchanted artifact's activated abilities cost {2} less to activate. ...  (Power Artifact)
  Activated abilities cost {2} more to activate unless they're mana abilities.
  Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.
  Equip costs you pay cost {1} less. / Equip abilities you activate cost {2} less to activate.
  Ninjutsu abilities you activate cost {1} less to activate.
  Activated abilities of creature cards in your graveyard cost {1} less to activate.
  As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling
  costs.                                    (New Perspectives: 118.9, an alternative cost)

Increases only on abilities that aren't mana abilities (the DSL refuses the others); "up to
{2} less" (a reduction the player chooses) isn't read."""

from __future__ import annotations

import re
from typing import Any

_FLOOR = " This effect can't reduce the mana in that cost to less than one mana."
_CHANGE = r"cost \{(?P<n>[1-9])\} (?P<dir>more|less)"
_OF = re.compile(r"(?P<head>Activated|Loyalty) abilities(?: of (?P<objs>.+?))? " + _CHANGE +
                 r" to activate(?P<nonmana> unless they're mana abilities)?\.")
_ATTACHED = re.compile(r"Enchanted (?P<noun>creature|artifact|permanent)'s activated abilities "
                       + _CHANGE + r" to activate\.")
# "<keyword> abilities you activate" / "<keyword> costs you pay": abilities named by keyword
_NAMED = re.compile(r"(?P<kw>Equip|Ninjutsu) (?P<how>abilities you activate|costs you pay) "
                    + _CHANGE + r"(?P<act> to activate)?\.")
# "Abilities you activate that aren't mana abilities cost {2} less to activate." (Zirda): the
# controller's activations, wherever the object is (605.1a: not mana abilities)
_YOURS = re.compile(r"Abilities you activate that aren't mana abilities " + _CHANGE
                    + r" to activate\.")
_NOUNS = {"creature": "Creature", "artifact": "Artifact"}
_GRAVEYARD = "creature cards in your graveyard"
# the groups of permanents whose abilities it names (rules/filters.matches judges them)
_GROUP_FIELDS = frozenset({"types", "colors", "controller", "subtypes", "not_types"})


def _amount(m: re.Match[str]) -> int:
    n = int(m.group("n"))
    return n if m.group("dir") == "more" else -n


def _group(phrase: str) -> dict[str, Any] | None:
    """"creatures", "creatures you control", "planeswalkers your opponents control": the
    filter of the permanents, or None."""
    from mtg_engine.cards.oracle.lower import TYPES
    from mtg_engine.cards.oracle.phrases import describe

    d = describe(phrase, plural=True)
    if d is None or d[0] not in (*TYPES, "permanent") or set(d[1]) - _GROUP_FIELDS:
        return None
    noun, f = d
    return {**f, "types": [TYPES[noun]]} if noun in TYPES else dict(f)


# 118.9: an alternative cost of {0} for the cycling abilities (702.29a, 702.29e) its controller
# activates, under a condition (611.3a): "As long as you have seven or more cards in hand, you
# may pay {0} rather than pay cycling costs." (New Perspectives)
_FREE_CYCLING = "you may pay {0} rather than pay cycling costs."
_FREE = {"abilities": "cycling", "whose": "you", "zone": "any", "free": True}


# 118.9, 702.6a: "You may pay {0} rather than pay the equip cost of the first equip ability you
# activate each turn." (Bruenor Battlehammer): the whole equip cost, the player's choice
# (ActivateAbility.free, rules/free_equip.py)
_FIRST_EQUIP = ("You may pay {0} rather than pay the equip cost of the first equip ability you "
                "activate each turn.")
_FIRST_EQUIP_DSL = {"abilities": "equip", "whose": "you", "zone": "any", "free": True,
                    "first_each_turn": True}


def _free_cycling(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.conditions import lower_condition

    if para == _FREE_CYCLING[0].upper() + _FREE_CYCLING[1:]:
        return {"ability_cost": dict(_FREE)}
    m = re.fullmatch(r"As long as (.+), " + re.escape(_FREE_CYCLING), para)
    cond = lower_condition(m.group(1)) if m else None
    return {"ability_cost": {**_FREE, "as_long_as": cond}} if cond is not None else None


def lower(para: str) -> dict[str, Any] | None:
    """The `ability_cost` static of such a paragraph, or None."""
    if para == _FIRST_EQUIP:
        return {"ability_cost": dict(_FIRST_EQUIP_DSL)}
    free = _free_cycling(para)
    if free is not None:
        return free
    floor = para.endswith(_FLOOR)
    text = para[: -len(_FLOOR)] if floor else para
    st = _lower(text)
    if st is None or (floor and st["amount"] > 0):
        return None
    if st["amount"] > 0 and st.get("abilities", "all") == "all":
        return None  # (mana abilities too: cards/dsl_activation_costs.NO_MANA_ABILITY)
    if floor:
        st["min_one"] = True
    return {"ability_cost": st}


def _lower(text: str) -> dict[str, Any] | None:
    m = _YOURS.fullmatch(text)
    if m is not None:
        return {"amount": _amount(m), "abilities": "nonmana", "whose": "you", "zone": "any"}
    m = _NAMED.fullmatch(text)
    if m is not None:
        if (m.group("how") == "costs you pay") == bool(m.group("act")):
            return None  # ("costs you pay cost {1} less", "abilities ... to activate")
        return {"amount": _amount(m), "abilities": m.group("kw").lower(), "whose": "you",
                "zone": "any" if m.group("kw") == "Ninjutsu" else "battlefield",
                **({"template": "pay"} if m.group("how") == "costs you pay" else {})}
    m = _ATTACHED.fullmatch(text)
    if m is not None:
        f = {"types": [_NOUNS[m.group("noun")]]} if m.group("noun") in _NOUNS else {}
        return {"amount": _amount(m), "affects": "enchanted", **({"filter": f} if f else {})}
    m = _OF.fullmatch(text)
    if m is None:
        return None
    st: dict[str, Any] = {"amount": _amount(m)}
    if m.group("head") == "Loyalty":
        if m.group("nonmana"):
            return None
        st["abilities"] = "loyalty"
    elif m.group("nonmana"):
        st["abilities"] = "nonmana"
    objs = m.group("objs")
    if objs == _GRAVEYARD:  # the cards' abilities that function there (113.6)
        st["zone"] = "graveyard"
        st["filter"] = {"types": ["Creature"], "controller": "you"}
    elif objs is not None:
        f = _group(objs)
        if f is None:
            return None
        st["filter"] = f
    elif m.group("head") == "Loyalty":
        return None
    else:
        st["zone"] = "any"  # "Activated abilities cost ...": wherever they are activated
    return st


def forms(p: dict[str, Any]) -> list[str]:
    """The English of an `ability_cost` static."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p == _FIRST_EQUIP_DSL:
        return [_FIRST_EQUIP]
    if p.get("free"):  # (_free_cycling)
        from mtg_engine.cards.oracle.render_statics import static_condition

        plain = {k: v for k, v in p.items() if k != "as_long_as"}
        if plain != _FREE:
            raise RenderError("an alternative cost of another activated ability")
        if "as_long_as" not in p:
            return [_FREE_CYCLING[0].upper() + _FREE_CYCLING[1:]]
        return [f"As long as {c}, {_FREE_CYCLING}" for c in static_condition(p["as_long_as"])]
    text = _render(p)
    if text is None:
        raise RenderError("an activated ability's cost change")
    return [text + (_FLOOR if p.get("min_one") else "")]


def _render(p: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    n = p["amount"]
    change = f"cost {{{abs(n)}}} {'more' if n > 0 else 'less'}"
    which = p.get("abilities", "all")
    f = p.get("filter") or {}
    if which in ("equip", "ninjutsu"):
        if f or p.get("whose") != "you":
            return None
        kw = which.capitalize()
        if p.get("template") == "pay":
            return f"{kw} costs you pay {change}."
        return f"{kw} abilities you activate {change} to activate."
    if which == "nonmana" and p.get("whose") == "you" and p.get("zone") == "any" and not f:
        return f"Abilities you activate that aren't mana abilities {change} to activate."
    if p.get("affects") == "enchanted":
        noun = next((k for k, v in _NOUNS.items() if f == {"types": [v]}),
                    "permanent" if not f else None)
        return None if noun is None else \
            f"Enchanted {noun}'s activated abilities {change} to activate."
    head = "Loyalty" if which == "loyalty" else "Activated"
    tail = " unless they're mana abilities" if which == "nonmana" else ""
    if p.get("zone") == "graveyard":
        objs = f" of {_GRAVEYARD}"
    elif p.get("zone") == "any":
        objs = ""
    else:
        objs = f" of {describe_filter(dict(f), plural=True)}"
    return f"{head} abilities{objs} {change} to activate{tail}."
