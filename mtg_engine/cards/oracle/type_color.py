"""Static abilities that set or add types and colours, said with "is" / "are" (layers 4 and 5,
613.1d-e), Oracle text -> `continuous` static, and back:

- colours set (105.3, 613.1e): "All creatures are black.", "All Slivers are colorless.",
  "Enchanted creature gets +3/+1 and is black."; "~ is all colors." is a characteristic-
  defining ability (604.3a: printed on the card, about its own colours);
- types added (205.1b, 613.1d): "All permanents are enchantments in addition to their other
  types.", "Creatures you control are Slivers in addition to their other creature types.",
  "Each land is a Swamp in addition to its other land types." (305.7: a basic land type added
  gives the land that type's mana ability, 305.6), "Lands you control are every basic land
  type in addition to their other types.", "~ is every creature type." (a CDA, 604.3a);
- card types set (205.1a): "Enchanted permanent is an enchantment and loses all other card
  types."; an artifact made a creature with base power and toughness (613.4b): "Enchanted
  artifact is a creature with base power and toughness 5/5 in addition to its other types."

The subject is "~", "enchanted/equipped <noun>" or a group (phrases.group); the English is
rendered back from the DSL (`render`), so the round trip checks every word."""

from __future__ import annotations

import re
from typing import Any

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORD = {v: k for k, v in _COLORS.items()}
_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
               "land": "Land"}
_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_SUPERTYPE_WORDS = {"legendary": "Legendary", "snow": "Snow"}
# 208.1, 202.3: power and toughness read from each affected artifact's mana value (layer
# 7b, `pt_mana_value`): "Each noncreature artifact is an artifact creature with ..."
_MV_ARTIFACT_CREATURE = ("an artifact creature with power and toughness each equal to its "
                         "mana value")
_MV_CREATURE = ("a creature in addition to its other types and has base power and base "
                "toughness each equal to its mana value")  # (Opalescence's wording)
# the "its" of each affected object in those predicates (conditional_statics.py)
EACH_ITS = re.compile(re.escape(_MV_CREATURE) + "|" + re.escape(_MV_ARTIFACT_CREATURE))
_SENTENCE = re.compile(r"(.+?) (?:(gets?) ([+-]\d+)/([+-]\d+) and )?(is|are) (.+)\.")


_CANT_HAVE = re.compile(r"(.+?) (loses?) ([a-z ]+) and can't have or gain ([a-z ]+)\.")


def _cant_have(para: str) -> dict[str, Any] | None:
    """"Creatures your opponents control lose flying and can't have or gain flying." (613.1f:
    removed in layer 6, and again after every other layer-6 effect: `cant_have`)."""
    from mtg_engine.cards.dsl_abilities import KNOWN_KEYWORDS

    m = _CANT_HAVE.fullmatch(para)
    if m is None or m.group(3) != m.group(4) or m.group(3) not in KNOWN_KEYWORDS:
        return None
    who = _subject(m.group(1), plural=m.group(2) == "lose")
    if who is None:
        return None
    return {"continuous": {**who, "remove_keywords": [m.group(3)], "cant_have": True}}


def lower(para: str) -> dict[str, Any] | None:
    """A static ability of this module, or None."""
    if "can't have or gain" in para:
        return _cant_have(para)
    m = _SENTENCE.fullmatch(para)
    if m is None:
        return None
    subject, gets, p, t, verb, pred = m.groups()
    who = _subject(subject, plural=verb == "are")
    if who is None or (gets is not None and gets != ("get" if verb == "are" else "gets")):
        return None
    fields = _predicate(pred, plural=verb == "are")
    if fields is None:
        return None
    if fields.get("pt_mana_value") and _render_predicate({**who, **fields}, False) != \
            pred.lower():
        return None  # ("an artifact creature": only what is already an artifact, 205.1b)
    out: dict[str, Any] = {**who, **fields}
    if p is not None:
        if set(fields) != {"set_colors"}:
            return None  # ("gets +1/+1 and is a ..." is statics._lower_also's)
        out["power"], out["toughness"] = int(p), int(t)
    if who.get("affects") == "self" and set(fields) <= {"set_colors", "all_creature_types"} \
            and p is None:
        out["cda"] = True  # 604.3a: its own colours or creature types, printed on it
    return {"continuous": out}


