"""Oracle text -> the DSL's casting costs (601.2b, 601.2f, 118) and what depends on them.

The engine carries out these costs (rules/costs.py, rules/conditions.py); this module reads
them from a card's text for the compiler (compiler.py calls it before its own readings):

- keyword lines: Kicker (702.33a, one cost or "[cost] and/or [cost]", 702.33b),
  Multikicker (702.33c), Buyback (702.27a), Entwine (702.42a), Evoke (702.74a), Dash
  (702.109a), Overload (702.96a), Madness (702.35a), Surge (702.117a), Spectacle (702.137a),
  Bestow (702.103a), Jump-start (702.133a), Retrace (702.81a), Replicate (702.56a), Escape
  (702.138a, "escapes with" 702.138c), Awaken (702.113a), Affinity for artifacts / a
  basic land type (702.41a), Convoke (702.51a), Delve (702.66a), Improvise (702.126a),
  Cascade (702.85a), typecycling (702.29e). Only mana costs: a kicker, buyback or evoke cost
  with other parts is refused.
- cost increases and reductions (601.2f): "[Kind of] spells [you cast] cost {N} more/less to
  cast." and "This spell costs {1} less to cast for each [permanent] you control.";
- "As an additional cost to cast this spell, sacrifice a creature / discard a card / pay N
  life." (118.8, 601.2b);
- "if it was kicked" (702.33d): an instant's or sorcery's last sentence "If this spell was
  kicked, [effect]." (and "[effect] instead", which makes the first effect happen only when
  it wasn't kicked), an enters-the-battlefield trigger's intervening "if" (603.4: "When ~
  enters the battlefield, if it was kicked[ with its {1}{G} kicker], ..."), and the
  replacement effects "If ~ was kicked, it enters the battlefield with N +1/+1 counters on
  it." / "~ enters the battlefield with a +1/+1 counter on it for each time it was kicked."
  (614.1c).

Each reading is rendered back from the DSL (`render`) for the compiler's round trip.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.keywords import KeywordUse
from mtg_engine.cards.oracle.redirect_statics import (  # 614.9 (named here for the compiler)
    redirect_static,
    render_redirect_static,
)

# The keywords read here (the name of KeywordUse, lower case).
KEYWORDS = frozenset({"kicker", "multikicker", "buyback", "entwine", "evoke", "dash",
                      "overload", "madness", "surge", "spectacle", "bestow", "jump-start",
                      "cleave",
                      "retrace", "replicate", "escape", "affinity", "convoke", "delve",
                      "improvise", "cascade", "emerge", "foretell", "blitz", "awaken",
                      "miracle", "escalate", "splice", "prowl",
                      "demonstrate", "offering", "mutate"})
_MANA = re.compile(r"(?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+")
_X_MANA = re.compile(rf"(?:\{{X\}})+{_MANA.pattern}")  # "{X}{X}{1}{R}{R}" (107.3)
_ESCAPE = re.compile(r"—\s*((?:\{[0-9WUBRGC]\})+), Exile (two|three|four|five|six|seven|eight) "
                     r"other cards from your graveyard")
_BASIC_TYPES = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp",
                "Mountains": "Mountain", "Forests": "Forest"}
# "Kicker {1}{G} and/or {2}{U}" (702.33b): two kicker costs, each chosen separately
_TWO_KICKERS = re.compile(rf"^Kicker ({_MANA.pattern}) and/or ({_MANA.pattern})$")


_SPLICE = re.compile(rf"onto (Arcane|instant or sorcery) ({_MANA.pattern})")


def _splice(param: str, dsl: dict[str, Any], is_spell: bool) -> str | None:
    """702.47a: "Splice onto Arcane {1}{R}" / "Splice onto instant or sorcery {2}{U}" (a mana
    cost; "Splice onto Arcane—Sacrifice two Mountains." is refused)."""
    m = _SPLICE.fullmatch(param)
    if m is None:
        return "keyword Splice (702.47) with a cost other than mana is not supported yet"
    if not is_spell or "splice" in dsl:
        return "keyword Splice (702.47) on a permanent or twice"
    onto = ["Arcane"] if m.group(1) == "Arcane" else ["Instant", "Sorcery"]
    dsl["splice"] = {"onto": onto, "mana": m.group(2)}
    return None


def two_kickers(para: str, dsl: dict[str, Any]) -> bool:
    """The "Kicker [cost] and/or [cost]" line (702.33b): put both costs on the DSL."""
    m = _TWO_KICKERS.match(para)
    if m is None:
        return False
    dsl["kicker"] = [m.group(1), m.group(2)]
    return True


def keyword(k: KeywordUse, dsl: dict[str, Any], keywords: list[str], types: tuple[str, ...]
            ) -> str | None:
    """Put keyword `k` (one of KEYWORDS) on the DSL mapping `dsl` (or `keywords`); a string
    says why the card can't be compiled."""
    name, param = k.name, k.param
    is_spell = "Instant" in types or "Sorcery" in types
    if name == "demonstrate":  # 702.144a: a cast trigger of instants and sorceries
        if param or not is_spell or name in keywords:
            return "keyword Demonstrate (702.144) on a permanent, or twice"
        keywords.append(name)
        return None
    if name in ("convoke", "delve", "improvise", "cascade"):
        # 702.51a, 702.66a, 702.126a (ways of paying), 702.85a (a cast trigger)
        if param:
            return f"keyword {k.title} ({k.rule}) with a parameter"
        if name in keywords:
            if name == "cascade":  # 702.85c: each instance triggers separately
                dsl["cascades"] = dsl.get("cascades", 1) + 1
            return None  # 702.51d, 702.66c, 702.126c: more instances are redundant
        keywords.append(name)
        return None
    if name in ("jump-start", "retrace"):  # 702.133a, 702.81a: cast from the graveyard
        if param or not is_spell:
            return f"keyword {k.title} ({k.rule}) on a permanent"
        dsl["graveyard_cast"] = name
        return None
    if name == "escape":  # 702.138a: "Escape—[mana], Exile N other cards from your graveyard"
        m = _ESCAPE.fullmatch(param)
        if m is None:
            return "keyword Escape (702.138) with this cost is not supported yet"
        dsl.setdefault("alt_costs", []).append({"kind": "escape", "mana": m.group(1),
                                                "exile": _WORDS[m.group(2)]})
        return None
    if name == "offering":  # 702.48a: "[Subtype] offering" (rules/offering.py)
        from mtg_engine.rules.offering import alt_cost

        return alt_cost(param, dsl, types)
    if name == "affinity":  # 702.41a: "This spell costs {1} less to cast for each [X] you control"
        f = _affinity_filter(param)
        if f is None:
            return f"keyword Affinity (702.41) {param!r} is not understood"
        dsl["affinity"] = f
        return None
    if name == "awaken":  # 702.113a: "Awaken N—[cost]", an alternative cost (rules/awaken.py)
        m = re.fullmatch(rf"(\d+)\s*—\s*({_MANA.pattern})", param)
        if not is_spell or m is None or int(m.group(1)) <= 0:
            return "keyword Awaken (702.113) with a cost other than mana is not supported yet"
        if any(a["kind"] == "awaken" for a in dsl.get("alt_costs", ())):
            return "keyword Awaken (702.113) twice"
        dsl.setdefault("alt_costs", []).append({"kind": "awaken", "mana": m.group(2),
                                                "amount": int(m.group(1))})
        return None
    if name == "splice":  # 702.47a (rules/splice.py)
        return _splice(param, dsl, is_spell)
    if name == "evoke" and not _MANA.fullmatch(param) and not is_spell:  # 702.74a
        from mtg_engine.cards.oracle.alt_costs import evoke_cost

        alt = evoke_cost(param)  # "Evoke—Exile a white card from your hand."
        if alt is not None:
            dsl.setdefault("alt_costs", []).append(alt)
            return None
    if name == "cleave":  # 702.148a: the spell's bracketed text (compiler: cleave.py)
        if not is_spell:
            return "keyword Cleave (702.148) on a permanent"
        if not (_MANA.fullmatch(param) or _X_MANA.fullmatch(param)):
            return "keyword Cleave (702.148) with a cost other than mana"
        dsl.setdefault("alt_costs", []).append({"kind": "cleave", "mana": param})
        return None
    if name in ("surge", "overload", "miracle") and _X_MANA.fullmatch(param):
        # 702.117a, 702.96a, 107.3a: "Surge {X}{R}", "Overload {X}{X}{1}{R}{R}": X is chosen
        # as the spell is cast for that alternative cost (rules/casting._has_x reads its mana);
        # 702.94a "Miracle {X}{R}": as the trigger resolves (rules/madness.cast_for_alt_cost)
        if name == "overload" and not is_spell:
            return "keyword Overload (702.96) on a permanent"
        dsl.setdefault("alt_costs", []).append({"kind": name, "mana": param})
        return None
    if not _MANA.fullmatch(param):
        return f"keyword {k.title} ({k.rule}) with a cost other than mana is not supported yet"
    if name == "kicker":  # 702.33a
        if "kicker" in dsl or "multikicker" in dsl:
            return "kicker: more than one kicker line"
        dsl["kicker"] = [param]
    elif name == "multikicker":  # 702.33c
        if "kicker" in dsl or "multikicker" in dsl:
            return "kicker: more than one kicker line"
        dsl["multikicker"] = param
    elif name == "buyback":  # 702.27a: only instants and sorceries go back to the hand
        if not is_spell:
            return "keyword Buyback (702.27) on a permanent"
        dsl["buyback"] = param
    elif name == "replicate":  # 702.56a: an additional cost paid any number of times
        if not is_spell:
            return "keyword Replicate (702.56) on a permanent"
        dsl["replicate"] = param
    elif name == "escalate":  # 702.120a: of modal spells, a mana cost (not "Escalate—Discard")
        if not _MANA.fullmatch(param):
            return "keyword Escalate (702.120) with a cost other than mana is not supported yet"
        dsl["escalate"] = param
    elif name == "entwine":  # 702.42a: of modal spells (the DSL checks the spell is modal)
        if not is_spell:
            return "keyword Entwine (702.42) on a permanent"
        dsl["entwine"] = param
    elif name == "evoke":  # 702.74a: an alternative cost, then sacrificed as it enters
        if is_spell:
            return "keyword Evoke (702.74) on an instant or sorcery"
        dsl.setdefault("alt_costs", []).append({"kind": "evoke", "mana": param})
    elif name == "overload":  # 702.96a (the DSL checks "target" can become "each")
        if not is_spell:
            return "keyword Overload (702.96) on a permanent"
        dsl.setdefault("alt_costs", []).append({"kind": "overload", "mana": param})
    elif name == "foretell":  # 702.143a: an alternative cost from exile (rules/foretell.py)
        dsl.setdefault("alt_costs", []).append({"kind": "foretell", "mana": param})
    elif name == "emerge":  # 702.119a: pay it and sacrifice a creature, reduced by its MV
        if "Creature" not in types:
            return "keyword Emerge (702.119) on a card that isn't a creature"
        dsl.setdefault("alt_costs", []).append({"kind": "emerge", "mana": param})
    elif name in ("surge", "spectacle", "prowl"):  # 702.117a, 702.137a, 702.76a
        dsl.setdefault("alt_costs", []).append({"kind": name, "mana": param})
    elif name == "bestow":  # 702.103a: on enchantment creature cards
        if "Creature" not in types or "Enchantment" not in types:
            return "keyword Bestow (702.103) on a card that isn't an enchantment creature"
        dsl.setdefault("alt_costs", []).append({"kind": "bestow", "mana": param})
    elif name == "mutate":  # 702.140a: an alternative cost, a mutating creature spell
        if "Creature" not in types:
            return "keyword Mutate (702.140) on a card that isn't a creature"
        dsl.setdefault("alt_costs", []).append({"kind": "mutate", "mana": param})
    elif name == "madness":  # 702.35a: cast from exile as its trigger resolves
        dsl.setdefault("alt_costs", []).append({"kind": "madness", "mana": param})
    elif name == "miracle":  # 702.94a: cast from the hand as its trigger resolves
        dsl.setdefault("alt_costs", []).append({"kind": "miracle", "mana": param})
    elif name == "dash":  # 702.109a: an alternative cost; haste; back to hand at end step
        if "Creature" not in types:
            return "keyword Dash (702.109) on a card that isn't a creature"
        dsl.setdefault("alt_costs", []).append({"kind": "dash", "mana": param})
    elif name == "blitz":  # 702.152a: an alternative cost; haste, a draw, sacrificed at end step
        if "Creature" not in types:
            return "keyword Blitz (702.152) on a card that isn't a creature"
        dsl.setdefault("alt_costs", []).append({"kind": "blitz", "mana": param})
    return None


