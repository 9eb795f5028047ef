"""Triggered abilities (603) in Oracle text -> DSL triggers: "When/Whenever/At [condition],
[intervening if,] [effect]" (603.1, 603.4). Moved out of compiler.py unchanged."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.costs import TYPE_NOUNS
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.cards.oracle.phrases import describe
from mtg_engine.cards.oracle.statics import _NOT_CREATURE_TYPES, _feature

_TRIGGERS: list[tuple[str, str]] = [
    (r"when ~ enters the battlefield", "enters"),  # 603.6a
    (r"when ~ dies", "dies"),  # 700.4
    (r"when ~ leaves the battlefield", "leaves"),  # 603.6c
    (r"at the beginning of your upkeep", "upkeep"),  # 503.1
    (r"at the beginning of each upkeep", "each_upkeep"),
    (r"at the beginning of each player's upkeep", "each_upkeep"),
    (r"at the beginning of your end step", "end_step"),  # 513.1
    (r"at the beginning of (?:each|the|each player's) end step", "each_end_step"),
    (r"at the beginning of each opponent's upkeep", "opponent_upkeep"),
    (r"at the beginning of combat on your turn", "begin_combat"),  # 507.1
    (r"when you cycle ~", "cycle"),  # 702.29
    (r"whenever ~ is dealt damage", "dealt_damage"),
    (r"whenever ~ attacks and isn't blocked", "unblocked"),  # 509.1h
    (r"when ~ is put into a graveyard from the battlefield", "put_into_graveyard_from_battlefield"),
    (r"whenever ~ attacks", "attacks"),  # 508.1m
    (r"whenever ~ blocks", "blocks"),  # 509.1i
    (r"whenever ~ becomes blocked", "becomes_blocked"),
    (r"whenever ~ deals combat damage to a player", "combat_damage_to_player"),  # 510.3a
    (r"whenever you gain life", "gain_life"),
    (r"whenever you draw a card", "draw_card"),
    (r"when ~ is turned face up", "turned_face_up"),  # 702.37e, 708.8
]


def _trigger_condition(cond: str, self_types: tuple[str, ...] = ()
                       ) -> tuple[str, dict[str, Any]] | None:
    """"When ~ enters the battlefield" -> ("enters", {}); "Whenever you cast a noncreature
    spell" -> ("cast_spell", filter)..."""
    low = cond.lower()
    # "Whenever a land enters ..." on a card that can't be a land is "another land" (the
    # engine never lets a permanent see itself enter or die through these events).
    m = re.fullmatch(r"whenever an? (.+?) (enters the battlefield(?: under your control)?|dies)",
                     low)
    if m:
        d = describe(m.group(1))
        types = set((d[1].get("types") or [d[0].capitalize()]) if d else ())
        if d is not None and types and not types & set(self_types) \
                and types <= {"Creature", "Land", "Artifact", "Enchantment", "Planeswalker"}:
            low = f"whenever another {m.group(1)} {m.group(2)}"
    for pat, event in _TRIGGERS:
        if re.fullmatch(pat, low):
            return event, {}
    m = re.fullmatch(r"whenever (you cast|a player casts) an? (?:(.+?) )?spell", low)
    if m:
        event = "cast_spell" if m.group(1) == "you cast" else "any_player_casts"
        if m.group(2) is None:
            return event, {}
        d = describe(m.group(2) + " spell")
        if d is None or d[0] != "spell" or set(d[1]) - {"types", "not_types", "colors",
                                                         "not_colors"}:
            return None
        return event, d[1]
    # "another": the engine never lets a permanent see itself enter or die here.
    m = re.fullmatch(r"whenever another (.+?) enters the battlefield( under your control)?", low)
    if m:
        d = describe(m.group(1))
        if d is None or d[0] not in ("creature", "permanent", "planeswalker"):
            return None
        f = dict(d[1])
        if d[0] in ("creature", "planeswalker"):
            f.setdefault("types", [d[0].capitalize()])
        if m.group(2):
            f["controller"] = "you"
        return "another_enters", f
    m = re.fullmatch(r"whenever another (creature(?: you control| an opponent controls)?) dies",
                     low)
    if m:
        d = describe(m.group(1))
        if d is None or set(d[1]) - {"controller"}:
            return None
        # "another": not this creature itself (it would otherwise see its own death, 603.10a)
        return "creature_dies", {**d[1], "types": ["Creature"], "other": True}
    return None


