"""Counterspells that name what the spell or ability they counter targets (115.9b, 701.5a):

  Counter target spell that targets a permanent you control. (Keep Safe)
  Counter target instant or Aura spell that targets a permanent you control. (Avoid Fate)
  Counter target spell or ability that targets you or a creature you control. (Siren Stormtamer)
  Counter target spell or ability unless its controller pays {3}. (Mirrorshell Crab)

"target spell or ability" is the target kind `spell_or_ability`; "that targets X" is the
filter field `spell_targets` (rules/spell_targets.py), read here and rendered back by
`render_spell_targets` for the round trip. Other counterspells are read by effects.py.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import target_spec
from mtg_engine.rules.spell_targets import PERMANENT_WORDS

_COUNTER = re.compile(r"counter target (?P<what>.+?)(?: that targets (?P<tg>.+?))?"
                      r"(?: unless its controller pays (?P<pay>(?:\{[0-9wubrgc]\})+))?")


def _alternative(phrase: str, on_permanent: bool) -> str | None:
    """One thing a spell may target (115.9b): "you", "a player", "~", "a creature", "a
    permanent you control"..."""
    if phrase == "you":
        return "you"
    if phrase == "a player":
        return "player"
    if phrase == "~":
        return "self" if on_permanent else None
    m = re.fullmatch(r"an? (\w+)( you control)?", phrase)
    if m is None or m.group(1) not in PERMANENT_WORDS \
            or (m.group(1)[0] in "aeiou") != phrase.startswith("an "):
        return None
    return m.group(1) + (":you" if m.group(2) else "")


def spell_targets(phrase: str, on_permanent: bool) -> list[str] | None:
    """"you or a creature you control" -> ["you", "creature:you"] (115.9b), or None; "a
    creature or planeswalker you control": both nouns the player's ("a creature you control
    or a planeswalker you control")."""
    m = re.fullmatch(r"an? (\w+) or (\w+) you control", phrase)
    if m is not None and m.group(2) in PERMANENT_WORDS:
        phrase = f"{phrase.split(' or ')[0]} you control or " \
            f"{'an' if m.group(2)[0] in 'aeiou' else 'a'} {m.group(2)} you control"
    out = [_alternative(p.strip(), on_permanent) for p in phrase.split(" or ")]
    if any(a is None for a in out) or len(set(out)) != len(out):
        return None
    return [a for a in out if a is not None]


_SPELL_TYPES = {"creature": "Creature", "instant": "Instant", "sorcery": "Sorcery",
                "artifact": "Artifact", "enchantment": "Enchantment",
                "planeswalker": "Planeswalker"}


def spell_alternatives(printed: str) -> dict[str, Any] | None:
    """"Spirit or Arcane spell", "creature or Aura spell" (as printed) -> a target spell of
    either kind (115.1, 205.3k, 205.3m: `any_of` of a card type or a subtype), or None."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    parts = printed.removesuffix(" spell").split(" or ")
    if len(parts) != 2 or not printed.endswith(" spell"):
        return None
    alts: list[dict[str, Any]] = []
    for p in parts:
        if p in _SPELL_TYPES:
            alts.append({"types": [_SPELL_TYPES[p]]})
        elif p in CREATURE_TYPES or p in ("Aura", "Arcane"):
            alts.append({"subtypes": [p]})
        else:
            return None
    if all("types" in a for a in alts):
        return None  # (one filter's `types` says it: target_spec)
    return {"kind": "spell", "filter": {"any_of": alts}}


def render_alternatives(f: dict[str, Any]) -> str:
    """The words of `spell_alternatives`' filter ("Spirit or Arcane spell")."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(f) != {"any_of"} or len(f["any_of"]) != 2:
        raise RenderError("a target spell of several kinds")
    words = []
    for a in f["any_of"]:
        if set(a) == {"types"} and len(a["types"]) == 1:
            words.append(a["types"][0].lower())
        elif set(a) == {"subtypes"} and len(a["subtypes"]) == 1:
            words.append(a["subtypes"][0])
        else:
            raise RenderError("a target spell of several kinds")
    return " or ".join(words) + " spell"