def _affinity_filter(param: str) -> dict[str, Any] | None:
    m = re.fullmatch(r"for (\w+)", param)
    if m is None:
        return None
    if m.group(1) == "artifacts":
        return {"types": ["Artifact"]}
    if m.group(1) in _BASIC_TYPES:
        return {"subtypes": [_BASIC_TYPES[m.group(1)]]}
    return None


_TYPECYCLING = re.compile(rf"^(Basic land|[A-Z][a-z]+)cycling ({_MANA.pattern})$")
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def typecycling(k: KeywordUse) -> tuple[dict[str, Any] | None, str]:
    """702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library
    for a [type] card, reveal it, put it into your hand, then shuffle." (an ability of the card
    in its owner's hand, 702.29a); also "Cycling" with a hybrid mana cost. Revealing has no
    effect the engine tracks."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    text = k.param.strip()
    if _MANA.fullmatch(text):  # "Cycling {U/B}": the keyword's parameter is the cost
        text = f"Cycling {text}"
    m = re.fullmatch(rf"Cycling ({_MANA.pattern})", text)
    if m:
        return {"cost": {"mana": m.group(1), "discard_self": True}, "zone": "hand",
                "text": text, "effects": [{"draw": {"count": 1}}]}, ""
    if text.startswith("—"):  # 702.29a: "Cycling—Pay 2 life", "Cycling—Sacrifice a land"
        return _other_cycling(text)
    text = text[:1].upper() + text[1:]  # "Islandcycling {2}, swampcycling {2}"
    m = _TYPECYCLING.match(text)
    if m is None:
        return None, "keyword Cycling (702.29) with a cost other than mana is not supported yet"
    kind = m.group(1)
    if kind == "Basic land":
        f: dict[str, Any] = {"supertypes": ["Basic"], "types": ["Land"]}
    elif kind in _BASIC_LAND_TYPES or kind in CREATURE_TYPES:
        f = {"subtypes": [kind]}
    else:
        return None, f"keyword Cycling (702.29e): {kind}cycling is not supported yet"
    return {"cost": {"mana": m.group(2), "discard_self": True}, "zone": "hand", "text": text,
            "effects": [{"search_library": {"filter": f, "to": "hand", "count": 1}},
                        {"shuffle": {}}]}, ""


def _other_cycling(text: str) -> tuple[dict[str, Any] | None, str]:
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card.": a cost other
    than mana read as an activated ability's (costs._cost), kept only when it renders back to
    the printed words."""
    from mtg_engine.cards.oracle.costs import _cost
    from mtg_engine.cards.oracle.render import difference
    from mtg_engine.cards.oracle.render_abilities import render_cost

    words = text.lstrip("—").strip()
    cost = _cost(words)
    if cost is None or "discard_self" in cost or difference(words, render_cost(cost)):
        return None, "keyword Cycling (702.29) with a cost other than mana is not supported yet"
    return {"cost": {**cost, "discard_self": True}, "zone": "hand", "text": f"Cycling{text}",
            "effects": [{"draw": {"count": 1}}]}, ""