def _subject(text: str, plural: bool) -> dict[str, Any] | None:
    """"~", "Enchanted permanent", "All creatures", "Creatures you control", "Each land"."""
    from mtg_engine.cards.oracle.copy_control import _GRANT_NOUNS, _noun_filter, _tribal_group
    from mtg_engine.cards.oracle.phrases import group

    if text == "~":
        return None if plural else {"affects": "self"}
    m = re.fullmatch(r"(Enchanted|Equipped) (creature|land|artifact|enchantment|permanent)", text)
    if m:
        if plural or (m.group(1) == "Equipped" and m.group(2) != "creature"):
            return None
        return {"affects": m.group(1).lower(), "filter": _noun_filter(m.group(2))}
    if text.startswith("Each ") == plural:  # "Each land is", "All lands are"
        return None
    g = group(text) or _tribal_group(text)
    if g is None:
        return None
    f = g["all"]
    if set(f) - {"types", "subtypes", "not_types", "not_subtypes", "controller", "token",
                 "colors", "other"}:
        return None
    types = f.get("types", [])
    if types and types[0].lower() not in _GRANT_NOUNS:
        return None
    return {"filter": f}


def _predicate(pred: str, plural: bool) -> dict[str, Any] | None:
    low = pred.lower()
    colors = _colors(low)
    if colors is not None:
        return {"set_colors": colors}  # 105.3
    if low in _SUPERTYPE_WORDS:  # 205.4a, 613.1d: "is legendary", "is snow" (a supertype added)
        return {"add_supertypes": [_SUPERTYPE_WORDS[low]]}
    their = "their" if plural else "its"
    if low == f"every basic land type in addition to {their} other types":
        return {"add_subtypes": list(_BASIC)}  # 305.7
    if low == "every creature type" and not plural:
        return {"all_creature_types": True}  # 205.3m
    if not plural and low in ("an enchantment and loses all other card types",
                              "an artifact and loses all other card types"):
        return {"set_types": [_CARD_TYPES[low.split()[1]]]}  # 205.1a
    m = re.fullmatch(r"a creature with base power and toughness (\d+)/(\d+) in addition to "
                     r"its other types", low)
    if m and not plural:  # 613.1d, 613.4b
        return {"add_types": ["Creature"], "set_power": int(m.group(1)),
                "set_toughness": int(m.group(2))}
    if low in (_MV_ARTIFACT_CREATURE, _MV_CREATURE) and not plural:  # 613.1d, 613.4b
        return {"add_types": ["Creature"], "pt_mana_value": True}  # (March of the Machines)
    m = re.fullmatch(rf"(.+?) in addition to {their} other (creature |land )?types", pred)
    if m is None:
        return None
    return _added(m.group(1), (m.group(2) or "").strip(), plural)


def _colors(low: str) -> str | None:
    """"black", "white and blue", "colorless" (""), "all colors" -> WUBRG letters."""
    if low == "colorless":
        return ""
    if low == "all colors":
        return "WUBRG"
    words = re.split(r",? and |, ", low)
    if all(w in _COLORS for w in words) and len(set(words)) == len(words):
        return "".join(c for c in "WUBRG" if c in {_COLORS[w] for w in words})
    return None


