"""The Auras and Equipment attached to a permanent (303.4, 301.5), named with it:

  Destroy all Equipment attached to that creature.            (Blastfire Bolt, Turn to Slag)
  Destroy all Auras and Equipment attached to target creature.               (Strip Bare)
  Destroy target creature with flying and all Equipment attached to that creature.
                                                                         (Eaten by Spiders)
  Exile target attacking creature and all Equipment attached to it.            (Soul Nova)
  Return target creature and all Auras attached to it to their owners' hands.      (Hubris)

The group is the reference {"all": filter, "attached_to": <target>} (effects/references.py:
the permanents matching the filter attached to the target as the instruction applies; none
once the target has left the battlefield, 400.7), and "<target> and all ... attached to it"
is {"all": filter, "and_attached_to": <target>, "said": "it"}: the target and those permanents, found
before any of them moves, so the instruction is carried out on all of them at once."""

from __future__ import annotations

import re
from typing import Any

_NOUNS = {"equipment": ["Equipment"], "auras": ["Aura"],
          "auras and equipment": ["Aura", "Equipment"]}
_WORDS = {tuple(v): k for k, v in _NOUNS.items()}
_PRINTED = {"equipment": "Equipment", "auras": "Auras", "auras and equipment": "Auras and Equipment"}
_NOUN = r"(equipment|auras|auras and equipment)"

# "Destroy all Equipment attached to that creature / target creature."
_GROUP = re.compile(rf"^destroy all {_NOUN} attached to (that creature|target creature)$")
# "Destroy target creature with flying and all Equipment attached to that creature."
_WITH = re.compile(rf"^(destroy|exile|return) (target [^.]+?) and all (?:(white) )?{_NOUN}"
                   rf"(?: (you control|you own))? attached to (it|that creature)"
                   rf"( to their owners' hands| to their owner's hand)?$")
# "all Auras you control" (Orzhov Charm), "all white Auras you own" (Word of Undoing): the
# group's own qualities (108.3, 108.4, 105.2)
_WHOSE = {"you control": {"controller": "you"}, "you own": {"owned_by_you": True}}
_VERBS = {"destroy": "destroy", "exile": "exile", "return": "bounce"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence, or None."""
    low = s.strip().removesuffix(".").lower()
    m = _GROUP.fullmatch(low)
    if m is not None:
        if m.group(2) == "that creature" and not ctx.targets:
            return _of_event_object(ctx, m.group(1))
        if m.group(2) == "that creature":
            if ctx.targets[-1]["kind"] != "creature":
                return None
            n = len(ctx.targets) - 1
        else:
            n = len(ctx.targets)
            ctx.add_target({"kind": "creature"})
        ref = "target" + (f":{n}" if n else "")
        return [{"destroy": {"what": {"all": {"subtypes": _NOUNS[m.group(1)]},
                                      "attached_to": ref}}}]
    m = _WITH.fullmatch(low)
    if m is None or (m.group(1) == "return") != bool(m.group(7)) \
            or (m.group(6) == "that creature" and not m.group(2).startswith("target creature")) \
            or (m.group(1) == "return" and m.group(4) != "auras") \
            or ((m.group(3) or m.group(5)) and m.group(4) != "auras"):
        return None
    from mtg_engine.cards.oracle.effects import compile_sentence

    start = len(ctx.targets)
    printed = s.strip()[len(m.group(1)) + 1:][:len(m.group(2))]
    base = f"{m.group(1).capitalize()} {printed}" + (" to its owner's hand" if m.group(7) else "")
    got = compile_sentence(ctx, base)
    verb = _VERBS[m.group(1)]
    if not got or len(got) != 1 or set(got[0]) != {verb} \
            or got[0][verb] != {"what": "target" + (f":{start}" if start else "")} \
            or len(ctx.targets) != start + 1:
        del ctx.targets[start:]
        return None
    group = {"subtypes": _NOUNS[m.group(4)], **({"colors": ["W"]} if m.group(3) else {}),
             **_WHOSE.get(m.group(5) or "", {})}
    what = {"all": group, "and_attached_to": got[0][verb]["what"],
            "said": m.group(6)}  # (the words naming it again: render only)
    return [{verb: {"what": what}}]


def _of_event_object(ctx: Any, noun: str) -> list[dict[str, Any]] | None:
    """603.2, 608.2h: in a triggered ability, "that creature" is the creature its event
    involved ("Whenever ~ blocks or becomes blocked by a creature, destroy all Auras attached
    to that creature": Treefolk Mystic; at end of combat: Corrosive Ooze, delayed.py)."""
    from mtg_engine.cards.oracle.delayed import _referent

    if _referent(ctx, "that creature") != "remembered":
        return None
    return [{"destroy": {"what": {"all": {"subtypes": _NOUNS[noun]},
                                  "attached_to": "remembered"}}}]


def render(refs: Any, ref: dict[str, Any]) -> str:
    """The words of such a group (render_phrases.Refs.obj)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    noun = _WORDS.get(tuple(ref["all"].get("subtypes", ())))
    qualities = {k: v for k, v in ref["all"].items() if k != "subtypes"}
    whose = next((w for w, q in _WHOSE.items() if qualities == q or qualities == {
        **q, "colors": ["W"]}), "") if qualities else ""
    if noun is None or (qualities and (noun != "auras" or "attached_to" in ref or not whose)):
        raise RenderError("a group attached to a permanent")
    printed = ("white " if qualities.get("colors") else "") + _PRINTED[noun] + \
        (f" {whose}" if whose else "")
    if "attached_to" in ref:
        return f"all {_PRINTED[noun]} attached to {refs.obj(ref['attached_to'])}"
    if ref.get("said") not in ("it", "that creature"):
        raise RenderError("a group attached to a permanent")
    return f"{refs.obj(ref['and_attached_to'])} and all {printed} attached to {ref['said']}"