# ------------------------------------------------------------------ additional costs (118.8)

_ADDITIONAL = re.compile(r"^As an additional cost to cast this spell, (.+)\.$")


def additional_cost(para: str, cost_of: Callable[[str], dict[str, Any] | None]
                    ) -> tuple[dict[str, Any] | None, str]:
    """"As an additional cost to cast this spell, sacrifice a creature." -> the DSL cost
    ({sacrifice: filter} / {discard: 1} / {pay_life: N}); ("", None) when `para` is not such
    a line, (None, reason) when its cost is not one the engine pays. `cost_of` reads a cost
    the way an activated ability's is read (compiler._cost)."""
    m = _ADDITIONAL.match(para)
    if m is None:
        return None, ""
    text = m.group(1)
    from mtg_engine.cards.oracle import any_number_costs

    any_number = any_number_costs.lower(text, cost_of)  # 118.8: "any number of"
    if any_number is not None:
        return any_number, ""
    if text.startswith("you may "):  # 118.8, 601.2b: paid by choice (rules/optional_costs.py)
        optional = _optional(text[len("you may "):], cost_of)
        if optional is None:
            return None, "an additional cost (118.8) the engine does not pay yet"
        return {"optional": optional}, ""
    from mtg_engine.cards.oracle import additional_x

    counted = additional_x.lower(text, cost_of)  # 107.3a: "discard X cards"
    if counted is not None:
        return counted, ""
    n = re.fullmatch(r"discard (two|three) cards", text)
    if n:
        return {"discard": _WORDS[n.group(1)]}, ""
    # "sacrifice an artifact or creature" is one permanent; "sacrifice a creature or pay {3}"
    # (an either/or cost) doesn't read as a cost
    cost = _one_cost(text, cost_of) or _reveal(text)
    if cost is None:
        options = either_or(text, cost_of)
        if options is not None:  # 118.8, 601.2b: one of them (rules/additional_options.py)
            return {"options": options}, ""
        return None, "an additional cost (118.8) the engine does not pay yet"
    return cost, ""


_KINDS = [{"sacrifice", "sacrifice_count"}, {"sacrifice", "exile_chosen"}, {"discard", "discard_filter"},
          {"discard", "discard_random"}, {"pay_life"}, {"exile_graveyard", "exile_filter"},
          {"tap_untapped"}, {"return"}, {"put_counter_on"}]  # (118.3: a -1/-1 counter)


def _one_cost(text: str, cost_of: Callable[[str], dict[str, Any] | None]
              ) -> dict[str, Any] | None:
    """One additional cost the engine pays, or None."""
    cost = cost_of(text[:1].upper() + text[1:])
    if not cost or not any(set(cost) <= k for k in _KINDS) \
            or (cost.get("sacrifice") or {}).get("other"):
        return None
    return cost


def _optional(text: str, cost_of: Callable[[str], dict[str, Any] | None]
              ) -> dict[str, Any] | None:
    """An optional additional cost the engine pays: revealing a card of a creature type from
    the hand (701.16a) or sacrificing one permanent (701.17a)."""
    cost = _option(text, cost_of)
    if cost is None or not (set(cost) == {"reveal"} or set(cost) == {"sacrifice"}):
        return None
    return cost


def _option(text: str, cost_of: Callable[[str], dict[str, Any] | None]
            ) -> dict[str, Any] | None:
    """One option of an either/or additional cost: "pay {3}" (mana, 601.2f) or a cost."""
    m = re.fullmatch(rf"pay ({_MANA.pattern})", text)
    if m is not None:
        return {"mana": m.group(1)}
    m = re.fullmatch(r"reveal an? ([A-Z][a-z]+) card from your hand", text)
    if m is not None:  # 701.16a: a card of a creature type
        from mtg_engine.core.creature_types import CREATURE_TYPES

        return {"reveal": {"subtypes": [m.group(1)]}} if m.group(1) in CREATURE_TYPES else None
    return _one_cost(text, cost_of)


def _reveal(text: str) -> dict[str, Any] | None:
    """701.16a, 118.8: "reveal a creature card from your hand" / "reveal a colorless creature
    card from your hand" (the card stays in the hand; the spell remembers it: "the revealed
    card's mana value", rules/cost_revealed.py)."""
    m = re.fullmatch(r"reveal an? (.+ card) from your hand", text)
    if m is None:
        return None
    from mtg_engine.cards.oracle.search import card_filter

    f = card_filter(m.group(1), plural=False)
    return {"reveal": f} if f and set(f) <= {"types", "subtypes", "colorless"} else None


