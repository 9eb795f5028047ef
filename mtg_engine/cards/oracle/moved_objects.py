""""Return target creature card from your graveyard to the battlefield. That creature gains
haste until end of turn." (Bond of Revival; 400.7): a target card put onto the battlefield is
a new object, so the instructions after the move that name it ("it", "that creature") name the
permanent it became, the reference "moved:<target ref>" (effects/moved_objects.py), not the
target itself (which no longer exists: the haste would go nowhere). It renders as the target
named again."""

from __future__ import annotations

import re
from typing import Any


def _moved_target(verb: str, body: Any) -> str | None:
    """The target ref an instruction puts onto the battlefield, or None."""
    if verb != "move" or not isinstance(body, dict) or body.get("to") != "battlefield":
        return None
    what = body.get("what")
    if isinstance(what, str) and (what == "target" or what.startswith("target:")):
        return what
    return None


def _not_moved(before: list[dict[str, Any]], body: dict[str, Any]) -> bool:
    """608.2c: an instruction carried out only if the one right before it, an optional move
    of that target onto the battlefield, wasn't done ("if you don't"): the target is still
    the card it was (Emeria Shepherd's "... to the battlefield instead", return_instead.py)."""
    cond = body.get("if")
    if not (cond == "did_not" or (isinstance(cond, dict) and cond.get("kind") == "all_of"
                                  and {"kind": "did_not"} in cond.get("parts", ()))) \
            or not before or len(before[-1]) != 1:
        return False
    verb, last = next(iter(before[-1].items()))
    return isinstance(last, dict) and bool(last.get("may")) \
        and _moved_target(verb, last) == body["what"]


def name_moved(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`effects` with each later "what" naming a target moved onto the battlefield before it
    made "moved:<ref>"."""
    moved: set[str] = set()
    out: list[dict[str, Any]] = []
    for e in effects:
        if len(e) != 1:
            out.append(e)
            continue
        verb, body = next(iter(e.items()))
        if isinstance(body, dict) and isinstance(body.get("what"), str) \
                and body["what"] in moved and not _not_moved(out, body):
            e = {verb: {**body, "what": "moved:" + body["what"]}}
        got = _moved_target(verb, body)
        if got is not None:
            moved.add(got)
        out.append(e)
    return out


# "That creature is a black Zombie in addition to its other colors and types." (Rise from the
# Grave): for the rest of the game (611.2a), layers 4 and 5 (613.1d, 613.1e)
_IN_ADDITION = re.compile(r"^That creature is an? (?P<color>white|blue|black|red|"
                          r"green) (?P<sub>[A-Z][a-z]+) in addition to its other colors and "
                          r"types$")
# "That creature is a Vampire in addition to its other types." (Sorin, Vengeful Bloodlord):
# layer 4 only (613.1d)
_TYPE_ADDED = re.compile(r"^That creature is an? (?P<sub>[A-Z][a-z]+) in addition to its other "
                         r"types$")


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The sentence after a target creature card was put onto the battlefield, about the
    permanent it became (the only target, a card in a graveyard), or None."""
    from mtg_engine.cards.oracle.phrases import COLOR_WORDS
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if len(ctx.targets) != 1 or ctx.targets[0].get("kind") != "card" \
            or ctx.targets[0].get("filter", {}).get("types") != ["Creature"]:
        return None
    m = _IN_ADDITION.match(sentence.strip())
    typed = _TYPE_ADDED.match(sentence.strip()) if m is None else None
    if typed is not None and typed.group("sub") in CREATURE_TYPES:
        return [{"continuous": {"what": "moved:target", "until": "",
                                "add_subtypes": [typed.group("sub")]}}]
    if m is None:
        return _about_it(sentence.strip())
    if m.group("sub") not in CREATURE_TYPES:
        return None
    return [{"continuous": {"what": "moved:target", "until": "",
                            "add_colors": COLOR_WORDS[m.group("color")],
                            "add_subtypes": [m.group("sub")]}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of `lower_sentence`'s effect, or None."""
    from mtg_engine.cards.oracle.phrases import COLOR_WORDS

    if set(p) == {"what", "until", "add_subtypes"} and p["until"] == "" \
            and len(p["add_subtypes"]) == 1 and p["what"] == "moved:target":
        sub = p["add_subtypes"][0]
        return "", f"that creature is {'an' if sub[0] in 'AEIOU' else 'a'} {sub} in addition " \
            "to its other types"
    if set(p) != {"what", "until", "add_colors", "add_subtypes"} or p["until"] != "" \
            or len(p["add_subtypes"]) != 1 or p["add_colors"] not in COLOR_WORDS.values():
        return None
    color = next(k for k, v in COLOR_WORDS.items() if v == p["add_colors"])
    return "", f"that creature is a {color} {p['add_subtypes'][0]} in addition to its other " \
        "colors and types"


_IT = re.compile(r"^(?:It|That creature) (?P<rest>(?:gets|gains) .+)$")


def _about_it(sentence: str) -> list[dict[str, Any]] | None:
    """"It gets +2/+0 and gains haste until end of turn" / "That creature gains haste until end
    of turn": read as the same words said of "target creature", then said of the permanent
    the target card became."""
    import json

    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    m = _IT.match(sentence)
    if m is None:
        return None
    sub = Ctx(on_permanent=False)
    got = compile_effects(sub, f"Target creature {m.group('rest')}.")
    if not got or sub.targets != [{"kind": "creature"}]:
        return None
    if any(set(body) - {"what", "keywords", "power", "toughness", "until"} or
           body.get("what") != "target" for e in got for body in e.values()) \
            or json.dumps(got).count('"target"') != len(got):
        return None  # (only pumps and keywords granted, each to the creature)
    return [{verb: {**body, "what": "moved:target"}} for e in got for verb, body in e.items()]


# 701.3a, 400.7: "Return that card to the battlefield and attach ~ to it." (Nim Deathmantle): the
# Aura or Equipment attached to the permanent the card became
_ATTACH_AFTER = re.compile(r"^(?P<move>(?:return|put) .+ (?:on)?to the battlefield"
                           r"(?: under (?:your|its owner's) control)?) and attach ~ to it$",
                           re.IGNORECASE)


def attach_after_move(ctx: Any, sentence: str, compile_effects: Any
                      ) -> list[dict[str, Any]] | None:
    """The move, then `attach` of ~ to what it put onto the battlefield, or None."""
    m = _ATTACH_AFTER.match(sentence.strip().rstrip("."))
    if m is None or not getattr(ctx, "on_permanent", False):
        return None
    before = len(ctx.targets)
    got = compile_effects(ctx, m.group("move") + ".")
    body = got[-1].get("move") if got and len(got[-1]) == 1 else None
    what = body.get("what") if isinstance(body, dict) else None
    if not isinstance(body, dict) or body.get("to") != "battlefield" \
            or not (what == "remembered_card" or _moved_target("move", body)):
        del ctx.targets[before:]
        return None
    return [*got, {"attach": {"what": "self", "to": f"moved:{what}"}}]
