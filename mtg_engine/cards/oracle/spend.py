"""Oracle text <-> mana-spending restrictions (106.6): "Spend this mana only to cast creature
spells or activate abilities of creatures." after a mana ability's "Add ..." sentence, read
into the ability's `spend_only` (rules/spend.py carries it with the mana and checks it at
payment) and rendered back for the round trip.

Read: "to cast <spells>", "to activate abilities [of <permanents>]", and one of each joined by
"or" (the cast part first). <spells> is a description of a spell by its own characteristics:
"creature spells", "a creature spell of the chosen type", "an instant or sorcery spell",
"colorless Eldrazi spells", "a Cleric, Rogue, Warrior, or Wizard spell", "legendary spells",
"a multicolored spell", "a noncreature spell"; "to cast kicked spells" (702.33d: the payment
says whether the spell is kicked), "to foretell a card from your hand or cast <spells>"
(702.143a), "to cast a face-down creature spell, pay a mana cost to turn a manifested creature
face up, or pay a morph cost" (702.37c, 701.34b, 702.37e: `face_down`). Anything else ("a
spell with devoid": devoid isn't kept on the card, "to pay cumulative upkeep costs", an
ability-first order) is refused.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from mtg_engine.cards.oracle.amount_render import wording

_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Sorcery", "Planeswalker")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_NAMES = {v: k for k, v in _COLORS.items()}
_OTHER_SUBTYPES = ("Equipment", "Vehicle")  # artifact subtypes a restriction names
_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Myr": "Myr", "Eldrazi": "Eldrazi",
              "Sliver": "Slivers"}
_HEAD = "Spend this mana only to "
_SPLIT = re.compile(r" or (?P<to>to )?(?=activate )")


@functools.lru_cache(maxsize=1)
def _subtypes() -> frozenset[str]:
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return frozenset(CREATURE_TYPES) | frozenset(_OTHER_SUBTYPES)


def _plural(sub: str) -> str:
    return _IRREGULAR.get(sub, sub + "s")


def _list(words: str) -> list[str]:
    """"Cleric, Rogue, Warrior, or Wizard" / "artifact or creature" / "Dragon" -> the items."""
    return [w for w in re.split(r", or |, | or ", words) if w]


def _join(items: list[str]) -> str:
    if len(items) <= 2:
        return " or ".join(items)
    return ", ".join(items[:-1]) + ", or " + items[-1]


def _description(words: str) -> dict[str, Any] | None:
    """"legendary", "colorless Eldrazi", "Dragon creature", "instant or sorcery", "" -> the
    filter of the spell or permanent those words describe."""
    f: dict[str, Any] = {}
    rest = words.split(" ") if words else []
    while rest and rest[0] in ("legendary", "colorless", "multicolored", *_COLORS) \
            and len(rest) >= 1:
        w = rest.pop(0)
        key = {"legendary": "supertypes", "colorless": "colorless",
               "multicolored": "multicolored"}.get(w, "colors")
        if key in f:
            return None
        f[key] = ["Legendary"] if w == "legendary" else [_COLORS[w]] if key == "colors" else True
    text = " ".join(rest)
    if text.startswith("non") and text[3:].capitalize() in _TYPES:
        return {**f, "not_types": [text[3:].capitalize()]}
    if not text:
        return f
    items = _list(text)
    if all(i.capitalize() in _TYPES and i == i.lower() for i in items):
        return {**f, "types": [i.capitalize() for i in items]}
    last = items[-1].split(" ")
    if len(last) == 2 and last[1].capitalize() in _TYPES and last[1] == last[1].lower():
        items[-1] = last[0]  # "Dragon creature", "Elf creature"
        f["types"] = [last[1].capitalize()]
    if all(i in _subtypes() for i in items):
        return {**f, "subtypes": items}
    return None


def _spells(phrase: str) -> dict[str, Any] | None:
    chosen = phrase.endswith(" of the chosen type")  # 614.12a
    if chosen:
        phrase = phrase[: -len(" of the chosen type")]
    m = re.fullmatch(r"(?:an? )?(?P<w>.*?)\s*spells?", phrase)
    if m is None or (phrase.endswith("spells") == bool(re.match(r"an? ", phrase))):
        return None
    f = _description(m.group("w"))
    if f is None or (chosen and f.get("types") != ["Creature"]):
        return None
    if chosen:
        f["chosen"] = "creature_type"
    return f


def _sources(phrase: str) -> dict[str, Any] | None:
    """"abilities" / "an ability" -> {} (any); "abilities of artifacts", "abilities of
    colorless Eldrazi", "an ability of an Elemental" -> the filter of the ability's source."""
    if phrase in ("abilities", "an ability"):
        return {}
    m = re.fullmatch(r"abilities of (?P<pl>.+)|an ability of an? (?P<one>.+)", phrase)
    if m is None:
        return None
    if m.group("one"):
        return _description(m.group("one"))
    words = m.group("pl").split(" ")
    plural = {_plural(s): s for s in _subtypes()}
    items = _list(words[-1]) if len(words) == 1 else [words[-1]]
    head = words[:-1]
    out: list[str] = []
    for i in items:
        if i in ("artifacts", "creatures"):
            out.append(i[:-1])
        elif i in plural:
            out.append(plural[i])
        else:
            return None
    return _description(" ".join([*head, _join(out)]))