def _render_option(o: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_abilities import render_cost

    if set(o) == {"mana"}:
        return f"pay {o['mana']}"
    if set(o) == {"reveal"} and set(o["reveal"]) == {"subtypes"} and len(o["reveal"]["subtypes"]) == 1:
        kind = o["reveal"]["subtypes"][0]
        return f"reveal {'an' if kind[0] in 'AEIOU' else 'a'} {kind} card from your hand"
    if set(o) == {"reveal"}:  # 701.16a (_reveal)
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        what = describe_filter(o["reveal"], "card")
        return f"reveal {'an' if what[0] in 'aeiouAEIOU' else 'a'} {what} from your hand"
    return _lower_first(render_cost(o))


def either_or(text: str, cost_of: Callable[[str], dict[str, Any] | None]
              ) -> list[dict[str, Any]] | None:
    """"sacrifice a creature or pay {3}", "pay 5 life or sacrifice a creature or enchantment",
    "sacrifice a creature, discard a card, or pay 4 life": the options (118.8), when exactly
    one way of cutting the text reads as costs ("a creature or enchantment" is one)."""
    m = re.fullmatch(r"([^,]+), ([^,]+), or ([^,]+)", text)
    if m is not None:
        parts = [_option(p, cost_of) for p in m.groups()]
        return parts if all(p is not None for p in parts) else None  # type: ignore[return-value]
    found = []
    for at in [i for i in range(len(text)) if text.startswith(" or ", i)]:
        a, b = _option(text[:at], cost_of), _option(text[at + 4:], cost_of)
        if a is not None and b is not None:
            found.append([a, b])
    return found[0] if len(found) == 1 else None


def render_additional_cost(cost: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_abilities import render_cost

    if "any" in cost:  # 118.8: "sacrifice any number of creatures" (any_number_costs.py)
        from mtg_engine.cards.oracle import any_number_costs

        return "As an additional cost to cast this spell, " \
            f"{any_number_costs.render(cost, render_cost)}."
    if set(cost) == {"optional"}:  # 118.8: "you may ..."
        return f"As an additional cost to cast this spell, you may {_render_option(cost['optional'])}."

    if "options" in cost:  # 118.8: "... or ..."
        texts = [_render_option(o) for o in cost["options"]]
        joined = " or ".join(texts) if len(texts) == 2 else \
            ", ".join(texts[:-1]) + ", or " + texts[-1]
        return f"As an additional cost to cast this spell, {joined}."
    from mtg_engine.cards.oracle import additional_x

    counted = additional_x.render(cost, render_cost)  # 107.3a
    if counted is not None:
        return f"As an additional cost to cast this spell, {counted}."
    if cost.get("discard", 0) > 1:
        text = f"Discard {_NUM_WORDS[cost['discard']]} cards"
    elif set(cost) == {"reveal"}:  # 701.16a
        text = _render_option(cost)
    else:
        text = render_cost(cost)
    return f"As an additional cost to cast this spell, {text[:1].lower()}{text[1:]}."


_NUM_WORDS = {2: "two", 3: "three"}


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


# ------------------------------------------------------------------ "if it was kicked" (702.33d)

_KICKED_TRIGGER = re.compile(
    r"^(When ~ enters the battlefield), if (?:it was kicked(?: with its ((?:\{[^}]+\})+) "
    r"kicker)?|its (surge|spectacle|prowl) cost was paid), (.+)$")
_MONARCH_TRIGGER = re.compile(r"^(At the beginning of your (?:upkeep|end step)), if you're the "
                              r"monarch, (.+)$")


def kicked_trigger(para: str, printed: str, dsl: dict[str, Any],
                   read_trigger: Callable[[str, str], tuple[list[dict[str, Any]] | None, str]]
                   ) -> tuple[list[dict[str, Any]] | None, str]:
    """"When ~ enters the battlefield, if it was kicked, [effect]." (603.4, 702.33d) -> the
    trigger with `if: kicked` (or `{kind: kicked_with, count: i}` for its i-th kicker cost,
    702.33f).
    (None, "") when `para` is not such a trigger; `read_trigger(text, printed)` reads the
    trigger without its "if" clause (compiler._trigger)."""
    mm = _MONARCH_TRIGGER.match(para)
    if mm is not None:  # 720, 603.4: "if you're the monarch"
        trigs, why = read_trigger(f"{mm.group(1)}, {mm.group(2)}", printed)
        if trigs is None or len(trigs) != 1 or "if_you_control" in trigs[0]:
            return None, why or "a condition (if/unless/as long as) not understood"
        return [{**trigs[0], "if": "monarch"}], ""
    m = _KICKED_TRIGGER.match(para)
    if m is None:
        return None, ""
    kick = dsl.get("kicker") or []
    cond: Any = "kicked"
    if m.group(3):  # "if its surge cost was paid" (702.117a, 702.137a, 702.76a)
        if not any(a["kind"] == m.group(3) for a in dsl.get("alt_costs", ())):
            return None, f"\"if its {m.group(3)} cost was paid\" on a card without it"
        cond = {"kind": "alt_cost", "name": m.group(3)}
    elif not kick and not dsl.get("multikicker"):
        return None, "\"if it was kicked\" on a card without kicker (702.33d)"
    if m.group(2):
        if m.group(2) not in kick or len(kick) < 2:
            return None, "\"kicked with its ... kicker\": no such kicker cost (702.33f)"
        cond = {"kind": "kicked_with", "count": kick.index(m.group(2))}
    trigs, why = read_trigger(f"{m.group(1)}, {m.group(4)}", printed)
    if trigs is None:
        return None, why or "a condition (if/unless/as long as) not understood"
    if len(trigs) != 1 or "if_you_control" in trigs[0]:
        return None, "a condition (if/unless/as long as) not understood"
    return [{**trigs[0], "if": cond}], ""


def render_kicked_trigger(t: dict[str, Any], kicker: list[str], self_types: tuple[str, ...],
                          tokens: dict[str, dict[str, Any]]) -> str:
    from mtg_engine.cards.oracle.render_abilities import render_condition, render_trigger
    from mtg_engine.cards.oracle.render_phrases import RenderError

    cond = t["if"]
    plain = {k: v for k, v in t.items() if k != "if"}
    text = render_trigger(plain, self_types, tokens)
    head = render_condition(plain, self_types)
    if cond == "kicked":
        clause = "if it was kicked"
    elif isinstance(cond, dict) and cond.get("kind") == "kicked_with" \
            and cond["count"] < len(kicker):
        clause = f"if it was kicked with its {kicker[cond['count']]} kicker"
    elif isinstance(cond, dict) and cond.get("kind") == "alt_cost":
        clause = f"if its {cond['name']} cost was paid"
    elif cond == "monarch":
        clause = "if you're the monarch"
    else:
        raise RenderError(f"trigger condition {cond!r}")
    return f"{head}, {clause}{text[len(head):]}"


_KICKED_SENTENCE = re.compile(r"^(?P<base>.+?\.) If this spell was kicked, (?P<rider>.+)$")


def kicked_spell(text: str, allow_x: bool,
                 compile_effects: Callable[[Any, str], list[dict[str, Any]] | None],
                 make_ctx: Callable[[bool], Any]) -> tuple[dict[str, Any] | None, str]:
    """An instant's or sorcery's text "[effects]. If this spell was kicked, [rider]." ->
    the spell with the rider's effects carrying `if: kicked` (702.33d); "[rider] instead"
    makes the first effects carry `if: not_kicked` (the rider replaces them, 614.1a).
    (None, "") when the text is not of that shape; (None, reason) when a part isn't read.
    The rider may not choose targets of its own (they would be chosen only when kicked,
    702.33g, which the DSL does not say)."""
    m = _KICKED_SENTENCE.match(text)
    if m is None:
        return None, ""
    rider = m.group("rider").strip()
    instead = rider.endswith(" instead.")
    if instead:
        rider = rider[:-len(" instead.")] + "."
    elif rider.startswith("instead "):  # "If this spell was kicked, instead destroy ..." (the
        instead, rider = True, rider[len("instead "):]  # same, said first: render's wording)
    from mtg_engine.cards.oracle.token_instead import expand

    rider = expand(m.group("base"), rider) or rider  # "create twelve of those tokens" (111.1)
    ctx = make_ctx(allow_x)
    base = compile_effects(ctx, m.group("base"))
    rctx = make_ctx(allow_x)
    shared = bool(instead and ctx.targets)  # ("instead it deals 10 damage to that permanent or
    if shared:  # player": the rider may name the first sentence's targets)
        rctx.targets = list(ctx.targets)
    extra = compile_effects(rctx, rider[:1].upper() + rider[1:])
    if not base or not extra:  # the condition reads: the instructions are what failed
        from mtg_engine.cards.oracle.reasons import _feature

        failed = rider if base else m.group("base")
        return None, _feature(failed) or "spell effect not understood"
    if instead and ctx.targets and len(rctx.targets) > len(ctx.targets):
        return _instead_targets(ctx, base, rctx, extra)  # 601.2c (Bloodchief's Thirst)
    if len(rctx.targets) > (len(ctx.targets) if shared else 0):
        return None, "kicker: a target chosen only when kicked (702.33g) is not supported yet"
    if instead:
        if [next(iter(e)) for e in base] != [next(iter(e)) for e in extra]:
            return None, "kicker: \"instead\" of a different instruction is not understood"
        base = [_with_if(e, "not_kicked") for e in base]
    out: dict[str, Any] = {"effects": base + [_with_if(e, "kicked") for e in extra]}
    if ctx.targets:
        out["targets"] = ctx.targets
    return out, ""


def _kicked_view(targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The targets as the rider of `_instead_targets` names them: the first ones in place
    but never said (so its own first target reads "target ...", not "that ...")."""
    return [{k: v for k, v in t.items() if k not in ("kicked_only", "unkicked_only")}
            for t in targets]


def _instead_targets(ctx: Any, base: list[dict[str, Any]], rctx: Any,
                     extra: list[dict[str, Any]]) -> tuple[dict[str, Any] | None, str]:
    """601.2c, 702.33d: "Destroy target creature or planeswalker with mana value 2 or less. If
    this spell was kicked, instead destroy target creature or planeswalker." (Bloodchief's
    Thirst): the same instruction on targets of its own; the spell's targets are the first
    sentence's if it isn't kicked (`unkicked_only`), the rider's if it is (`kicked_only`,
    rules/kicker_targets.py), the rider's references renumbered after the first's."""
    import json

    if [next(iter(e)) for e in base] != [next(iter(e)) for e in extra]:
        return None, "kicker: \"instead\" of a different instruction is not understood"
    n = len(ctx.targets)
    named = {int(i or 0) for i in re.findall(r'"target(?:_[a-z_]+)?(?::(\d+))?"',
                                              json.dumps(extra))}
    if any(i < n for i in named):
        return None, "kicker: a rider naming the first targets and its own"
    targets = [{**t, "unkicked_only": True} for t in ctx.targets] + \
        [{**t, "kicked_only": True} for t in rctx.targets[n:]]
    return {"effects": [_with_if(e, "not_kicked") for e in base]
            + [_with_if(e, "kicked") for e in extra], "targets": targets}, ""


def _with_if(effect: dict[str, Any], cond: str) -> dict[str, Any]:
    verb, params = next(iter(effect.items()))
    return {verb: {**(params or {}), "if": cond}}


def has_condition(spell: dict[str, Any]) -> bool:
    return any(isinstance(p, dict) and "if" in p
               for e in spell.get("effects", ()) for p in e.values())


def render_kicked_spell(spell: dict[str, Any], tokens: dict[str, dict[str, Any]]) -> str:
    """The English of a spell whose last effects happen only if it was kicked (see
    kicked_spell)."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.named_again import those_first
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import Refs, RenderError

    def cond(e: dict[str, Any]) -> str:
        return next(iter(e.values())).get("if", "")

    def plain(e: dict[str, Any]) -> dict[str, Any]:
        verb, p = next(iter(e.items()))
        return {verb: {k: v for k, v in p.items() if k != "if"}}

    effects = spell["effects"]
    base = [e for e in effects if cond(e) != "kicked"]
    rider = [e for e in effects if cond(e) == "kicked"]
    if not base or not rider or effects != base + rider \
            or len({repr(cond(e)) for e in base}) != 1 or cond(base[0]) not in ("", "not_kicked"):
        raise RenderError("conditions other than one kicked rider")
    first = render_effects([plain(e) for e in base], spell.get("targets", []), tokens)
    from mtg_engine.cards.oracle.token_instead import rider_words

    targets = spell.get("targets", [])
    second = rider_words([plain(e) for e in base], [plain(e) for e in rider]) or \
        render_effects([plain(e) for e in rider], [] if not any(
            t.get("unkicked_only") for t in targets) else _kicked_view(targets), tokens)
    second = second if second.endswith(".") else second + "."  # (111.1: "of those tokens")
    second = those_first(second[:1].lower() + second[1:], base, rider, Refs(spell.get(
        "targets", [])))  # ("If this spell was kicked, those creatures get ...", named_again)
    if cond(base[0]) == "not_kicked":  # (or "kicked, instead <rider>", amount_render.wording)
        second = f"instead {second}" if wording("instead_first") else second[:-1] + " instead."
    # 702.33d: "If it was kicked, it deals 2 damage ... instead": "it" is this spell
    return f"{first} If {'it' if wording('kicked_it') else 'this spell'} was kicked, {second}"


# ------------------------------------------------------------------ cost increases and reductions (601.2f)

_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Sorcery", "Planeswalker")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_NAMES = {v: k for k, v in _COLORS.items()}
_SPELL_COST = re.compile(r"^(?:(?P<what>[A-Z][A-Za-z ]*?) spells|Spells) "
                         r"(?:with (?P<kw>flying|trample|flash|convoke|delve) )?"
                         r"(?:(?P<whose>you cast|your opponents cast) )?"
                         r"(?:with (?P<stat>power|mana value) (?P<sv>\d+) or "
                         r"(?P<cmp>greater|less) )?"  # (202.3, 208.1: the spell's)
                         r"(?:that target (?P<tg>.+?) )?"  # 115.9b, 601.2f (after 601.2c)
                         r"cost \{(?P<n>[1-9])\} (?P<dir>more|less) to cast\.$")
_SELF_COST = re.compile(r"^This spell costs \{1\} less to cast for each (?P<what>[a-z ]+) you "
                        r"control\.$")


# 903.8: "Your commander" (one you own) "costs {1} less to cast for each time it's been cast
# from the command zone this game." (rules/costs.cost_change: `per_commander_cast`)
COMMANDER_COST = ("Your commander costs {1} less to cast for each time it's been cast from the "
                  "command zone this game.")


def spell_cost_static(para: str) -> dict[str, Any] | None:
    """"Noncreature spells cost {1} more to cast." / "Instant and sorcery spells you cast cost
    {1} less to cast." (601.2f: a generic increase or reduction) -> the static `spell_cost`;
    None when `para` is not such a sentence about a kind of spell the DSL can name."""
    if para == COMMANDER_COST:  # 903.8 (Myth Unbound)
        return {"spell_cost": {"filter": {"commander": True, "owned_by_you": True},
                               "amount": -1, "per_commander_cast": True}}
    m = _SPELL_COST.match(para)
    if m is None:
        from mtg_engine.cards.oracle import first_spell_costs, per_target_spell_costs

        return first_spell_costs.lower(para, spell_cost_static) or \
            per_target_spell_costs.lower(para, spell_cost_static)  # "... for each target"
    f = _spell_filter(m.group("what") or "")
    if f is None:
        return None
    if m.group("kw"):
        f["keywords"] = [m.group("kw")]  # "Creature spells with flying" (a spell's abilities)
    if m.group("stat"):  # "Creature spells you cast with power 4 or greater"
        key = ("power" if m.group("stat") == "power" else "mana_value") + \
            ("_ge" if m.group("cmp") == "greater" else "_le")
        f[key] = int(m.group("sv"))
    if m.group("tg"):  # "Spells your opponents cast that target ~" (rules/spell_targets.py)
        from mtg_engine.cards.oracle.countering import spell_targets

        alts = spell_targets(m.group("tg"), True)
        if alts is None:
            return None
        f["spell_targets"] = alts
    n = int(m.group("n"))
    whose = {"you cast": "you", "your opponents cast": "opponent"}.get(m.group("whose") or "",
                                                                     "any")
    return {"spell_cost": {"filter": f, "amount": n if m.group("dir") == "more" else -n,
                           "whose": whose}}


def _spell_filter(what: str) -> dict[str, Any] | None:
    """"Noncreature", "Instant and sorcery", "Dragon", "Kithkin spells and Soldier", "Black
    creature", "" -> a filter of the spell cast (costs._spell_matches); None otherwise."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if not what:
        return {}
    if what.startswith("Other "):  # "Other Dragon spells you cast" (not the source itself)
        rest = _spell_filter(what[len("Other "):])
        return {"other": True, **rest} if rest is not None and "other" not in rest else None
    from mtg_engine.cards.oracle.spell_cost_colors import color_list_filter

    several = color_list_filter(what)  # "Blue spells and red" (105.1)
    if several is not None:
        return several
    words = what.split(" ")
    f: dict[str, Any] = {}
    if words[0] in _SPELL_QUALITIES and len(words) > 1:  # "Colorless Eldrazi", "Legendary"
        f.update(_SPELL_QUALITIES[words.pop(0)])
        what = " ".join(words)
    if what in _SPELL_QUALITIES:
        return {**f, **_SPELL_QUALITIES[what]} if not f else None
    parts = re.split(r" and ", what)
    if not f and len(parts) <= 2 and all(p in _NONCREATURE_SUBTYPES for p in parts):
        return {"subtypes": parts}  # "Aura and Equipment spells" (205.3g-h)
    if words[0].lower() in _COLORS and len(words) > 1:  # "Black creature"
        f["colors"] = [_COLORS[words.pop(0).lower()]]
        what = " ".join(words)
    parts = re.split(r" spells and | and ", what)
    if len(parts) == 1 and parts[0].lower() in _COLORS and not f:
        return {"colors": [_COLORS[parts[0].lower()]]}
    if len(parts) == 1 and parts[0].lower().startswith("non") \
            and parts[0][3:].capitalize() in _TYPES:
        return {**f, "not_types": [parts[0][3:].capitalize()]}
    if all(p.capitalize() in _TYPES for p in parts):
        return {**f, "types": [p.capitalize() for p in parts]}
    if all(p in CREATURE_TYPES for p in parts) and (not f or f == {"colorless": True}):
        return {**f, "subtypes": parts}
    return None


# 601.2f: qualities of a spell read by costs._spell_matches: colourless (105.2c), historic
# (700.6), legendary (205.4d)
_SPELL_QUALITIES: dict[str, dict[str, Any]] = {
    "Colorless": {"colorless": True}, "Historic": {"historic": True},
    "Legendary": {"supertypes": ["Legendary"]}}
_NONCREATURE_SUBTYPES = ("Aura", "Equipment", "Arcane", "Vehicle")


def _render_spell_subject(f: dict[str, Any]) -> str | None:
    """`_spell_filter`'s qualities said before the noun, and the filter left ({} if all said)."""
    for word, q in _SPELL_QUALITIES.items():
        if all(f.get(k) == v for k, v in q.items()):
            for k in q:
                f.pop(k)
            return word
    return None


def render_spell_cost(st: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.spell_cost_colors import render_color_list

    p = st["spell_cost"]
    if p.get("per_commander_cast"):  # 903.8
        if p != {"filter": {"commander": True, "owned_by_you": True}, "amount": -1,
                 "per_commander_cast": True}:
            from mtg_engine.cards.oracle.render_phrases import RenderError

            raise RenderError("a commander's cost for each cast")
        return COMMANDER_COST
    if p.get("first_each_turn"):  # 601.2f (first_spell_costs.py)
        from mtg_engine.cards.oracle import first_spell_costs

        return first_spell_costs.render(p, render_spell_cost)
    if p.get("per_target"):  # 601.2f (per_target_spell_costs.py)
        from mtg_engine.cards.oracle import per_target_spell_costs

        return per_target_spell_costs.render(p, render_spell_cost)
    f = dict(p.get("filter", {}))
    other = "other " if f.pop("other", False) else ""  # ("Other Dragon spells you cast")
    several = render_color_list(f)  # "blue spells and red spells" (105.1)
    color = " ".join(_COLOR_NAMES[c] for c in f.pop("colors", []))
    quality = _render_spell_subject(f)
    kw = f.pop("keywords", None)
    tg = f.pop("spell_targets", None)
    stat = [(k, f.pop(k)) for k in ("power_ge", "power_le", "mana_value_ge", "mana_value_le")
            if k in f]
    if several is not None:
        subject = several
    elif quality and not f:
        subject = quality + " spells"
    elif f.get("subtypes") and all(t in _NONCREATURE_SUBTYPES for t in f["subtypes"]):
        subject = " and ".join(f.pop("subtypes")) + " spells"
    elif f.get("subtypes"):
        subject = " spells and ".join(f.pop("subtypes")) + " spells"
    elif f.get("not_types"):
        subject = "non" + " ".join(f.pop("not_types")).lower() + " spells"
    elif f.get("types"):
        subject = " and ".join(f.pop("types")).lower() + " spells"
    else:
        subject = "spells"
    if f or (kw is not None and len(kw) != 1):
        raise RenderError(f"spell filter {f}")
    subject = f"{other}{color} {quality if quality and subject != quality + ' spells' else ''} " \
        f"{subject}".replace("  ", " ").strip()
    if kw:
        subject += f" with {kw[0]}"
    whose = {"you": " you cast", "opponent": " your opponents cast"}.get(p.get("whose", "any"),
                                                                         "")
    if len(stat) > 1:
        raise RenderError("two bounds on the spells")
    for k, v in stat:
        what = "power" if k.startswith("power") else "mana value"
        whose += f" with {what} {v} or {'greater' if k.endswith('_ge') else 'less'}"
    if tg:  # 115.9b: " that target ~" (the spells' verb, plural)
        from mtg_engine.cards.oracle.countering import render_spell_targets

        whose += render_spell_targets(tg).replace(" that targets ", " that target ", 1)
    n = p["amount"]
    text = f"{subject}{whose} cost {{{abs(n)}}} {'more' if n > 0 else 'less'} to cast."
    return text[:1].upper() + text[1:]


def self_cost_reduction(para: str) -> dict[str, Any] | None:
    """"This spell costs {1} less to cast for each artifact you control." is what affinity
    means (702.41a) -> the filter of what is counted; None when it is not that sentence."""
    from mtg_engine.cards.oracle.phrases import describe

    m = _SELF_COST.match(para)
    if m is None:
        return None
    d = describe(m.group("what"))
    if d is None or d[0] not in ("creature", "permanent"):
        return None
    f = dict(d[1])
    if d[0] == "creature":
        f["types"] = ["Creature"]
    return f if f else None


def render_self_cost(f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    return f"This spell costs {{1}} less to cast for each {describe_filter(f)} you control."


_SELF_LESS = re.compile(r"^This spell costs \{(?P<n>\d+)\} less to cast (?:for each (?P<each>.+)|"
                        r"if (?P<cond>.+))\.$")
_IF_SELF_LESS = re.compile(r"^If (?P<cond>[^,]+), this spell costs \{(?P<n>\d+)\} less to cast\.$")
# 601.2f, 118.7b-c: "This spell costs {G} less to cast for each green creature you control."
_SELF_LESS_MANA_EACH = re.compile(r"^This spell costs (?P<mana>(?:\{[WUBRG]\})+) less to cast "
                                  r"for each (?P<each>.+)\.$")
# 601.2f, 107.3: "This spell costs {X} less to cast, where X is your devotion to black."
_SELF_LESS_X = re.compile(r"^This spell costs \{X\} less to cast, where X is (?P<x>.+)\.$")


def self_cost_less(para: str) -> dict[str, Any] | None:
    """601.2f: "This spell costs {N} less to cast for each [counted thing]." (the amount read
    as in "You gain 1 life for each ...", amounts.py) or "... if [condition]." (conditions.py)
    -> the DSL `self_cost`; None when it is not such a sentence the engine reads."""
    each = _SELF_LESS_MANA_EACH.match(para)
    if each is not None:  # 118.7b-c: "{G} less for each green creature you control"
        got = _self_less_amount(1, f"You gain 1 life for each {each.group('each')}.")
        return None if got is None else {"less": 0, "for_each": got["for_each"],
                                         "mana": each.group("mana")}
    x = _SELF_LESS_X.match(para)
    if x is not None:  # {1} less for each one X counts (the same DSL as "for each")
        return _self_less_amount(1, f"You gain X life, where X is {x.group('x')}.")
    first = _IF_SELF_LESS.match(para)  # "If C, this spell costs {N} less to cast."
    if first is not None:
        para = f"This spell costs {{{first.group('n')}}} less to cast if {first.group('cond')}."
    m = _SELF_LESS.match(para)
    if m is None:
        return None
    n = int(m.group("n"))
    if m.group("cond"):
        from mtg_engine.cards.oracle.conditions import lower_condition
        from mtg_engine.cards.oracle.cost_if_targets import if_targets

        aimed = if_targets(m.group("cond"))  # 601.2c, 601.2f (cost_if_targets.py)
        if aimed is not None and first is None:
            return {"less": n, "if_targets": aimed}
        from mtg_engine.cards.oracle.cost_if_targets import if_targets_spell

        aimed = if_targets_spell(m.group("cond"))  # ("if it targets a blue spell")
        if aimed is not None and first is None:
            return {"less": n, "if_targets": aimed, "targets_spell": True}
        cond = lower_condition(m.group("cond"))
        return {"less": n, "if": cond} if cond is not None else None
    return _self_less_amount(n, f"You gain 1 life for each {m.group('each')}.")


def _self_less_amount(n: int, sentence: str) -> dict[str, Any] | None:
    """The `self_cost` of a reduction by {n} for each of the amount `sentence` gains life by
    (read as in an effect, amounts.py), or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    got = compile_effects(Ctx(allow_x=False, on_permanent=False), sentence)
    if not got or len(got) != 1 or set(got[0]) != {"gain_life"} \
            or set(got[0]["gain_life"]) != {"amount"} \
            or not isinstance(got[0]["gain_life"]["amount"], dict):
        return None
    return {"less": n, "for_each": got[0]["gain_life"]["amount"]}


def render_self_cost_less(d: dict[str, Any], printed: str) -> str:
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if d.get("mana") and "for_each" in d:  # 118.7b-c: coloured mana for each
        from mtg_engine.cards.oracle.amount_render import amount_form

        with amount_form("for_each"):  # 608.2h (as below)
            text = render_effects([{"gain_life": {"amount": d["for_each"]}}], [])
        if d.get("less") or not text.startswith("Gain 1 life for each "):
            raise RenderError("a coloured reduction's amount")
        return f"This spell costs {d['mana']} less to cast for each " \
            f"{text[len('Gain 1 life for each '):]}"
    if d.get("mana"):  # 118.7b-c (self_cost_mana.py)
        from mtg_engine.cards.oracle.self_cost_mana import render as render_mana

        return render_mana(d, printed)
    head = f"This spell costs {{{d['less']}}} less to cast"
    if "if_targets" in d:  # 601.2c, 601.2f (cost_if_targets.py)
        from mtg_engine.cards.oracle.cost_if_targets import render_if_targets

        if d.get("targets_spell"):
            from mtg_engine.cards.oracle.cost_if_targets import render_if_targets_spell

            return f"{head} if {render_if_targets_spell(d['if_targets'])}."
        return f"{head} if {render_if_targets(d['if_targets'])}."
    if "if" in d:
        from mtg_engine.cards.oracle.conditions import condition_wording

        said = condition_wording(d["if"], printed)
        if printed.startswith("If "):  # the condition first (_IF_SELF_LESS)
            return f"If {said}, {head[0].lower()}{head[1:]}."
        return f"{head} if {said}."
    from mtg_engine.cards.oracle.amount_render import amount_form

    if d["less"] == 1 and ", where X is " in printed:  # 107.3 (_SELF_LESS_X)
        with amount_form("where_x"):
            text = render_effects([{"gain_life": {"amount": d["for_each"]}}], [])
        prefix = "Gain X life, where X is "
        if not text.startswith(prefix):
            raise RenderError("a cost reduction's amount")
        return f"This spell costs {{X}} less to cast, where X is {text[len(prefix):]}"
    with amount_form("for_each"):  # 608.2h: the "for each" wording (amounts.py)
        text = render_effects([{"gain_life": {"amount": d["for_each"]}}], [])
    prefix = "Gain 1 life for each "
    if not text.startswith(prefix):
        raise RenderError("a cost reduction's amount")
    return f"{head} for each {text[len(prefix):]}"


# ------------------------------------------------------------------ redirection (614.9)


_REDIRECT_NEXT = re.compile(r"^([^:]+): The next (\d+|one|two|three) damage that would be dealt "
                            r"to ~ this turn is dealt to target ([a-z ]+) instead\.$")


def redirect_ability(para: str, cost_of: Callable[[str], dict[str, Any] | None]
                     ) -> dict[str, Any] | None:
    """"{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature
    you control instead." (614.9, the en-Kor) -> an activated ability making a redirection
    shield; None when `para` is not that sentence."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _REDIRECT_NEXT.match(para)
    if m is None:
        return None
    cost = cost_of(m.group(1))
    spec = target_spec(m.group(3))
    if not cost or spec is None or spec["kind"] not in ("creature", "permanent"):
        return None
    n = int(m.group(2)) if m.group(2).isdigit() else _WORDS[m.group(2)]
    return {"cost": cost, "text": para, "targets": [spec],
            "effects": [{"redirect": {"what": "self", "to": "target", "amount": n}}]}


def render_redirect_ability(ab: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_abilities import render_cost
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_target

    effects = ab.get("effects") or []
    if len(effects) != 1 or "redirect" not in effects[0] or len(ab.get("targets", ())) != 1:
        raise RenderError("ability")
    p = effects[0]["redirect"]
    if p.get("what") != "self" or p.get("to") != "target":
        raise RenderError("ability")
    return (f"{render_cost(ab['cost'])}: The next {p['amount']} damage that would be dealt to ~ "
            f"this turn is dealt to {describe_target(ab['targets'][0])} instead.")


# ------------------------------------------------------------------ the monarch (720)

_MONARCH_ETB = "When ~ enters the battlefield, you become the monarch."
_MONARCH_ACT = re.compile(r"^([^:]+): You become the monarch\.$")


def monarch_paragraph(para: str, cost_of: Callable[[str], dict[str, Any] | None]
                      ) -> tuple[str, dict[str, Any]] | None:
    """"When ~ enters the battlefield, you become the monarch." (a trigger) and "[Cost]: You
    become the monarch." (an activated ability), 720 -> ("trigger" | "ability", its DSL)."""
    if para == _MONARCH_ETB:
        return "trigger", {"event": "enters", "text": para,
                           "effects": [{"become_monarch": {}}]}
    m = _MONARCH_ACT.match(para)
    if m:
        cost = cost_of(m.group(1))
        if cost:
            return "ability", {"cost": cost, "text": para, "effects": [{"become_monarch": {}}]}
    return None


def render_monarch(kind: str, d: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_abilities import render_cost
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if d.get("effects") != [{"become_monarch": {}}] or d.get("targets"):
        raise RenderError("monarch")
    if kind == "trigger" and d.get("event") == "enters" and set(d) == {"event", "text",
                                                                       "effects"}:
        return _MONARCH_ETB
    if kind == "ability":
        return f"{render_cost(d['cost'])}: You become the monarch."
    raise RenderError("monarch")


# ------------------------------------------------------------------ enters with counters (614.1c)

_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8}
_KICKED_COUNTERS = re.compile(
    r"^If ~ was kicked, it enters the battlefield with (a|one|two|three|four|five|six) "
    r"(?P<more>additional )?(?P<kind>\+1/\+1|time) counters? on it"
    r"(?: and with (?P<kw>[a-z ]+))?\.$")
_ESCAPES_WITH = re.compile(r"^~ escapes with (a|two|three|four|five|six) \+1/\+1 counters? on "
                           r"it\.$")
_KICKS_COUNTERS = re.compile(
    r"^~ enters the battlefield with a \+1/\+1 counter on it for each time it was kicked\.$")


def kicked_counters(para: str, dsl: dict[str, Any]
                    ) -> tuple[dict[str, Any] | None, dict[str, Any] | None, str]:
    """"If ~ was kicked, it enters the battlefield with two +1/+1 counters on it [and with
    first strike]." and "~ enters the battlefield with a +1/+1 counter on it for each time it
    was kicked." (614.1c, 702.33d) -> a replacement effect of the card itself, and the
    keyword it enters with as a static ability it has as long as it was kicked."""
    from mtg_engine.cards.keywords import parse_keyword

    m = _KICKED_COUNTERS.match(para)
    m2 = _KICKS_COUNTERS.match(para)
    if m is None and m2 is None:
        return None, None, ""
    if not dsl.get("kicker") and not dsl.get("multikicker"):
        return None, None, "\"if it was kicked\" on a card without kicker (702.33d)"
    if m is None:
        return {"event": "enters", "instead": "counters", "counter_kind": "+1/+1",
                "amount": "kicks"}, None, ""
    rep = {"event": "enters", "instead": "counters", "counter_kind": m.group("kind"),
           "amount": _WORDS[m.group(1)], "condition": "kicked"}
    if m.group("more"):  # "three additional time counters" (with vanishing's, 702.63a)
        rep["text"] = "additional"
    if not m.group("kw"):
        return rep, None, ""
    k = parse_keyword(m.group("kw"))
    if k is None or not k.implemented or k.card_keywords() != (k.name,):
        return None, None, "enters-the-battlefield replacement (614.1c) is not implemented yet"
    return rep, {"anthem": {"affects": "self", "keywords": [k.name], "as_long_as": "kicked"}}, ""


_TAPPED_WITH = re.compile(r"^~ enters the battlefield tapped (?:and )?with (a|an|one|two|three|"
                          r"four|five|six) ([+-]1/[+-]1|[a-z]+) counters? on it\.$")


def tapped_with_counters(para: str) -> list[dict[str, Any]] | None:
    """"~ enters the battlefield tapped with two charge counters on it." (the Vivid lands;
    614.1c, 614.12: two replacement effects of the permanent itself) -> its two statics;
    None for another paragraph."""
    from mtg_engine.cards.oracle.statics import _plain_counter

    m = _TAPPED_WITH.match(para)
    if m is None or not _plain_counter(m.group(2)):
        return None
    n = {"an": 1, **_WORDS}[m.group(1)]
    return [{"enters_tapped": {}},
            {"enters_with_counters": {"counter_kind": m.group(2), "max_count": n}}]


def render_tapped_with_counters(sts: list[dict[str, Any]]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    if len(sts) != 2 or sts[0] != {"enters_tapped": {}} or \
            set(sts[1].get("enters_with_counters", {})) != {"counter_kind", "max_count"}:
        raise RenderError("enters tapped with counters")
    p = sts[1]["enters_with_counters"]
    n, kind = p["max_count"], p["counter_kind"]
    noun = "counter" if n == 1 else "counters"
    art = "an" if kind[0] in "aeiou" else "a"
    return f"~ enters the battlefield tapped with {_num(n, art)} {kind} {noun} on it."


_GROUP_TAPPED = re.compile(r"^((?:(?:Artifacts|Creatures|Lands|Enchantments|Planeswalkers|"
                           r"Snow lands)(?:, | and |, and ))*(?:Artifacts|Creatures|Lands|"
                           r"Enchantments|Planeswalkers|Snow lands))( your opponents control)? "
                           r"enter the battlefield tapped\.$", re.IGNORECASE)


# nonbasic lands (205.4a): "Nonbasic lands your opponents control enter the battlefield
# tapped." (Archon of Emeria), "Creatures and nonbasic lands your opponents control ..."
# (Thalia, Heretic Cathar: either, `any_of`)
_NONBASIC = {"types": ["Land"], "not_supertypes": ["Basic"]}
_TAPPED_NONBASIC: dict[str, dict[str, Any]] = {
    "Nonbasic lands your opponents control enter the battlefield tapped.":
        {**_NONBASIC, "controller": "opponent"},
    "Creatures and nonbasic lands your opponents control enter the battlefield tapped.":
        {"controller": "opponent", "any_of": [{"types": ["Creature"]}, _NONBASIC]},
}


def group_enters_tapped(para: str) -> dict[str, Any] | None:
    """"Creatures your opponents control enter the battlefield tapped.", "Artifacts and lands
    enter the battlefield tapped." (614.1c: a replacement effect of the permanent on the
    entering objects, judged with the control they'd enter under, 614.12) -> the DSL
    replacement; None for another paragraph."""
    if para in _TAPPED_NONBASIC:
        return {"event": "enters", "instead": "tapped", "affects": "filter",
                "filter": copy.deepcopy(_TAPPED_NONBASIC[para])}
    m = _GROUP_TAPPED.match(para)
    if m is None:
        return None
    words = [w.capitalize() for w in re.split(r", and |, | and ", m.group(1))]
    if not para[0].isupper() or len(set(words)) != len(words):
        return None
    f: dict[str, Any] = {}
    if words == ["Snow lands"]:
        f = {"types": ["Land"], "supertypes": ["Snow"]}
    elif "Snow lands" in words:
        return None
    else:
        f["types"] = [w[:-1] for w in words]
    if m.group(2):
        f["controller"] = "opponent"
    return {"event": "enters", "instead": "tapped", "affects": "filter", "filter": f}


def render_group_enters_tapped(r: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = dict(r.get("filter") or {})
    if set(r) != {"event", "instead", "affects", "filter"} or r["event"] != "enters" \
            or r["instead"] != "tapped" or r["affects"] != "filter":
        raise RenderError("replacement")
    said = next((text for text, g in _TAPPED_NONBASIC.items() if g == r["filter"]), None)
    if said is not None:
        return said
    whose = " your opponents control" if f.pop("controller", None) == "opponent" else ""
    if f == {"types": ["Land"], "supertypes": ["Snow"]}:
        nouns = ["Snow lands"]
    elif set(f) == {"types"}:
        nouns = [t.lower() + "s" for t in f["types"]]
        nouns[0] = nouns[0].capitalize()
    else:
        raise RenderError("replacement filter")
    group = nouns[0] if len(nouns) == 1 else " and ".join(nouns) if len(nouns) == 2 else \
        ", ".join(nouns[:-1]) + ", and " + nouns[-1]
    return f"{group}{whose} enter the battlefield tapped."


def escapes_with(para: str, dsl: dict[str, Any]) -> tuple[dict[str, Any] | None, str]:
    """"~ escapes with two +1/+1 counters on it." (702.138c: "If this permanent escaped, it
    enters the battlefield with [those counters]") -> a replacement effect of the card."""
    m = _ESCAPES_WITH.match(para)
    if m is None:
        return None, ""
    if not any(a["kind"] == "escape" for a in dsl.get("alt_costs", ())):
        return None, "\"escapes with\" on a card without escape (702.138c)"
    return {"event": "enters", "instead": "counters", "counter_kind": "+1/+1",
            "amount": _WORDS[m.group(1)], "condition": "escaped"}, ""


def render_escapes_with(r: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    if r.get("condition") != "escaped" or r.get("counter_kind") != "+1/+1" \
            or not isinstance(r.get("amount"), int):
        raise RenderError("replacement")
    n = r["amount"]
    return f"~ escapes with {_num(n)} +1/+1 {'counter' if n == 1 else 'counters'} on it."


def render_kicked_counters(r: dict[str, Any], st: dict[str, Any] | None = None) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    if r.get("event") != "enters" or r.get("instead") != "counters" \
            or r.get("counter_kind") not in ("+1/+1", "time"):
        raise RenderError("replacement")
    if r.get("amount") == "kicks":
        return "~ enters the battlefield with a +1/+1 counter on it for each time it was kicked."
    n = r["amount"]
    if r.get("condition") != "kicked" or not isinstance(n, int) or n < 1:
        raise RenderError("replacement")
    noun = "counter" if n == 1 else "counters"
    more = "additional " if r.get("text") == "additional" else ""
    out = f"If ~ was kicked, it enters the battlefield with {_num(n)} {more}" \
        f"{r['counter_kind']} {noun} on it"
    if st is not None:
        p = st.get("anthem") or {}
        if set(p) != {"affects", "keywords", "as_long_as"} or p["affects"] != "self" \
                or p["as_long_as"] != "kicked" or len(p["keywords"]) != 1:
            raise RenderError("static")
        out += f" and with {p['keywords'][0]}"
    return out + "."


__all__ = [
    "KEYWORDS",
    "additional_cost",
    "escapes_with",
    "group_enters_tapped",
    "has_condition",
    "keyword",
    "kicked_counters",
    "kicked_spell",
    "kicked_trigger",
    "monarch_paragraph",
    "redirect_ability",
    "redirect_static",
    "render_additional_cost",
    "render_escapes_with",
    "render_group_enters_tapped",
    "render_kicked_counters",
    "render_kicked_spell",
    "render_kicked_trigger",
    "render_monarch",
    "render_redirect_ability",
    "render_redirect_static",
    "render_self_cost",
    "render_spell_cost",
    "render_tapped_with_counters",
    "self_cost_reduction",
    "spell_cost_static",
    "tapped_with_counters",
    "two_kickers",
    "typecycling",
]