def _added(words: str, kind: str, plural: bool) -> dict[str, Any] | None:
    """"enchantments", "a Swamp", "Slivers", "Forest lands", "an artifact" -> add_types and
    add_subtypes (`kind`: "creature" / "land" when the text says which types)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.protection import creature_type_of_plural

    parts = words.split()
    if not plural:
        if not parts or parts[0] not in ("a", "an"):
            return None
        parts = parts[1:]
    types: list[str] = []
    subs: list[str] = []
    for w in parts:
        sing = w[:-1] if plural and w.endswith("s") and w.lower()[:-1] in _CARD_TYPES else w
        if sing.lower() in _CARD_TYPES and sing == sing.lower():
            types.append(_CARD_TYPES[sing.lower()])
            continue
        basic = next((b for b in _BASIC if w in (b, b + "s") or (w == "Plains" and b == w)),
                     None)
        if basic is not None:
            subs.append(basic)
            continue
        sub = creature_type_of_plural(w.lower()) if plural and w[:1].isupper() else (
            w if w in CREATURE_TYPES else None)
        if not sub:
            return None
        subs.append(sub)
    if not types and not subs:
        return None
    if kind == "creature" and (types or not set(subs) <= set(CREATURE_TYPES)):
        return None
    if kind == "land" and (types or not set(subs) <= set(_BASIC)):
        return None
    if not kind and subs and not types and len(subs) == 1 and subs[0] in CREATURE_TYPES \
            and plural:
        return None  # "are Slivers in addition to their other types": Oracle says "creature"
    out: dict[str, Any] = {}
    if types:
        out["add_types"] = types
    if subs:
        out["add_subtypes"] = subs
    return out


# ------------------------------------------------------------------ back to English


def forms(p: dict[str, Any]) -> list[str]:
    """Every English form of `lower`'s DSL ([] if it isn't one): a group is said in the
    plural ("All lands are Swamps ...") or with "each" ("Each land is a Swamp ...")."""
    out = [r for r in (render(p), render(p, each=True)) if r is not None]
    from mtg_engine.core.creature_types import CREATURE_TYPES

    subs = p.get("add_subtypes") or ()
    if subs and not p.get("add_types") and set(subs) <= set(CREATURE_TYPES):
        # a creature type added: "in addition to its other [creature] types" say the same
        out += [r.replace(" other types", " other creature types") for r in out]
    if subs and not p.get("add_types") and set(subs) <= set(_BASIC):
        # a basic land type added: "in addition to their other [land] types" say the same
        out += [r.replace(" other land types", " other types") for r in out]
    if p.get("affects", "filter") == "filter":  # "All lands are Islands ...": the same group
        out += [f"All {r[0].lower()}{r[1:]}" for r in out if not r.startswith(("Each ", "All "))]
    return list(dict.fromkeys(out))


def render(p: dict[str, Any], each: bool = False) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one (the caller renders it
    otherwise); `each`: a group said in the singular with "Each"."""
    if p.get("cant_have"):
        kws = list(p.get("remove_keywords", ()))
        subject = _render_subject(p, each)
        if set(p) - {"affects", "filter", "remove_keywords", "cant_have"} or len(kws) != 1 \
                or subject is None:
            return None
        lose = "lose" if subject[1] else "loses"
        return f"{subject[0]} {lose} {kws[0]} and can't have or gain {kws[0]}."
    if p.get("pt_mana_value") and not each:  # (printed "Each noncreature artifact is ...")
        return render(p, each=True)
    keys = set(p) - {"affects", "filter", "cda"}
    if not keys or keys - {"set_colors", "add_types", "add_subtypes", "all_creature_types",
                           "set_types", "set_power", "set_toughness", "power", "toughness",
                           "add_supertypes", "pt_mana_value"}:
        return None
    if bool(p.get("cda")) != (p.get("affects") == "self" and "power" not in p
                              and keys <= {"set_colors", "all_creature_types"}):
        return None  # (604.3a: exactly the card's own colours or creature types)
    subject = _render_subject(p, each)
    if subject is None:
        return None
    text, plural = subject
    pred = _render_predicate(p, plural)
    if pred is None:
        return None
    verb = "are" if plural else "is"
    if "power" in p:
        from mtg_engine.cards.oracle.render import pt

        if set(keys) != {"power", "toughness", "set_colors"}:
            return None
        return f"{text} {'get' if plural else 'gets'} {pt(p['power'], p['toughness'])} and " \
            f"{verb} {pred}."
    return f"{text} {verb} {pred}."