_UNCOUNTERED = ", and that spell can't be countered"
_FORETELL = "foretell a card from your hand or "
# 702.37c, 701.34b, 702.37e: casting a spell face down (morph), turning a manifested creature
# face up for its mana cost or a face-down permanent for its morph cost (Qarsi Deceiver)
_FACE_DOWN = ("cast a face-down creature spell, pay a mana cost to turn a manifested creature "
              "face up, or pay a morph cost")
_KICKED = "cast kicked spells"
# spells cast from a graveyard (rules/spend.allows: the card's zone as it is cast), with
# flashback (702.34a: printed or granted, the card's characteristics there)
_FROM_GRAVEYARD = {"cast a spell from your graveyard": {"cast": {}, "from_graveyard": "yours"},
                   "cast spells with flashback from a graveyard": {
                       "cast": {}, "from_graveyard": "any", "flashback": True}}


def spend_restriction(sentence: str) -> dict[str, Any] | None:
    """106.6: "Spend this mana only to cast creature spells or activate abilities of creatures."
    -> {cast: <filter>, activate: <filter>}; None for any other sentence."""
    s = sentence.strip()
    if not s.startswith(_HEAD) or not s.endswith("."):
        return None
    body = s[len(_HEAD):-1]
    if body == _KICKED:  # 702.33d: the spell is kicked as it's cast (601.2b, before payment)
        return {"cast": {}, "kicked": True}
    if body == _FACE_DOWN:  # 702.37c, 701.34b, 702.37e (rules/spend.allows)
        return {"face_down": True}
    if body in _FROM_GRAVEYARD:  # 106.6: judged by where the spell is cast from (601.2a)
        return dict(_FROM_GRAVEYARD[body])
    if body.startswith(_FORETELL):  # 702.143a: the special action's {2} (Karfell Harbinger)
        got = spend_restriction(_HEAD + body[len(_FORETELL):] + ".")
        return {"foretell": True, **got} if got is not None and set(got) == {"cast"} else None
    rider = body.endswith(_UNCOUNTERED)  # 106.6: an effect on the spell (Cavern of Souls)
    if rider:
        got = spend_restriction(_HEAD + body[:-len(_UNCOUNTERED)] + ".")
        if got is None or set(got) != {"cast"}:
            return None
        return {**got, "uncounterable": True}
    first = re.fullmatch(r"(?P<act>activate [^,]+?) or (?P<cast>cast .+)", body)
    if first is not None:  # "to activate an ability or cast an artifact spell" (the same two)
        got = spend_restriction(f"{_HEAD}{first.group('cast')} or {first.group('act')}.")
        return got if got is not None and set(got) == {"cast", "activate"} else None
    body = body.replace(" and/or ", " or ")  # "instant and/or sorcery spells": either type
    parts = _SPLIT.split(body)
    out: dict[str, Any] = {}
    cast_part = parts[0]
    if len(parts) == 3:  # cast part, "to " or None, activate part
        act = _sources(parts[2][len("activate "):])
        if act is None:
            return None
        out["activate"] = act
    elif len(parts) != 1:
        return None
    if cast_part.startswith("activate ") and len(parts) == 1:
        act = _sources(cast_part[len("activate "):])
        return {"activate": act} if act is not None else None
    if not cast_part.startswith("cast "):
        return None
    spells = _spells(cast_part[len("cast "):])
    if spells is None:
        return None
    out["cast"] = spells
    return out