def lower_counter(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """701.5a: "counter target spell or ability ..." / "counter target <spell> that targets
    ..." -> the counter effect (its target added to `ctx`); None for other sentences."""
    low = low.replace(_LONG, "spell or ability")  # (the same kinds, 701.5a)
    m = _COUNTER.fullmatch(low)
    if m is None or (m.group("tg") is None and m.group("what") != "spell or ability"):
        return None
    f: dict[str, Any] = {}
    if m.group("tg") is not None:
        alts = spell_targets(m.group("tg"), ctx.on_permanent)
        if alts is None:
            return None
        f["spell_targets"] = alts
    if m.group("what") == "spell or ability":
        spec: dict[str, Any] = {"kind": "spell_or_ability"}
    else:
        got = target_spec(m.group("what")) or spell_alternatives(_printed(m.group("what")))
        if got is None or got["kind"] != "spell":
            return None
        spec = got
        f = {**got.get("filter", {}), **f}
    if f:
        spec["filter"] = f
    eff: dict[str, Any] = {"what": ctx.add_target(spec)}
    if m.group("pay"):
        eff["unless_pays"] = m.group("pay").upper()  # 118.12
    ctx.countered = eff["what"]
    ctx.countered_pays = bool(m.group("pay"))
    return [{"counter": eff}]


def _printed(low: str) -> str:
    """"instant or aura spell" as printed, its subtypes capitalised ("instant or Aura spell",
    205.3k, 205.3m), for `spell_alternatives`."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return " ".join(w.capitalize() if w.capitalize() in CREATURE_TYPES
                    or w in ("aura", "arcane") else w for w in low.split())


_WORDS = {"you": "you", "player": "a player", "self": "~"}
# "target spell, activated ability, or triggered ability" (Disallow): the same as "target
# spell or ability" (701.5a, 113.1b-c); the round trip tries both wordings (render.py)
_LONG = "spell, activated ability, or triggered ability"


def spell_or_ability_words() -> str:
    """The words of target kind spell_or_ability, in the wording this rendering says."""
    from mtg_engine.cards.oracle.amount_render import wording

    return _LONG if wording("spell_or_ability_long") else "spell or ability"


def render_spell_targets(alternatives: list[str]) -> str:
    """The inverse of `spell_targets`: " that targets you or a creature you control"."""
    words = []
    for a in alternatives:
        if a in _WORDS:
            words.append(_WORDS[a])
            continue
        noun, _, whose = a.partition(":")
        art = "an" if noun[0] in "aeiou" else "a"
        words.append(f"{art} {noun}" + (" you control" if whose else ""))
    if len(words) == 2 and all(w.endswith(" you control") and w.count(" ") == 3
                               for w in words):  # "a creature or planeswalker you control"
        return f" that targets {words[0][: -len(' you control')]} or " \
            f"{words[1].split()[1]} you control"
    return " that targets " + " or ".join(words)


# 118.12: "unless its controller discards their hand" (Perplex), "unless its controller exiles
# all cards from their graveyard" (Grip of Amnesia): a payment always possible (118.3: an
# empty hand or graveyard is discarded or exiled all the same) -> the counter's `unless_action`
UNLESS_ACTIONS = {"discards their hand": "discard_hand",
                  "exiles all cards from their graveyard": "exile_graveyard"}
_UNLESS_ACTION = re.compile(r"counter target (?P<what>.*?\bspell\b.*?) unless its controller "
                            rf"(?P<act>{'|'.join(UNLESS_ACTIONS)})")


def lower_unless_action(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Counter target spell unless its controller discards their hand." -> the counter
    effect with `unless_action` (its target added to `ctx`), or None."""
    m = _UNLESS_ACTION.fullmatch(low)
    spec = target_spec(m.group("what")) if m else None
    if m is None or spec is None or spec["kind"] != "spell":
        return None
    eff = {"what": ctx.add_target(spec), "unless_action": UNLESS_ACTIONS[m.group("act")]}
    ctx.countered, ctx.countered_pays = eff["what"], True
    return [{"counter": eff}]


# 601.2a: "target spell cast from a graveyard" / "target spell that wasn't cast from its owner's
# hand" (Filter.cast_from, rules/spell_cast_zones.py)
CAST_FROM = {"cast from a graveyard": "graveyard",
             "that wasn't cast from its owner's hand": "not_hand"}
_CAST_FROM = re.compile(rf"counter target (?P<what>(?:[^.]+? )?spell) (?P<cast>{'|'.join(CAST_FROM)})")


def lower_cast_from(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Counter target spell cast from a graveyard." -> the counter effect, or None."""
    m = _CAST_FROM.fullmatch(low)
    spec = target_spec(m.group("what")) if m else None
    if m is None or spec is None or spec["kind"] != "spell":
        return None
    spec["filter"] = {**spec.get("filter", {}), "cast_from": CAST_FROM[m.group("cast")]}
    eff = {"what": ctx.add_target(spec)}
    ctx.countered = eff["what"]
    return [{"counter": eff}]


def render_cast_from(zone: str) -> str:
    """The words after "target ... spell" of `lower_cast_from`'s filter."""
    return next(w for w, z in CAST_FROM.items() if z == zone)
