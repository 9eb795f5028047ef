"""More objects exiled "until ~ leaves the battlefield" (610.3, the DSL's `exile_until`,
effects/keyword_actions.py), besides the targets flicker.py reads:

- "exile up to one other target nonland permanent until ~ leaves the battlefield" (Constable
  of the Realm): an optional target other than the source (115.1, 109.1);
- "exile that creature until ~ leaves the battlefield" (Grasping Giant, Hixus, Prison
  Warden): the creature the trigger event names (603.2, `what: remembered`);
- "exile any number of other nontoken creatures you control until it leaves the
  battlefield" (Lumbering Battlement, Glorious Protector): no target; the controller chooses
  as the instruction is carried out any number of the permanents they control that match
  (608.2d, `any_number` with their `filter`);
- any other object phrase "Exile <it>." reads, of permanents: "exile target nonland permanent
  an opponent controls and all other nonland permanents that player controls with the same
  name as that permanent until ~ leaves the battlefield" (Deputy of Detention; 201.2, 108.4:
  "that player" is the target's controller, `group_said`);
- "until this creature leaves the battlefield" (Brutal Cathar): the source, said of a face
  whose name isn't the card's (201.5), and "until it leaves the battlefield" in a trigger of
  ~ naming no other object (`anchor_said`: the printed words, for the round trip).
"""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(
    r"^exile (?P<what>(?:another |up to one (?:other )?)?target [^.]+?|that creature|any number "
    r"of [^.]+? you control) until (?P<anchor>~|it|this creature) leaves the battlefield$", re.IGNORECASE)


_ANY = re.compile(r"^exile (?P<what>.+?) until (?P<anchor>~|this creature) leaves the "
                  r"battlefield$", re.IGNORECASE)
_THAT_PLAYER = " that player controls with the same name as that "
_ITS_CONTROLLER = " its controller controls with the same name as that "


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The `exile_until` of one of the forms above, or None."""
    if not ctx.on_permanent:
        return None
    m = _FORM.match(sentence)
    if m is None:
        return _as_exile(ctx, sentence)
    what, anchor = m.group("what"), m.group("anchor").lower()
    if anchor == "~" and not re.match(r"(?i)up to one other |that |any number ", what):
        return _as_exile(ctx, sentence)  # (flicker.py reads the other targets)
    if anchor == "it" and not _it_is_source(what):
        return None  # ("it" could be the object exiled: only a group the source isn't in)
    body: dict[str, Any] = {}
    if what.lower().startswith("any number of "):
        f = _chosen_filter(what[len("any number of "):])
        if f is None:
            return None
        body = {"what": "chosen", "filter": f, "any_number": True}
    elif what.lower() == "that creature":
        if not _event_creature():
            return None
        body = {"what": "remembered"}
    else:
        from mtg_engine.cards.oracle.flicker import _what

        ref = _what(ctx, what)
        if ref is None:
            return None
        body = {"what": ref}
    if anchor != "~":
        body["anchor_said"] = anchor
    return [{"exile_until": body}]


def _as_exile(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"exile <what> until ~ leaves the battlefield" where "Exile <what>." is one exile of
    permanents (targets of permanents, or a group on the battlefield), else None."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _ANY.match(sentence)
    if m is None:
        return None
    what = m.group("what")
    theirs = _THAT_PLAYER in f" {what} " and "target " in what and " an opponent controls " in what
    if theirs:  # 108.4: the target's controller, the opponent "that player" names
        what = what.replace(_THAT_PLAYER.strip(), _ITS_CONTROLLER.strip())
    before = len(ctx.targets)
    got = compile_effects(ctx, f"Exile {what}.")
    ref = got[0]["exile"].get("what") if got and len(got) == 1 and "exile" in got[0] \
        and set(got[0]["exile"]) == {"what"} else None
    kinds = {t.get("kind") for t in ctx.targets[before:]}
    if ref is None or not kinds <= {"creature", "permanent"} or (
            isinstance(ref, dict) and set(ref) - {"all", "same_name_as", "same_controller"}) \
            or (isinstance(ref, str) and not ref.startswith("target")):
        del ctx.targets[before:]
        return None
    body: dict[str, Any] = {"what": ref}
    if theirs:
        body["group_said"] = "that player"
    if m.group("anchor").lower() != "~":
        body["anchor_said"] = m.group("anchor").lower()
    return [{"exile_until": body}]


def _it_is_source(what: str) -> bool:
    """"exile any number of other nontoken creatures you control until it leaves": "it" is
    the source only when what is exiled is a group without the source ("other", 109.1) or
    a creature type it lacks is named -- read as the source only for "other"."""
    return what.lower().startswith("any number of other ")


def _chosen_filter(words: str) -> dict[str, Any] | None:
    """The filter of "<permanents> you control" (its controller: you), or None."""
    from mtg_engine.cards.oracle.phrases import group

    g = group(f"all {words} you control")
    if g is None or set(g) != {"all"}:
        return None
    f = g["all"]
    if not isinstance(f, dict) or f.get("controller") != "you":
        return None
    return dict(f)


def _event_creature() -> bool:
    """Is "that creature" the creature the trigger event names (603.2)?"""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    seed = EVENT_REFERENT.get()
    return seed is not None and seed.kind == "remembered" and not seed.player \
        and seed.desc is not None and tuple(seed.desc.nouns) == ("creature",)


def render(refs: Any, p: dict[str, Any]) -> str:
    """The English of an `exile_until` (610.3)."""
    anchor = refs.obj(p["anchor"]) if "anchor" in p else p.get("anchor_said", "~")
    if "any_number" in p:
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        f = {k: v for k, v in p["filter"].items() if k != "controller"}
        what = f"any number of {describe_filter(f, plural=True)} you control"
    else:
        what = refs.obj(p["what"])
    if p.get("group_said") == "that player":  # (108.4: the target's controller)
        what = what.replace(_ITS_CONTROLLER.strip(), _THAT_PLAYER.strip())
    return f"exile {what} until {anchor} leaves the battlefield"