def _a(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _words(f: dict[str, Any], plural: bool, noun: str) -> str:
    """The English of a restriction's filter: "an instant or sorcery spell", "colorless Eldrazi
    spells" (noun "spell"); "artifacts", "an Elemental" (noun "source": an ability's source)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = dict(f)
    adj: list[str] = []
    if f.pop("supertypes", None) == ["Legendary"]:
        adj.append("legendary")
    if f.pop("colorless", None):
        adj.append("colorless")
    if f.pop("multicolored", None):
        adj.append("multicolored")
    adj += [_COLOR_NAMES[c] for c in f.pop("colors", [])]
    subs = f.pop("subtypes", [])
    types = [t.lower() for t in f.pop("types", [])]
    nots = f.pop("not_types", [])
    chosen = f.pop("chosen", "")
    if f or (nots and (subs or types)) or len(nots) > 1 or (subs and len(types) > 1) \
            or (chosen and noun != "spell"):
        raise RenderError("a mana-spending restriction")
    if nots:
        adj.append("non" + nots[0].lower())
    if noun == "source" and plural:  # "abilities of artifacts", "... of colorless Eldrazi"
        if (subs and types) or not (subs or types):
            raise RenderError("a mana-spending restriction")
        return " ".join([*adj, _join([_plural(s) for s in subs] or [t + "s" for t in types])])
    joined = _join(types)
    if len(types) == 2 and not subs and plural and wording("spend_and_or"):
        joined = " and/or ".join(types)  # "instant and/or sorcery spells" (Cormela)
    words = " ".join([*adj, _join(subs), *types] if subs else [*adj, joined]).strip()
    if noun == "spell":
        words = f"{words} {'spells' if plural else 'spell'}".strip()
    elif not words:
        raise RenderError("a mana-spending restriction")
    if not plural:
        words = f"{_a(words)} {words}"
    return words + (" of the chosen type" if chosen == "creature_type" else "")


def render_spend(spend_only: dict[str, Any]) -> str:
    """The sentence of a `spend_only` restriction (106.6)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if "from_graveyard" in spend_only:
        said = next((w for w, d in _FROM_GRAVEYARD.items() if d == spend_only), None)
        if said is None:
            raise RenderError("a mana-spending restriction")
        return _HEAD + said + "."

    if spend_only == {"cast": {}, "kicked": True}:  # 702.33d (spend_restriction)
        return _HEAD + _KICKED + "."
    if spend_only == {"face_down": True}:  # 702.37c, 701.34b, 702.37e (spend_restriction)
        return _HEAD + _FACE_DOWN + "."
    if spend_only.get("foretell"):  # 702.143a (spend_restriction)
        rest = render_spend({k: v for k, v in spend_only.items() if k != "foretell"})
        return _HEAD + _FORETELL + rest[len(_HEAD):]
    plural = wording("spend_plural")
    parts: list[str] = []
    if "cast" in spend_only:
        parts.append("cast " + _words(spend_only["cast"], plural, "spell"))
    if "activate" in spend_only:
        act = spend_only["activate"]
        if not act:
            parts.append("activate abilities" if plural else "activate an ability")
        else:
            of = _words(act, plural, "source")
            parts.append(f"activate abilities of {of}" if plural else
                         f"activate an ability of {of}")
    if not parts:
        raise RenderError("a mana-spending restriction")
    if len(parts) == 2 and wording("spend_activate_first"):  # (Automated Artificer's order)
        parts.reverse()
    joint = " or to " if len(parts) == 2 and wording("spend_to") else " or "
    rider = _UNCOUNTERED if spend_only.get("uncounterable") else ""
    return _HEAD + joint.join(parts) + rider + "."
