"""The permanents of a group that become creatures until end of turn, a resolving effect read
from Oracle text (animate.py reads one permanent):

  Artifacts you control become artifact creatures with base power and toughness 5/5 until end
  of turn.                                                            (Tezzeret the Seeker)
  Forests you control become 2/3 creatures until end of turn. They're still lands.
                                                                      (Thelonite Druid)
  All lands target player controls become 3/3 creatures until end of turn. They're still lands.
                                                                      (Jolrael)

lowered to one `continuous` effect on the group, whose members are locked in as it resolves
(611.2c), in layer 4 (the card type Creature added, their other types kept: 205.1b, "They're
still lands"; "artifact creatures with base power and toughness 5/5": artifacts keep their
types, 205.1b) and layer 7b (the base power and toughness set, 613.4b), until end of turn.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences, group

_LAND_TYPES = {"forests": "Forest", "plains": "Plains", "islands": "Island", "swamps": "Swamp",
               "mountains": "Mountain"}
_BECOME = re.compile(
    r"(?P<who>(?:All )?(?:[A-Z]?[a-z]+) (?:you control|target player controls)) become "
    r"(?:(?P<p>\d+)/(?P<t>\d+) )?(?P<artifact>artifact )?creatures"
    r"(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
    r" until end of turn(?P<still>\. They're still lands)?\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if one of its sentences animates a group as this module reads it
    (the sentences around it compiled by `compile_rest`), else None."""
    m = _BECOME.search(text)
    if m is None or (m.start() > 0 and text[m.start() - 2:m.start()] != ". "):
        return None

    def continuous() -> dict[str, Any] | None:
        eff = _effect(ctx, m)
        return None if eff is None else {"continuous": eff}

    return between_sentences(ctx, text[:m.start()].strip(), continuous, text[m.end():].strip(),
                             compile_rest)


def _who(ctx: Any, who: str) -> dict[str, Any] | None:
    words = who.lower()
    if words.endswith(" target player controls"):
        g = group(words[: -len(" target player controls")])
        if g is None or set(g["all"]) != {"types"}:
            return None
        return {**g, "controlled_by": ctx.add_target({"kind": "player"})}
    noun = words.removeprefix("all ").removesuffix(" you control")
    if noun in _LAND_TYPES:  # "Forests you control" (205.3i)
        return {"all": {"controller": "you", "subtypes": [_LAND_TYPES[noun]]}}
    return group(words)


def _effect(ctx: Any, m: re.Match[str]) -> dict[str, Any] | None:
    artifact, still = bool(m.group("artifact")), bool(m.group("still"))
    p_t = (m.group("p"), m.group("t")) if m.group("p") else (m.group("bp"), m.group("bt"))
    if not p_t[0] or (m.group("p") and m.group("bp")) or artifact == still \
            or (artifact and not m.group("bp")):
        return None  # (a plain "become 2/2 creatures" replaces their types, 205.1a: not read)
    what = _who(ctx, m.group("who"))
    if what is None:
        return None
    kind = what["all"].get("types") or (["Land"] if what["all"].get("subtypes") else None)
    if kind != (["Artifact"] if artifact else ["Land"]):
        return None
    return {"what": what, "add_types": ["Artifact", "Creature"] if artifact else ["Creature"],
            "set_power": int(p_t[0]), "set_toughness": int(p_t[1])}


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such an effect, or None."""
    what = p.get("what")
    if not isinstance(what, dict) or "all" not in what or set(p) != {
            "what", "add_types", "set_power", "set_toughness"}:
        return None
    who = refs.obj(what)
    pt = f"{p['set_power']}/{p['set_toughness']}"
    if p["add_types"] == ["Artifact", "Creature"]:
        return who, f"become artifact creatures with base power and toughness {pt} until end " \
            "of turn"
    if p["add_types"] == ["Creature"]:
        return who, f"become {pt} creatures until end of turn. they're still lands"
    return None
