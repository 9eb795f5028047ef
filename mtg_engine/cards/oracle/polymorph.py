"""A creature that becomes something else for a while, read from Oracle text:

  Until end of turn, target creature becomes a blue Serpent with base power and toughness 5/5.
  Until end of turn, target creature loses all abilities and becomes a green Snake with base
  power and toughness 1/1.                                                        (Snakeform)
  Until end of turn, target creature you control becomes a blue Dragon Illusion with base
  power and toughness 4/4, loses all abilities, and gains flying.        (Dance of the Skywise)
  Until end of turn, target creature loses all abilities and has base power and toughness 0/1.
  ~ becomes a Dragon, gets +5/+3, and gains flying and trample until end of turn.
  ~ loses defender and becomes a Human until end of turn.               (Wishful Merfolk)
  Target artifact or creature loses all abilities and becomes a green Elk creature with base
  power and toughness 3/3.                                            (Oko, Thief of Crowns)

lowered to one DSL `continuous` effect (611.2a, 611.2c: its objects locked in as it resolves)
that applies in each layer it has a part in (613.1): "becomes a [creature types]" replaces the
creature's creature types (205.1b: the card types stay; only an object that is a creature is
read, the target a creature or ~ itself), "becomes blue" its colours (105.3, layer 5), "loses
all abilities" and "gains flying" in layer 6 (the loss first: the effect's own keywords stay,
613.1f), "has base power and toughness 4/4" in 7b (613.4b), "gets +5/+3" in 7c. Without "until
end of turn" the effect lasts for as long as the object is on the battlefield (611.2a).
"becomes a green Elk creature" also replaces its card types with creature (205.1b: an artifact
so targeted stops being one, its artifact subtypes gone with it, 205.3d).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import COLOR_WORDS, target_spec

_COLOR = r"(?:white|blue|black|red|green)"
_KW = (r"(?:flying|reach|haste|vigilance|deathtouch|lifelink|first strike|double strike|"
       r"trample|hexproof|shroud|indestructible|menace|fear|intimidate|defender|wither|infect)")
_KWS = rf"{_KW}(?:(?:, and |, | and ){_KW})*"
_BASE = r"base power and toughness (?P<p>\d+)/(?P<t>\d+)"
# one predicate each, in any order (the sentence joins them with ", " / " and ")
_PREDICATES = (
    ("lose_all", re.compile(r"loses all abilities")),
    # 205.1b: "becomes a Dinosaur in addition to its other creature types" (its types kept)
    ("becomes_also", re.compile(r"becomes an? (?P<also>[A-Z][a-z]+) in addition to its other "
                                r"(?P<which>creature )?types")),
    ("lose_kws", re.compile(rf"loses (?P<kws>{_KWS})")),
    ("becomes", re.compile(rf"becomes an? (?:(?P<colors>{_COLOR}(?: and {_COLOR})?) )?"
                           r"(?P<subs>[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?P<creature> creature)?"
                           rf"(?: with {_BASE}(?:, (?P<with>{_KW}(?:, {_KW})*,? and {_KW})"
                           rf"| and (?P<with_one>{_KW}))?)?"
                           r"(?=,| and|$)")),
    ("has", re.compile(rf"has {_BASE}")),
    ("has_power", re.compile(r"has base power (?P<bp>\d+)(?! and)")),  # (Island of Wak-Wak)
    ("gets", re.compile(r"gets (?P<pp>[+-]\d+)/(?P<tt>[+-]\d+)")),
    ("gains", re.compile(rf"gains (?P<kws>{_KWS})")),
)
_SEP = re.compile(r", and |, | and ")
# "<change> until end of turn and gains <keyword> until end of turn": one duration said twice
SAME_DURATION = re.compile(r" until end of turn and (?=gains |gets |loses )")
# 205.1b: a creature type added "in addition to its other creature types" keeps them all, as
# "in addition to its other types" says (the rendering)
NORMALISE_ALSO = (r"\b(becomes? an? [a-z]+) in addition to its other creature types\b",
                  r"\1 in addition to its other types")
NORMALISE = (r"\b(has base power and toughness \d+/\d+) until end of turn and (gains|gets|loses) "
             r"([^.]*?) until end of turn\b", r"\1 and \2 \3 until end of turn")
_WHO = re.compile(r"(?P<front>until end of turn, )?(?P<who>~|(?P<up_to>up to one )?target "
                  r"(?P<target>[a-z~ ]+?)) (?=loses|becomes|has|gets|gains)")


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """One sentence (no final period) -> its `continuous` effect, or None."""
    s = sentence.strip()
    m = _WHO.match(s[:1].lower() + s[1:])
    if m is None:
        return None
    rest = s[m.end():]
    eot = rest.endswith(" until end of turn")
    if eot:  # 611.2a: "has base power and toughness 4/4 until end of turn and gains flying
        # until end of turn" (the Mimics): one duration for both (render.py says them alike)
        rest = SAME_DURATION.sub(" and ", rest)
    if eot == bool(m.group("front")) and eot:
        return None  # (a duration said twice)
    eff = _predicates(rest.removesuffix(" until end of turn"))
    if eff is None or not (_changes(eff)):
        return None  # (the other changes of a creature are read elsewhere)
    if m.group("who") == "~":
        if not ctx.on_permanent or eff.get("set_types"):  # (~ becoming a creature: animate.py)
            return None
        what: str = "self"
    else:
        spec = target_spec(m.group("target"))
        if spec is None or (spec["kind"] != "creature" and not (
                eff.get("set_types") == ["Creature"] and spec["kind"] == "permanent")):
            return None  # 205.1b: a creature's creature types replaced, its card types kept
        what = ctx.add_target({**spec, "optional": True} if m.group("up_to") else spec)
    if not (eot or m.group("front")):
        eff["until"] = ""  # 611.2a: no duration: as long as it is on the battlefield
    return [{"continuous": {"what": what, **eff}}]


def _changes(p: dict[str, Any]) -> bool:
    """Whether the changes are this module's: what it becomes, its base power and toughness,
    an ability lost beside another change ("gets -2/+2 and loses flying"), or all its
    abilities lost ("loses all abilities until end of turn", 613.1f)."""
    return bool({"set_power", "add_subtypes"} & set(p)) or (
        bool(p.get("remove_keywords")) and bool({"power", "add_keywords"} & set(p))) \
        or p.get("lose_all_abilities") is True


def _predicates(text: str) -> dict[str, Any] | None:
    """"loses all abilities and becomes a green Snake with base power and toughness 1/1" ->
    the continuous effect's fields, or None if a predicate isn't one of these (or twice)."""
    eff: dict[str, Any] = {}
    seen: set[str] = set()
    pos = 0
    while pos < len(text):
        if pos:
            sep = _SEP.match(text, pos)
            if sep is None:
                return None
            pos = sep.end()
        got = next(((name, rx.match(text, pos)) for name, rx in _PREDICATES
                    if rx.match(text, pos)), None)
        if got is None or got[0] in seen:
            return None
        name, m = got
        assert m is not None
        seen.add(name)
        if not _read(eff, name, m):
            return None
        pos = m.end()
    return eff if seen else None


def _keywords(words: str) -> list[str]:
    return [k for k in re.split(r", and |, | and ", words) if k]


def _read(eff: dict[str, Any], name: str, m: re.Match[str]) -> bool:
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if name == "lose_all":
        eff["lose_all_abilities"] = True  # 613.1f
    elif name in ("lose_kws", "gains"):
        key = "remove_keywords" if name == "lose_kws" else "add_keywords"
        eff[key] = eff.get(key, []) + _keywords(m.group("kws"))
    elif name == "has_power":  # 613.4b: its power only
        eff["set_power"] = int(m.group("bp"))
    elif name == "becomes_also":  # 205.1b: the creature type added, the others kept
        if m.group("also") not in CREATURE_TYPES:
            return False
        eff["add_subtypes"] = [m.group("also")]
    elif name == "gets":  # 613.4c
        eff["power"], eff["toughness"] = int(m.group("pp")), int(m.group("tt"))
    elif name in ("becomes", "has") and m.group("p") is not None:  # 613.4b
        eff["set_power"], eff["set_toughness"] = int(m.group("p")), int(m.group("t"))
    if name == "becomes":
        subs = m.group("subs").split()
        if not all(s in CREATURE_TYPES for s in subs):
            return False
        eff["lose_creature_types"], eff["add_subtypes"] = True, subs  # 205.1b
        if m.group("creature"):  # "becomes a green Elk creature": its card types replaced
            eff["set_types"] = ["Creature"]
        if m.group("colors"):  # 105.3 (as printed: a pair in the wheel's order, 105.1)
            eff["set_colors"] = [COLOR_WORDS[w] for w in m.group("colors").split(" and ")]
        if m.group("with"):  # "with base power and toughness 4/4, flying, and haste"
            eff["add_keywords"] = eff.get("add_keywords", []) + _keywords(m.group("with"))
        if m.group("with_one"):  # "with base power and toughness 1/1 and flying"
            eff["add_keywords"] = [*eff.get("add_keywords", []), m.group("with_one")]
    return True


_KEYS = {"what", "until", "lose_all_abilities", "remove_keywords", "add_keywords", "power",
         "toughness", "set_power", "set_toughness", "lose_creature_types", "add_subtypes",
         "set_colors", "set_types"}


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a `continuous` effect, or None if it isn't one."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import COLOR_NAMES, JOIN_YOU, _join

    if set(p) - _KEYS or p.get("until", "end_of_turn") not in ("end_of_turn", "") \
            or p.get("set_types", ["Creature"]) != ["Creature"] \
            or ("set_types" in p and not str(p["what"]).startswith("target")) \
            or not _changes(p) or (p.get("lose_creature_types") and "add_subtypes" not in p):
        return None
    also = "add_subtypes" in p and not p.get("lose_creature_types")  # (becomes_also, 205.1b)
    if also and (len(p["add_subtypes"]) != 1 or "set_types" in p or "set_colors" in p):
        return None
    loses = ["loses all abilities"] if p.get("lose_all_abilities") else []
    if p.get("remove_keywords"):
        loses.append("loses " + _join(list(p["remove_keywords"])))
    base = f"base power and toughness {p['set_power']}/{p['set_toughness']}" \
        if "set_toughness" in p else f"base power {p['set_power']}" if "set_power" in p else ""
    if "set_power" in p and "set_toughness" not in p and "add_subtypes" in p:
        return None  # (a new creature's base power alone is not this module's wording)
    gains = list(p.get("add_keywords", ()))
    preds: list[str] = []
    if also:
        sub = p["add_subtypes"][0]
        if base:
            preds.append(f"has {base}")
        preds.append(f"becomes {'an' if sub[0] in 'AEIOU' else 'a'} {sub} in addition to its "
                     "other types")
    elif "add_subtypes" in p:
        colors = _join([COLOR_NAMES[c] for c in p.get("set_colors", ())])
        what = " ".join(([colors] if colors else []) + list(p["add_subtypes"])
                        + (["creature"] if p.get("set_types") == ["Creature"] else []))
        becomes = f"becomes {'an' if what[0] in 'AEIOUaeiou' else 'a'} {what}"
        if base and len(gains) > 1 and wording("keywords_with"):  # (the same abilities)
            becomes += f" with {base}, " + ", ".join(gains[:-1]) + f", and {gains[-1]}"
            gains = []
        elif base and len(gains) == 1 and wording("keywords_with"):
            becomes += f" with {base} and {gains[0]}"
            gains = []
        elif base:
            becomes += f" with {base}"
        preds.append(becomes)
    elif base and not p.get("set_colors"):
        preds.append(f"has {base}")
    elif base or p.get("set_colors"):
        return None
    if "power" in p or "toughness" in p:
        preds.append(f"gets {p.get('power', 0):+d}/{p.get('toughness', 0):+d}")
    if gains:
        preds.append("gains " + _join(gains))
    # (Oracle text says a loss first or after what it becomes: one effect either way, 613.1f)
    preds = preds[:1] + loses + preds[1:] if wording("loses_after") else loses + preds
    who = refs.obj(p["what"])
    vp = _join(preds)
    if p.get("until", "end_of_turn") != "end_of_turn":
        return who, vp
    if not JOIN_YOU.get():  # "Until end of turn, ~ becomes ..." (611.2a; animate.py)
        return "", f"until end of turn, {who} {vp}"
    return who, vp + " until end of turn"