def _render_subject(p: dict[str, Any], each: bool = False) -> tuple[str, bool] | None:
    from mtg_engine.cards.oracle.copy_control import _noun_of
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    affects = p.get("affects", "filter")
    if affects != "filter" and each:
        return None
    if affects == "self":
        return ("~", False) if "filter" not in p else None
    if affects in ("enchanted", "equipped"):
        try:
            return f"{affects.capitalize()} {_noun_of(p.get('filter'))}", False
        except RenderError:
            return None
    if each:
        one = describe_filter(dict(p.get('filter', {})))  # ("another": "each other", 109.1)
        return f"Each {'other ' + one[8:] if one.startswith('another ') else one}", False
    desc = describe_filter(dict(p.get("filter", {})), plural=True)
    return desc[0].upper() + desc[1:], True


def _render_predicate(p: dict[str, Any], plural: bool) -> str | None:
    their = "their" if plural else "its"
    keys = set(p) - {"affects", "filter", "cda", "power", "toughness"}
    if keys == {"set_colors"}:
        c = p["set_colors"]
        if c == "":
            return "colorless"
        if c == "WUBRG":
            return "all colors"
        words = [_COLOR_WORD[x] for x in c]
        return " and ".join(words) if len(words) <= 2 else None
    if keys == {"all_creature_types"} and not plural:
        return "every creature type"
    if keys == {"add_supertypes"} and len(p["add_supertypes"]) == 1:  # 205.4a
        return next((w for w, t in _SUPERTYPE_WORDS.items() if [t] == p["add_supertypes"]),
                    None)
    if keys == {"set_types"} and not plural and len(p["set_types"]) == 1:
        t = p["set_types"][0].lower()
        return f"{_article(t)} {t} and loses all other card types"
    if keys == {"add_types", "pt_mana_value"} and p["add_types"] == ["Creature"] \
            and p["pt_mana_value"] is True and not plural:
        artifacts = (p.get("filter") or {}).get("types") == ["Artifact"]
        return _MV_ARTIFACT_CREATURE if artifacts else _MV_CREATURE
    if keys == {"add_types", "set_power", "set_toughness"} and p["add_types"] == ["Creature"] \
            and not plural:
        return (f"a creature with base power and toughness {p['set_power']}/"
                f"{p['set_toughness']} in addition to its other types")
    if keys - {"add_types", "add_subtypes"}:
        return None
    types = [t.lower() for t in p.get("add_types", ())]
    subs = list(p.get("add_subtypes", ()))
    if subs == list(_BASIC) and not types:
        return f"every basic land type in addition to {their} other types"
    from mtg_engine.core.creature_types import CREATURE_TYPES

    kind = ""
    if subs and not types:
        kind = "creature " if set(subs) <= set(CREATURE_TYPES) else \
            "land " if set(subs) <= set(_BASIC) else ""
        if not kind:
            return None
    if plural and types:  # "Forest lands": the subtypes said as adjectives
        words = [*subs, *(t + "s" for t in types)]
    elif plural:
        from mtg_engine.cards.oracle.static_words import _plural_of

        words = [(_plural_of(s) or s + "s") if s not in _BASIC else
                 (s if s == "Plains" else s + "s") for s in subs]
    else:
        words = [*subs, *types]
    what = " ".join(words)
    if not plural:
        what = f"{_article(what)} {what}"
    if kind == "creature " and not plural:
        kind = ""  # ("is a Zombie in addition to its other types")
    return f"{what} in addition to {their} other {kind}types"


def _article(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"