def _trigger(para: str, printed: str, self_types: tuple[str, ...] = ()
             ) -> tuple[list[dict[str, Any]] | None, str]:

    m = re.match(r"^((?:When|Whenever|At) [^,]+), (.+)$", para)
    if not m:
        return None, ""
    conds = _conditions(m.group(1), self_types)
    if conds is None:
        return None, "trigger condition not understood"
    body = m.group(2)
    cond_if: dict[str, Any] | None = None
    mif = re.match(r"^if you control an? ([^,]+), (.+)$", body)
    if mif:  # 603.4: an intervening "if" clause
        d = describe(mif.group(1))
        if d is None or d[0] not in TYPE_NOUNS:
            return None, "a condition (if/unless/as long as) not understood"
        cond_if = {**d[1], "controller": "you"}
        if d[0] != "permanent":
            cond_if.setdefault("types", [d[0].capitalize()])
        body = mif.group(2)
    optional = False
    if body.lower().startswith("you may "):
        optional, body = True, body[8:]
        body = body[0].upper() + body[1:]
    if "~" in m.group(1):  # "Whenever ~ attacks, it deals ...": "it" is the source
        if re.match(r"^it (deals|gets|gains) ", body):
            body = "~" + body[2:]
        if re.match(r"^have it deal ", body, re.I):  # "you may have it deal 1 damage to..."
            body = "~ deals " + body[13:]
        body = re.sub(r"\bon it\b", "on ~", body)
    ctx = Ctx(allow_x=False, on_permanent=True)
    effects = compile_effects(ctx, body)
    if effects is None or not effects:
        return None, _feature(body) or \
            f"triggered ability ({m.group(1)}, ...): effect not understood"
    out = []
    for event, filt in conds:
        moved = _after_move(event, effects)
        if moved is None:
            return None, "triggered ability: moves its source after it left the battlefield"
        t: dict[str, Any] = {"event": event, "text": printed, "effects": moved}
        if ctx.targets:
            t["targets"] = ctx.targets
        if optional:
            t["optional"] = True
        if filt:
            t["filter"] = filt
        if cond_if is not None:
            t["if_you_control"] = cond_if
        out.append(t)
    return out, ""



_ZONE_VERBS = ("bounce", "exile", "move", "shuffle_into_library")


def _after_move(event: str, effects: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """400.7d: in "When ~ dies / is put into a graveyard from the battlefield, return ~ to its
    owner's hand", "~" is the card in the graveyard, a new object the ability can find. After
    other leave-the-battlefield events the card is somewhere the engine does not track: None."""
    out = []
    for e in effects:
        verb, params = next(iter(e.items()))
        if verb in _ZONE_VERBS and params.get("what") == "self":
            if event not in ("dies", "put_into_graveyard_from_battlefield"):
                if event == "leaves":
                    return None
            else:
                e = {verb: {**params, "what": "self_in_graveyard"}}
        out.append(e)
    return out


def _conditions(cond: str, self_types: tuple[str, ...]) -> list[tuple[str, dict[str, Any]]] | None:
    """One trigger condition, or two joined by "or" ("Whenever ~ attacks or blocks",
    "Whenever ~ enters the battlefield or attacks"): the same ability triggers on each."""

    low = cond.lower()
    if "Creature" in self_types and low == "when ~ is put into a graveyard from the battlefield":
        return [("dies", {})]  # 700.4: for a creature, that is "dies"
    m = re.fullmatch(r"whenever ~ (attacks|blocks|enters the battlefield) or (attacks|blocks)", low)
    if m:
        first = {"attacks": "attacks", "blocks": "blocks", "enters the battlefield": "enters"}
        return [(first[m.group(1)], {}), (first[m.group(2)], {})]
    m = re.fullmatch(r"whenever ~ blocks an? (.+)", low)
    if m:  # the filter is the blocked attacker's
        d = describe(m.group(1))
        if d is None or d[0] != "creature" or set(d[1]) - {"keywords", "colors", "not_colors",
                                                           "power_ge", "power_le"}:
            return None
        return [("blocks", {**d[1], "types": ["Creature"]})]
    m = re.fullmatch(r"Whenever ~ or another ([A-Za-z]+) enters the battlefield under your "
                     r"control", cond)
    if m:  # two events: this permanent entering (603.6a), and another one entering
        word = m.group(1)
        if word in ("creature", "artifact", "enchantment", "land", "planeswalker"):
            f: dict[str, Any] = {"types": [word.capitalize()]}
        elif word[0].isupper() and word not in _NOT_CREATURE_TYPES:
            f = {"subtypes": [word]}  # a creature type (205.3m): "another Ally"
        else:
            return None
        return [("enters", {}), ("another_enters", {**f, "controller": "you"})]
    m = re.fullmatch(r"whenever an? creature (you control|an opponent controls) dies", low)
    if m:  # 603.10a: a creature you control dying includes this one
        return [("creature_dies", {"types": ["Creature"],
                                   "controller": "you" if m.group(1) == "you control"
                                   else "opponent"})]
    one = _trigger_condition(cond, self_types)
    return [one] if one is not None else None


def render_trigger_paragraph(items: list[Any], self_types: tuple[str, ...],
                             tokens: dict[str, dict[str, Any]]) -> str:
    """The English of one triggered-ability paragraph's DSL (one or two triggers)."""
    from mtg_engine.cards.oracle import render as r

    text = r.render_trigger(items[0], self_types, tokens)
    if len(items) == 2 and items[0]["event"] == "enters" \
            and items[1]["event"] == "another_enters":
        # "Whenever ~ or another Ally enters the battlefield under your control"
        f = {k: v for k, v in items[1].get("filter", {}).items() if k != "controller"}
        head = f"Whenever ~ or another {r.describe_filter(f)} enters the battlefield " \
            "under your control"
        first = r.render_condition(items[0], self_types)
        return head + text[len(first):]
    if len(items) == 2:  # "Whenever ~ attacks or blocks" made two triggers
        first = r.render_condition(items[0], self_types)
        second = r.render_condition(items[1], self_types)
        text = first + " or " + second.split("~ ", 1)[1] + text[len(first):]
    return text
